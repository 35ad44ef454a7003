import { AddToBagButton } from "../../features/cart/components/add-to-bag-button";
import { ProductDetailsPage as CatalogProductDetailsPage } from "../../features/catalog/components/product-details-page";
import { ProductReviews } from "../../features/reviews/components/product-reviews";

/** The product page with its "Add" and its reviews: features do not import each other, so the app joins them. */
export function ProductDetailsPage() {
  return (
    <CatalogProductDetailsPage
      renderReviews={(productId) => <ProductReviews productId={productId} />}
      renderAddToBag={(product, size, describedBy) => <AddToBagButton product={product} size={size} describedBy={describedBy} />}
    />
  );
}
