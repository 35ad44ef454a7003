import { CATALOG_MESSAGES } from "@store/rules";
import { useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import styled from "styled-components";
import { Breadcrumb } from "../../../components/ui/breadcrumb";
import { Button } from "../../../components/ui/button";
import { DocumentTitle } from "../../../components/ui/document-title";
import { SearchIcon } from "../../../components/ui/icons";
import { LoadProblem } from "../../../components/ui/load-problem";
import { ItemCount, Page, PageHeading } from "../../../components/ui/page";
import { ProductCard } from "../../../components/ui/product-card";
import { ProductGrid } from "../../../components/ui/product-grid";
import { PageSpinner } from "../../../components/ui/spinner";
import { visuallyHidden } from "../../../components/ui/visually-hidden";
import { useWishlistHeart } from "../../../lib/wishlist";
import { ProductFilterBar } from "../../../components/ui/product-filter-bar";
import { HeartButton } from "../../../components/ui/heart-button";
import { addressParams, useBoxFollowsAddress } from "../../../lib/address-box";
import { changedListing, readListing, writeListing, type ProductListing } from "../../../lib/product-listing";
import { useProductSearch, useSearchSizes } from "../api/search-query";
import { spread, stack } from "../../../styles/typography";

const FIRST_ROW = 4;

const StyledHeader = styled.header`
  ${stack("md")}
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const StyledHeadingRow = styled.div`
  ${spread("sm", "baseline")}
  padding-top: ${({ theme }) => theme.space.md};
`;

const StyledForm = styled.form`
  display: flex;
  max-width: 520px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderStrong};

  label { ${visuallyHidden} }

  input {
    flex: 1;
    min-width: 0;
    height: 48px;
    padding: 0;
    border: 0;
    background: none;
    font-size: 16px;

    &:focus-visible { outline: none; }
    &::-webkit-search-cancel-button { display: none; }
  }

  &:focus-within { box-shadow: 0 1px 0 ${({ theme }) => theme.colors.borderStrong}; }
`;

const StyledCorrection = styled.p`
  font-size: 15px;
  color: ${({ theme }) => theme.colors.textMuted};

  strong { color: ${({ theme }) => theme.colors.text}; font-weight: 600; }
`;

const StyledSubmit = styled.button`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
`;

const StyledEmpty = styled.p`
  padding: ${({ theme }) => theme.space.xxl} 0;
  text-align: center;
  font-size: 15px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledMore = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xxl};
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /search?q=...: products matching the words, with the same cards, hearts, order and filters as the catalog. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = (params.get("q") ?? "").trim();
  const listing = readListing(params);
  const sizes = useSearchSizes();
  const { page, loading, error, loadMore, refetch } = useProductSearch(query, listing);
  const onListing = (change: Partial<ProductListing>) => setParams(changedListing(change), { preventScrollReset: true });
  const box = useRef<HTMLInputElement>(null);
  useBoxFollowsAddress(box, query);
  const [loadingMore, setLoadingMore] = useState(false);
  const heart = useWishlistHeart();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    if (words) setParams(writeListing(new URLSearchParams({ q: words }), readListing(addressParams())));
  };

  return (
    <Page>
      <DocumentTitle title={query ? `Search: ${query}` : "Search"} />
      <StyledHeader>
        <Breadcrumb items={[{ label: "Home", to: "/" }, { label: "Search" }]} />
        <StyledHeadingRow>
          <PageHeading>{query ? `Results for “${query}”` : "Search"}</PageHeading>
          {page && page.total > 0 && <ItemCount data-testid="search-count">{page.total === 1 ? "1 item" : `${page.total} items`}</ItemCount>}
        </StyledHeadingRow>
        {page?.correctedQuery && (
          <StyledCorrection data-testid="search-correction">
            Showing results for <strong>{page.correctedQuery}</strong>
          </StyledCorrection>
        )}
        <StyledForm role="search" aria-label="Refine your search" action="/search" onSubmit={onSubmit}>
          <label htmlFor="search-page-input">Search products</label>
          <input id="search-page-input" type="search" name="q" defaultValue={query} ref={box} placeholder="Search products" autoFocus={!query} data-testid="search-page-input" />
          <StyledSubmit type="submit" aria-label="Search">
            <SearchIcon size={20} />
          </StyledSubmit>
        </StyledForm>
      </StyledHeader>

      {query && <ProductFilterBar sizes={sizes} listing={listing} onChange={onListing} />}

      {!query && <StyledEmpty>Search by name, fabric or category: &ldquo;linen shirt&rdquo;, &ldquo;denim&rdquo;, &ldquo;romper&rdquo;.</StyledEmpty>}
      {query && !page && loading && <PageSpinner label="Searching" />}
      {query && !page && error && <LoadProblem text="Failed to search products." onRetry={() => refetch().catch(() => undefined)} />}
      {page && page.items.length === 0 && <StyledEmpty data-testid="empty-state">{CATALOG_MESSAGES.noProductFound}</StyledEmpty>}

      {page && page.items.length > 0 && (
        <>
          <ProductGrid data-testid="search-results">
            {page.items.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} eager={index < FIRST_ROW} action={<HeartButton {...heart(product)} />} />
              </li>
            ))}
          </ProductGrid>
          <StyledMore>
            <p>
              You&rsquo;ve viewed {page.items.length} of {page.total} products
            </p>
            {page.hasMore && (
              <Button
                variant="secondary"
                loading={loadingMore}
                onClick={() => {
                  setLoadingMore(true);
                  loadMore().finally(() => setLoadingMore(false));
                }}
                data-testid="load-more"
              >
                Load more
              </Button>
            )}
          </StyledMore>
        </>
      )}
    </Page>
  );
}
