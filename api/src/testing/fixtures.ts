import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { DataSource } from "typeorm";
import { restock, setStock, sizeCounts } from "../catalog/stock";
import { HttpClient, type HttpAnswer } from "./http-client";
import type { TestApp } from "./test-app";

let serial = 0;

/**
 * A 10-digit mobile number starting with `first` that no other call in this process gives: the
 * process id's last 4 digits and a 5-digit serial of the process's own. Every test helper that
 * makes accounts takes its numbers from here, so two helpers of one test file cannot collide (they
 * once did, when each kept a serial of its own).
 */
export function uniqueMobile(first: string): string {
  return `${first}${String(process.pid).slice(-4).padStart(4, "0")}${String(++serial % 100_000).padStart(5, "0")}`;
}

/** A unique tag for emails and a unique 10-digit mobile number starting with `first`. */
function uniqueAccount(first: string) {
  const mobile = uniqueMobile(first);
  const tag = `${process.pid}${serial}${randomBytes(2).toString("hex")}`;
  return { tag, mobile };
}

/** A new shopper, signed in over REST in its own cookie jar. */
export async function signedInShopper(app: TestApp, name = "Test Shopper") {
  const { tag, mobile } = uniqueAccount("9");
  const email = `shopper.${tag}@example.com`;
  const password = "shopper-secret-1";
  const user = await app.services.accounts.signUpUser({ name, email, mobile, password, terms: true });
  const client = new HttpClient(app.url);
  const { status } = await client.rest("POST", "/user/login", { email, password });
  if (status !== 200) throw new Error(`could not sign in the test shopper (${status})`);
  return { client, user, email, password };
}

/** A product of the seeded catalog: with sizes (at least `minSizes`) or without, and with at least `minStock` in stock. */
export async function pickProduct(app: TestApp, options: { withSizes: boolean; minStock?: number; minSizes?: number }): Promise<{ id: string; title: string; price: number; stock: number; sizes: string[] }> {
  const [row] = await app.db.query(
    `SELECT * FROM (
       SELECT p.id, p.title, p.price, p.stock,
              CASE WHEN cardinality(p."ownSizes") > 0 THEN p."ownSizes" ELSE c.sizes END AS sizes
         FROM products p JOIN categories c ON c.name = p.category
        WHERE p.stock >= $1) product
      WHERE (cardinality(sizes) > 0) = $2 AND cardinality(sizes) >= $3
      ORDER BY title LIMIT 1`,
    [options.minStock ?? 1, options.withSizes, options.minSizes ?? 0],
  );
  if (!row) throw new Error("no such product in the test catalog");
  return row;
}

/**
 * Sets a product's stock straight in the database, as the seller's form would: one number is
 * spread over the sizes it offers (evenly, the remainder to the first), or counts by size set
 * those sizes (sizes left out get 0; "" is the one stock of a product without sizes).
 * `products.stock` stays their sum. Also gives a product
 * inserted by hand its size rows.
 */
export async function setProductStock(app: { db: DataSource }, productId: string, stock: number | Record<string, number>): Promise<void> {
  await app.db.transaction(async (manager) => {
    if (typeof stock === "number") return restock(manager, productId, stock);
    await restock(manager, productId, 0);
    const sizes = (await sizeCounts(manager, productId)).map((count) => count.size);
    await setStock(manager, productId, sizes.map((size) => ({ size, stock: stock[size] ?? 0 })), stock[""] ?? 0);
  });
}

/** A product's stock by size ("" for one sold without sizes), read straight from the database. */
export async function stockBySize(app: { db: DataSource }, productId: string): Promise<Record<string, number>> {
  const rows: { size: string; stock: number }[] = await app.db.query(`SELECT size, stock FROM product_sizes WHERE "productId" = $1 ORDER BY position`, [productId]);
  if (rows.length > 0) return Object.fromEntries(rows.map((row) => [row.size, row.stock]));
  const [product] = await app.db.query(`SELECT stock FROM products WHERE id = $1`, [productId]);
  return { "": product.stock };
}

/** A new seller, signed in over REST in its own cookie jar. */
export async function signedInSeller(app: TestApp, name = "Test Seller") {
  const { tag, mobile } = uniqueAccount("8");
  const email = `seller.${tag}@example.com`;
  const password = "seller-secret-1";
  const seller = await app.services.accounts.signUpSeller({ name, email, mobile, password, storeName: `${name}'s store`, address: "1 Test Street" });
  const client = new HttpClient(app.url);
  const { status } = await client.rest("POST", "/seller/login-seller", { email, password });
  if (status !== 200) throw new Error(`could not sign in the test seller (${status})`);
  return { client, seller, email, password };
}

/** A real picture (PNG drawn by sharp) in a multipart form field `image`. */
export async function pngForm(fields: Record<string, string> = {}, colour = "#2c3e50"): Promise<FormData> {
  const png = await sharp({ create: { width: 400, height: 500, channels: 3, background: colour } }).png().toBuffer();
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "picture.png");
  return form;
}

/** A delivery address as the card page's form posts it (its fields are named `ship_*`). */
export const TEST_ADDRESS_FORM = { ship_name: "Asha Rao", ship_phone: "9876543210", ship_line1: "12 MG Road", ship_line2: "Flat 4B", ship_city: "Bengaluru", ship_state: "Karnataka", ship_pinCode: "560001", ship_country: "India" };

