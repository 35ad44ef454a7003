// The shopper's account pages, one bundle.
export { RequireSession } from "../guards/require-session";
export { CartPage } from "../../features/cart/components/cart-page";
export { PaymentSuccessPage } from "../../features/checkout/components/payment-success-page";
export { LoginPage } from "../../features/user-account/components/login-page";
export { OrdersPage } from "../../features/orders/components/orders-page";
export { ProfilePage } from "../../features/user-account/components/profile-page";
export { SignupPage } from "../../features/user-account/components/signup-page";
export { WishlistPage } from "../../features/wishlist/components/wishlist-page";
export { UpdateUserProfilePage } from "../../features/profile-editing/components/update-user-profile-page";
export { ForgotPasswordPage } from "../../features/password-reset/components/forgot-password-page";
export { ResetPasswordPage } from "../../features/password-reset/components/reset-password-page";
