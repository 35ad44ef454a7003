import { useNavigate } from "react-router";
import { DocumentTitle } from "../../../components/ui/document-title";
import { Page } from "../../../components/ui/page";
import { useCreateProduct } from "../api/use-create-product";
import { emptyProductValues, parseSizes, ProductForm } from "./product-form";
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
                stock: Number(values.stock),
                sizes: parseSizes(values.sizes),
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
