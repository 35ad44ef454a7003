import { useEffect } from "react";
import { toast } from "../../../lib/toast";
import { Link, useNavigate } from "react-router";
import styled from "styled-components";
import { DocumentTitle } from "../../../components/ui/document-title";
import { HeartIcon } from "../../../components/ui/icons";
import { LoadMoreButton } from "../../../components/ui/load-more-button";
import { LoadProblem } from "../../../components/ui/load-problem";
import { ItemCount, Page, PageHeading, PageTitleRow } from "../../../components/ui/page";
import { ProductCard } from "../../../components/ui/product-card";
import { ProductGrid } from "../../../components/ui/product-grid";
import { PageSpinner } from "../../../components/ui/spinner";
import { HeartButton } from "../../../components/ui/heart-button";
import { EmptyState } from "../../../components/ui/empty-state";
import { readApiError } from "../../../lib/api-error";
import { FAVOURITES_PAGE_TEXTS, WISHLIST_SIGN_IN_NEEDED, useWishlistHeart } from "../../../lib/wishlist";
import { useFavourites } from "../api/favourites-query";
import { caps } from "../../../styles/typography";

const FIRST_ROW = 4;

const StyledEmpty = styled(EmptyState)`
  p { max-width: 40ch; color: ${({ theme }) => theme.colors.textMuted}; font-size: 14px; }
`;

const StyledBrowse = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.buttonBg};
  color: ${({ theme }) => theme.colors.buttonText};
  ${caps(13)}
  text-decoration: none;

  &:hover { opacity: 0.86; }
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.xxl};
`;

/** /user/wishlist: the shopper's favourites. */
export function WishlistPage() {
  const navigate = useNavigate();
  const { page, loading, error, loadMore, refetch } = useFavourites();
  const heart = useWishlistHeart(FAVOURITES_PAGE_TEXTS);
  const signedOut = error ? readApiError(error).code === "UNAUTHENTICATED" : false;

  useEffect(() => {
    if (!signedOut) return;
    toast.error(WISHLIST_SIGN_IN_NEEDED);
    navigate("/login", { replace: true });
  }, [signedOut, navigate]);

  return (
    <Page>
      <DocumentTitle title="Favourites" />
      <PageTitleRow>
        <PageHeading>FAVOURITES</PageHeading>
        {page && page.total > 0 && <ItemCount data-testid="favourites-count">{page.total === 1 ? "1 item" : `${page.total} items`}</ItemCount>}
      </PageTitleRow>

      {!page && loading && <PageSpinner label="Loading your favourites" />}
      {!page && error && !signedOut && <LoadProblem text="Failed to load wishlist" onRetry={() => refetch().catch(() => undefined)} />}

      {page && page.items.length === 0 && (
        <StyledEmpty data-testid="favourites-empty">
          <HeartIcon size={40} />
          <h2>SAVE YOUR FAVOURITE ITEMS</h2>
          <p>Tap the heart on any product to keep it here for later.</p>
          <StyledBrowse to="/">Browse now</StyledBrowse>
        </StyledEmpty>
      )}

      {page && page.items.length > 0 && (
        <>
          <ProductGrid data-testid="favourites-grid">
            {page.items.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} eager={index < FIRST_ROW} action={<HeartButton {...heart(product)} />} />
              </li>
            ))}
          </ProductGrid>
          {page.hasMore && (
            <StyledMore>
              <LoadMoreButton onLoadMore={loadMore} data-testid="load-more" />
            </StyledMore>
          )}
        </>
      )}
    </Page>
  );
}
