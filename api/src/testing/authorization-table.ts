import { createHash, randomBytes } from "node:crypto";
import sharp from "sharp";
import { HttpClient } from "./http-client";
import { payWithCard, placePaidOrder, pngForm, productOf, testAdmin, uniqueMobile } from "./fixtures";
import { LiveClient, until } from "./live-client";
import type { TestApp } from "./test-app";

/**
 * The authorization matrix: every GraphQL query and mutation and every `/api/v1` path, with who
 * may call it and on whose data. `authorization.test.ts` runs each row as each caller against data
 * owned by the first shopper and the first seller, and fails when the schema or the REST router
 * has an operation this table does not list (or the table lists one that is gone).
 */

/** Who calls: nobody signed in, the two shoppers, the two sellers and the admin. */
export const CALLERS = ["guest", "shopper", "otherShopper", "seller", "otherSeller", "admin"] as const;
export type Caller = (typeof CALLERS)[number];
type Account = Exclude<Caller, "guest">;
type AccountRole = "USER" | "SELLER" | "ADMIN";

/** How a caller is turned away: a status with its documented message, or (queries that read one thing) null. */
export type Refusal = { status: 401 | 403 | 404; message: string } | "null";

export const NOT_SIGNED_IN: Refusal = { status: 401, message: "Please log in" };
export const WRONG_ROLE: Refusal = { status: 403, message: "You are not allowed to do this" };

/**
 * Who may call an operation:
 * - `public`: anyone, signed in or not;
 * - `role`: any account of that role, each on their own things (their bag, their products);
 * - `owner`: only the first shopper (USER) or first seller (SELLER), whose data the row names;
 *   the other account of the same role gets `notOwner`;
 * - `adminOrOwner`: the admin, or the first shopper on their own data;
 * - `nobody`: no session grants it (the payment provider's webhook is checked by signature).
 */
export type Access =
  | { kind: "public" }
  | { kind: "role"; role: AccountRole }
  | { kind: "owner"; role: "USER" | "SELLER"; notOwner: Refusal }
  | { kind: "adminOrOwner"; notOwner: Refusal }
  | { kind: "nobody"; refusal: Refusal };

/** An answer reduced to what the matrix checks. GraphQL error codes become their HTTP statuses. */
export interface Answer {
  status: number;
  message?: string;
  /** A GraphQL query answered null without an error. */
  empty: boolean;
  /** The raw answer, searched for the owners' private details. */
  text: string;
}

export interface SignedIn {
  client: HttpClient;
  id: string;
  email: string;
  mobile: string;
  password: string;
}

const ROLE_OF: Record<Account, AccountRole> = { shopper: "USER", otherShopper: "USER", seller: "SELLER", otherSeller: "SELLER", admin: "ADMIN" };
const LOGIN_PATH: Record<AccountRole, string> = { USER: "/user/login", SELLER: "/seller/login-seller", ADMIN: "/admin/admin-login" };
let serial = 0;
const unique = () => `${process.pid}${++serial}${randomBytes(3).toString("hex")}`;

/**
 * The accounts and data one run of a row needs, made on first use: the shared world is made once
 * for the whole test, a row marked `fresh: "accounts"` gets a new one for each caller.
 */
export class World {
  private readonly accounts = new Map<string, Promise<SignedIn>>();
  constructor(readonly app: TestApp) {}

  /** One of the five accounts, signed in over REST in its own cookie jar. */
  account(who: Account): Promise<SignedIn> {
    let made = this.accounts.get(who);
    if (!made) {
      made = this.makeAccount(ROLE_OF[who], who);
      this.accounts.set(who, made);
    }
    return made;
  }

  /** Whether an account was made (the owners' data is looked at only when they exist). */
  has(who: Account): boolean {
    return this.accounts.has(who);
  }

  /** An account nobody is signed in as (sign-in, reset and admin actions aim at it). */
  async bystander(role: AccountRole): Promise<SignedIn> {
    return this.makeAccount(role, "bystander", false);
  }

  /** A deactivated shopper nobody is signed in as; answers the id. */
  async deactivatedShopper(): Promise<string> {
    const target = await this.bystander("USER");
    await this.app.services.accounts.setUserActive(await testAdmin(this.app), target.id, false);
    return target.id;
  }

  /** A caller's HTTP client: a new cookie jar for the guest. */
  async client(caller: Caller): Promise<HttpClient> {
    return caller === "guest" ? new HttpClient(this.app.url) : (await this.account(caller)).client;
  }

  /** A second, separate session of the caller's account, for calls that end or replace a session. */
  async freshSession(caller: Caller): Promise<HttpClient> {
    const client = new HttpClient(this.app.url);
    if (caller === "guest") return client;
    const account = await this.account(caller);
    await signIn(client, ROLE_OF[caller], account);
    return client;
  }

  /** A new product of the first seller (or another), 50 in stock, sold without a size. */
  async product(of: "seller" | "otherSeller" = "seller") {
    return productOf(this.app, (await this.account(of)).id, `Matrix Tee ${unique()}`);
  }

  /** A paid order of the first shopper with the first seller; answers its id. */
  async order(): Promise<string> {
    const product = await this.product();
    const [orderId] = await placePaidOrder(this.app, (await this.account("shopper")).client, [product]);
    return orderId;
  }

  /** A paid order of one shopper with one seller; answers its id. */
  async orderBetween(buyer: "shopper" | "otherShopper", of: "seller" | "otherSeller"): Promise<string> {
    const product = await this.product(of);
    const [orderId] = await placePaidOrder(this.app, (await this.account(buyer)).client, [product]);
    return orderId;
  }

  /** A delivered (locked) order of the first shopper with the first seller. */
  async lockedOrder(): Promise<string> {
    const orderId = await this.order();
    const seller = await this.app.services.accounts.findById("SELLER", (await this.account("seller")).id);
    await this.app.services.orders.updateStatusBySeller(seller!, orderId, "delivered");
    return orderId;
  }

