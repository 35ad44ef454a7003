import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Role } from "../accounts/roles";
import sharp from "sharp";
import { TEST_ADDRESS_FORM, placePaidOrder, payWithCard, pngForm, productOf, signedInAdmin, signedInSeller, signedInShopper, testAdmin, uniqueMobile } from "../testing/fixtures";
import { HttpClient } from "../testing/http-client";
import { startSmtpSink } from "../testing/smtp-sink";
import { startTestApp, type TestApp } from "../testing/test-app";
import { openApiPath } from "./openapi";
import type { paths } from "@store/openapi-types";
import { DESCRIPTION_PATHS, restRouter, restRoutes } from "./router";

// Both documents' call tables, call by call, read as the old client reads them. The client is
// axios: the body of an answer is `response.data`, here `body`. Each row says, in the client's own
// terms, the expression it evaluates on the body (`body.map(...)`, `body.user._id`, `body.title`,
// `body.data.name`) and checks what the client then does with it: every row is called as its role
// against the real app. The round trips a screen makes (the product update form, the bag's minus
// at 1, a checkout from the old client's own origin) follow the table.

type Caller = "guest" | Role;
interface Sent {
  path?: string;
  json?: unknown;
  form?: FormData;
  /** A client of its own (a sign-out, an account that deletes itself). */
  client?: HttpClient;
}
interface Row {
  table: "shopper document" | "seller and admin document";
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** As the document writes it. */
  path: string;
  as: Caller;
  status: number;
  /** What the client evaluates on `body` (= `response.data`), as its source has it. */
  reads: string;
  send?: (world: World) => Sent | Promise<Sent>;
  /** The client's reading and what it then does, on the real answer. */
  then: (body: any, world: World) => void | Promise<void>;
}

const FORGOT: Record<Role, string> = { USER: "/user/user-forgot-password", SELLER: "/seller/seller-forgot-password", ADMIN: "/admin/admin-forgot-password" };
const RESET: Record<Role, string> = { USER: "/user/user-reset-password", SELLER: "/seller/seller-reset-password", ADMIN: "/admin/admin-reset-password" };

/** A success toast shows `body.message`. */
const toast = (text: string) => (body: any) => assert.equal(body.message, text);
/** A picture the client puts in `<img src>` on its own origin: absolute, on the store. */
const picture = (url: unknown, w: World) => {
  assert.equal(typeof url, "string");
  assert.ok((url as string).startsWith(`${w.app.url}/images/`), `an absolute picture URL on the store, got ${url}`);
};
/** A product card or detail: the fields the client renders, the price a number (`Rs. {price}.00`). */
const productCard = (product: any, w: World) => {
  for (const field of ["_id", "title", "description", "category", "materials", "careguid"]) assert.equal(typeof product[field], "string", field);
  assert.equal(typeof product.price, "number");
  assert.equal(typeof product.stock, "number");
  assert.ok(Array.isArray(product.sizes));
  if (product.image !== null) picture(product.image, w);
};
/** A list read with `.map` and `.length`. */
const list = (body: unknown): any[] => {
  assert.ok(Array.isArray(body), `the body is the list itself, got ${JSON.stringify(body).slice(0, 200)}`);
  return body;
};

