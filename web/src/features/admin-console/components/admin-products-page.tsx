import { ProductCard } from "../../../components/ui/product-card";
import { TEXTS } from "../api/admin-texts";
import { useAdminProducts } from "../api/admin-products-query";
import { StatusBadge } from "./console-card";
import { ConsoleListPage } from "./console-list";

/** /admin/admin-products: every product, on sale or not, newest first. */
export function AdminProductsPage() {
  return (
    <ConsoleListPage
      {...useAdminProducts()}
      heading="ALL PRODUCTS"
      title="All products"
      testId="admin-products-page"
      noun={["product", "products"]}
      layout="products"
      emptyText={TEXTS.productsEmpty}
      failedText={TEXTS.productsFailed}
      renderItem={(product) => (
        <ProductCard
          product={product}
          to={`/admin/admin-product-details/${product.id}`}
          action={product.onSale ? undefined : <StatusBadge $tone="danger" data-testid="off-sale">Off sale</StatusBadge>}
        />
      )}
    />
  );
}
