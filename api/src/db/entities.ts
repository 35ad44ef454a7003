import { Admin } from "../accounts/admin.entity";
import { AuthAttempt, PasswordReset } from "../accounts/password-reset.entity";
import { Seller } from "../accounts/seller.entity";
import { User } from "../accounts/user.entity";
import { Category } from "../catalog/category.entity";
import { Product } from "../catalog/product.entity";
import { ProductSize } from "../catalog/product-size.entity";
import { Image, ImageVariant } from "../images/image.entity";
import { SessionRecord } from "../sessions/session.entity";
import { Review } from "../reviews/review.entity";
import { WishlistItem } from "../wishlist/wishlist-item.entity";
import { CartLine } from "../cart/cart-line.entity";
import { Checkout, CheckoutLine } from "../checkout/checkout.entity";
import { Order, OrderItem, OrderStatusChange } from "../orders/order.entity";
import { LocalPayment, LocalRefund } from "../payments/local-payment.entity";
import { Refund } from "../payments/refund.entity";
import { Address } from "../addresses/address.entity";
import { OutboxMail } from "../mail/outbox.entity";
import { PermissionRequest } from "../requests/permission-request.entity";
import { AdminAction } from "../audit/admin-action.entity";

/** Every entity the data source maps; migrations are generated from these. */
export const entities = [User, Seller, Admin, SessionRecord, Category, Product, ProductSize, Image, ImageVariant, Review, WishlistItem, CartLine, Checkout, CheckoutLine, Order, OrderItem, OrderStatusChange, LocalPayment, LocalRefund, Refund, PasswordReset, AuthAttempt, PermissionRequest, Address, OutboxMail, AdminAction];
