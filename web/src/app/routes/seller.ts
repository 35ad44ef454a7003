// The seller workspace, one bundle.
export { SellerAccountPage } from "../../features/seller-account/components/seller-account-page";
export { SellerLoginPage } from "../../features/seller-account/components/seller-login-page";
export { SellerSignupPage } from "../../features/seller-account/components/seller-signup-page";
export { UpdateSellerProfilePage } from "../../features/profile-editing/components/update-seller-profile-page";
export { ForgotPasswordPage } from "../../features/password-reset/components/forgot-password-page";
export { ResetPasswordPage } from "../../features/password-reset/components/reset-password-page";
