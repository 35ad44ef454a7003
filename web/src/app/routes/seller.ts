// The seller workspace, one bundle (the dashboard's chart loads on its own, after it).
export { RequireSession } from "../guards/require-session";
export { SellerLayout } from "../layouts/seller-layout";
export { AccountPage } from "../../features/accounts/components/account-page";
export { SignInPage } from "../../features/accounts/components/sign-in-page";
export { SignUpPage } from "../../features/accounts/components/sign-up-page";
export { CreateProductPage } from "../../features/seller-workspace/components/create-product-page";
export { SellerDashboardPage } from "../../features/seller-workspace/components/seller-dashboard-page";
export { SellerOrdersPage } from "../../features/seller-workspace/components/seller-orders-page";
export { SellerProductDetailsPage } from "../../features/seller-workspace/components/seller-product-details-page";
export { SellerProductsPage } from "../../features/seller-workspace/components/seller-products-page";
export { UpdateOrderStatusPage } from "../../features/seller-workspace/components/update-order-status-page";
export { UpdateProductPage } from "../../features/seller-workspace/components/update-product-page";
export { UpdateProfilePage } from "../../features/profile-editing/components/update-profile-page";
export { ForgotPasswordPage } from "../../features/password-reset/components/forgot-password-page";
export { ResetPasswordPage } from "../../features/password-reset/components/reset-password-page";
