import "reflect-metadata";
import assert from "node:assert/strict";
import { createHash, randomUUID } from "node:crypto";
import http from "node:http";
import { after, before, describe, test } from "node:test";
import { parse } from "graphql";
import webDocuments from "../../../web/src/gql/documents.json";
import { GRAPHQL_LIMITS, graphqlLimits } from "../graphql-limits";
import { knownDocuments } from "../known-documents";
import { appSchema } from "../schema";
import { placePaidOrder, productOf, signedInAdmin, signedInSeller, signedInShopper } from "../testing/fixtures";
import { startTestApp, type TestApp } from "../testing/test-app";

let app: TestApp;
before(async () => {
  app = await startTestApp({ demo: true, productLimit: 30 });
});
after(() => app.close());

const documents = webDocuments as Record<string, string>;

interface RawAnswer {
  status: number;
  /** Header names as sent and their values, in order, without those that differ per request (id, date) and with a cookie's expiry cut off. */
  headers: string[];
  body: string;
}

/**
 * Sends one request and keeps the answer as it came over the wire. `/graphql` is the lean path's;
 * `/graphql/` is the same endpoint reached only through Express (its mount matches both), so
 * Apollo answers it whatever the document: the reference for what the lean path must give.
 */
function send(path: string, body: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const url = new URL(path, app.url);
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: "POST", headers: { "content-type": "application/json", ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const raw = response.rawHeaders;
        const kept: string[] = [];
        for (let i = 0; i < raw.length; i += 2) {
          const name = raw[i].toLowerCase();
          if (name === "x-request-id" || name === "date") continue;
          kept.push(`${raw[i]}: ${name === "set-cookie" ? raw[i + 1].replace(/; Expires=[^;]*/i, "") : raw[i + 1]}`);
        }
        resolve({ status: response.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks).toString("utf8") });
      });
    });
    request.on("error", reject);
    request.end(body);
  });
}

async function metric(name: string, outcome?: string): Promise<number> {
  const text = await (await fetch(`${app.url}/metrics`)).text();
  const label = outcome ? `\\{outcome="${outcome}"\\}` : "";
  return Number(new RegExp(`^${name}${label} (\\d+)$`, "m").exec(text)?.[1] ?? 0);
}
const leanCounts = async () => ({ compiled: await metric("store_graphql_lean_total", "compiled"), apollo: await metric("store_graphql_lean_total", "apollo"), retried: await metric("store_graphql_lean_total", "retried") });

const body = (name: string, variables: Record<string, unknown>, extra: Record<string, unknown> = {}) => JSON.stringify({ operationName: name, query: documents[name], variables, ...extra });

/** The same request to the lean path and through Express to Apollo: the two answers must be the same, byte for byte. */
async function sameAsApollo(requestBody: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const lean = await send("/graphql", requestBody, headers);
  const apollo = await send("/graphql/", requestBody, headers);
  assert.deepEqual(lean, apollo);
  return lean;
}

async function firstProductId(): Promise<string> {
  const answer = JSON.parse((await send("/graphql", body("ProductGrid", { offset: 0, limit: 1 }))).body);
  return answer.data.products.items[0].id;
}