export const CALLS: Row[] = [
  // ---- The shopper document, section 7 ----
  { table: "shopper document", method: "POST", path: "/user/login", as: "guest", status: 200, reads: "toast(body.message)", send: (w) => ({ json: { email: w.spare.shopper.email, password: w.spare.shopper.password } }), then: toast("Log-in success") },
  { table: "shopper document", method: "POST", path: "/user/signup", as: "guest", status: 201, reads: "toast(body.message)", send: () => ({ json: { name: "New Shopper", email: unique("signup"), mobile: uniqueMobile("6"), password: "new-shopper-1", terms: true } }), then: toast("Sign-up success! Please log in.") },
  {
    table: "shopper document", method: "GET", path: "/user/profile", as: "USER", status: 200, reads: "body.data.name, body.data.email, body.data.mobile",
    then: (body, w) => assert.deepEqual([body.data._id, body.data.name, body.data.email, body.data.mobile], [w.shopper.id, w.shopper.name, w.shopper.email, w.shopper.mobile]),
  },
  {
    table: "shopper document", method: "GET", path: "/user/check-user", as: "USER", status: 200, reads: "userData = body; userData.user._id (shows Rate product, and Edit/Delete where review.userId === userData.user._id)",
    then: (body, w) => assert.deepEqual(body.user, { _id: w.shopper.id, name: w.shopper.name, email: w.shopper.email, mobile: w.shopper.mobile }),
  },
  { table: "shopper document", method: "POST", path: "/user/logout", as: "USER", status: 200, reads: "toast(body.message)", send: async (w) => ({ client: (await signedInShopper(w.app)).client }), then: toast("Logout success") },
  {
    table: "shopper document", method: "DELETE", path: "/user/delete-user/{id}", as: "USER", status: 200, reads: "toast(body.message)",
    send: async (w) => {
      const leaving = await signedInShopper(w.app);
      return { client: leaving.client, path: `/user/delete-user/${leaving.user.id}` };
    },
    then: toast("Your Account has been deleted"),
  },
  {
    table: "shopper document", method: "GET", path: "/wishlist/get-wishlist", as: "USER", status: 200, reads: "body.data.products.map((product) => product._id)",
    then: (body, w) => {
      assert.ok(list(body.data.products).map((product) => product._id).includes(w.products.inWishlist));
      body.data.products.forEach((product: any) => productCard(product, w));
    },
  },
  { table: "shopper document", method: "POST", path: "/wishlist/add-to-wishlist", as: "USER", status: 200, reads: "toast('Added to wishlist')", send: (w) => ({ json: { productId: w.products.forWishlist } }), then: toast("Added to wishlist") },
  { table: "shopper document", method: "DELETE", path: "/wishlist/remove-from-wishlist/{productId}", as: "USER", status: 200, reads: "toast('Removed from wishlist')", send: (w) => ({ path: `/wishlist/remove-from-wishlist/${w.products.inWishlist}` }), then: toast("Removed from wishlist") },
  {
    table: "shopper document", method: "GET", path: "/product/get-all-products", as: "guest", status: 200, reads: "body.data.map((product) => <card image title price>)",
    then: (body, w) => {
      const products = list(body.data);
      assert.ok(products.some((product) => product._id === w.products.pictured));
      products.forEach((product) => productCard(product, w));
    },
  },
  {
    table: "shopper document", method: "GET", path: "/product/{category}", as: "guest", status: 200, reads: "body.data.map((product) => <card>)", send: () => ({ path: "/product/Ladies" }),
    then: (body, w) => {
      const products = list(body.data);
      assert.ok(products.some((product) => product._id === w.products.pictured) && products.every((product) => product.category === "Ladies"));
      products.forEach((product) => productCard(product, w));
    },
  },
  {
    table: "shopper document", method: "GET", path: "/product/get-product/{productId}", as: "guest", status: 200, reads: "body.data.title, body.data.image, body.data.sizes.map(...)", send: (w) => ({ path: `/product/get-product/${w.products.pictured}` }),
    then: (body, w) => {
      productCard(body.data, w);
      picture(body.data.image, w);
      assert.deepEqual(body.data.sizes, ["S", "M"]);
    },
  },
  {
    table: "shopper document", method: "GET", path: "/review/get-review/{productId}", as: "guest", status: 200, reads: "setReviews(body); body.map((review) => review.rating, review.comment); review.userId === userData.user._id", send: (w) => ({ path: `/review/get-review/${w.products.reviewed}` }),
    then: (body, w) => {
      const reviews = list(body);
      assert.equal(reviews.length, 2);
      for (const review of reviews) {
        assert.equal(typeof review._id, "string");
        assert.equal(review.productId, w.products.reviewed);
        assert.ok(Number.isInteger(review.rating) && review.rating >= 1 && review.rating <= 5);
        assert.equal(typeof review.comment, "string");
      }
      // Edit and Delete show on the shopper's own review only: the ids are plain text, as check-user's user._id.
      const mine = reviews.filter((review) => review.userId === w.shopper.id);
      assert.deepEqual(mine.map((review) => review.comment), ["Runs small."]);
    },
  },
  { table: "shopper document", method: "POST", path: "/review/add-review/", as: "USER", status: 201, reads: "toast(body.message)", send: (w) => ({ json: { comment: "Soft and true to size.", productId: w.products.main, rating: 5, userId: w.shopper.id } }), then: toast("Review added successfully") },
  { table: "shopper document", method: "PUT", path: "/review/update-review/{reviewId}", as: "USER", status: 200, reads: "toast(body.message)", send: (w) => ({ path: `/review/update-review/${w.reviews.toUpdate}`, json: { comment: "Better after a wash.", rating: 4, productId: w.products.reviewed, userId: w.shopper.id } }), then: toast("Review updated successfully!") },
  { table: "shopper document", method: "DELETE", path: "/review/delete-review/{productId}/{reviewId}", as: "USER", status: 200, reads: "toast(body.message)", send: (w) => ({ path: `/review/delete-review/${w.products.forWishlist}/${w.reviews.toDelete}` }), then: toast("Review deleted successfully!") },
  { table: "shopper document", method: "POST", path: "/cart/add-to-cart", as: "USER", status: 200, reads: "toast('Product added to cart')", send: (w) => ({ json: { productId: w.products.pictured, size: "M" } }), then: toast("Product added to cart") },
  {
    table: "shopper document", method: "GET", path: "/cart/get-cart", as: "USER", status: 200, reads: "body.data.products.map((item) => item.productId.title, item.productId.image, item.count, item.totalAmount); body.data.totalPrice",
    then: (body, w) => {
      const items = list(body.data.products);
      assert.ok(items.length > 0);
      for (const item of items) {
        assert.equal(typeof item.productId.title, "string");
        if (item.productId.image !== null) picture(item.productId.image, w);
        assert.equal(item.totalAmount, item.price * item.count);
      }
      assert.equal(body.data.totalPrice, items.reduce((sum, item) => sum + item.totalAmount, 0));
    },
  },
  { table: "shopper document", method: "PUT", path: "/cart/update-count", as: "USER", status: 200, reads: "toast('Cart updated successfully')", send: (w) => ({ json: { productId: w.products.inCart, action: "add" } }), then: toast("Cart updated successfully") },
  { table: "shopper document", method: "PUT", path: "/cart/remove-from-cart", as: "USER", status: 200, reads: "toast('Cart updated successfully')", send: (w) => ({ json: { productId: w.products.toRemoveFromCart, action: "delete" } }), then: toast("Cart updated successfully") },
  { table: "shopper document", method: "DELETE", path: "/cart/clear-cart", as: "USER", status: 200, reads: "a 2xx after payment", send: async (w) => ({ client: await paidCheckout(w) }), then: toast("Cart cleared") },
  {
    table: "shopper document", method: "POST", path: "/payment/create-checkout-session", as: "USER", status: 200, reads: "redirectToCheckout({ sessionId: body.sessionId })", send: async (w) => ({ client: await shopperWithBag(w), json: { products: [{ price: 1 }] } }),
    then: (body, w) => {
      assert.equal(typeof body.sessionId, "string");
      assert.equal(body.url, `${w.app.url}/pay/${body.sessionId}`, "the card page, absolute");
    },
  },

  // ---- The seller and admin document, section 7 ----
  { table: "seller and admin document", method: "GET", path: "/seller/check-seller", as: "SELLER", status: 200, reads: "a 2xx marks the seller signed in", then: () => {} },
  { table: "seller and admin document", method: "GET", path: "/admin/check-admin", as: "ADMIN", status: 200, reads: "a 2xx marks the admin signed in", then: () => {} },
  { table: "seller and admin document", method: "GET", path: "/user/check-user", as: "USER", status: 200, reads: "userData = body; userData.user._id", then: (body, w) => assert.equal(body.user._id, w.shopper.id) },
  { table: "seller and admin document", method: "POST", path: "/seller/login-seller", as: "guest", status: 200, reads: "toast('Seller log-in success')", send: (w) => ({ json: { email: w.spare.seller.email, password: w.spare.seller.password } }), then: toast("Seller log-in success") },
  { table: "seller and admin document", method: "POST", path: "/admin/admin-login", as: "guest", status: 200, reads: "toast('Admin log-in success')", send: (w) => ({ json: { email: w.spare.admin.email, password: w.spare.admin.password } }), then: toast("Admin log-in success") },
  {
    table: "seller and admin document", method: "POST", path: "/seller/register-seller", as: "guest", status: 201, reads: "toast('Seller Sign-up success! Please log in.')",
    send: () => ({ json: { name: "New Seller", email: unique("register"), mobile: uniqueMobile("5"), storeName: "Loom", address: "2 Mill Lane", password: "new-seller-1" } }),
    then: toast("Seller Sign-up success! Please log in."),
  },
  { table: "seller and admin document", method: "POST", path: "/seller/seller-logout", as: "SELLER", status: 200, reads: "toast(body.message)", send: async (w) => ({ client: (await signedInSeller(w.app)).client }), then: toast("Logout successful") },
  { table: "seller and admin document", method: "POST", path: "/admin/admin-logout", as: "ADMIN", status: 200, reads: "toast(body.message)", send: async (w) => ({ client: (await signedInAdmin(w.app)).client }), then: toast("Logout successful") },
  { table: "seller and admin document", method: "GET", path: "/seller/seller-profile", as: "SELLER", status: 200, reads: "body.data.name, body.data.email, body.data.mobile", then: (body, w) => assert.deepEqual([body.data.name, body.data.email], [w.seller.name, w.seller.email]) },
  {
    table: "seller and admin document", method: "GET", path: "/seller/get-seller-profile", as: "SELLER", status: 200, reads: "setFormData(body); formData.name, .email, .mobile, .storeName, .address",
    then: (body, w) => {
      const formData = body;
      assert.deepEqual([formData.name, formData.email, formData.mobile, formData.storeName, formData.address], [w.seller.name, w.seller.email, w.seller.mobile, w.seller.storeName, w.seller.address]);
    },
  },
  { table: "seller and admin document", method: "PUT", path: "/seller/update-seller-profile", as: "SELLER", status: 200, reads: "toast(body.message)", send: async (w) => ({ client: (await signedInSeller(w.app)).client, json: { storeName: "Loom & Thread" } }), then: toast("Profile updated successfully") },
  {
    table: "seller and admin document", method: "GET", path: "/admin/admin-profile", as: "ADMIN", status: 200, reads: "setFormData(body) on the edit screen; body.data.name on the profile page",
    then: (body, w) => {
      const formData = body;
      assert.deepEqual([formData.name, formData.email, formData.mobile, formData.qualification], [w.admin.name, w.admin.email, w.admin.mobile, w.admin.qualification]);
      assert.deepEqual([body.data.name, body.data.email, body.data.mobile, body.data.qualification], [w.admin.name, w.admin.email, w.admin.mobile, w.admin.qualification]);
    },
  },
  { table: "seller and admin document", method: "PUT", path: "/admin/update-admin-profile", as: "ADMIN", status: 200, reads: "toast(body.message)", send: async (w) => ({ client: (await signedInAdmin(w.app)).client, json: { qualification: "MBA, retail" } }), then: toast("Profile updated successfully") },
  { table: "seller and admin document", method: "PUT", path: "/user/update-profile", as: "USER", status: 200, reads: "toast(body.message)", send: async (w) => ({ client: (await signedInShopper(w.app)).client, form: formOf({ name: "Asha Rao" }) }), then: toast("Profile updated successfully!") },
  ...(["USER", "SELLER", "ADMIN"] as const).flatMap((role): Row[] => [
    { table: "seller and admin document", method: "POST", path: FORGOT[role], as: "guest", status: 200, reads: "toast(body.message)", send: async (w) => ({ json: { email: (await freshAccount(w, role)).email } }), then: toast("Password reset link sent successfully") },
    {
      table: "seller and admin document", method: "POST", path: `${RESET[role]}/{resetToken}`, as: "guest", status: 200, reads: "toast(body.message)",
      send: async (w) => ({ path: `${RESET[role]}/${await resetToken(w, role)}`, json: { newPassword: "a-new-password-9" } }),
      then: toast("Password reset successfully!"),
    },
  ]),
  {
    table: "seller and admin document", method: "POST", path: "/product/create-product", as: "SELLER", status: 201, reads: "a 2xx goes to /seller/seller-product",
    send: async () => ({ form: await pngForm({ title: "Linen shirt", price: "1299", description: "Airy linen.", category: "Ladies", materials: "Linen", careguid: "Wash cold", stock: "12", sizes: '["S","M"]' }) }),
    then: (body, w) => picture(body.data.image, w),
  },
  {
    table: "seller and admin document", method: "GET", path: "/product/{id}", as: "SELLER", status: 200, reads: "const { data } = response; data.title, data.price, data.description, data.category, data.stock, data.size, data.materials, data.careguid", send: (w) => ({ path: `/product/${w.products.forEditing}` }),
    then: (data) => {
      assert.deepEqual(
        { title: data.title, price: data.price, description: data.description, category: data.category, stock: data.stock, size: data.size, materials: data.materials, careguid: data.careguid },
        { title: "Pictured dress", price: 1399, description: "A wrap dress in soft viscose.", category: "Ladies", stock: 30, size: "S, M", materials: "Viscose", careguid: "Hand wash" },
      );
    },
  },
  { table: "seller and admin document", method: "PUT", path: "/product/update-product/{id}", as: "SELLER", status: 200, reads: "toast(body.message)", send: (w) => ({ path: `/product/update-product/${w.products.toUpdate}`, json: { title: "Tee, washed", price: "549", stock: 40 } }), then: toast("Product updated successfully!") },
  {
    table: "seller and admin document", method: "GET", path: "/product/get-seller-products", as: "SELLER", status: 200, reads: "body.products.map(<card>) on the list; body.data.products.length on the dashboard",
    then: (body, w) => {
      list(body.products).forEach((product) => productCard(product, w));
      assert.equal(list(body.data.products).length, body.products.length);
    },
  },
  { table: "seller and admin document", method: "GET", path: "/product/get-product/{productId}", as: "SELLER", status: 200, reads: "body.data.image, .title, .price, .stock, .description, .category, .careguid, .materials", send: (w) => ({ path: `/product/get-product/${w.products.pictured}` }), then: (body, w) => { productCard(body.data, w); picture(body.data.image, w); } },
  { table: "seller and admin document", method: "DELETE", path: "/product/delete-product/{productId}", as: "SELLER", status: 200, reads: "toast(body.message)", send: (w) => ({ path: `/product/delete-product/${w.products.toDelete}` }), then: toast("Product deleted successfully") },
  { table: "seller and admin document", method: "GET", path: "/product/get-all-products", as: "ADMIN", status: 200, reads: "body.data.map(<card>)", then: (body, w) => list(body.data).forEach((product) => { productCard(product, w); assert.equal(typeof product.onSale, "boolean"); }) },
  { table: "seller and admin document", method: "GET", path: "/product/Denim", as: "guest", status: 200, reads: "body.data.map(<card>)", then: (body) => void list(body.data) },
  { table: "seller and admin document", method: "GET", path: "/product/Transitional-fits", as: "guest", status: 200, reads: "body.data.map(<card>)", then: (body) => void list(body.data) },
  {
    table: "seller and admin document", method: "GET", path: "/review/get-review/{productId}", as: "SELLER", status: 200, reads: "setReviews(body); body.map((review) => review.rating, review.comment)", send: (w) => ({ path: `/review/get-review/${w.products.reviewed}` }),
    then: (body) => assert.deepEqual(list(body).map((review) => typeof review.rating === "number" && typeof review.comment === "string"), [true, true]),
  },
  {
    table: "seller and admin document", method: "GET", path: "/orders/get-seller-orders", as: "SELLER", status: 200, reads: "body.data.map((order) => order.userId.name, order.items.map((item) => item.productId.title, item.productId.image, item.quantity))",
    then: (body, w) => {
      const orders = list(body.data);
      const items = orders.flatMap((order) => order.items);
      assert.ok(orders.some((order) => order.userId.name === w.shopper.name));
      for (const item of items) {
        assert.equal(typeof item.productId.title, "string");
        if (item.productId.image !== null) picture(item.productId.image, w);
      }
      assert.ok(items.some((item) => item.productId.image !== null), "the pictured product's orders show its picture");
    },
  },
  { table: "seller and admin document", method: "GET", path: "/orders/get-order-by-userid", as: "USER", status: 200, reads: "body.data.map((order) => order.totalAmount.toFixed(2), order.items.map(...))", then: (body) => list(body.data).forEach((order) => assert.equal(order.totalAmount, order.items.reduce((sum: number, item: any) => sum + item.price * item.quantity, 0))) },
  {
    table: "seller and admin document", method: "GET", path: "/orders/get-all-orders", as: "ADMIN", status: 200, reads: "body.map((order) => order.userId.email, order.items.reduce(quantity * productId.price))",
    then: (body) => {
      const orders = list(body);
      assert.ok(orders.length > 0);
      for (const order of orders) assert.equal(order.totalAmount, order.items.reduce((sum: number, item: any) => sum + item.productId.price * item.quantity, 0));
    },
  },
  { table: "seller and admin document", method: "PUT", path: "/orders/cancel-order/{id}", as: "USER", status: 200, reads: "toast(body.message)", send: (w) => ({ path: `/orders/cancel-order/${w.orders.toCancel}` }), then: toast("Order cancelled") },
  { table: "seller and admin document", method: "DELETE", path: "/cart/clear-cart", as: "USER", status: 200, reads: "a 2xx, then update-stock", send: async (w) => ({ client: await paidCheckout(w) }), then: toast("Cart cleared") },
  { table: "seller and admin document", method: "POST", path: "/orders/update-stock", as: "USER", status: 200, reads: "a 2xx: 'Your payment was successful'", send: async (w) => ({ client: await paidCheckout(w) }), then: toast("Stock updated") },
  { table: "seller and admin document", method: "POST", path: "/orders/permission-request", as: "SELLER", status: 201, reads: "toast(body.message)", send: (w) => ({ json: { orderId: w.orders.locked, status: "transit" } }), then: toast("Permission request sent") },
  { table: "seller and admin document", method: "PUT", path: "/orders/orders/{id}/status", as: "SELLER", status: 200, reads: "toast(body.message)", send: (w) => ({ path: `/orders/orders/${w.orders.toMove}/status`, json: { status: "transit" } }), then: toast("Order status updated successfully") },
  {
    table: "seller and admin document", method: "POST", path: "/orders/get-seller-orders-by-status", as: "SELLER", status: 200, reads: "body.data.map((order) => order.items.map((item) => item.name, item.quantity, item.price))", send: () => ({ json: { status: "" } }),
    then: (body) => list(body.data).forEach((order) => order.items.forEach((item: any) => assert.deepEqual([typeof item.name, typeof item.quantity, typeof item.price], ["string", "number", "number"]))),
  },
  { table: "seller and admin document", method: "GET", path: "/orders/requests", as: "ADMIN", status: 200, reads: "body.requests.map((request) => request.orderId._id, request.status, request.createdAt)", then: (body, w) => assert.ok(list(body.requests).some((request) => request._id === w.requestToDecide && typeof request.orderId._id === "string")) },
  { table: "seller and admin document", method: "POST", path: "/orders/requests/{id}", as: "ADMIN", status: 200, reads: "toast(body.message)", send: (w) => ({ path: `/orders/requests/${w.requestToDecide}`, json: { isApproved: true } }), then: toast("Request approved") },
  {
    table: "seller and admin document", method: "GET", path: "/user/get-all-user", as: "ADMIN", status: 200, reads: "setUsers(body); users.length; users.map((user) => user.name, user.email, user.mobile, user.isActive ? 'Active' : 'Deactive')",
    then: (body, w) => {
      const users = list(body);
      assert.ok(users.length > 0);
      const inactive = users.find((user) => user._id === w.inactiveShopper);
      assert.equal(inactive?.isActive, false);
      assert.ok(users.every((user) => typeof user.name === "string" && typeof user.email === "string" && typeof user.mobile === "string"));
    },
  },
  { table: "seller and admin document", method: "DELETE", path: "/user/delete-user/{id}", as: "ADMIN", status: 200, reads: "toast(body.message)", send: async (w) => ({ path: `/user/delete-user/${(await signedInShopper(w.app)).user.id}` }), then: toast("User deleted successfully") },
  { table: "seller and admin document", method: "PUT", path: "/user/activate-user/{id}", as: "ADMIN", status: 200, reads: "toast(body.message)", send: (w) => ({ path: `/user/activate-user/${w.inactiveShopper}` }), then: toast("User activated successfully") },
  { table: "seller and admin document", method: "PUT", path: "/user/deactivate-user/{id}", as: "ADMIN", status: 200, reads: "toast(body.message)", send: async (w) => ({ path: `/user/deactivate-user/${(await signedInShopper(w.app)).user.id}` }), then: toast("User deactivated successfully") },
  {
    table: "seller and admin document", method: "GET", path: "/seller/get-all-sellers", as: "ADMIN", status: 200, reads: "setSellers(body); sellers.length; sellers.map((seller) => seller.name, .email, .mobile, .storeName, .address, .role)",
    then: (body, w) => {
      const sellers = list(body);
      const seller = sellers.find((each) => each._id === w.seller.id);
      assert.deepEqual([seller?.name, seller?.storeName, seller?.address, typeof seller?.role], [w.seller.name, w.seller.storeName, w.seller.address, "string"]);
    },
  },
  { table: "seller and admin document", method: "DELETE", path: "/seller/delete-seller/{id}", as: "ADMIN", status: 200, reads: "toast(body.message)", send: async (w) => ({ path: `/seller/delete-seller/${(await signedInSeller(w.app)).seller.id}` }), then: toast("Seller deleted successfully") },
];

