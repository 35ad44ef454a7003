// The shop's pages, loaded together as one bundle when a shop page is first visited.
export { ProductDetailsPage } from "../../features/catalog/components/product-details-page";
export { ProductListPage } from "../../features/catalog/components/product-list-page";
export { HomePage } from "../../features/home/components/home-page";
