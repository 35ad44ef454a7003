import { CATALOG_MESSAGES } from "@store/rules";
import { useState } from "react";
import { useLocation, useParams, useSearchParams } from "react-router";
import styled from "styled-components";
import { Breadcrumb, type BreadcrumbItem } from "../../../components/ui/breadcrumb";
import { Button } from "../../../components/ui/button";
import { DocumentTitle } from "../../../components/ui/document-title";
import { LoadProblem } from "../../../components/ui/load-problem";
import { NotFound } from "../../../components/ui/not-found";
import { ItemCount, Page, PageHeading } from "../../../components/ui/page";
import { PageSpinner } from "../../../components/ui/spinner";
import { readApiError } from "../../../lib/api-error";
import { PageMeta, PermanentRedirect } from "../../../lib/page-head";
import { useWishlistHeart } from "../../../lib/wishlist";
import { ProductFilterBar } from "../../../components/ui/product-filter-bar";
import { changedListing, readListing, type ProductListing } from "../../../lib/product-listing";
import { PRODUCTS_PER_PAGE, useProductGrid, useShopCategories } from "../api/product-grid-query";
import { ProductCard } from "../../../components/ui/product-card";
import { ProductGrid } from "../../../components/ui/product-grid";
import { HeartButton } from "../../../components/ui/heart-button";
import { spread, stack } from "../../../styles/typography";

/** Cards drawn before the grid's first row can be on screen at any width (it has up to 4 columns). */
const FIRST_ROW = 4;

const StyledHeader = styled.header`
  ${stack("sm")}
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const StyledHeadingRow = styled.div`
  ${spread("sm", "baseline")}
  padding-top: ${({ theme }) => theme.space.md};
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

const StyledProgress = styled.progress`
  appearance: none;
  width: 200px;
  height: 2px;
  border: 0;
  background: ${({ theme }) => theme.colors.border};

  &::-webkit-progress-bar { background: ${({ theme }) => theme.colors.border}; }
  &::-webkit-progress-value { background: ${({ theme }) => theme.colors.text}; }
  &::-moz-progress-bar { background: ${({ theme }) => theme.colors.text}; }
`;

/** A link styled as the "Load more" button it stands in for. */
const StyledNextPage = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  color: ${({ theme }) => theme.colors.text};
  font-size: 13px;
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  text-decoration: none;
`;

/** The address that shows one page more than the `shown` products (`?page=N`, kept with the order and narrowing). */
function nextPageHref(params: URLSearchParams, shown: number): string {
  const next = new URLSearchParams(params);
  next.set("page", String(Math.floor(shown / PRODUCTS_PER_PAGE) + 1));
  return `?${next}`;
}

/**
 * /product, /product/{category} and /{category}: one grid, everything or one category, in the
 * order and narrowing the address holds (`?sort=price-asc&size=M&min=500&max=2000`). A category
 * path in another case (`/ladies`) is sent on to its one canonical address (`/Ladies`).
 */
export function ProductListPage() {
  const { category } = useParams<{ category: string }>();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const categories = useShopCategories();
  const known = category ? categories?.find((entry) => entry.name.toLowerCase() === category.toLowerCase()) : undefined;
  const sizes = category ? (known?.sizes ?? []) : [...new Set(categories?.flatMap((entry) => entry.sizes) ?? [])];
  const listing = readListing(params);
  const { page, loading, error, loadMore, refetch } = useProductGrid(category, listing);
  const [loadingMore, setLoadingMore] = useState(false);
  const heart = useWishlistHeart();

  if (category && known && known.name !== category) {
    const canonical = `${location.pathname.startsWith("/product/") ? "/product/" : "/"}${encodeURIComponent(known.name)}`;
    return <PermanentRedirect to={canonical + location.search} />;
  }
  // A path that names no category (known from the categories, which the server's render hands
  // over, so the browser draws the same page before asking anything).
  if ((category && categories && !known) || (error && readApiError(error).code === "NOT_FOUND")) return <NotFound />;

  const heading = category ?? "All products";
  const crumbs: BreadcrumbItem[] = category
    ? [{ label: "Home", to: "/" }, { label: "Products", to: "/product" }, { label: category }]
    : [{ label: "Home", to: "/" }, { label: "Products" }];

  // Another order or narrowing starts again from the first page.
  const onListing = (change: Partial<ProductListing>) => {
    const written = changedListing(change);
    written.delete("page");
    setParams(written, { preventScrollReset: true });
  };

  const onLoadMore = () => {
    setLoadingMore(true);
    loadMore().finally(() => setLoadingMore(false));
  };

  return (
    <Page>
      <DocumentTitle title={heading} />
      <PageMeta description={category ? `Shop ${category} at ATELIER: ${page ? `${page.total} pieces, ` : ""}delivered in 2-7 days.` : "Every piece at ATELIER, newest first: ladies, men, kids and baby."} />
      <StyledHeader>
        <Breadcrumb items={crumbs} />
        <StyledHeadingRow>
          <PageHeading>{heading}</PageHeading>
          {page && page.total > 0 && <ItemCount data-testid="product-count">{page.total} items</ItemCount>}
        </StyledHeadingRow>
      </StyledHeader>

      <ProductFilterBar sizes={sizes} listing={listing} onChange={onListing} />

      {!page && loading && <PageSpinner label="Loading products" />}

      {!page && error && <LoadProblem text="Failed to load products." onRetry={() => refetch().catch(() => undefined)} />}

      {page && page.items.length === 0 && <StyledEmpty data-testid="empty-state">{CATALOG_MESSAGES.noProductFound}</StyledEmpty>}

      {page && page.items.length > 0 && (
        <>
          <ProductGrid data-testid="product-grid">
            {page.items.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} eager={index < FIRST_ROW} action={<HeartButton {...heart(product)} />} />
              </li>
            ))}
          </ProductGrid>
          <StyledMore>
            <p data-testid="product-progress">
              You&rsquo;ve viewed {page.items.length} of {page.total} products
            </p>
            <StyledProgress value={page.items.length} max={page.total} aria-hidden="true" />
            {page.hasMore && (
              <>
                <Button variant="secondary" onClick={onLoadMore} loading={loadingMore} data-testid="load-more">
                  Load more
                </Button>
                {/* Without JavaScript the button does nothing: the server shows the next page at this address. */}
                <noscript>
                  <StyledNextPage href={nextPageHref(params, page.items.length)} data-testid="next-page">
                    Load more
                  </StyledNextPage>
                </noscript>
              </>
            )}
          </StyledMore>
        </>
      )}
    </Page>
  );
}