/** A new account of the role, with its email (for the password rows, which change its password). */
async function freshAccount(w: World, role: Role): Promise<{ email: string }> {
  if (role === "USER") return signedInShopper(w.app);
  if (role === "SELLER") return signedInSeller(w.app);
  return (await signedInAdmin(w.app)).admin;
}

let serial = 0;
const unique = (tag: string) => `${tag}.${process.pid}.${++serial}.${Date.now()}@example.com`;
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
};

/** What the rows call: accounts of each role and the products, reviews, orders and requests they need. */
interface World {
  app: TestApp;
  sink: Awaited<ReturnType<typeof startSmtpSink>>;
  clients: Record<Caller, HttpClient>;
  /** Accounts with known passwords, for sign-in and password-reset rows. */
  spare: Record<"shopper" | "seller" | "admin", { email: string; password: string }>;
  /** The accounts the role clients are signed in as. */
  shopper: { id: string; name: string; email: string; mobile: string };
  seller: { id: string; name: string; email: string; mobile: string; storeName: string; address: string };
  admin: { name: string; email: string; mobile: string; qualification: string };
  products: Record<"main" | "pictured" | "forEditing" | "reviewed" | "forWishlist" | "inWishlist" | "inCart" | "toRemoveFromCart" | "toUpdate" | "toDelete", string>;
  reviews: Record<"toUpdate" | "toDelete", string>;
  orders: Record<"toCancel" | "toMove" | "locked", string>;
  requestToDecide: string;
  inactiveShopper: string;
}

