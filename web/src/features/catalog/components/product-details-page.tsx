import type { ReactNode } from "react";
import { useParams, useSearchParams } from "react-router";
import styled from "styled-components";
import { Breadcrumb } from "../../../components/ui/breadcrumb";
import { Collapsible } from "../../../components/ui/collapsible";
import { DocumentTitle } from "../../../components/ui/document-title";
import { LoadProblem } from "../../../components/ui/load-problem";
import { Page } from "../../../components/ui/page";
import { TextLink } from "../../../components/ui/text-link";
import { ResponsiveImage } from "../../../components/ui/responsive-image";
import { PageSpinner } from "../../../components/ui/spinner";
import { HeartButton } from "../../../components/ui/heart-button";
import { formatPrice } from "../../../lib/format";
import { PageMeta, PageStatus } from "../../../lib/page-head";
import { useWishlistHeart } from "../../../lib/wishlist";
import { useProductDetails, useProductStockUpdates } from "../api/product-details-query";
import { SizeSelector } from "./size-selector";
import { stack } from "../../../styles/typography";

const DETAIL_SIZES = "(min-width: 768px) 55vw, 100vw";

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    align-items: start;
  }

  ${({ theme }) => theme.media.xl} { gap: ${({ theme }) => theme.space.xxl}; }
`;

const StyledInfo = styled.section`
  ${stack("lg")}

  ${({ theme }) => theme.media.md} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
    max-width: 440px;
  }
`;

const StyledTitle = styled.h1`
  font-size: clamp(20px, 2.4vw, 26px);
  font-weight: 500;
  line-height: 1.3;
`;

const StyledPrice = styled.p`
  font-size: 18px;
  font-weight: 600;
`;

const StyledStock = styled.p<{ $out: boolean }>`
  font-size: 14px;
  color: ${({ theme, $out }) => ($out ? theme.colors.accent : theme.colors.textMuted)};
`;

const StyledBuy = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};

  > button:first-child { flex: 1; }
`;

const StyledDelivery = styled.p`
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 14px;
`;

const StyledSections = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  p { white-space: pre-line; }
`;

const StyledMissing = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxxl} 0;
  text-align: center;

  h1 { font-size: 20px; font-weight: 600; letter-spacing: 0.08em; }
`;

/** How many are left: of the chosen size when there is one, else of the product; "Only N left" under 5. */
function stockText(productStock: number, sizeStock: number | null): string {
  const left = sizeStock ?? productStock;
  if (productStock <= 0 || left <= 0) return "Out of stock";
  return left < 5 ? `Only ${left} left` : `In stock: ${left}`;
}

/** What the page's "Add" needs to know of the product. */
export interface ProductToBag {
  id: string;
  title: string;
  stock: number;
  sizes: readonly string[];
  /** Each size's own stock (issue 27). */
  sizeStock?: readonly { size: string; stock: number }[];
}

export interface ProductDetailsPageProps {
  /** The reviews of the product, drawn by the reviews feature (the app composes the two). */
  renderReviews?: (productId: string) => ReactNode;
  /** The "Add" button, the cart feature's; `describedBy` names the stock line. */
  renderAddToBag?: (product: ProductToBag, size: string | null, describedBy: string) => ReactNode;
}

export function ProductDetailsPage({ renderReviews, renderAddToBag }: ProductDetailsPageProps) {
  const { productId = "" } = useParams<{ productId: string }>();
  const { data, loading, error, refetch } = useProductDetails(productId);
  useProductStockUpdates(productId, Boolean(data?.product));
  const heart = useWishlistHeart();
  // The chosen size lives in the address (?size=M): it belongs to this product's page, and a guest
  // sent to sign in comes back to it still chosen.
  const [searchParams, setSearchParams] = useSearchParams();
  const chooseSize = (next: string) =>
    setSearchParams(
      (params) => {
        params.set("size", next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  if (!data && loading) return <PageSpinner label="Loading product" />;

  if (!data && error) {
    return <LoadProblem text="Failed to load the product." onRetry={() => refetch().catch(() => undefined)} />;
  }

  const product = data?.product;
  // Sizes with none left are shown struck through and cannot be chosen, not even by the address.
  const soldOutSizes = new Set(product?.sizeStock.filter((entry) => entry.soldOut).map((entry) => entry.size));
  const asked = searchParams.get("size");
  const size = asked !== null && product?.sizes.includes(asked) && !soldOutSizes.has(asked) ? asked : null;
  if (!product) {
    return (
      <Page>
        <DocumentTitle title="No product found" />
        <PageStatus status={404} />
        <StyledMissing data-testid="product-missing">
          <h1>No product found!</h1>
          <TextLink to="/product">Browse all products</TextLink>
        </StyledMissing>
      </Page>
    );
  }

  return (
    <Page>
      <DocumentTitle title={product.title} />
      <PageMeta
        type="product"
        description={product.description}
        image={product.image?.url}
        price={product.price}
        jsonLd={{
          "@context": "https://schema.org",
          "@type": "Product",
          name: product.title,
          description: product.description,
          category: product.category,
          ...(product.image ? { image: product.image.url } : {}),
          offers: {
            "@type": "Offer",
            price: product.price.toFixed(2),
            priceCurrency: "INR",
            availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
          },
        }}
      />
      <Breadcrumb
        items={[
          { label: "Home", to: "/" },
          { label: product.category, to: `/product/${encodeURIComponent(product.category)}` },
          { label: product.title },
        ]}
      />
      <StyledLayout data-testid="product-details">
        <ResponsiveImage image={product.image} alt={product.title} sizes={DETAIL_SIZES} eager />
        <StyledInfo aria-labelledby="product-title">
          <div>
            <StyledTitle id="product-title" data-testid="product-title">
              {product.title}
            </StyledTitle>
            <StyledPrice data-testid="product-price">{formatPrice(product.price)}</StyledPrice>
          </div>
          <StyledStock id="product-stock" $out={product.stock <= 0} data-testid="product-stock" aria-live="polite">
            {stockText(product.stock, size === null ? null : (product.sizeStock.find((entry) => entry.size === size)?.stock ?? 0))}
          </StyledStock>
          {product.sizes.length > 0 && <SizeSelector sizes={product.sizes} soldOut={soldOutSizes} value={size} onChange={chooseSize} />}
          <StyledBuy>
            {renderAddToBag?.(product, size, "product-stock")}
            <HeartButton {...heart(product)} size="page" />
          </StyledBuy>
          <StyledDelivery>Delivery Time: 2-7 days</StyledDelivery>
          <StyledSections>
            <Collapsible title="Description and fit" testId="section-description">
              <p>{product.description}</p>
            </Collapsible>
            <Collapsible title="Materials" testId="section-materials">
              <p>{product.materials}</p>
            </Collapsible>
            <Collapsible title="Careguide" testId="section-careguide">
              <p>{product.careguide}</p>
            </Collapsible>
            {renderReviews && (
              <Collapsible title="Reviews" testId="section-reviews">
                {renderReviews(product.id)}
              </Collapsible>
            )}
          </StyledSections>
        </StyledInfo>
      </StyledLayout>
    </Page>
  );
}
