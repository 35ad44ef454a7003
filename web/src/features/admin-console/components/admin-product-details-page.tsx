import { Navigate, useParams } from "react-router";
import styled from "styled-components";
import { Button } from "../../../components/ui/button";
import { DetailList } from "../../../components/ui/detail-list";
import { DocumentTitle } from "../../../components/ui/document-title";
import { LoadProblem } from "../../../components/ui/load-problem";
import { ResponsiveImage } from "../../../components/ui/responsive-image";
import { ProductCardFragment } from "../../../components/ui/product-card";
import { PageSpinner } from "../../../components/ui/spinner";
import { TextLink } from "../../../components/ui/text-link";
import { getFragmentData } from "../../../gql";
import { isAuthError } from "../../../lib/api-error";
import { formatPrice } from "../../../lib/format";
import { TEXTS } from "../api/admin-texts";
import { useAdminProduct } from "../api/admin-products-query";
import { useSetProductOnSale } from "../api/use-set-product-on-sale";
import { StatusBadge } from "./console-card";
import { ConsoleEmpty, useFailureToast } from "./console-list";
import { stack } from "../../../styles/typography";

const StyledDetails = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); }
`;

const StyledText = styled.div`
  ${stack("md")}
`;

const StyledTitle = styled.h1`
  font-size: clamp(22px, 2.6vw, 28px);
  font-weight: 600;
  line-height: 1.3;
`;

const StyledPrice = styled.p`
  font-size: 18px;
  font-weight: 600;
`;

const StyledActionArea = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};

  p { flex: 1 1 240px; font-size: 14px; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** /admin/admin-product-details/{productId}: any product, and the way to take it off sale or back. */
export function AdminProductDetailsPage() {
  const { productId = "" } = useParams();
  const { data, loading, error, refetch } = useAdminProduct(productId);
  const { setOnSale, loading: saving } = useSetProductOnSale();
  useFailureToast(error, TEXTS.productsFailed);

  if (error && isAuthError(error)) return <Navigate to="/admin/login" replace />;
  const product = data?.adminProduct;
  if (!data && loading) return <PageSpinner />;
  if (!data && error) return <LoadProblem text={TEXTS.productsFailed} onRetry={() => void refetch().catch(() => undefined)} />;
  if (!product) return <ConsoleEmpty data-testid="product-missing">{TEXTS.productMissing}</ConsoleEmpty>;

  const { title, price, image } = getFragmentData(ProductCardFragment, product);
  return (
    <StyledDetails data-testid="admin-product-details" data-product-id={product.id} data-on-sale={product.onSale}>
      <DocumentTitle title={title} />
      <ResponsiveImage image={image} alt={title} sizes="(min-width: 768px) 35vw, 100vw" eager />
      <StyledText>
        <TextLink to="/admin/admin-products">All products</TextLink>
        <StyledTitle data-testid="product-title">{title}</StyledTitle>
        <StyledPrice data-testid="product-price">{formatPrice(price)}</StyledPrice>
        <DetailList
          items={[
            { label: "Stock", value: String(product.stock) },
            // Each size's own stock (issue 27); the stock above is their sum.
            ...(product.sizeStock.length > 0 ? [{ label: "Stock per size", value: product.sizeStock.map((entry) => `${entry.size} ${entry.stock}`).join(" · ") }] : []),
            { label: "Description", value: product.description },
            { label: "Category", value: product.category },
            { label: "Careguide", value: product.careguide },
            { label: "Materials", value: product.materials },
          ]}
        />
        <StyledActionArea aria-label="Sale" data-testid="product-sale">
          <StatusBadge $tone={product.onSale ? "success" : "danger"} data-testid="product-on-sale">
            {product.onSale ? "On sale" : "Off sale"}
          </StatusBadge>
          <p>{product.onSale ? "Shoppers can find and buy this product." : "Hidden from the shop: no list, search or bag shows it."}</p>
          <Button variant={product.onSale ? "danger" : "primary"} loading={saving} onClick={() => void setOnSale(product.id, !product.onSale)} data-testid="toggle-on-sale">
            {product.onSale ? "TAKE OFF SALE" : "PUT ON SALE"}
          </Button>
        </StyledActionArea>
      </StyledText>
    </StyledDetails>
  );
}
