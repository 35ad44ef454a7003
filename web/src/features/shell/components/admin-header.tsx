import { HeaderFrame, type NavItem } from "./header-frame";
import { ThemeToggle } from "./theme-toggle";

const adminNav: readonly NavItem[] = [
  { to: "/admin/admin-dashboard", label: "DASHBOARD", testId: "nav-admin-dashboard" },
  { to: "/admin/admin-about", label: "ABOUT", testId: "nav-admin-about" },
  { to: "/admin/admin-contact", label: "CONTACT", testId: "nav-admin-contact" },
  { to: "/admin/admin-profile", label: "PROFILE", testId: "nav-admin-profile" },
];

export function AdminHeader() {
  return <HeaderFrame testId="admin-header" logoTo="/" navLabel="Admin" nav={adminNav} actions={<ThemeToggle />} />;
}