/** A shopper with one product in the bag. */
async function shopperWithBag(w: World): Promise<HttpClient> {
  const shopper = await signedInShopper(w.app);
  await w.app.services.cart.add(shopper.user, w.products.main);
  return shopper.client;
}

/** A shopper whose checkout is paid on the card page but not yet settled, as after the provider's redirect. */
async function paidCheckout(w: World): Promise<HttpClient> {
  const client = await shopperWithBag(w);
  const started = await client.gql(`mutation { startCheckout { sessionId } }`);
  assert.equal(started.errors, undefined, JSON.stringify(started.errors));
  await payWithCard(w.app, started.data.startCheckout.sessionId);
  return client;
}

/** Asks for a reset link for a new account of `role` and reads the token from the mail. */
async function resetToken(w: World, role: Role): Promise<string> {
  const { email } = await freshAccount(w, role);
  const since = w.sink.received.length;
  const asked = await new HttpClient(w.app.url).rest("POST", FORGOT[role], { email });
  assert.equal(asked.status, 200);
  const mail = await w.sink.waitForMessage(email, { since });
  const token = mail.text.match(new RegExp(`${RESET[role].replace("/api/v1", "")}/([A-Za-z0-9_-]{43})`))?.[1];
  assert.ok(token, `a reset link in:\n${mail.text}`);
  return token;
}

