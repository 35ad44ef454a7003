import { HeaderFrame, type NavItem } from "./header-frame";
import { ThemeToggle } from "./theme-toggle";

const sellerNav: readonly NavItem[] = [
  { to: "/seller/seller-home", label: "DASHBOARD", testId: "nav-seller-dashboard" },
  { to: "/seller/profile", label: "ACCOUNT", testId: "nav-seller-account" },
];

export function SellerHeader() {
  return <HeaderFrame testId="seller-header" logoTo="/seller/seller-home" navLabel="Seller" nav={sellerNav} actions={<ThemeToggle />} />;
}
