// The admin console, one bundle.
// The admin's about and contact pages are the store's own.
export { RequireSession } from "../guards/require-session";
export { AdminLayout } from "../layouts/admin-layout";
export { AboutPage as AdminAboutPage } from "../../features/info/components/about-page";
export { ContactPage as AdminContactPage } from "../../features/info/components/contact-page";
export { AdminConsoleLayout } from "../../features/admin-console/components/admin-console-layout";
export { AdminDashboardPage } from "../../features/admin-console/components/admin-dashboard-page";
export { AdminProductDetailsPage } from "../../features/admin-console/components/admin-product-details-page";
export { AdminProductsPage } from "../../features/admin-console/components/admin-products-page";
export { AllOrdersPage } from "../../features/admin-console/components/all-orders-page";
export { PendingRequestsPage } from "../../features/admin-console/components/pending-requests-page";
export { SellersPage } from "../../features/admin-console/components/sellers-page";
export { UsersPage } from "../../features/admin-console/components/users-page";
export { AccountPage } from "../../features/accounts/components/account-page";
export { SignInPage } from "../../features/accounts/components/sign-in-page";
export { UpdateProfilePage } from "../../features/profile-editing/components/update-profile-page";
export { ForgotPasswordPage } from "../../features/password-reset/components/forgot-password-page";
export { ResetPasswordPage } from "../../features/password-reset/components/reset-password-page";