/** The document's path template with parameter names left out, for comparing tables with openapi.json. */
const template = (path: string) => path.replace(/\/$/, "").replace(/\{[^}]+\}/g, "{}");

let world: World;
const OLD_CLIENT = "http://localhost:3000";

const pngBytes = () => sharp({ create: { width: 300, height: 400, channels: 3, background: "#8a5a44" } }).png().toBuffer();

before(async () => {
  const sink = await startSmtpSink();
  // The old client runs on its own origin, allowed by CORS_ORIGINS, as it was tried.
  const app = await startTestApp({ smtpUrl: sink.url, config: { corsOrigins: [OLD_CLIENT] } });
  const shopper = await signedInShopper(app);
  const seller = await signedInSeller(app);
  const admin = await signedInAdmin(app);
  const [spareShopper, spareSeller, spareAdmin] = [await signedInShopper(app), await signedInSeller(app), await signedInAdmin(app)];
  const product = async () => (await productOf(app, seller.seller.id)).id;
  const { services } = app;
  // Products with a picture and sizes, made as the seller's create form makes them.
  const pictured = async (fields: Record<string, unknown>) =>
    (await services.catalog.createProduct(seller.seller, { category: "Ladies", materials: "Viscose", careguide: "Hand wash", description: "A wrap dress in soft viscose.", stock: 30, sizes: ["S", "M"], ...fields }, await pngBytes())).id;
  const products = {
    pictured: await pictured({ title: "Pictured tee", price: 799, stock: 100 }),
    forEditing: await pictured({ title: "Pictured dress", price: 1399 }),
    main: await product(),
    reviewed: await product(),
    forWishlist: await product(),
    inWishlist: await product(),
    inCart: await product(),
    toRemoveFromCart: await product(),
    toUpdate: await product(),
    toDelete: await product(),
  };
  // Orders first (a checkout takes the whole bag): one to cancel, one to move on, two locked.
  const buy = async () => (await placePaidOrder(app, shopper.client, [{ id: products.pictured, sizes: ["M"] }]))[0];
  const orders = { toCancel: await buy(), toMove: await buy(), locked: await buy() };
  const decided = await buy();
  await services.orders.updateStatusBySeller(seller.seller, orders.locked, "delivered");
  await services.orders.updateStatusBySeller(seller.seller, decided, "delivered");
  const request = await services.requests.create(seller.seller, decided, "transit");

  await services.wishlist.add(shopper.user, products.inWishlist);
  await services.cart.add(shopper.user, products.inCart);
  await services.cart.add(shopper.user, products.toRemoveFromCart);
  const toUpdate = await services.reviews.add(shopper.user, products.reviewed, { rating: 3, comment: "Runs small." });
  const toDelete = await services.reviews.add(shopper.user, products.forWishlist, { rating: 2, comment: "Faded fast." });
  await services.reviews.add(spareShopper.user, products.reviewed, { rating: 5, comment: "Lovely." });
  const inactive = await signedInShopper(app);
  await services.accounts.setUserActive(await testAdmin(app), inactive.user.id, false);

  world = {
    app,
    sink,
    clients: { guest: new HttpClient(app.url), USER: shopper.client, SELLER: seller.client, ADMIN: admin.client },
    shopper: { id: shopper.user.id, name: shopper.user.name, email: shopper.user.email, mobile: shopper.user.mobile },
    seller: { id: seller.seller.id, name: seller.seller.name, email: seller.seller.email, mobile: seller.seller.mobile, storeName: seller.seller.storeName, address: seller.seller.address },
    admin: { name: admin.admin.name, email: admin.admin.email, mobile: admin.admin.mobile, qualification: admin.admin.qualification },
    spare: { shopper: spareShopper, seller: spareSeller, admin: { email: spareAdmin.admin.email, password: "admin-secret-1" } },
    products,
    reviews: { toUpdate: toUpdate.id, toDelete: toDelete.id },
    orders,
    requestToDecide: request.id,
    inactiveShopper: inactive.user.id,
  };
});

