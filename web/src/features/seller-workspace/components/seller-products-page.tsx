import { DocumentTitle } from "../../../components/ui/document-title";
import { ItemCount, Page, PageHeading, PageTitleRow } from "../../../components/ui/page";
import { ProductCard } from "../../../components/ui/product-card";
import { WorkspaceProductGrid } from "../../../components/ui/product-grid";
import { PageSpinner } from "../../../components/ui/spinner";
import { useSellerProducts } from "../api/seller-products-query";
import { LoadMore, StyledIntro, StyledLinkButton, StyledNotice, StyledStockLine, stockPerSize } from "./seller-page-parts";
import { SellerWorkspace } from "./seller-workspace";

/** Cards drawn before the first row can be on screen at any width (up to 4 columns). */
const FIRST_ROW = 4;

/** /seller/seller-product: the seller's own products, each leading to its detail page. */
export function SellerProductsPage() {
  const { page, error, loadMore } = useSellerProducts();
  // A failed fetch shows the empty state, as the store always did.
  const items = error && !page ? [] : page?.items;

  return (
    <Page>
      <SellerWorkspace>
        <DocumentTitle title="Your products" />
        <PageTitleRow>
          <div>
            <PageHeading>YOUR PRODUCTS</PageHeading>
            <StyledIntro>YOU CAN MANAGE YOUR PRODUCTS</StyledIntro>
          </div>
          {page && page.total > 0 && <ItemCount data-testid="product-count">{page.total === 1 ? "1 product" : `${page.total} products`}</ItemCount>}
          <StyledLinkButton to="/seller/create-product" data-testid="create-product-link">
            CREATE PRODUCT
          </StyledLinkButton>
        </PageTitleRow>

        {!items && <PageSpinner label="Loading..." />}
        {items && items.length === 0 && <StyledNotice data-testid="products-empty">No products found.</StyledNotice>}
        {items && items.length > 0 && (
          <WorkspaceProductGrid data-testid="seller-products">
            {items.map((product, index) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  eager={index < FIRST_ROW}
                  to={`/seller/seller-product-details/${product.id}`}
                  details={<StyledStockLine data-testid="product-card-stock">{stockPerSize(product)}</StyledStockLine>}
                />
              </li>
            ))}
          </WorkspaceProductGrid>
        )}
        {page?.hasMore && <LoadMore onLoadMore={loadMore} />}
      </SellerWorkspace>
    </Page>
  );
}
