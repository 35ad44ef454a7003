import type { Admin } from "../accounts/admin.entity";
import type { Seller } from "../accounts/seller.entity";
import type { User } from "../accounts/user.entity";
import type { Cart } from "../cart/cart.types";
import type { Product } from "../catalog/product.entity";
import type { Image } from "../images/image.entity";
import { ORDER_STATUSES, type Order } from "../orders/order.entity";
import type { PermissionRequest } from "../requests/permission-request.entity";
import { REQUEST_STATES } from "../requests/permission-request.entity";
import type { Review } from "../reviews/review.entity";
import { id, timestamp, z } from "./schema";

// The legacy client reads Mongo-style `_id`s and the field spellings of the original API. Each
// shape is a schema (it goes into openapi.json) and a function typed by it, so the two cannot drift.
// Picture URLs are absolute, on the store's public origin (`origin`): the old client may run on
// another origin (CORS_ORIGINS), where a root-relative `/images/...` would point at its own host.

/** A root-relative URL of the store's, made absolute on its public origin. */
export const absoluteUrl = (origin: string, url: string): string => (url.startsWith("/") ? `${origin}${url}` : url);
const picture = (origin: string, url: string | null | undefined): string | null => (url ? absoluteUrl(origin, url) : null);

export const UserJson = z.object({ _id: id(), name: z.string(), email: z.string(), mobile: z.string(), isActive: z.boolean() }).openapi("User");
export const userJson = (user: User): z.input<typeof UserJson> => ({ _id: user.id, name: user.name, email: user.email, mobile: user.mobile, isActive: user.isActive });

export const SellerJson = z
  .object({ _id: id(), name: z.string(), email: z.string(), mobile: z.string(), storeName: z.string(), address: z.string(), role: z.string() })
  .openapi("Seller");
export const sellerJson = (seller: Seller): z.input<typeof SellerJson> => ({
  _id: seller.id,
  name: seller.name,
  email: seller.email,
  mobile: seller.mobile,
  storeName: seller.storeName,
  address: seller.address,
  role: seller.role,
});

/** The shopper as `GET /user/check-user` carries it under `user`: the old client's `userData.user._id`. */
export const SessionUserJson = z.object({ _id: id(), name: z.string(), email: z.string(), mobile: z.string() }).openapi("SessionUser");
export const sessionUserJson = (user: User): z.input<typeof SessionUserJson> => ({ _id: user.id, name: user.name, email: user.email, mobile: user.mobile });

export const AdminJson = z.object({ _id: id(), name: z.string(), email: z.string(), mobile: z.string(), qualification: z.string() }).openapi("Admin");
export const adminJson = (admin: Admin): z.input<typeof AdminJson> => ({ _id: admin.id, name: admin.name, email: admin.email, mobile: admin.mobile, qualification: admin.qualification });

export const ProductJson = z
  .object({
    _id: id(),
    title: z.string(),
    price: z.number().int().openapi({ description: "Whole rupees." }),
    image: z.string().nullable().openapi({ description: "Absolute URL of the picture, 640 pixels wide." }),
    description: z.string(),
    category: z.string(),
    materials: z.string(),
    careguid: z.string().openapi({ description: "The care guide (the original API's spelling)." }),
    stock: z.number().int().openapi({ description: "Units left: for a product with sizes, the sum of `sizeStock`." }),
    sizes: z.array(z.string()).openapi({ description: "The sizes offered: the product's own, else its category's." }),
    sizeStock: z
      .array(z.object({ size: z.string(), stock: z.number().int() }).openapi("SizeStock"))
      .openapi({ description: "Each size with its own stock, in the order of `sizes` (a size with 0 cannot be bought); empty for a product sold without a size." }),
    sellerId: id(),
    onSale: z.boolean(),
    createdAt: timestamp(),
  })
  .openapi("Product");
export const productJson = (product: Product, origin: string): z.input<typeof ProductJson> => ({
  _id: product.id,
  title: product.title,
  price: product.price,
  image: picture(origin, product.image?.url),
  description: product.description,
  category: product.category,
  materials: product.materials,
  careguid: product.careguide,
  stock: product.stock,
  sizes: product.sizes,
  sizeStock: product.sizeStock.map(({ size, stock }) => ({ size, stock })),
  sellerId: product.sellerId,
  onSale: product.onSale,
  createdAt: product.createdAt,
});

/** The seller's update screen reads the product's own sizes as one text field `size`. */
export const SellerProductJson = ProductJson.extend({ size: z.string().openapi({ description: "The product's own sizes, comma-separated." }) }).openapi("SellerProduct");
export const sellerProductJson = (product: Product, origin: string): z.input<typeof SellerProductJson> => ({ ...productJson(product, origin), size: product.ownSizes.join(", ") });

export const ImageJson = z
  .object({ id: id(), url: z.string(), srcSet: z.string(), width: z.number().int(), height: z.number().int() })
  .openapi("Image", { description: "A stored picture; `url` (absolute) is 640 pixels wide, `srcSet` lists every width (absolute URLs)." });
export const imageJson = (image: Image, origin: string): z.input<typeof ImageJson> => ({
  id: image.id,
  url: absoluteUrl(origin, image.url),
  srcSet: image.srcSet
    .split(", ")
    .map((entry) => absoluteUrl(origin, entry))
    .join(", "),
  width: image.width,
  height: image.height,
});