after(async () => {
  await world?.app.close();
  await world?.sink.stop();
});

describe("both documents' call tables, read as the old client reads them", () => {
  for (const row of CALLS) {
    test(`${row.table}: ${row.method} ${row.path} as ${row.as === "guest" ? "a guest" : row.as}: ${row.status}, then ${row.reads}`, async () => {
      const sent = (await row.send?.(world)) ?? {};
      const client = sent.client ?? world.clients[row.as];
      const path = sent.path ?? row.path;
      const { status, body } = sent.form ? await client.form(row.method, path, sent.form) : await client.rest(row.method, path, sent.json);
      assert.equal(status, row.status, JSON.stringify(body));
      await row.then(body, world);
    });
  }
});

describe("the old client's screens, round trip", () => {
  test("the update form: reads GET /product/{id}, sends all eight fields back with what was left empty as '', prices as text; nothing empty changes", async () => {
    const seller = world.clients.SELLER;
    const id = world.products.forEditing;
    const { body: data } = await seller.rest("GET", `/product/${id}`);
    // The form's state, as the screen fills it from `data`; the seller changes the price and empties the rest.
    const formData = { title: data.title, price: "1499", description: "", category: data.category, stock: String(data.stock), size: "", materials: "", careguid: "" };
    const updated = await seller.rest("PUT", `/product/update-product/${id}`, formData);
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    assert.equal(updated.body.message, "Product updated successfully!");
    const { body: after } = await seller.rest("GET", `/product/${id}`);
    assert.deepEqual(
      { title: after.title, price: after.price, description: after.description, category: after.category, stock: after.stock, size: after.size, materials: after.materials, careguid: after.careguid },
      { title: data.title, price: 1499, description: data.description, category: data.category, stock: data.stock, size: "S, M", materials: data.materials, careguid: data.careguid },
    );
    // A filled size is the comma-separated text the form shows.
    const resized = await seller.rest("PUT", `/product/update-product/${id}`, { ...formData, price: "", size: "S, M, L" });
    assert.equal(resized.status, 200, JSON.stringify(resized.body));
    const { body: last } = await seller.rest("GET", `/product/${id}`);
    assert.deepEqual([last.size, last.price], ["S, M, L", 1499]);
  });

  test("the bag's minus at a count of 1: 200, 'Cart updated successfully', the line as it was", async () => {
    const shopper = await signedInShopper(world.app);
    const added = await shopper.client.rest("POST", "/cart/add-to-cart", { productId: world.products.pictured, size: "S" });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    const minus = await shopper.client.rest("PUT", "/cart/update-count", { productId: world.products.pictured, action: "remove" });
    assert.equal(minus.status, 200, JSON.stringify(minus.body));
    assert.equal(minus.body.message, "Cart updated successfully");
    assert.deepEqual(minus.body.data.products.map((item: any) => [item.productId._id, item.size, item.count]), [[world.products.pictured, "S", 1]]);
    // And at 2, one fewer, as before.
    await shopper.client.rest("PUT", "/cart/update-count", { productId: world.products.pictured, action: "add" });
    const down = await shopper.client.rest("PUT", "/cart/update-count", { productId: world.products.pictured, action: "remove" });
    assert.deepEqual(down.body.data.products.map((item: any) => item.count), [1]);
  });

  test("every error answer carries its text in both message and error: the sign-up screens read error", async () => {
    const guest = new HttpClient(world.app.url);
    const duplicate = await guest.rest("POST", "/user/signup", { name: "Twin", email: world.shopper.email, mobile: uniqueMobile("6"), password: "twin-pass-1", terms: true });
    assert.equal(duplicate.status, 409);
    assert.equal(duplicate.body.error, "User with this email already exists");
    assert.equal(duplicate.body.message, duplicate.body.error);
    const sellerTwin = await guest.rest("POST", "/seller/register-seller", { name: "Twin", email: world.seller.email, mobile: uniqueMobile("5"), storeName: "Twin", address: "1 Road", password: "twin-pass-1" });
    assert.deepEqual([sellerTwin.status, sellerTwin.body.error, sellerTwin.body.message], [409, "Seller with this email already exists", "Seller with this email already exists"]);
    for (const [client, method, path, json, status] of [
      [guest, "GET", "/cart/get-cart", undefined, 401],
      [world.clients.SELLER, "GET", "/cart/get-cart", undefined, 403],
      [guest, "POST", "/user/login", { email: world.shopper.email, password: "wrong-password" }, 401],
      [world.clients.USER, "PUT", "/cart/update-count", { productId: world.products.main, action: "twice" }, 400],
      [guest, "GET", "/product/get-product/00000000-0000-4000-8000-000000000000", undefined, 404],
      [guest, "GET", "/no/such/path", undefined, 404],
    ] as const) {
      const { status: got, body } = await client.rest(method, path, json);
      assert.equal(got, status, `${method} ${path}: ${JSON.stringify(body)}`);
      assert.equal(typeof body.error, "string", `${method} ${path}: ${JSON.stringify(body)}`);
      assert.equal(body.error, body.message);
    }
  });
});

