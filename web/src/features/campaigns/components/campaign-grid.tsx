import { CATALOG_MESSAGES } from "@store/rules";
import { useState } from "react";
import styled from "styled-components";
import { Button } from "../../../components/ui/button";
import { LoadProblem } from "../../../components/ui/load-problem";
import { ProductCard } from "../../../components/ui/product-card";
import { ProductGrid } from "../../../components/ui/product-grid";
import { Spinner } from "../../../components/ui/spinner";
import { useWishlistHeart } from "../../../lib/wishlist";
import type { CampaignProductPage } from "../api/campaign-products-query";
import { ItemCount } from "../../../components/ui/page";
import { HeartButton } from "../../../components/ui/heart-button";
import { spread, stack } from "../../../styles/typography";

/** Cards drawn before the grid's first row can be on screen at any width (it has up to 4 columns). */
const FIRST_ROW = 4;

const StyledSection = styled.section`
  ${stack("lg")}
`;

const StyledHeader = styled.header`
  ${spread("sm", "baseline")}
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledHeading = styled.h2`
  font-size: clamp(18px, 2vw, 22px);
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const StyledState = styled.div`
  display: grid;
  place-items: center;
  min-height: 240px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 15px;
`;

const StyledMore = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface CampaignGridProps {
  /** The heading's id, so the section is named by it. */
  id: string;
  heading: string;
  page: CampaignProductPage | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onLoadMore: () => Promise<void>;
}

/** The products of a campaign's category, with the catalog's cards and hearts, a page at a time. */
export function CampaignGrid({ id, heading, page, loading, failed, onRetry, onLoadMore }: CampaignGridProps) {
  const [loadingMore, setLoadingMore] = useState(false);
  const heart = useWishlistHeart();
  const loadMore = () => {
    setLoadingMore(true);
    onLoadMore().finally(() => setLoadingMore(false));
  };

  return (
    <StyledSection aria-labelledby={id}>
      <StyledHeader>
        <StyledHeading id={id}>{heading}</StyledHeading>
        {page && page.total > 0 && <ItemCount data-testid="campaign-count">{page.total} items</ItemCount>}
      </StyledHeader>

      {!page && loading && (
        <StyledState role="status" aria-label="Loading products">
          <Spinner size={28} />
        </StyledState>
      )}
      {!page && !loading && failed && <LoadProblem text="Failed to load products." onRetry={onRetry} />}
      {page && page.items.length === 0 && <StyledState data-testid="empty-state">{CATALOG_MESSAGES.noProductFound}</StyledState>}

      {page && page.items.length > 0 && (
        <>
          <ProductGrid data-testid="campaign-grid">
            {page.items.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} eager={index < FIRST_ROW} action={<HeartButton {...heart(product)} />} />
              </li>
            ))}
          </ProductGrid>
          {page.hasMore && (
            <StyledMore>
              <p>
                You&rsquo;ve viewed {page.items.length} of {page.total} products
              </p>
              <Button variant="secondary" onClick={loadMore} loading={loadingMore} data-testid="load-more">
                Load more
              </Button>
            </StyledMore>
          )}
        </>
      )}
    </StyledSection>
  );
}