export const ReviewJson = z
  .object({
    _id: id(),
    userId: id().openapi({ description: "The author's id, as plain text (the old client compares it with `userData.user._id`)." }),
    userName: z.string(),
    productId: id(),
    rating: z.number().int().min(1).max(5),
    comment: z.string(),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .openapi("Review");
export const reviewJson = (review: Review): z.input<typeof ReviewJson> => ({
  _id: review.id,
  userId: review.userId,
  userName: review.authorName,
  productId: review.productId,
  rating: review.rating,
  comment: review.comment,
  createdAt: review.createdAt,
  updatedAt: review.updatedAt,
});

export const CartJson = z
  .object({
    _id: id(),
    products: z.array(
      z.object({
        _id: id(),
        productId: z.object({ _id: id(), title: z.string(), image: z.string().nullable() }),
        size: z.string().nullable(),
        count: z.number().int(),
        price: z.number().int(),
        totalAmount: z.number().int(),
      }),
    ),
    totalPrice: z.number().int(),
  })
  .openapi("Cart");
export const cartJson = (cart: Cart, origin: string): z.input<typeof CartJson> => ({
  _id: cart.id,
  products: cart.lines.map((line) => ({
    _id: line.id,
    productId: { _id: line.product.id, title: line.product.title, image: picture(origin, line.product.image?.url) },
    size: line.chosenSize,
    count: line.count,
    price: line.unitPrice,
    totalAmount: line.lineTotal,
  })),
  totalPrice: cart.total,
});

const OrderItemJson = z.object({
  _id: id(),
  productId: id().nullable().openapi({ description: "Null once the product is deleted." }),
  name: z.string(),
  image: z.string().nullable(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  price: z.number().int(),
  total: z.number().int(),
});
const ShippingAddressJson = z
  .object({ name: z.string(), phone: z.string(), line1: z.string(), line2: z.string(), city: z.string(), state: z.string(), pinCode: z.string(), country: z.string() })
  .openapi("ShippingAddress", { description: "The delivery address the order keeps (a copy made at payment)." });
const orderFields = {
  _id: id(),
  orderNumber: z.string().openapi({ description: "The order's short human number, e.g. AT-2026-000123." }),
  shippingAddress: ShippingAddressJson.nullable().openapi({ description: "Null only for orders placed before addresses were taken." }),
  orderStatus: z.enum(ORDER_STATUSES),
  canUpdate: z.boolean(),
  totalAmount: z.number().int(),
  createdAt: timestamp(),
  history: z.array(z.object({ from: z.string().nullable(), to: z.string(), by: z.string(), at: timestamp() })),
};
export const OrderJson = z.object({ ...orderFields, items: z.array(OrderItemJson) }).openapi("Order");
export const orderJson = (order: Order, origin: string): z.input<typeof OrderJson> => ({
  _id: order.id,
  orderNumber: order.number,
  shippingAddress: order.shippingAddress
    ? { name: order.shippingAddress.name, phone: order.shippingAddress.phone, line1: order.shippingAddress.line1, line2: order.shippingAddress.line2, city: order.shippingAddress.city, state: order.shippingAddress.state, pinCode: order.shippingAddress.pinCode, country: order.shippingAddress.country }
    : null,
  orderStatus: order.status,
  canUpdate: order.canUpdate,
  totalAmount: order.total,
  createdAt: order.createdAt,
  items: order.items.map((item) => ({
    _id: item.id,
    productId: item.productId,
    name: item.title,
    image: picture(origin, item.image),
    size: item.size,
    quantity: item.quantity,
    price: item.unitPrice,
    total: item.lineTotal,
  })),
  history: order.history.map((change) => ({ from: change.from, to: change.to, by: change.actorRole, at: change.createdAt })),
});

export const PopulatedOrderJson = z
  .object({
    ...orderFields,
    userId: z.object({ _id: id(), name: z.string(), email: z.string() }).nullable().openapi({ description: "The shopper; null when the account is gone." }),
    items: z.array(OrderItemJson.extend({ productId: z.object({ _id: id().nullable(), title: z.string(), price: z.number().int(), image: z.string().nullable() }) })),
  })
  .openapi("PopulatedOrder");
/**
 * An order as the seller's and the admin's legacy screens read it: the shopper as `userId` (name
 * and email; null when the account is gone) and each item's product populated from the copy
 * made at purchase.
 */
export const populatedOrderJson = (order: Order, origin: string): z.input<typeof PopulatedOrderJson> => {
  const json = orderJson(order, origin);
  return {
    ...json,
    userId: order.user ? { _id: order.user.id, name: order.user.name, email: order.user.email } : null,
    items: json.items.map((item) => ({ ...item, productId: { _id: item.productId, title: item.name, price: item.price, image: item.image } })),
  };
};

export const RequestJson = z
  .object({
    _id: id(),
    orderId: z.object({ _id: id() }),
    status: z.string().openapi({ description: "The status asked for." }),
    state: z.enum(REQUEST_STATES),
    createdAt: timestamp(),
    decidedAt: timestamp().nullable(),
  })
  .openapi("PermissionRequest");
/** A permission request as the legacy screens read it: `orderId` populated with the order's `_id`. */
export const requestJson = (request: PermissionRequest): z.input<typeof RequestJson> => ({
  _id: request.id,
  orderId: { _id: request.orderId },
  status: request.status,
  state: request.state,
  createdAt: request.createdAt,
  decidedAt: request.decidedAt,
});
