import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Role } from "../accounts/roles";
import { placePaidOrder, payWithCard, pngForm, productOf, signedInAdmin, signedInSeller, signedInShopper } from "../testing/fixtures";
import { HttpClient } from "../testing/http-client";
import { startSmtpSink } from "../testing/smtp-sink";
import { startTestApp, type TestApp } from "../testing/test-app";
import { openApiPath } from "./openapi";
import type { paths } from "./openapi-types";
import { DESCRIPTION_PATHS, restRouter, restRoutes } from "./router";

// Both documents' call tables, path by path, with the fields the old client reads from each answer.
// Every row is called as its role against the real app; `[]` marks a list (the fields after it are
// read from its first element).

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
  reads: string[];
  send?: (world: World) => Sent | Promise<Sent>;
}

const FORGOT: Record<Role, string> = { USER: "/user/user-forgot-password", SELLER: "/seller/seller-forgot-password", ADMIN: "/admin/admin-forgot-password" };
const RESET: Record<Role, string> = { USER: "/user/user-reset-password", SELLER: "/seller/seller-reset-password", ADMIN: "/admin/admin-reset-password" };

const PRODUCT = ["_id", "title", "price", "image", "description", "category", "materials", "careguid", "stock", "sizes"];
const ORDER = ["_id", "orderStatus", "totalAmount", "createdAt", "items[].name", "items[].quantity", "items[].price"];
const POPULATED = ["_id", "orderStatus", "totalAmount", "createdAt", "canUpdate", "userId.name", "userId.email", "items[].productId.title", "items[].productId.price", "items[].productId.image", "items[].quantity"];
const each = (list: string, fields: string[]) => [`${list}[]`, ...fields.map((field) => `${list}[].${field}`)];

