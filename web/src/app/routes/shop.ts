// The shop's pages, loaded together as one bundle when a shop page is first visited.
export { ProductDetailsPage } from "../pages/product-details-page";
export { ProductListPage } from "../../features/catalog/components/product-list-page";
export { HomePage } from "../../features/home/components/home-page";
export { SearchPage } from "../../features/search/components/search-page";
export { AboutPage } from "../../features/info/components/about-page";
export { ContactPage } from "../../features/info/components/contact-page";
export { KidsLandingPage, LadiesLandingPage, MenLandingPage } from "../../features/campaigns/components/landing-page";
export { SalesPage } from "../../features/campaigns/components/sales-page";
export { DenimRoundupPage } from "../../features/campaigns/components/denim-roundup-page";
export { TransitionalFitsPage } from "../../features/campaigns/components/transitional-fits-page";