describe("paying from the old client on its own origin (CORS_ORIGINS)", () => {
  let other: TestApp;
  before(() => {
    other = world.app;
  });

  test("create-checkout-session from the old client's origin; the card page returns there, where clear-cart and update-stock settle it", async () => {
    const seller = await signedInSeller(other);
    const product = await productOf(other, seller.seller.id);
    const shopper = await signedInShopper(other);
    const fromOldClient = { origin: OLD_CLIENT, referer: `${OLD_CLIENT}/user/cart` };
    const call = async (method: string, path: string, json?: unknown) => {
      const response = await shopper.client.request(method, `/api/v1${path}`, { json, headers: fromOldClient });
      assert.equal(response.headers.get("access-control-allow-origin"), OLD_CLIENT);
      return { status: response.status, body: await response.json() };
    };
    assert.equal((await call("POST", "/cart/add-to-cart", { productId: product.id })).status, 200);
    const { status, body } = await call("POST", "/payment/create-checkout-session", { products: [{ price: 1 }] });
    assert.equal(status, 200, JSON.stringify(body));
    assert.equal(body.url, `${other.url}/pay/${body.sessionId}`);

    // The card page allows its form's redirect to the old client's origin, then sends the browser there.
    const page = await fetch(body.url);
    assert.match(page.headers.get("content-security-policy") ?? "", new RegExp(`form-action 'self' ${OLD_CLIENT}[ ;]`));
    const paid = await fetch(body.url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: other.url },
      body: new URLSearchParams({ number: "4242 4242 4242 4242", expiry: `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, "0")}`, cvc: "123", name: "Old Client", ...TEST_ADDRESS_FORM }),
      redirect: "manual",
    });
    assert.equal(paid.status, 303);
    assert.equal(paid.headers.get("location"), `${OLD_CLIENT}/user/payment_success?session_id=${body.sessionId}`);

    // On /user/payment_success the old client clears the bag, then updates the stock.
    const cleared = await call("DELETE", "/cart/clear-cart");
    assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
    const stock = await call("POST", "/orders/update-stock");
    assert.equal(stock.status, 200, JSON.stringify(stock.body));
    assert.equal(stock.body.data.length, 1);

    // Giving up on the card page goes back to the old client's bag.
    await call("POST", "/cart/add-to-cart", { productId: product.id });
    const again = await call("POST", "/payment/create-checkout-session", {});
    const cancelled = await fetch(`${again.body.url}/cancel`, { method: "POST", headers: { origin: other.url }, redirect: "manual" });
    assert.equal(cancelled.headers.get("location"), `${OLD_CLIENT}/user/cart?checkout=cancelled`);
  });

  test("an origin that is neither the store's nor allowed gets the store's PUBLIC_URL", async () => {
    const shopper = await signedInShopper(other);
    const seller = await signedInSeller(other);
    const product = await productOf(other, seller.seller.id);
    await other.services.cart.add(shopper.user, product.id);
    // No Origin at all (a script): PUBLIC_URL. The cross-site guard refuses foreign origins before this.
    const { body } = await shopper.client.rest("POST", "/payment/create-checkout-session", {});
    const paid = await fetch(body.url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ number: "4242 4242 4242 4242", expiry: `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, "0")}`, cvc: "123", name: "Script", ...TEST_ADDRESS_FORM }),
      redirect: "manual",
    });
    assert.equal(paid.headers.get("location"), `${other.url}/user/payment_success?session_id=${body.sessionId}`);
  });
});