  /** A pending permission request of the first seller for a locked order. */
  async permissionRequest(): Promise<string> {
    const orderId = await this.lockedOrder();
    const seller = await this.app.services.accounts.findById("SELLER", (await this.account("seller")).id);
    return (await this.app.services.requests.create(seller!, orderId, "transit")).id;
  }

  /** An address in the first shopper's address book; answers its id. */
  async address(): Promise<string> {
    const [saved] = await this.app.services.addresses.save(await this.user("shopper"), { name: "Matrix Home", phone: "9876543210", line1: "1 Matrix Lane", city: "Pune", state: "Maharashtra", pinCode: "411001" });
    return saved.id;
  }

  /** A bag line of a shopper (the caller's own, or the first shopper's) for a new product of the first seller. */
  async cartLine(of: Caller = "shopper"): Promise<{ lineId: string; productId: string }> {
    const who = of === "otherShopper" ? "otherShopper" : "shopper";
    const product = await this.product();
    const user = await this.user(who);
    const bag = await this.app.services.cart.add(user, product.id, null);
    return { lineId: bag.lines.find((line) => line.productId === product.id)!.id, productId: product.id };
  }

  /** A review by the first shopper of a new product of the first seller. */
  async review(): Promise<{ reviewId: string; productId: string }> {
    const product = await this.product();
    const review = await this.app.services.reviews.add(await this.user("shopper"), product.id, { rating: 4, comment: "Soft and well cut." });
    return { reviewId: review.id, productId: product.id };
  }

  /** A checkout of the caller (a shopper) paid on the card page and not completed yet; answers its session id. */
  async paidCheckout(caller: Caller): Promise<string | undefined> {
    if (caller !== "shopper" && caller !== "otherShopper") return undefined;
    const { client } = await this.account(caller);
    await this.cartLine(caller);
    const started = await client.gql(`mutation { startCheckout { sessionId } }`);
    const sessionId = started.data.startCheckout.sessionId as string;
    await payWithCard(this.app, sessionId);
    return sessionId;
  }

  /** An image uploaded by a seller (the caller when a seller, else the first seller). */
  async image(caller: Caller): Promise<string> {
    const who = caller === "otherSeller" ? "otherSeller" : "seller";
    const png = await sharp({ create: { width: 64, height: 80, channels: 3, background: "#8e6c4a" } }).png().toBuffer();
    return (await this.app.services.images.upload(png, (await this.account(who)).id)).id;
  }

  /** A reset token for an account, as the mailed link carries it. */
  async resetToken(role: AccountRole, accountId: string): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await this.app.db.query(`INSERT INTO password_resets (role, "accountId", "tokenHash", "expiresAt") VALUES ($1, $2, $3, now() + interval '30 minutes')`, [role, accountId, createHash("sha256").update(token).digest("hex")]);
    return token;
  }

  /** The sign-in and forgot-password throttles count per network address: every call here comes from 127.0.0.1. */
  async forgetAttempts(): Promise<void> {
    await this.app.db.query(`DELETE FROM auth_attempts`);
  }

  private async user(who: "shopper" | "otherShopper") {
    const user = await this.app.services.accounts.findById("USER", (await this.account(who)).id);
    if (!user) throw new Error(`the ${who} is gone`);
    return user;
  }

  private async makeAccount(role: AccountRole, label: string, signedIn = true): Promise<SignedIn> {
    const tag = unique();
    const password = `${label}-secret-1`;
    const { accounts } = this.app.services;
    let account: { id: string; email: string; mobile: string };
    if (role === "USER") account = await accounts.signUpUser({ name: `Matrix ${label}`, email: `${label}.${tag}@example.com`, mobile: uniqueMobile("9"), password, terms: true });
    else if (role === "SELLER") account = await accounts.signUpSeller({ name: `Matrix ${label}`, email: `${label}.${tag}@example.com`, mobile: uniqueMobile("8"), password, storeName: `Matrix ${label} store`, address: "1 Matrix Road" });
    else account = await accounts.createAdmin({ name: `Matrix ${label}`, email: `${label}.${tag}@example.com`, mobile: uniqueMobile("7"), qualification: "MBA", password });
    const made = { client: new HttpClient(this.app.url), id: account.id, email: account.email, mobile: account.mobile, password };
    if (signedIn) await signIn(made.client, role, made);
    return made;
  }
}

async function signIn(client: HttpClient, role: AccountRole, account: { email: string; password: string }): Promise<void> {
  const { status } = await client.rest("POST", LOGIN_PATH[role], { email: account.email, password: account.password });
  if (status !== 200) throw new Error(`could not sign in the ${role} ${account.email} (${status})`);
}

const STATUS_OF_CODE: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, BAD_USER_INPUT: 400, CONFLICT: 409, PAYLOAD_TOO_LARGE: 413, TOO_MANY_REQUESTS: 429 };

/** A GraphQL operation whose one root field is `field`. */
async function gql(client: HttpClient, field: string, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const { status, data, errors } = await client.gql(query, variables);
  const text = JSON.stringify({ data, errors });
  if (errors?.length) return { status: STATUS_OF_CODE[errors[0].extensions?.code ?? ""] ?? (status >= 400 ? status : 500), message: errors[0].message, empty: false, text };
  return { status, empty: data?.[field] === null || data?.[field] === undefined, text };
}

/**
 * A subscription (graphql-ws): the caller subscribes; once it is in place, the database announces
 * `events` in order (SQL calling the migrations' store_live_*_event functions, so nothing changes),
 * the owners' first and the caller's own last. Answers the refusal, or everything the caller was
 * sent up to the first result: had an owner's event reached a stranger, it would be in the text.
 */
