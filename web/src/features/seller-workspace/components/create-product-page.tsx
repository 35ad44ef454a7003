import { useNavigate } from "react-router";
import { DocumentTitle } from "../../../components/ui/document-title";
import { Page } from "../../../components/ui/page";
import { useCreateProduct } from "../api/use-create-product";
import { emptyProductValues, parseSizes, ProductForm, sizeStockOf } from "./product-form";
import { SellerWorkspace } from "./seller-workspace";

/** /seller/create-product: every field required, the picture uploaded first. */
export function CreateProductPage() {
  const navigate = useNavigate();
  const { createProduct, saving } = useCreateProduct();

  return (
    <Page>
      <SellerWorkspace>
        <DocumentTitle title="Create your product" />
        <ProductForm
          heading="CREATE YOUR PRODUCT"
          submitLabel="CREATE PRODUCT"
          initial={emptyProductValues}
          required
          submitting={saving}
          testId="create-product-form"
          onSubmit={async (values, image) => {
            if (!image) return;
            const result = await createProduct(
              {
                title: values.title.trim(),
                price: Number(values.price),
                description: values.description.trim(),
                category: values.category,
                materials: values.materials.trim(),
                careguide: values.careguide.trim(),
                // With sizes, a count per size (which names them); without, the one stock.
                ...(parseSizes(values.sizes).length > 0 ? { sizeStock: sizeStockOf(values) } : { stock: Number(values.stock), sizes: [] }),
              },
              image,
            );
            if (result.ok) navigate("/seller/seller-product");
            else return result.fields;
          }}
        />
      </SellerWorkspace>
    </Page>
  );
}
