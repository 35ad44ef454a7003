import { ProductCard } from "../../../components/ui/product-card";
import { TEXTS } from "../api/admin-texts";
import { useAdminProducts } from "../api/admin-products-query";
import { StatusBadge } from "./console-card";
import { ConsoleList, ConsolePageFrame, countOf } from "./console-list";

/** /admin/admin-products: every product, on sale or not, newest first. */
export function AdminProductsPage() {
  const list = useAdminProducts();
  return (
    <ConsolePageFrame heading="ALL PRODUCTS" title="All products" testId="admin-products-page" count={countOf(list.page?.total, "product", "products")}>
      <ConsoleList
        {...list}
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
    </ConsolePageFrame>
  );
}