async function live(client: HttpClient, world: World, field: string, query: string, variables: Record<string, unknown>, events: [sql: string, id: string][]): Promise<Answer> {
  const socket = await LiveClient.connect(world.app.url, { as: client });
  try {
    const before = world.app.services.live.subscriptions;
    const subscription = socket.subscribe(query, variables);
    await until(() => world.app.services.live.subscriptions > before || subscription.messages.length > 0, `${field} to be in place or refused`);
    if (subscription.messages.length === 0) for (const [sql, id] of events) await world.app.db.query(sql, [id]);
    const first = await subscription.message(1, 10_000);
    const errors = first.type === "error" ? first.payload : first.payload?.errors;
    const text = JSON.stringify(subscription.messages);
    if (errors?.length) return { status: STATUS_OF_CODE[errors[0].extensions?.code ?? ""] ?? 500, message: errors[0].message, empty: false, text };
    return { status: 200, empty: first.payload?.data?.[field] === undefined, text };
  } finally {
    socket.close();
  }
}
const ORDER_EVENT = `SELECT store_live_order_event(o, 'changed') FROM orders o WHERE o.id = $1`;
const REQUEST_EVENT = `SELECT store_live_request_event(r, 'new') FROM permission_requests r WHERE r.id = $1`;
const PRODUCT_EVENT = `SELECT store_live_product_event($1::uuid)`;

/** A REST call under /api/v1, JSON or a multipart form. */
/** A GET of something that is not JSON (the REST adapter's docs page and its files). */
async function fetchText(client: HttpClient, path: string): Promise<Answer> {
  const response = await client.request("GET", `/api/v1${path}`);
  return { status: response.status, empty: false, text: await response.text() };
}

async function rest(client: HttpClient, method: string, path: string, body?: unknown): Promise<Answer> {
  const answer = body instanceof FormData ? await client.form(method, path, body) : await client.rest(method, path, body);
  const message = (answer.body as { message?: string } | undefined)?.message;
  return { status: answer.status, message, empty: false, text: JSON.stringify(answer.body ?? null) };
}

/** One operation: how to call it, who may, and what it needs to exist first. */
export interface Row<D = any> {
  /** `query name`, `mutation name` or `METHOD /path` as the router declares it. */
  operation: string;
  /** Which of an operation's readings this row covers, when one path means two things (`GET /product/:category`). */
  reading?: string;
  access: Access;
  /**
   * `sessions`: every caller acts through a separate session of their account (the call signs in
   * or out); `accounts`: every allowed caller gets a new world (the call deletes or changes
   * accounts). Refused callers always act on the shared world: they must change nothing.
   */
  fresh?: "sessions" | "accounts";
  /**
   * Makes the data the call names. Once per row (refused calls change nothing, and the one
   * allowed owner comes last), unless `perCaller`: then before each call, for that caller.
   */
  setup?: (world: World, caller: Caller) => Promise<D>;
  perCaller?: boolean;
  call: (client: HttpClient, data: D, world: World) => Promise<Answer>;
}

const PUBLIC: Access = { kind: "public" };
const USER: Access = { kind: "role", role: "USER" };
const SELLER: Access = { kind: "role", role: "SELLER" };
const ADMIN: Access = { kind: "role", role: "ADMIN" };
const ownedByShopper = (message: string, status: 403 | 404 = 404): Access => ({ kind: "owner", role: "USER", notOwner: { status, message } });
const ownedBySeller = (notOwner: Refusal): Access => ({ kind: "owner", role: "SELLER", notOwner });
const PAGE = `total items { id }`;

const row = <D>(definition: Row<D>): Row<D> => definition;

const signUpUser = () => ({ name: "Matrix Newcomer", email: `newcomer.${unique()}@example.com`, mobile: uniqueMobile("9"), password: "newcomer-secret-1", terms: true });
const signUpSeller = () => ({ name: "Matrix Trader", email: `trader.${unique()}@example.com`, mobile: uniqueMobile("8"), password: "trader-secret-1", storeName: "Matrix Trading", address: "2 Matrix Road" });
const productInput = (imageId: string) => ({ title: "Matrix Linen Shirt", price: 1299, description: "A light linen shirt.", category: "Men", materials: "Linen", careguide: "Wash cold", stock: 5, sizes: [], imageId });
/** A new product counted per size (issue 27): the sizes' stock is what names its sizes. */
const perSizeInput = (imageId: string) => ({ ...productInput(imageId), title: "Matrix Linen Dress", category: "Ladies", stock: undefined, sizes: undefined, sizeStock: [{ size: "S", stock: 2 }, { size: "M", stock: 0 }] });
const SIZE_STOCK = `sizeStock { size stock soldOut }`;

