// The seller workspace, one bundle.
export { SellerAccountPage } from "../../features/seller-account/components/seller-account-page";
export { SellerLoginPage } from "../../features/seller-account/components/seller-login-page";
export { SellerSignupPage } from "../../features/seller-account/components/seller-signup-page";
