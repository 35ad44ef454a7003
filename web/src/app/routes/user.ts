// The shopper's account pages, one bundle.
export { RequireSession } from "../guards/require-session";
export { CartPage } from "../../features/cart/components/cart-page";
export { PaymentSuccessPage } from "../../features/checkout/components/payment-success-page";
export { AccountPage } from "../../features/accounts/components/account-page";
export { SignInPage } from "../../features/accounts/components/sign-in-page";
export { SignUpPage } from "../../features/accounts/components/sign-up-page";
export { OrdersPage } from "../../features/orders/components/orders-page";
export { WishlistPage } from "../../features/wishlist/components/wishlist-page";
export { UpdateProfilePage } from "../../features/profile-editing/components/update-profile-page";
export { ForgotPasswordPage } from "../../features/password-reset/components/forgot-password-page";
export { ResetPasswordPage } from "../../features/password-reset/components/reset-password-page";
