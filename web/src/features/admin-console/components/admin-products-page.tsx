import { ProductCard } from "../../../components/ui/product-card";
import { TEXTS } from "../api/admin-texts";
import { useAdminProducts } from "../api/admin-products-query";
import { StatusBadge } from "./console-card";
import { ConsoleListPage, noMatch } from "./console-list";
import { ConsoleSearch, useConsoleSearch } from "./console-search";

/** /admin/admin-products: every product, on sale or not, newest first, searched by title. */
export function AdminProductsPage() {
  const search = useConsoleSearch();
  return (
    <ConsoleListPage
      {...useAdminProducts(search)}
      tools={<ConsoleSearch label="Search products by title" />}
      heading="ALL PRODUCTS"
      title="All products"
      testId="admin-products-page"
      noun={["product", "products"]}
      layout="products"
      emptyText={search ? noMatch(search) : TEXTS.productsEmpty}
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