export const CALLS: Row[] = [
  // ---- The shopper document, section 7 ----
  { table: "shopper document", method: "POST", path: "/user/login", as: "guest", status: 200, reads: ["message"], send: (w) => ({ json: { email: w.spare.shopper.email, password: w.spare.shopper.password } }) },
  { table: "shopper document", method: "POST", path: "/user/signup", as: "guest", status: 201, reads: ["message"], send: () => ({ json: { name: "New Shopper", email: unique("signup"), mobile: mobile("6"), password: "new-shopper-1", terms: true } }) },
  { table: "shopper document", method: "GET", path: "/user/profile", as: "USER", status: 200, reads: ["data._id", "data.name", "data.email", "data.mobile"] },
  { table: "shopper document", method: "GET", path: "/user/check-user", as: "USER", status: 200, reads: ["data._id", "data.name", "data.email", "data.mobile"] },
  { table: "shopper document", method: "POST", path: "/user/logout", as: "USER", status: 200, reads: ["message"], send: async (w) => ({ client: (await signedInShopper(w.app)).client }) },
  {
    table: "shopper document",
    method: "DELETE",
    path: "/user/delete-user/{id}",
    as: "USER",
    status: 200,
    reads: ["message"],
    send: async (w) => {
      const leaving = await signedInShopper(w.app);
      return { client: leaving.client, path: `/user/delete-user/${leaving.user.id}` };
    },
  },
  { table: "shopper document", method: "GET", path: "/wishlist/get-wishlist", as: "USER", status: 200, reads: each("data.products", ["_id", "title", "price", "image"]) },
  { table: "shopper document", method: "POST", path: "/wishlist/add-to-wishlist", as: "USER", status: 200, reads: ["message"], send: (w) => ({ json: { productId: w.products.forWishlist } }) },
  { table: "shopper document", method: "DELETE", path: "/wishlist/remove-from-wishlist/{productId}", as: "USER", status: 200, reads: ["message"], send: (w) => ({ path: `/wishlist/remove-from-wishlist/${w.products.inWishlist}` }) },
  { table: "shopper document", method: "GET", path: "/product/get-all-products", as: "guest", status: 200, reads: each("data", PRODUCT) },
  { table: "shopper document", method: "GET", path: "/product/{category}", as: "guest", status: 200, reads: each("data", PRODUCT), send: () => ({ path: "/product/Men" }) },
  { table: "shopper document", method: "GET", path: "/product/get-product/{productId}", as: "guest", status: 200, reads: PRODUCT.map((field) => `data.${field}`), send: (w) => ({ path: `/product/get-product/${w.products.main}` }) },
  { table: "shopper document", method: "GET", path: "/review/get-review/{productId}", as: "guest", status: 200, reads: each("data", ["_id", "userId", "rating", "comment"]), send: (w) => ({ path: `/review/get-review/${w.products.reviewed}` }) },
  { table: "shopper document", method: "POST", path: "/review/add-review/", as: "USER", status: 201, reads: ["message"], send: (w) => ({ json: { comment: "Soft and true to size.", productId: w.products.main, rating: 5, userId: "ignored" } }) },
  { table: "shopper document", method: "PUT", path: "/review/update-review/{reviewId}", as: "USER", status: 200, reads: ["message"], send: (w) => ({ path: `/review/update-review/${w.reviews.toUpdate}`, json: { comment: "Better after a wash.", rating: 4, productId: w.products.reviewed, userId: "ignored" } }) },
  { table: "shopper document", method: "DELETE", path: "/review/delete-review/{productId}/{reviewId}", as: "USER", status: 200, reads: ["message"], send: (w) => ({ path: `/review/delete-review/${w.products.forWishlist}/${w.reviews.toDelete}` }) },
  { table: "shopper document", method: "POST", path: "/cart/add-to-cart", as: "USER", status: 200, reads: ["message"], send: (w) => ({ json: { productId: w.products.main, size: null } }) },
  { table: "shopper document", method: "GET", path: "/cart/get-cart", as: "USER", status: 200, reads: ["data.totalPrice", ...each("data.products", ["_id", "productId._id", "productId.title", "productId.image", "count", "price", "totalAmount"])] },
  { table: "shopper document", method: "PUT", path: "/cart/update-count", as: "USER", status: 200, reads: ["message"], send: (w) => ({ json: { productId: w.products.inCart, action: "add" } }) },
  { table: "shopper document", method: "PUT", path: "/cart/remove-from-cart", as: "USER", status: 200, reads: ["message"], send: (w) => ({ json: { productId: w.products.toRemoveFromCart, action: "delete" } }) },
  { table: "shopper document", method: "DELETE", path: "/cart/clear-cart", as: "USER", status: 200, reads: ["message"], send: async (w) => ({ client: await paidCheckout(w) }) },
  { table: "shopper document", method: "POST", path: "/payment/create-checkout-session", as: "USER", status: 200, reads: ["sessionId"], send: async (w) => ({ client: await shopperWithBag(w), json: { products: [{ price: 1 }] } }) },

  // ---- The seller and admin document, section 7 ----
  { table: "seller and admin document", method: "GET", path: "/seller/check-seller", as: "SELLER", status: 200, reads: ["success"] },
  { table: "seller and admin document", method: "GET", path: "/admin/check-admin", as: "ADMIN", status: 200, reads: ["success"] },
  { table: "seller and admin document", method: "GET", path: "/user/check-user", as: "USER", status: 200, reads: ["data._id", "data.name", "data.email", "data.mobile"] },
  { table: "seller and admin document", method: "POST", path: "/seller/login-seller", as: "guest", status: 200, reads: ["message"], send: (w) => ({ json: { email: w.spare.seller.email, password: w.spare.seller.password } }) },
  { table: "seller and admin document", method: "POST", path: "/admin/admin-login", as: "guest", status: 200, reads: ["message"], send: (w) => ({ json: { email: w.spare.admin.email, password: w.spare.admin.password } }) },
  {
    table: "seller and admin document",
    method: "POST",
    path: "/seller/register-seller",
    as: "guest",
    status: 201,
    reads: ["message"],
    send: () => ({ json: { name: "New Seller", email: unique("register"), mobile: mobile("5"), storeName: "Loom", address: "2 Mill Lane", password: "new-seller-1" } }),
  },
  { table: "seller and admin document", method: "POST", path: "/seller/seller-logout", as: "SELLER", status: 200, reads: ["message"], send: async (w) => ({ client: (await signedInSeller(w.app)).client }) },
  { table: "seller and admin document", method: "POST", path: "/admin/admin-logout", as: "ADMIN", status: 200, reads: ["message"], send: async (w) => ({ client: (await signedInAdmin(w.app)).client }) },
  { table: "seller and admin document", method: "GET", path: "/seller/seller-profile", as: "SELLER", status: 200, reads: ["data.name", "data.email", "data.mobile"] },
  { table: "seller and admin document", method: "GET", path: "/seller/get-seller-profile", as: "SELLER", status: 200, reads: ["data.name", "data.email", "data.mobile", "data.storeName", "data.address"] },
  { table: "seller and admin document", method: "PUT", path: "/seller/update-seller-profile", as: "SELLER", status: 200, reads: ["message"], send: () => ({ json: { storeName: "Loom & Thread" } }) },
  { table: "seller and admin document", method: "GET", path: "/admin/admin-profile", as: "ADMIN", status: 200, reads: ["data.name", "data.email", "data.mobile", "data.qualification"] },
  { table: "seller and admin document", method: "PUT", path: "/admin/update-admin-profile", as: "ADMIN", status: 200, reads: ["message"], send: () => ({ json: { qualification: "MBA, retail" } }) },
  { table: "seller and admin document", method: "PUT", path: "/user/update-profile", as: "USER", status: 200, reads: ["message"], send: () => ({ form: formOf({ name: "Asha Rao" }) }) },
  ...(["USER", "SELLER", "ADMIN"] as const).flatMap((role): Row[] => [
    { table: "seller and admin document", method: "POST", path: FORGOT[role], as: "guest", status: 200, reads: ["message"], send: async (w) => ({ json: { email: (await freshAccount(w, role)).email } }) },
    {
      table: "seller and admin document",
      method: "POST",
      path: `${RESET[role]}/{resetToken}`,
      as: "guest",
      status: 200,
      reads: ["message"],
      send: async (w) => ({ path: `${RESET[role]}/${await resetToken(w, role)}`, json: { newPassword: "a-new-password-9" } }),
    },
  ]),
  { table: "seller and admin document", method: "POST", path: "/product/create-product", as: "SELLER", status: 201, reads: ["success"], send: async () => ({ form: await pngForm({ title: "Linen shirt", price: "1299", description: "Airy linen.", category: "Men", materials: "Linen", careguid: "Wash cold", stock: "12", sizes: '["S","M"]' }) }) },
  { table: "seller and admin document", method: "GET", path: "/product/{id}", as: "SELLER", status: 200, reads: ["title", "price", "description", "category", "stock", "size", "materials", "careguid"].map((field) => `data.${field}`), send: (w) => ({ path: `/product/${w.products.main}` }) },
  { table: "seller and admin document", method: "PUT", path: "/product/update-product/{id}", as: "SELLER", status: 200, reads: ["message"], send: (w) => ({ path: `/product/update-product/${w.products.toUpdate}`, json: { title: "Tee, washed", price: "549", stock: 40 } }) },
  { table: "seller and admin document", method: "GET", path: "/product/get-seller-products", as: "SELLER", status: 200, reads: [...each("products", ["_id", "title", "price", "image"]), ...each("data.products", ["_id", "price"])] },
  { table: "seller and admin document", method: "GET", path: "/product/get-product/{productId}", as: "SELLER", status: 200, reads: ["image", "title", "price", "stock", "description", "category", "careguid", "materials"].map((field) => `data.${field}`), send: (w) => ({ path: `/product/get-product/${w.products.main}` }) },
  { table: "seller and admin document", method: "DELETE", path: "/product/delete-product/{productId}", as: "SELLER", status: 200, reads: ["message"], send: (w) => ({ path: `/product/delete-product/${w.products.toDelete}` }) },
  { table: "seller and admin document", method: "GET", path: "/product/get-all-products", as: "ADMIN", status: 200, reads: each("data", [...PRODUCT, "onSale"]) },
  { table: "seller and admin document", method: "GET", path: "/product/Denim", as: "guest", status: 200, reads: ["data[]"] },
  { table: "seller and admin document", method: "GET", path: "/product/Transitional-fits", as: "guest", status: 200, reads: ["data[]"] },
  { table: "seller and admin document", method: "GET", path: "/review/get-review/{productId}", as: "SELLER", status: 200, reads: each("data", ["rating", "comment"]), send: (w) => ({ path: `/review/get-review/${w.products.reviewed}` }) },
  { table: "seller and admin document", method: "GET", path: "/orders/get-seller-orders", as: "SELLER", status: 200, reads: each("data", POPULATED) },
  { table: "seller and admin document", method: "GET", path: "/orders/get-order-by-userid", as: "USER", status: 200, reads: each("data", ORDER) },
  { table: "seller and admin document", method: "GET", path: "/orders/get-all-orders", as: "ADMIN", status: 200, reads: each("", POPULATED) },
  { table: "seller and admin document", method: "PUT", path: "/orders/cancel-order/{id}", as: "USER", status: 200, reads: ["message"], send: (w) => ({ path: `/orders/cancel-order/${w.orders.toCancel}` }) },
  { table: "seller and admin document", method: "DELETE", path: "/cart/clear-cart", as: "USER", status: 200, reads: ["message"], send: async (w) => ({ client: await paidCheckout(w) }) },
  { table: "seller and admin document", method: "POST", path: "/orders/update-stock", as: "USER", status: 200, reads: ["message"], send: async (w) => ({ client: await paidCheckout(w) }) },
  { table: "seller and admin document", method: "POST", path: "/orders/permission-request", as: "SELLER", status: 201, reads: ["message"], send: (w) => ({ json: { orderId: w.orders.locked, status: "transit" } }) },
  { table: "seller and admin document", method: "PUT", path: "/orders/orders/{id}/status", as: "SELLER", status: 200, reads: ["message"], send: (w) => ({ path: `/orders/orders/${w.orders.toMove}/status`, json: { status: "transit" } }) },
  { table: "seller and admin document", method: "POST", path: "/orders/get-seller-orders-by-status", as: "SELLER", status: 200, reads: each("data", ["items[].name", "items[].quantity", "items[].price"]), send: () => ({ json: { status: "" } }) },
  { table: "seller and admin document", method: "GET", path: "/orders/requests", as: "ADMIN", status: 200, reads: each("requests", ["_id", "orderId._id", "status", "createdAt"]) },
  { table: "seller and admin document", method: "POST", path: "/orders/requests/{id}", as: "ADMIN", status: 200, reads: ["message"], send: (w) => ({ path: `/orders/requests/${w.requestToDecide}`, json: { isApproved: true } }) },
  { table: "seller and admin document", method: "GET", path: "/user/get-all-user", as: "ADMIN", status: 200, reads: each("data", ["_id", "name", "email", "mobile", "isActive"]) },
  { table: "seller and admin document", method: "DELETE", path: "/user/delete-user/{id}", as: "ADMIN", status: 200, reads: ["message"], send: async (w) => ({ path: `/user/delete-user/${(await signedInShopper(w.app)).user.id}` }) },
  { table: "seller and admin document", method: "PUT", path: "/user/activate-user/{id}", as: "ADMIN", status: 200, reads: ["message", "data.isActive"], send: (w) => ({ path: `/user/activate-user/${w.inactiveShopper}` }) },
  { table: "seller and admin document", method: "PUT", path: "/user/deactivate-user/{id}", as: "ADMIN", status: 200, reads: ["message", "data.isActive"], send: async (w) => ({ path: `/user/deactivate-user/${(await signedInShopper(w.app)).user.id}` }) },
  { table: "seller and admin document", method: "GET", path: "/seller/get-all-sellers", as: "ADMIN", status: 200, reads: each("data", ["name", "email", "mobile", "storeName", "address", "role"]) },
  { table: "seller and admin document", method: "DELETE", path: "/seller/delete-seller/{id}", as: "ADMIN", status: 200, reads: ["message"], send: async (w) => ({ path: `/seller/delete-seller/${(await signedInSeller(w.app)).seller.id}` }) },
];


