// The admin console, one bundle.
export { AdminAccountPage } from "../../features/admin-account/components/admin-account-page";
export { AdminLoginPage } from "../../features/admin-account/components/admin-login-page";
export { UpdateAdminProfilePage } from "../../features/profile-editing/components/update-admin-profile-page";
export { ForgotPasswordPage } from "../../features/password-reset/components/forgot-password-page";
export { ResetPasswordPage } from "../../features/password-reset/components/reset-password-page";
