import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import styled from "styled-components";
import { Button } from "../../../components/ui/button";
import { Collapsible } from "../../../components/ui/collapsible";
import { DetailList } from "../../../components/ui/detail-list";
import { DocumentTitle } from "../../../components/ui/document-title";
import { LoadProblem } from "../../../components/ui/load-problem";
import { Modal, ModalActions } from "../../../components/ui/modal";
import { Page } from "../../../components/ui/page";
import { ResponsiveImage } from "../../../components/ui/responsive-image";
import { PageSpinner } from "../../../components/ui/spinner";
import { formatPrice } from "../../../lib/format";
import { useSellerProduct } from "../api/seller-product-query";
import { useDeleteProduct } from "../api/use-delete-product";
import { ProductReviewList } from "./product-review-list";
import { stockPerSize, StyledNotice } from "./seller-page-parts";
import { StyledLinkButton } from "./seller-page-parts";
import { SellerWorkspace } from "./seller-workspace";
import { display, stack } from "../../../styles/typography";

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} { grid-template-columns: minmax(0, 5fr) minmax(0, 7fr); }
`;

const StyledInfo = styled.div`
  ${stack("lg")}

  h1 {
    ${display("clamp(26px, 3.4vw, 38px)", 1.15)}
  }
`;

const StyledPrice = styled.p`
  font-size: 20px;
  font-weight: 600;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** /seller/seller-product-details/{productId}: one of the seller's products, its reviews, update and delete. */
export function SellerProductDetailsPage() {
  const { productId = "" } = useParams<{ productId: string }>();
  const navigate = useNavigate();
  const { product, error, refetch } = useSellerProduct(productId);
  const { deleteProduct, deleting } = useDeleteProduct();
  const [confirming, setConfirming] = useState(false);

  if (product === undefined && error) return <LoadProblem text="Failed to load the product." onRetry={() => refetch().catch(() => undefined)} />;
  if (product === undefined) return <PageSpinner label="Loading..." />;
  if (!product) {
    return (
      <Page>
        <SellerWorkspace>
          <DocumentTitle title="No product found" />
          <StyledNotice data-testid="product-missing">NO PRODUCT FOUND!</StyledNotice>
        </SellerWorkspace>
      </Page>
    );
  }

  const confirmDelete = async () => {
    const deleted = await deleteProduct(product.id);
    setConfirming(false);
    if (deleted) navigate("/seller/seller-product");
  };

  return (
    <Page>
      <SellerWorkspace>
        <DocumentTitle title={product.title} />
        <StyledLayout data-testid="seller-product" data-product-id={product.id}>
          <ResponsiveImage image={product.image} alt={product.title} sizes="(min-width: 768px) 40vw, 100vw" eager />
          <StyledInfo>
            <h1 data-testid="product-title">{product.title}</h1>
            <StyledPrice data-testid="product-price">{formatPrice(product.price)}</StyledPrice>
            <DetailList
              items={[
                { label: "Stock", value: String(product.stock) },
                ...(product.sizeStock.length > 0 ? [{ label: "Stock per size", value: stockPerSize(product) }] : []),
                { label: "Description", value: product.description },
                { label: "Category", value: product.category },
                { label: "Careguid", value: product.careguide },
                { label: "Materials", value: product.materials },
              ]}
            />
            <Collapsible title="Customer reviews" testId="reviews-panel">
              <ProductReviewList productId={product.id} />
            </Collapsible>
            <StyledActions>
              <StyledLinkButton to={`/seller/update-product/${product.id}`} data-testid="update-product">
                UPDATE PRODUCT
              </StyledLinkButton>
              <StyledLinkButton to={`/productDetails/${product.id}`} $variant="secondary" data-testid="view-in-shop">
                VIEW IN SHOP
              </StyledLinkButton>
              <Button variant="danger" onClick={() => setConfirming(true)} data-testid="delete-product">
                DELETE PRODUCT
              </Button>
            </StyledActions>
          </StyledInfo>
        </StyledLayout>

        <Modal open={confirming} onClose={() => setConfirming(false)} title="CONFIRM DELETATION" role="alertdialog" testId="delete-dialog">
          <p>Are you sure you want to delete this product?</p>
          <ModalActions>
            <Button variant="secondary" onClick={() => setConfirming(false)} data-autofocus data-testid="cancel-delete">
              CANCEL
            </Button>
            <Button variant="danger" onClick={() => void confirmDelete()} loading={deleting} data-testid="confirm-delete">
              CONFIRM DELETE
            </Button>
          </ModalActions>
        </Modal>
      </SellerWorkspace>
    </Page>
  );
}