/** A new account of the role, with its email (for the password rows, which change its password). */
async function freshAccount(w: World, role: Role): Promise<{ email: string }> {
  if (role === "USER") return signedInShopper(w.app);
  if (role === "SELLER") return signedInSeller(w.app);
  return (await signedInAdmin(w.app)).admin;
}

let serial = 0;
const unique = (tag: string) => `${tag}.${process.pid}.${++serial}.${Date.now()}@example.com`;
const mobile = (first: string) => `${first}${String(process.pid).slice(-4).padStart(4, "0")}${String(++serial).padStart(3, "0")}${String(Date.now()).slice(-2)}`;
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
  products: Record<"main" | "reviewed" | "forWishlist" | "inWishlist" | "inCart" | "toRemoveFromCart" | "toUpdate" | "toDelete", string>;
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

/** Whether a dotted path is in an answer; `[]` requires a list and reads on from its first element. */
function has(body: unknown, path: string): boolean {
  const parts = path.split(".");
  let value: unknown = body;
  for (const [index, part] of parts.entries()) {
    const list = part.endsWith("[]");
    const key = list ? part.slice(0, -2) : part;
    if (key) {
      if (value === null || typeof value !== "object" || !(key in value)) return false;
      value = (value as Record<string, unknown>)[key];
    }
    if (!list) continue;
    if (!Array.isArray(value)) return false;
    if (index === parts.length - 1) return true;
    if (value.length === 0) return false;
    value = value[0];
  }
  return value !== undefined;
}

