import { useEffect, useMemo } from "react";
import { toast } from "../../../lib/toast";
import { useNavigate, useParams } from "react-router";
import styled from "styled-components";
import { DocumentTitle } from "../../../components/ui/document-title";
import { LoadProblem } from "../../../components/ui/load-problem";
import { Page } from "../../../components/ui/page";
import { ResponsiveImage } from "../../../components/ui/responsive-image";
import { PageSpinner } from "../../../components/ui/spinner";
import type { ProductUpdateInput } from "../../../gql/graphql";
import { serverMessageOr } from "../../../lib/api-error";
import { useSellerProduct } from "../api/seller-product-query";
import { useUpdateProduct } from "../api/use-update-product";
import { joinSizes, parseSizes, ProductForm, sizeStockOf, type ProductFormValues } from "./product-form";
import { StyledNotice } from "./seller-page-parts";
import { SellerWorkspace } from "./seller-workspace";

export const PRODUCT_LOAD_FAILED = "Failed to fetch product details";

const StyledPreview = styled.figure`
  width: 120px;
  margin: 0;
`;

/** Only what differs from the product as loaded; an unchanged form sends nothing to change. */
function changesOf(values: ProductFormValues, initial: ProductFormValues): Omit<ProductUpdateInput, "imageId"> {
  const changes: Omit<ProductUpdateInput, "imageId"> = {};
  const text = (name: "title" | "description" | "category" | "materials" | "careguide") => {
    const value = values[name].trim();
    if (value && value !== initial[name]) changes[name] = value;
  };
  (["title", "description", "category", "materials", "careguide"] as const).forEach(text);
  if (values.price.trim() && values.price.trim() !== initial.price) changes.price = Number(values.price);
  const sizes = parseSizes(values.sizes);
  const counts = sizeStockOf(values);
  if (sizes.length > 0) {
    // Sizes or a count changed: every size's count is sent (they name the sizes).
    if (joinSizes(sizes) !== initial.sizes || counts.some(({ size, stock }) => String(stock) !== initial.sizeStock[size])) changes.sizeStock = counts;
  } else {
    if (values.stock.trim() && values.stock.trim() !== initial.stock) changes.stock = Number(values.stock);
    if (joinSizes(sizes) !== initial.sizes) changes.sizes = sizes;
  }
  return changes;
}

/** /seller/update-product/{id}: the product's fields prefilled, none required, only changes sent. */
export function UpdateProductPage() {
  const { id = "" } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const { product, error, refetch } = useSellerProduct(id);
  const { updateProduct, saving } = useUpdateProduct();
  const loadFailed = product === undefined && error ? serverMessageOr(error, PRODUCT_LOAD_FAILED) : undefined;

  useEffect(() => {
    if (loadFailed) toast.error(loadFailed);
  }, [loadFailed]);

  const initial = useMemo<ProductFormValues | undefined>(
    () =>
      product
        ? {
            title: product.title,
            price: String(product.price),
            description: product.description,
            category: product.category,
            materials: product.materials,
            careguide: product.careguide,
            stock: String(product.stock),
            sizes: joinSizes(product.sizes),
            sizeStock: Object.fromEntries(product.sizeStock.map((entry) => [entry.size, String(entry.stock)])),
          }
        : undefined,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form starts from the product as first loaded; later answers do not reset it
    [product?.id],
  );

  let body;
  if (loadFailed) {
    body = <LoadProblem text={loadFailed} onRetry={() => refetch().catch(() => undefined)} />;
  } else if (product === undefined) {
    body = <PageSpinner label="Loading..." />;
  } else if (!product || !initial) {
    body = <StyledNotice data-testid="product-missing">NO PRODUCT FOUND!</StyledNotice>;
  } else {
    body = (
      <ProductForm
        heading="Update Your Product"
        submitLabel="Update Product"
        initial={initial}
        required={false}
        submitting={saving}
        testId="update-product-form"
        imagePreview={
          product.image && (
            <StyledPreview>
              <ResponsiveImage image={product.image} alt={`Current picture of ${product.title}`} sizes="120px" />
            </StyledPreview>
          )
        }
        onSubmit={async (values, image) => {
          const result = await updateProduct(product.id, changesOf(values, initial), image ?? undefined);
          if (result.ok) navigate("/seller/seller-product");
          else return result.fields;
        }}
      />
    );
  }

  return (
    <Page>
      <SellerWorkspace>
        <DocumentTitle title="Update your product" />
        {body}
      </SellerWorkspace>
    </Page>
  );
}