describe("the lean path for the web app's known documents", () => {
  test("every known document is the text Apollo Client sends for it", async () => {
    const { ApolloClient, InMemoryCache } = await import("@apollo/client");
    const { BaseHttpLink } = await import("@apollo/client/link/http");
    const sent: string[] = [];
    const fetchRecorded = async (_url: unknown, init?: { body?: unknown }) => {
      sent.push(JSON.parse(String(init?.body)).query);
      return new Response(JSON.stringify({ data: null }), { headers: { "content-type": "application/json" } });
    };
    const client = new ApolloClient({ link: new BaseHttpLink({ uri: "http://store.invalid/graphql", fetch: fetchRecorded as typeof fetch }), cache: new InMemoryCache() });
    let checked = 0;
    for (const [name, text] of Object.entries(documents)) {
      const document = parse(text);
      const operation = document.definitions.find((definition) => definition.kind === "OperationDefinition");
      // Subscriptions go over the WebSocket, never to the lean path.
      if (!operation || operation.operation === "subscription") continue;
      sent.length = 0;
      await (operation.operation === "query" ? client.query({ query: document, fetchPolicy: "network-only" }) : client.mutate({ mutation: document })).catch(() => {});
      assert.equal(sent[0], text, `${name}: Apollo Client sends another text`);
      checked++;
    }
    assert.ok(checked > 50, `only ${checked} documents checked`);
  });

  test("a guest's grid and product page: answered by the lean path, the same status, headers and bytes as Apollo's, one statement and no session", async () => {
    const id = await firstProductId();
    for (const request of [body("ProductGrid", { offset: 0, limit: 24 }), body("ProductGrid", { offset: 24, limit: 24, sort: "PRICE_ASC" }), body("ProductDetails", { id }), body("ShopCategories", {})]) {
      const counts = await leanCounts();
      const statements = await metric("store_sql_statements_total");
      const lean = await send("/graphql", request);
      const after = await leanCounts();
      assert.equal(after.compiled - counts.compiled, 1, "answered by the compiled document");
      assert.ok((await metric("store_sql_statements_total")) - statements <= 1, "one statement at most, no session read");
      assert.ok(!lean.headers.some((header) => header.toLowerCase().startsWith("set-cookie")), "no session for a guest");
      const apollo = await send("/graphql/", request);
      assert.deepEqual(lean, apollo);
      assert.equal(lean.status, 200);
      assert.ok(JSON.parse(lean.body).data);
    }
  });

  test("a persisted query sent by its hash alone is answered as its text is", async () => {
    const text = documents.ProductGrid;
    const hash = createHash("sha256").update(text).digest("hex");
    const byText = await send("/graphql", body("ProductGrid", { offset: 0, limit: 3 }));
    const before = await leanCounts();
    const byHash = await send("/graphql", JSON.stringify({ operationName: "ProductGrid", variables: { offset: 0, limit: 3 }, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }));
    assert.equal((await leanCounts()).compiled - before.compiled, 1);
    assert.deepEqual(byHash, byText);
    // A hash that is not the text's is Apollo's refusal, word for word.
    await sameAsApollo(body("ProductGrid", { offset: 0, limit: 3 }, { extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } } }));
  });

  test("a signed-in shopper's grid: the same answer and cookie as Apollo's, the hearts included", async () => {
    const { client } = await signedInShopper(app);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const id = await firstProductId();
    const added = await client.gql(`mutation($id: ID!) { addToWishlist(productId: $id) { id } }`, { id });
    assert.equal(added.errors, undefined, JSON.stringify(added.errors));
    const before = await leanCounts();
    const answer = await sameAsApollo(body("ProductGrid", { offset: 0, limit: 5 }), { cookie });
    assert.equal((await leanCounts()).compiled - before.compiled, 1);
    assert.equal(JSON.parse(answer.body).data.products.items[0].inWishlist, true);
    // A fresh session's cookie is not sent again: it is renewed hourly (sessions/guest-requests.test.ts).
    assert.ok(!answer.headers.some((header) => header.startsWith("Set-Cookie: store.sid=")), "no cookie on a read of a fresh session");
  });

  test("every known query a shopper, a seller and an admin send is answered as Apollo answers it, byte for byte: bags, orders in every status, favourites, reviews, sessions", async () => {
    const seller = await signedInSeller(app);
    const shopper = await signedInShopper(app);
    const admin = await signedInAdmin(app);
    const cookieOf = (client: { cookies: Map<string, string> }) => [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const product = await productOf(app, seller.seller.id);
    const [orderId] = await placePaidOrder(app, shopper.client, [product]);
    // A status kept under other words than its name (out_for_delivery is "out-for-delivery").
    for (const status of ["transit", "out_for_delivery"]) {
      const moved = await seller.client.gql(`mutation($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id } }`, { id: orderId, status });
      assert.equal(moved.errors, undefined, JSON.stringify(moved.errors));
    }
    const demoId = await firstProductId();
    for (const mutation of [`mutation($id: ID!) { addToWishlist(productId: $id) { id } }`, `mutation($id: ID!) { addToCart(productId: $id, size: null) { itemCount } }`]) {
      const done = await shopper.client.gql(mutation, { id: product.id });
      assert.equal(done.errors, undefined, JSON.stringify(done.errors));
    }
    const asked: [string, Record<string, unknown>, string][] = [
      ["ShoppingBag", {}, cookieOf(shopper.client)],
      ["HeaderBag", {}, cookieOf(shopper.client)],
      ["MyOrders", { offset: 0, limit: 10 }, cookieOf(shopper.client)],
      ["Favourites", { offset: 0, limit: 10 }, cookieOf(shopper.client)],
      ["UserSession", {}, cookieOf(shopper.client)],
      ["ProductGrid", { offset: 0, limit: 24, sort: "PRICE_DESC" }, cookieOf(shopper.client)],
      ["ProductDetails", { id: demoId }, cookieOf(shopper.client)],
      ["ProductReviews", { productId: demoId, offset: 0, limit: 10 }, ""],
      ["SellerOrders", { offset: 0, limit: 10 }, cookieOf(seller.client)],
      ["SellerOrders", { status: "out_for_delivery", offset: 0, limit: 10 }, cookieOf(seller.client)],
      ["SellerProducts", { offset: 0, limit: 10 }, cookieOf(seller.client)],
      ["SellerSession", {}, cookieOf(seller.client)],
      ["AllOrders", { offset: 0, limit: 10 }, cookieOf(admin.client)],
      ["AdminSession", {}, cookieOf(admin.client)],
    ];
    let compiled = 0;
    for (const [name, variables, cookie] of asked) {
      assert.ok(documents[name], `${name} is a known document`);
      const before = await leanCounts();
      const answer = await sameAsApollo(body(name, variables), cookie ? { cookie } : {});
      compiled += (await leanCounts()).compiled - before.compiled;
      const parsed = JSON.parse(answer.body);
      assert.equal(parsed.errors, undefined, `${name}: ${answer.body.slice(0, 300)}`);
    }
    assert.equal(compiled, asked.length, "every one answered by its compiled document");
    const orders = JSON.parse((await send("/graphql", body("SellerOrders", { offset: 0, limit: 10 }), { cookie: cookieOf(seller.client) })).body);
    assert.match(JSON.stringify(orders), /"status":"out_for_delivery"/);
  });

  test("errors are Apollo's, byte for byte: an unknown product, bad variables, a page too large, a role missing", async () => {
    const cases = [
      body("ProductDetails", { id: randomUUID() }),
      body("ProductDetails", { id: "not-an-id" }),
      body("ProductGrid", { offset: "zero", limit: 3 }),
      body("ProductGrid", { offset: 0, limit: 1_000_000 }),
      body("ProductGrid", { offset: -1, limit: 3 }),
      body("ProductGrid", { category: "spaceships", offset: 0, limit: 3 }),
      body("ProductGrid", { offset: 0 }),
      body("ShoppingBag", {}),
      body("MyOrders", { offset: 0, limit: 10 }),
      body("AdminDashboard", {}),
      body("ProductGrid", { offset: 0, limit: 3 }, { operationName: "Another" }),
      body("ProductGrid", [] as never),
    ];
    for (const request of cases) {
      const answer = await sameAsApollo(request);
      assert.doesNotMatch(answer.body, /stack|SELECT|at .*\.js/, request);
    }
    const before = await leanCounts();
    await send("/graphql", body("ShoppingBag", {}));
    assert.equal((await leanCounts()).retried - before.retried, 1, "a known query that fails is answered again by Apollo");
  });

  test("other documents, mutations and refusals at the edge are Apollo's and Express's, unchanged", async () => {
    const before = await leanCounts();
    const other = await sameAsApollo(JSON.stringify({ query: "{ categories { name } }" }));
    assert.ok(JSON.parse(other.body).data.categories.length > 0);
    await sameAsApollo(JSON.stringify({ query: "mutation { signOut }" }));
    await sameAsApollo(JSON.stringify({ query: "{ nope }" }));
    const after = await leanCounts();
    assert.equal(after.apollo - before.apollo, 3);
    assert.equal(after.compiled, before.compiled);
    // The body's checks: invalid JSON, NUL characters, another charset, too large a body.
    await sameAsApollo("{ not json");
    await sameAsApollo(body("ProductGrid", { category: "a\u0000b", offset: 0, limit: 3 }));
    await sameAsApollo(body("ProductGrid", { offset: 0, limit: 3 }), { "content-type": "application/json; charset=koi8-r" });
    const huge = await sameAsApollo(JSON.stringify({ query: documents.ProductGrid, variables: { category: "x".repeat(1_100_000), offset: 0, limit: 3 } }));
    assert.equal(huge.status, 413);
    // Another origin may not post, known document or not.
    const refused = await sameAsApollo(body("ProductGrid", { offset: 0, limit: 3 }), { origin: "https://elsewhere.example" });
    assert.equal(refused.status, 403);
  });

  test("CSRF prevention: a simple request with a known document is refused as Apollo refuses it", async () => {
    const request = body("ProductGrid", { offset: 0, limit: 3 });
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const before = await leanCounts();
      const answer = await sameAsApollo(request, { "content-type": type });
      assert.equal(answer.status, 400, `${type}: ${answer.body}`);
      assert.deepEqual(await leanCounts(), before, "the lean path does not take it");
    }
  });

  test("limits hold on the lean path: every known document passes them at start, and a variable cannot raise a page past its cap", async () => {
    const big = await sameAsApollo(body("ProductGrid", { offset: 0, limit: 101 }));
    assert.equal(JSON.parse(big.body).errors[0].extensions.code, "BAD_USER_INPUT");
    const aliases = Array.from({ length: 25 }, (_, i) => `a${i}: categories { name }`).join(" ");
    const tooMany = await sameAsApollo(JSON.stringify({ query: `{ ${aliases} }` }));
    assert.match(JSON.parse(tooMany.body).errors[0].message, /25 aliases; at most 20/);
    // Every document of the web app passes Apollo's validation and the limits, and is known.
    const refused: string[] = [];
    const known = knownDocuments(await appSchema(), { validationRules: [graphqlLimits], maxTokens: GRAPHQL_LIMITS.maxTokens, onRefused: (name, reason) => refused.push(`${name}: ${reason}`) });
    assert.deepEqual(refused, []);
    assert.equal(known.size, Object.keys(documents).length);
  });
});