/** The document's path template with parameter names left out, for comparing tables with openapi.json. */
const template = (path: string) => path.replace(/\/$/, "").replace(/\{[^}]+\}/g, "{}");

let world: World;

before(async () => {
  const sink = await startSmtpSink();
  const app = await startTestApp({ smtpUrl: sink.url });
  const shopper = await signedInShopper(app);
  const seller = await signedInSeller(app);
  const admin = await signedInAdmin(app);
  const [spareShopper, spareSeller, spareAdmin] = [await signedInShopper(app), await signedInSeller(app), await signedInAdmin(app)];
  const product = async () => (await productOf(app, seller.seller.id)).id;
  const products = {
    main: await product(),
    reviewed: await product(),
    forWishlist: await product(),
    inWishlist: await product(),
    inCart: await product(),
    toRemoveFromCart: await product(),
    toUpdate: await product(),
    toDelete: await product(),
  };
  const { services } = app;
  // Orders first (a checkout takes the whole bag): one to cancel, one to move on, two locked.
  const buy = async () => (await placePaidOrder(app, shopper.client, [{ id: products.main, sizes: [] }]))[0];
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
  await services.accounts.setUserActive(inactive.user.id, false);

  world = {
    app,
    sink,
    clients: { guest: new HttpClient(app.url), USER: shopper.client, SELLER: seller.client, ADMIN: admin.client },
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

describe("both documents' call tables, called as the old client does", () => {
  for (const row of CALLS) {
    test(`${row.table}: ${row.method} ${row.path} as ${row.as === "guest" ? "a guest" : row.as}: ${row.status}, reads ${row.reads.join(", ")}`, async () => {
      const sent = (await row.send?.(world)) ?? {};
      const client = sent.client ?? world.clients[row.as];
      const path = sent.path ?? row.path;
      const { status, body } = sent.form ? await client.form(row.method, path, sent.form) : await client.rest(row.method, path, sent.json);
      assert.equal(status, row.status, JSON.stringify(body));
      if (!Array.isArray(body)) assert.equal(body.success, true);
      for (const field of row.reads) assert.ok(has(body, field), `${field} is missing from ${JSON.stringify(body).slice(0, 600)}`);
    });
  }
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
  // A field renamed or dropped in a shape changes openapi.json and so openapi-types.ts: these reads stop compiling.
  type Answer<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: { 200: { content: { "application/json": infer T } } } } ? T : never;

  test("the bag and the seller's products, read through openapi-types.ts", async () => {
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
