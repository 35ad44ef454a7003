// The admin console, one bundle.
export { AdminAccountPage } from "../../features/admin-account/components/admin-account-page";
export { AdminLoginPage } from "../../features/admin-account/components/admin-login-page";
