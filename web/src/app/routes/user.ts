// The shopper's account pages, one bundle.
export { LoginPage } from "../../features/user-account/components/login-page";
export { ProfilePage } from "../../features/user-account/components/profile-page";
export { SignupPage } from "../../features/user-account/components/signup-page";