describe("the route table, the router and openapi.json agree", () => {
  test("every path of both call tables is in openapi.json, with its method", async () => {
    const document = (await world.clients.guest.rest("GET", "/openapi.json")).body;
    const documented = new Set(Object.entries(document.paths as Record<string, object>).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${template(path)}`)));
    // A category name or a product id: the documents' /product/Denim and /product/{id} are /product/{category}.
    const missing = CALLS.map((row) => `${row.method} ${template(row.path.replace(/^\/product\/(Denim|Transitional-fits)$/, "/product/{category}"))}`).filter((call) => !documented.has(call));
    assert.deepEqual(missing, []);
  });

  test("the router serves exactly the paths openapi.json describes", async () => {
    const document = (await world.clients.guest.rest("GET", "/openapi.json")).body;
    const documented = Object.entries(document.paths as Record<string, object>).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    // Walk the router itself (not the table it was made from), so a path mounted beside the table shows up.
    type Layer = { route?: { path: string; methods: Record<string, boolean> } };
    const stack = (restRouter(world.app.services, {} as never) as unknown as { stack: Layer[] }).stack;
    const served = stack
      .filter((layer) => layer.route && !DESCRIPTION_PATHS.includes(layer.route.path))
      .flatMap((layer) => Object.keys(layer.route!.methods).map((method) => `${method.toUpperCase()} ${openApiPath(layer.route!.path)}`));
    assert.deepEqual(served.filter((call) => !documented.includes(call)), [], "served but not documented");
    assert.deepEqual(documented.filter((call) => !served.includes(call)), [], "documented but not served");
    assert.equal(served.length, restRoutes.length);
  });
});

describe("the generated types describe the answers", () => {
  // A field renamed or dropped in a shape changes openapi.json and so @store/openapi-types: these reads stop compiling.
  type Answer<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: { 200: { content: { "application/json": infer T } } } } ? T : never;

  test("the bag and the seller's products, read through @store/openapi-types", async () => {
    const bag = (await world.clients.USER.rest<Answer<"/cart/get-cart", "get">>("GET", "/cart/get-cart")).body;
    const line = bag.data.products[0];
    assert.equal(typeof line.productId.title, "string");
    assert.equal(line.totalAmount, line.price * line.count);
    assert.equal(bag.data.totalPrice, bag.data.products.reduce((sum, each) => sum + each.totalAmount, 0));

    const listed = (await world.clients.SELLER.rest<Answer<"/product/get-seller-products", "get">>("GET", "/product/get-seller-products")).body;
    assert.deepEqual(listed.products, listed.data.products);
    assert.ok(listed.products.every((product) => product.sellerId === listed.products[0].sellerId && typeof product.careguid === "string"));

    const orders = (await world.clients.ADMIN.rest<Answer<"/orders/get-all-orders", "get">>("GET", "/orders/get-all-orders")).body;
    const order = orders[0];
    assert.equal(order.totalAmount, order.items.reduce((sum, item) => sum + item.productId.price * item.quantity, 0));
    assert.ok(order.userId?.email);
  });
});
