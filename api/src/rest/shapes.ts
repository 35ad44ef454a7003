import type { Admin } from "../accounts/admin.entity";
import type { Seller } from "../accounts/seller.entity";
import type { User } from "../accounts/user.entity";
import type { Product } from "../catalog/product.entity";
import type { Cart } from "../cart/cart.types";
import type { Review } from "../reviews/review.entity";
import type { Order } from "../orders/order.entity";
import type { PermissionRequest } from "../requests/permission-request.entity";

// The legacy client reads Mongo-style `_id`s and the field spellings of the original API.

export const userJson = (user: User) => ({ _id: user.id, name: user.name, email: user.email, mobile: user.mobile, isActive: user.isActive });

export const sellerJson = (seller: Seller) => ({
  _id: seller.id,
  name: seller.name,
  email: seller.email,
  mobile: seller.mobile,
  storeName: seller.storeName,
  address: seller.address,
  role: seller.role,
});

export const adminJson = (admin: Admin) => ({ _id: admin.id, name: admin.name, email: admin.email, mobile: admin.mobile, qualification: admin.qualification });

export const productJson = (product: Product) => ({
  _id: product.id,
  title: product.title,
  price: product.price,
  image: product.image?.url ?? null,
  description: product.description,
  category: product.category,
  materials: product.materials,
  careguid: product.careguide,
  stock: product.stock,
  sizes: product.sizes,
  sellerId: product.sellerId,
  onSale: product.onSale,
  createdAt: product.createdAt,
});

export const reviewJson = (review: Review) => ({
  _id: review.id,
  userId: review.userId,
  userName: review.authorName,
  productId: review.productId,
  rating: review.rating,
  comment: review.comment,
  createdAt: review.createdAt,
  updatedAt: review.updatedAt,
});

export const cartJson = (cart: Cart) => ({
  _id: cart.id,
  products: cart.lines.map((line) => ({
    _id: line.id,
    productId: { _id: line.product.id, title: line.product.title, image: line.product.image?.url ?? null },
    size: line.chosenSize,
    count: line.count,
    price: line.unitPrice,
    totalAmount: line.lineTotal,
  })),
  totalPrice: cart.total,
});

export const orderJson = (order: Order) => ({
  _id: order.id,
  orderStatus: order.status,
  canUpdate: order.canUpdate,
  totalAmount: order.total,
  createdAt: order.createdAt,
  items: order.items.map((item) => ({
    _id: item.id,
    productId: item.productId,
    name: item.title,
    image: item.image,
    size: item.size,
    quantity: item.quantity,
    price: item.unitPrice,
    total: item.lineTotal,
  })),
  history: order.history.map((change) => ({ from: change.from, to: change.to, by: change.actorRole, at: change.createdAt })),
});

/**
 * An order as the seller's and the admin's legacy screens read it: the shopper as `userId` (name
 * and email; null when the account is gone) and each item's product populated from the copy
 * made at purchase.
 */
export const populatedOrderJson = (order: Order) => {
  const json = orderJson(order);
  return {
    ...json,
    userId: order.user ? { _id: order.user.id, name: order.user.name, email: order.user.email } : null,
    items: json.items.map((item) => ({ ...item, productId: { _id: item.productId, title: item.name, price: item.price, image: item.image } })),
  };
};

/** A permission request as the legacy screens read it: `orderId` populated with the order's `_id`. */
export const requestJson = (request: PermissionRequest) => ({
  _id: request.id,
  orderId: { _id: request.orderId },
  status: request.status,
  state: request.state,
  createdAt: request.createdAt,
  decidedAt: request.decidedAt,
});