/** The built-in card page's form filled with a card that pays and a delivery address. */
export const PAYING_CARD_FORM = { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123", name: "Asha Rao", ...TEST_ADDRESS_FORM };

/**
 * Posts the built-in card page's form to the store at `baseUrl` as a browser would (a redirect is
 * answered, not followed), filled with `form`: by default a card that pays and an address.
 */
export function postCardForm(baseUrl: string, sessionId: string, form: Record<string, string> = PAYING_CARD_FORM): Promise<HttpAnswer> {
  return new HttpClient(baseUrl).request("POST", `/pay/${sessionId}`, { headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form).toString() });
}

/** Pays a checkout on the built-in card page; fails unless the page sends the shopper on (303). */
export async function payWithCard(app: { url: string }, sessionId: string): Promise<void> {
  const paid = await postCardForm(app.url, sessionId);
  if (paid.status !== 303) throw new Error(`paying failed (${paid.status})`);
}

/**
 * A shopper buys one unit of each product (in its first size, if any) and pays on the built-in
 * card page, as checkout.test.ts does; answers the orders made (one per seller).
 */
export async function placePaidOrder(app: TestApp, shopper: HttpClient, items: { id: string; sizes: string[] }[]): Promise<string[]> {
  for (const product of items) {
    const { errors } = await shopper.gql(`mutation($p: ID!, $s: String) { addToCart(productId: $p, size: $s) { itemCount } }`, { p: product.id, s: product.sizes[0] ?? null });
    if (errors) throw new Error(`addToCart: ${JSON.stringify(errors)}`);
  }
  const started = await shopper.gql(`mutation { startCheckout { sessionId } }`);
  if (started.errors) throw new Error(`startCheckout: ${JSON.stringify(started.errors)}`);
  const sessionId = started.data.startCheckout.sessionId;
  await payWithCard(app, sessionId);
  const done = await shopper.gql(`mutation($s: String!) { completeCheckout(sessionId: $s) { status orders { id } } }`, { s: sessionId });
  if (done.data?.completeCheckout.status !== "completed") throw new Error(`checkout not completed: ${JSON.stringify(done)}`);
  return done.data.completeCheckout.orders.map((order: { id: string }) => order.id);
}

/** A new admin account nobody signs in as: the actor of admin actions a test's set-up makes through the services. */
export async function testAdmin(app: TestApp) {
  const { tag, mobile } = uniqueAccount("7");
  return app.services.accounts.createAdmin({ name: "Set-up Admin", email: `setup.admin.${tag}@example.com`, mobile, qualification: "MBA", password: "admin-secret-1" });
}

/** A new admin, signed in over REST in its own cookie jar. */
export async function signedInAdmin(app: TestApp) {
  const { tag, mobile } = uniqueAccount("7");
  const email = `admin.${tag}@example.com`;
  const password = "admin-secret-1";
  const admin = await app.services.accounts.createAdmin({ name: "Test Admin", email, mobile, qualification: "MBA", password });
  const client = new HttpClient(app.url);
  const { status } = await client.rest("POST", "/admin/admin-login", { email, password });
  if (status !== 200) throw new Error(`could not sign in the test admin (${status})`);
  return { client, admin };
}

/** A product of a seller, straight into the catalog: sold without a size (category Men), 50 in stock. */
export async function productOf(app: TestApp, sellerId: string, title = `Test Tee ${++serial}`): Promise<{ id: string; title: string; price: number; sizes: string[] }> {
  const [row] = await app.db.query(
    `INSERT INTO products (title, price, description, category, materials, careguide, stock, "sellerId")
     VALUES ($1, 499, 'A plain tee.', 'Men', 'Cotton', 'Wash cold', 50, $2) RETURNING id, title, price`,
    [title, sellerId],
  );
  return { ...row, sizes: [] };
}

/**
 * Asserts that each GraphQL operation and REST call is refused to a guest (UNAUTHENTICATED, 401),
 * a signed-in shopper and a signed-in seller (FORBIDDEN, 403).
 */
export async function assertAdminOnly(
  app: TestApp,
  calls: { graphql: (readonly [string, Record<string, unknown>])[]; rest?: (readonly [string, string, unknown?])[] },
): Promise<void> {
  const callers: [string, HttpClient, string, number][] = [
    ["guest", new HttpClient(app.url), "UNAUTHENTICATED", 401],
    ["shopper", (await signedInShopper(app)).client, "FORBIDDEN", 403],
    ["seller", (await signedInSeller(app)).client, "FORBIDDEN", 403],
  ];
  for (const [who, client, code, status] of callers) {
    for (const [query, variables] of calls.graphql) {
      const { errors } = await client.gql(query, variables);
      if (errors?.[0].extensions?.code !== code) throw new Error(`${who} got ${JSON.stringify(errors)} for ${query}`);
    }
    for (const [method, path, body] of calls.rest ?? []) {
      const answer = await client.rest(method, path, body);
      if (answer.status !== status) throw new Error(`${who} got ${answer.status} for ${method} ${path}`);
    }
  }
}