export const TABLE: Row[] = [
  // ---- GraphQL queries ----
  row({ operation: "query categories", access: PUBLIC, call: (c) => gql(c, "categories", `{ categories { name } }`) }),
  row({ operation: "query products", access: PUBLIC, call: (c) => gql(c, "products", `{ products { ${PAGE} } }`) }),
  row({ operation: "query searchProducts", access: PUBLIC, call: (c) => gql(c, "searchProducts", `{ searchProducts(query: "tee") { ${PAGE} } }`) }),
  row({ operation: "query product", access: PUBLIC, setup: (w) => w.product(), call: (c, p) => gql(c, "product", `query($id: ID!) { product(id: $id) { id title stock ${SIZE_STOCK} } }`, { id: p.id }) }),
  row({ operation: "query reviews", access: PUBLIC, setup: (w) => w.review(), call: (c, r) => gql(c, "reviews", `query($p: ID!) { reviews(productId: $p) { total items { id authorName } } }`, { p: r.productId }) }),
  row({ operation: "query currentUser", access: USER, call: (c) => gql(c, "currentUser", `{ currentUser { id email } }`) }),
  row({ operation: "query cart", access: USER, setup: (w) => w.cartLine(), call: (c) => gql(c, "cart", `{ cart { itemCount lines { id } } }`) }),
  row({ operation: "query wishlist", access: USER, call: (c) => gql(c, "wishlist", `{ wishlist { ${PAGE} } }`) }),
  row({ operation: "query myOrders", access: USER, setup: (w) => w.order(), call: (c) => gql(c, "myOrders", `{ myOrders { ${PAGE} } }`) }),
  row({ operation: "query myAddresses", access: USER, call: (c) => gql(c, "myAddresses", `{ myAddresses { id } }`) }),
  row({ operation: "query currentSeller", access: SELLER, call: (c) => gql(c, "currentSeller", `{ currentSeller { id email } }`) }),
  row({ operation: "query sellerProducts", access: SELLER, setup: (w) => w.product(), call: (c) => gql(c, "sellerProducts", `{ sellerProducts { ${PAGE} } }`) }),
  row({ operation: "query sellerProduct", access: ownedBySeller("null"), setup: (w) => w.product(), call: (c, p) => gql(c, "sellerProduct", `query($id: ID!) { sellerProduct(id: $id) { id ${SIZE_STOCK} } }`, { id: p.id }) }),
  row({ operation: "query sellerOrders", access: SELLER, setup: (w) => w.order(), call: (c) => gql(c, "sellerOrders", `{ sellerOrders { ${PAGE} } }`) }),
  row({ operation: "query sellerDashboard", access: SELLER, call: (c) => gql(c, "sellerDashboard", `{ sellerDashboard { totalOrders totalSales } }`) }),
  row({ operation: "query currentAdmin", access: ADMIN, call: (c) => gql(c, "currentAdmin", `{ currentAdmin { id } }`) }),
  row({ operation: "query adminDashboard", access: ADMIN, call: (c) => gql(c, "adminDashboard", `{ adminDashboard { totalOrders totalUsers } }`) }),
  row({ operation: "query users", access: ADMIN, call: (c) => gql(c, "users", `{ users { ${PAGE} } }`) }),
  row({ operation: "query sellers", access: ADMIN, call: (c) => gql(c, "sellers", `{ sellers { ${PAGE} } }`) }),
  row({ operation: "query adminProducts", access: ADMIN, call: (c) => gql(c, "adminProducts", `{ adminProducts { ${PAGE} } }`) }),
  row({ operation: "query adminProduct", access: ADMIN, setup: (w) => w.product(), call: (c, p) => gql(c, "adminProduct", `query($id: ID!) { adminProduct(id: $id) { id onSale ${SIZE_STOCK} } }`, { id: p.id }) }),
  row({ operation: "query allOrders", access: ADMIN, setup: (w) => w.order(), call: (c) => gql(c, "allOrders", `{ allOrders { ${PAGE} } }`) }),
  row({ operation: "query pendingRequests", access: ADMIN, setup: (w) => w.permissionRequest(), call: (c) => gql(c, "pendingRequests", `{ pendingRequests { total items { id } } }`) }),

  // ---- GraphQL subscriptions (graphql-ws): each caller hears of their own things only ----
  row({
    operation: "subscription myOrderUpdated", perCaller: true,
    access: USER,
    setup: async (w, caller) => (caller === "shopper" || caller === "otherShopper" ? { owner: await w.order(), own: await w.orderBetween(caller, "seller") } : undefined),
    call: (c, d: { owner: string; own: string } | undefined, w) => live(c, w, "myOrderUpdated", `subscription { myOrderUpdated { id status } }`, {}, d ? [[ORDER_EVENT, d.owner], [ORDER_EVENT, d.own]] : []),
  }),
  row({
    operation: "subscription sellerOrderEvents", perCaller: true,
    access: SELLER,
    setup: async (w, caller) => (caller === "seller" ? { owner: await w.order(), own: await w.order() } : caller === "otherSeller" ? { owner: await w.order(), own: await w.orderBetween("otherShopper", "otherSeller") } : undefined),
    call: (c, d: { owner: string; own: string } | undefined, w) => live(c, w, "sellerOrderEvents", `subscription { sellerOrderEvents { kind order { id status } } }`, {}, d ? [[ORDER_EVENT, d.owner], [ORDER_EVENT, d.own]] : []),
  }),
  row({ operation: "subscription pendingRequestsChanged", access: ADMIN, setup: (w) => w.permissionRequest(), call: (c, id, w) => live(c, w, "pendingRequestsChanged", `subscription { pendingRequestsChanged { count newest { id } } }`, {}, [[REQUEST_EVENT, id]]) }),
  row({ operation: "subscription productStockChanged", access: PUBLIC, setup: (w) => w.product(), call: (c, p, w) => live(c, w, "productStockChanged", `subscription($id: ID!) { productStockChanged(productId: $id) { id stock } }`, { id: p.id }, [[PRODUCT_EVENT, p.id]]) }),

  // ---- GraphQL mutations: accounts ----
  row({ operation: "mutation signUpUser", access: PUBLIC, call: (c) => gql(c, "signUpUser", `mutation($i: UserSignUpInput!) { signUpUser(input: $i) { id } }`, { i: signUpUser() }) }),
  row({ operation: "mutation signUpSeller", access: PUBLIC, call: (c) => gql(c, "signUpSeller", `mutation($i: SellerSignUpInput!) { signUpSeller(input: $i) { id } }`, { i: signUpSeller() }) }),
  ...(["USER", "SELLER", "ADMIN"] as const).map((role) => {
    const field = `signIn${role === "USER" ? "User" : role === "SELLER" ? "Seller" : "Admin"}`;
    return row({ operation: `mutation ${field}`, access: PUBLIC, fresh: "sessions", setup: (w) => w.bystander(role), call: (c, a) => gql(c, field, `mutation($i: SignInInput!) { ${field}(input: $i) { id } }`, { i: { email: a.email, password: a.password } }) });
  }),
  ...["signOutUser", "signOutSeller", "signOutAdmin"].map((field) => row({ operation: `mutation ${field}`, access: PUBLIC, fresh: "sessions", call: (c) => gql(c, field, `mutation { ${field} }`) })),
  row({ operation: "mutation requestPasswordReset", perCaller: true, access: PUBLIC, setup: (w) => w.forgetAttempts(), call: (c) => gql(c, "requestPasswordReset", `mutation($e: String!) { requestPasswordReset(email: $e, role: USER) }`, { e: `nobody.${unique()}@example.com` }) }),
  row({
    operation: "mutation resetPassword", perCaller: true,
    access: PUBLIC,
    setup: async (w) => {
      const bystander = await w.bystander("USER");
      return w.resetToken("USER", bystander.id);
    },
    call: (c, token) => gql(c, "resetPassword", `mutation($t: String!) { resetPassword(token: $t, newPassword: "a-new-secret-9", role: USER) }`, { t: token }),
  }),
  row({ operation: "mutation updateUserProfile", access: USER, call: (c) => gql(c, "updateUserProfile", `mutation { updateUserProfile(input: { name: "Renamed Shopper" }) { id } }`) }),
  row({ operation: "mutation updateSellerProfile", access: SELLER, call: (c) => gql(c, "updateSellerProfile", `mutation { updateSellerProfile(input: { storeName: "Renamed Store" }) { id } }`) }),
  row({ operation: "mutation updateAdminProfile", access: ADMIN, call: (c) => gql(c, "updateAdminProfile", `mutation { updateAdminProfile(input: { qualification: "MSc" }) { id } }`) }),
  row({ operation: "mutation deleteMyAccount", access: USER, fresh: "accounts", setup: (w) => w.cartLine(), call: (c) => gql(c, "deleteMyAccount", `mutation { deleteMyAccount }`) }),
  row({
    operation: "mutation activateUser",
    access: ADMIN,
    setup: (w) => w.deactivatedShopper(),
    call: (c, id) => gql(c, "activateUser", `mutation($id: ID!) { activateUser(id: $id) { isActive } }`, { id }),
  }),
  row({ operation: "mutation deactivateUser", access: ADMIN, fresh: "accounts", setup: async (w) => (await w.account("shopper")).id, call: (c, id) => gql(c, "deactivateUser", `mutation($id: ID!) { deactivateUser(id: $id) { isActive } }`, { id }) }),
  row({ operation: "mutation deleteUser", access: ADMIN, fresh: "accounts", setup: async (w) => (await w.cartLine()) && (await w.account("shopper")).id, call: (c, id) => gql(c, "deleteUser", `mutation($id: ID!) { deleteUser(id: $id) }`, { id }) }),
  row({ operation: "mutation deleteSeller", access: ADMIN, fresh: "accounts", setup: async (w) => (await w.product()) && (await w.account("seller")).id, call: (c, id) => gql(c, "deleteSeller", `mutation($id: ID!) { deleteSeller(id: $id) }`, { id }) }),

  // ---- GraphQL mutations: the shopper's things ----
  row({ operation: "mutation addToCart", access: USER, setup: (w) => w.product(), call: (c, p) => gql(c, "addToCart", `mutation($p: ID!) { addToCart(productId: $p) { itemCount } }`, { p: p.id }) }),
  row({ operation: "mutation setCartLineCount", access: ownedByShopper("Cart item not found"), setup: (w) => w.cartLine(), call: (c, l) => gql(c, "setCartLineCount", `mutation($l: ID!) { setCartLineCount(lineId: $l, count: 2) { itemCount } }`, { l: l.lineId }) }),
  row({ operation: "mutation removeCartLine", access: ownedByShopper("Cart item not found"), setup: (w) => w.cartLine(), call: (c, l) => gql(c, "removeCartLine", `mutation($l: ID!) { removeCartLine(lineId: $l) { itemCount } }`, { l: l.lineId }) }),
  row({ operation: "mutation addToWishlist", access: USER, setup: (w) => w.product(), call: (c, p) => gql(c, "addToWishlist", `mutation($p: ID!) { addToWishlist(productId: $p) { id } }`, { p: p.id }) }),
  row({
    operation: "mutation removeFromWishlist", perCaller: true,
    access: USER,
    setup: async (w, caller) => {
      const product = await w.product();
      await w.app.services.wishlist.add((await w.app.services.accounts.findById("USER", (await w.account("shopper")).id))!, product.id);
      if (caller === "otherShopper") await w.app.services.wishlist.add((await w.app.services.accounts.findById("USER", (await w.account("otherShopper")).id))!, product.id);
      return product;
    },
    call: (c, p) => gql(c, "removeFromWishlist", `mutation($p: ID!) { removeFromWishlist(productId: $p) { id } }`, { p: p.id }),
  }),
  row({ operation: "mutation addReview", access: USER, setup: (w) => w.product(), call: (c, p) => gql(c, "addReview", `mutation($p: ID!) { addReview(productId: $p, input: { rating: 5, comment: "Lovely." }) { id } }`, { p: p.id }) }),
  row({ operation: "mutation updateReview", access: ownedByShopper("You can only edit your own review", 403), setup: (w) => w.review(), call: (c, r) => gql(c, "updateReview", `mutation($id: ID!) { updateReview(id: $id, input: { rating: 1, comment: "Changed." }) { id } }`, { id: r.reviewId }) }),
  row({ operation: "mutation deleteReview", access: ownedByShopper("You can only delete your own review", 403), setup: (w) => w.review(), call: (c, r) => gql(c, "deleteReview", `mutation($id: ID!) { deleteReview(id: $id) { id } }`, { id: r.reviewId }) }),
  row({ operation: "mutation startCheckout", perCaller: true, access: USER, setup: (w, caller) => w.cartLine(caller), call: (c) => gql(c, "startCheckout", `mutation { startCheckout { sessionId } }`) }),
  row({
    operation: "mutation completeCheckout",
    access: ownedByShopper("Checkout not found"),
    setup: (w) => w.paidCheckout("shopper"),
    call: (c, sessionId) => gql(c, "completeCheckout", `mutation($s: String!) { completeCheckout(sessionId: $s) { status } }`, { s: sessionId }),
  }),
  row({
    operation: "mutation saveAddress",
    access: USER,
    call: (c) => gql(c, "saveAddress", `mutation { saveAddress(input: { name: "Matrix Home", phone: "9876543210", line1: "1 Matrix Lane", city: "Pune", state: "Maharashtra", pinCode: "411001" }) { id } }`),
  }),
  row({ operation: "mutation setDefaultAddress", access: ownedByShopper("Address not found"), setup: (w) => w.address(), call: (c, id) => gql(c, "setDefaultAddress", `mutation($id: ID!) { setDefaultAddress(id: $id) { id } }`, { id }) }),
  row({ operation: "mutation deleteAddress", access: ownedByShopper("Address not found"), setup: (w) => w.address(), call: (c, id) => gql(c, "deleteAddress", `mutation($id: ID!) { deleteAddress(id: $id) { id } }`, { id }) }),
  row({ operation: "mutation cancelOrder", access: ownedByShopper("Order not found"), setup: (w) => w.order(), call: (c, id) => gql(c, "cancelOrder", `mutation($id: ID!) { cancelOrder(id: $id) { status } }`, { id }) }),

  // ---- GraphQL mutations: the seller's things ----
  row({ operation: "mutation createProduct", perCaller: true, access: SELLER, setup: (w, caller) => w.image(caller), call: (c, imageId) => gql(c, "createProduct", `mutation($i: ProductInput!) { createProduct(input: $i) { id stock ${SIZE_STOCK} } }`, { i: perSizeInput(imageId) }) }),
  row({ operation: "mutation updateProduct", access: ownedBySeller({ status: 404, message: "Product not found" }), setup: (w) => w.product(), call: (c, p) => gql(c, "updateProduct", `mutation($id: ID!) { updateProduct(id: $id, input: { price: 777, stock: 50 }) { id ${SIZE_STOCK} } }`, { id: p.id }) }),
  row({ operation: "mutation deleteProduct", access: ownedBySeller({ status: 404, message: "Product not found" }), setup: (w) => w.product(), call: (c, p) => gql(c, "deleteProduct", `mutation($id: ID!) { deleteProduct(id: $id) }`, { id: p.id }) }),
  row({ operation: "mutation updateOrderStatus", access: ownedBySeller({ status: 404, message: "Order not found" }), setup: (w) => w.order(), call: (c, id) => gql(c, "updateOrderStatus", `mutation($id: ID!) { updateOrderStatus(id: $id, status: transit) { status } }`, { id }) }),
  row({ operation: "mutation requestStatusChange", access: ownedBySeller({ status: 404, message: "Order not found" }), setup: (w) => w.lockedOrder(), call: (c, id) => gql(c, "requestStatusChange", `mutation($id: ID!) { requestStatusChange(orderId: $id, status: transit) { id } }`, { id }) }),

  // ---- GraphQL mutations: the admin's ----
  row({ operation: "mutation setProductOnSale", access: ADMIN, setup: (w) => w.product(), call: (c, p) => gql(c, "setProductOnSale", `mutation($id: ID!) { setProductOnSale(id: $id, onSale: false) { onSale } }`, { id: p.id }) }),
  row({ operation: "mutation decideRequest", access: ADMIN, setup: (w) => w.permissionRequest(), call: (c, id) => gql(c, "decideRequest", `mutation($id: ID!) { decideRequest(id: $id, approve: true) { state } }`, { id }) }),

  // ---- REST: accounts ----
  row({ operation: "POST /user/signup", access: PUBLIC, call: (c) => rest(c, "POST", "/user/signup", signUpUser()) }),
  row({ operation: "POST /seller/register-seller", access: PUBLIC, call: (c) => rest(c, "POST", "/seller/register-seller", signUpSeller()) }),
  ...(
    [
      ["USER", "/user/login"],
      ["SELLER", "/seller/login-seller"],
      ["ADMIN", "/admin/admin-login"],
    ] as const
  ).map(([role, path]) => row({ operation: `POST ${path}`, access: PUBLIC, fresh: "sessions", setup: (w) => w.bystander(role), call: (c, a) => rest(c, "POST", path, { email: a.email, password: a.password }) })),
  ...["/user/logout", "/seller/seller-logout", "/admin/admin-logout"].map((path) => row({ operation: `POST ${path}`, access: PUBLIC, fresh: "sessions", call: (c) => rest(c, "POST", path) })),
  ...(
    [
      ["USER", "/user/user"],
      ["SELLER", "/seller/seller"],
      ["ADMIN", "/admin/admin"],
    ] as const
  ).flatMap(([role, prefix]) => [
    row({ operation: `POST ${prefix}-forgot-password`, perCaller: true, access: PUBLIC, setup: (w) => w.forgetAttempts(), call: (c) => rest(c, "POST", `${prefix}-forgot-password`, { email: `nobody.${unique()}@example.com` }) }),
    row({
      operation: `POST ${prefix}-reset-password/:resetToken`, perCaller: true,
      access: PUBLIC,
      setup: async (w) => w.resetToken(role, (await w.bystander(role)).id),
      call: (c, token) => rest(c, "POST", `${prefix}-reset-password/${token}`, { newPassword: "a-new-secret-9" }),
    }),
  ]),
  ...["/user/profile", "/user/check-user"].map((path) => row({ operation: `GET ${path}`, access: USER, call: (c) => rest(c, "GET", path) })),
  ...["/seller/check-seller", "/seller/seller-profile", "/seller/get-seller-profile"].map((path) => row({ operation: `GET ${path}`, access: SELLER, call: (c) => rest(c, "GET", path) })),
  ...["/admin/check-admin", "/admin/admin-profile"].map((path) => row({ operation: `GET ${path}`, access: ADMIN, call: (c) => rest(c, "GET", path) })),
  row({ operation: "PUT /user/update-profile", access: USER, call: (c) => rest(c, "PUT", "/user/update-profile", { name: "Renamed Shopper" }) }),
  row({ operation: "PUT /seller/update-seller-profile", access: SELLER, call: (c) => rest(c, "PUT", "/seller/update-seller-profile", { storeName: "Renamed Store" }) }),
  row({ operation: "PUT /admin/update-admin-profile", access: ADMIN, call: (c) => rest(c, "PUT", "/admin/update-admin-profile", { qualification: "MSc" }) }),
  row({
    operation: "DELETE /user/delete-user/:id",
    access: { kind: "adminOrOwner", notOwner: { status: 403, message: "You can only delete your own account" } },
    fresh: "accounts",
    setup: async (w) => (await w.cartLine()) && (await w.account("shopper")).id,
    call: (c, id) => rest(c, "DELETE", `/user/delete-user/${id}`),
  }),

  // ---- REST: the admin's ----
  row({ operation: "GET /user/get-all-user", access: ADMIN, call: (c) => rest(c, "GET", "/user/get-all-user") }),
  row({ operation: "GET /seller/get-all-sellers", access: ADMIN, call: (c) => rest(c, "GET", "/seller/get-all-sellers") }),
  row({
    operation: "PUT /user/activate-user/:id",
    access: ADMIN,
    setup: (w) => w.deactivatedShopper(),
    call: (c, id) => rest(c, "PUT", `/user/activate-user/${id}`),
  }),
  row({ operation: "PUT /user/deactivate-user/:id", access: ADMIN, fresh: "accounts", setup: async (w) => (await w.account("shopper")).id, call: (c, id) => rest(c, "PUT", `/user/deactivate-user/${id}`) }),
  row({ operation: "DELETE /seller/delete-seller/:id", access: ADMIN, fresh: "accounts", setup: async (w) => (await w.product()) && (await w.account("seller")).id, call: (c, id) => rest(c, "DELETE", `/seller/delete-seller/${id}`) }),
  row({ operation: "GET /orders/get-all-orders", access: ADMIN, setup: (w) => w.order(), call: (c) => rest(c, "GET", "/orders/get-all-orders") }),
  row({ operation: "GET /orders/requests", access: ADMIN, setup: (w) => w.permissionRequest(), call: (c) => rest(c, "GET", "/orders/requests") }),
  row({ operation: "POST /orders/requests/:id", access: ADMIN, setup: (w) => w.permissionRequest(), call: (c, id) => rest(c, "POST", `/orders/requests/${id}`, { isApproved: false }) }),

  // ---- REST: the catalog ----
  row({ operation: "GET /product/get-all-products", access: PUBLIC, call: (c) => rest(c, "GET", "/product/get-all-products") }),
  row({ operation: "GET /product/get-product/:productId", access: PUBLIC, setup: (w) => w.product(), call: (c, p) => rest(c, "GET", `/product/get-product/${p.id}`) }),
  row({ operation: "GET /product/:category", access: PUBLIC, call: (c) => rest(c, "GET", "/product/Men") }),

  // ---- REST: the adapter's own description (openapi.json and its docs page) ----
  row({ operation: "GET /openapi.json", access: PUBLIC, call: (c) => rest(c, "GET", "/openapi.json") }),
  row({ operation: "GET /docs/", access: PUBLIC, call: (c) => fetchText(c, "/docs/") }),
  row({ operation: "GET /docs/init.js", access: PUBLIC, call: (c) => fetchText(c, "/docs/init.js") }),
  row({ operation: "GET /docs/swagger-ui.css", access: PUBLIC, call: (c) => fetchText(c, "/docs/swagger-ui.css") }),
  row({ operation: "GET /docs/swagger-ui-bundle.js", access: PUBLIC, call: (c) => fetchText(c, "/docs/swagger-ui-bundle.js") }),
  row({ operation: "GET /docs/favicon-32x32.png", access: PUBLIC, call: (c) => fetchText(c, "/docs/favicon-32x32.png") }),

  // ---- REST: the shopper's things ----
  row({ operation: "GET /wishlist/get-wishlist", access: USER, call: (c) => rest(c, "GET", "/wishlist/get-wishlist") }),
  row({ operation: "POST /wishlist/add-to-wishlist", access: USER, setup: (w) => w.product(), call: (c, p) => rest(c, "POST", "/wishlist/add-to-wishlist", { productId: p.id }) }),
  row({
    operation: "DELETE /wishlist/remove-from-wishlist/:productId",
    access: USER,
    setup: async (w) => {
      const product = await w.product();
      await w.app.services.wishlist.add((await w.app.services.accounts.findById("USER", (await w.account("shopper")).id))!, product.id);
      return product;
    },
    call: (c, p) => rest(c, "DELETE", `/wishlist/remove-from-wishlist/${p.id}`),
  }),
  row({ operation: "GET /review/get-review/:productId", access: PUBLIC, setup: (w) => w.review(), call: (c, r) => rest(c, "GET", `/review/get-review/${r.productId}`) }),
  row({ operation: "POST /review/add-review", access: USER, setup: (w) => w.product(), call: (c, p) => rest(c, "POST", "/review/add-review", { productId: p.id, rating: 5, comment: "Lovely." }) }),
  row({ operation: "PUT /review/update-review/:reviewId", access: ownedByShopper("You can only edit your own review", 403), setup: (w) => w.review(), call: (c, r) => rest(c, "PUT", `/review/update-review/${r.reviewId}`, { rating: 1, comment: "Changed." }) }),
  row({ operation: "DELETE /review/delete-review/:productId/:reviewId", access: ownedByShopper("You can only delete your own review", 403), setup: (w) => w.review(), call: (c, r) => rest(c, "DELETE", `/review/delete-review/${r.productId}/${r.reviewId}`) }),
  row({ operation: "POST /cart/add-to-cart", access: USER, setup: (w) => w.product(), call: (c, p) => rest(c, "POST", "/cart/add-to-cart", { productId: p.id }) }),
  row({ operation: "GET /cart/get-cart", access: USER, setup: (w) => w.cartLine(), call: (c) => rest(c, "GET", "/cart/get-cart") }),
  // The legacy bag calls name a product, and act on the caller's own line for it.
  row({ operation: "PUT /cart/update-count", perCaller: true, access: USER, setup: (w, caller) => w.cartLine(caller), call: (c, l) => rest(c, "PUT", "/cart/update-count", { productId: l.productId, action: "add" }) }),
  row({ operation: "PUT /cart/remove-from-cart", perCaller: true, access: USER, setup: (w, caller) => w.cartLine(caller), call: (c, l) => rest(c, "PUT", "/cart/remove-from-cart", { productId: l.productId }) }),

  // ---- REST: checkout and the shopper's orders ----
  row({ operation: "POST /payment/create-checkout-session", perCaller: true, access: USER, setup: (w, caller) => w.cartLine(caller), call: (c) => rest(c, "POST", "/payment/create-checkout-session", {}) }),
  row({ operation: "DELETE /cart/clear-cart", perCaller: true, access: USER, setup: (w, caller) => w.paidCheckout(caller), call: (c) => rest(c, "DELETE", "/cart/clear-cart") }),
  row({ operation: "POST /orders/update-stock", perCaller: true, access: USER, setup: (w, caller) => w.paidCheckout(caller), call: (c) => rest(c, "POST", "/orders/update-stock", {}) }),
  row({ operation: "GET /orders/get-order-by-userid", access: USER, setup: (w) => w.order(), call: (c) => rest(c, "GET", "/orders/get-order-by-userid") }),
  row({ operation: "PUT /orders/cancel-order/:id", access: ownedByShopper("Order not found"), setup: (w) => w.order(), call: (c, id) => rest(c, "PUT", `/orders/cancel-order/${id}`) }),
  // Signed by the payment provider, never by a session; stripe.test.ts checks the signatures. Without Stripe it is not there.
  row({ operation: "POST /payment/webhook", access: { kind: "nobody", refusal: { status: 404, message: "Not found" } }, call: (c) => rest(c, "POST", "/payment/webhook", { type: "checkout.session.completed" }) }),

  // ---- REST: the seller's things ----
  row({ operation: "POST /images", perCaller: true, access: SELLER, setup: () => pngForm(), call: (c, form) => rest(c, "POST", "/images", form) }),
  row({
    operation: "POST /product/create-product", perCaller: true,
    access: SELLER,
    setup: () => pngForm({ title: "Matrix Wool Scarf", price: "899", description: "A warm scarf.", category: "Men", materials: "Wool", careguid: "Hand wash", stock: "4", sizes: "[]" }),
    call: (c, form) => rest(c, "POST", "/product/create-product", form),
  }),
  row({ operation: "GET /product/get-seller-products", access: SELLER, setup: (w) => w.product(), call: (c) => rest(c, "GET", "/product/get-seller-products") }),
  row({ operation: "GET /product/:category", reading: "a product id: the seller's own product", access: ownedBySeller({ status: 404, message: "Product not found" }), setup: (w) => w.product(), call: (c, p) => rest(c, "GET", `/product/${p.id}`) }),
  row({ operation: "PUT /product/update-product/:id", access: ownedBySeller({ status: 404, message: "Product not found" }), setup: (w) => w.product(), call: (c, p) => rest(c, "PUT", `/product/update-product/${p.id}`, { price: "777" }) }),
  row({ operation: "DELETE /product/delete-product/:productId", access: ownedBySeller({ status: 404, message: "Product not found" }), setup: (w) => w.product(), call: (c, p) => rest(c, "DELETE", `/product/delete-product/${p.id}`) }),
  row({ operation: "GET /orders/get-seller-orders", access: SELLER, setup: (w) => w.order(), call: (c) => rest(c, "GET", "/orders/get-seller-orders") }),
  row({ operation: "POST /orders/get-seller-orders-by-status", access: SELLER, setup: (w) => w.order(), call: (c) => rest(c, "POST", "/orders/get-seller-orders-by-status", { status: "processing" }) }),
  row({ operation: "PUT /orders/orders/:id/status", access: ownedBySeller({ status: 404, message: "Order not found" }), setup: (w) => w.order(), call: (c, id) => rest(c, "PUT", `/orders/orders/${id}/status`, { status: "transit" }) }),
  row({ operation: "POST /orders/permission-request", access: ownedBySeller({ status: 404, message: "Order not found" }), setup: (w) => w.lockedOrder(), call: (c, id) => rest(c, "POST", "/orders/permission-request", { orderId: id, status: "transit" }) }),
];

/** What a caller must get from a row: success, or this refusal. */
export function expectedFor(access: Access, caller: Caller): "allowed" | Refusal {
  if (access.kind === "public") return "allowed";
  if (access.kind === "nobody") return access.refusal;
  if (caller === "guest") return NOT_SIGNED_IN;
  if (access.kind === "role") return ROLE_OF[caller] === access.role ? "allowed" : WRONG_ROLE;
  if (access.kind === "adminOrOwner") {
    if (caller === "admin" || caller === "shopper") return "allowed";
    return caller === "otherShopper" ? access.notOwner : WRONG_ROLE;
  }
  const owner = access.role === "USER" ? "shopper" : "seller";
  const other = access.role === "USER" ? "otherShopper" : "otherSeller";
  if (caller === owner) return "allowed";
  return caller === other ? access.notOwner : WRONG_ROLE;
}
