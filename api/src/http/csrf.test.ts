import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { pickProduct, signedInShopper } from "../testing/fixtures";
import type { TestApp } from "../testing/test-app";
import { useTestApp } from "../testing/use-test-app";

// A page on another origin of the same site (another port of the same host), and one elsewhere.
const SAME_SITE = "http://127.0.0.1:1";
const ELSEWHERE = "https://attacker.example";
const LEGACY = "http://legacy.example:3000";

async function stillSignedIn(client: Awaited<ReturnType<typeof signedInShopper>>["client"]) {
  return (await client.rest("GET", "/user/check-user")).status === 200;
}

async function openCheckouts(app: TestApp, userId: string): Promise<number> {
  const [row] = await app.db.query(`SELECT count(*)::int AS n FROM checkouts WHERE "userId" = $1 AND status = 'open'`, [userId]);
  return row.n;
}

describe("state changes from other origins", () => {
  const app = useTestApp({ demo: true, productLimit: 12, config: { corsOrigins: [LEGACY] } });

  test("a body-less sign-out posted from another origin of the same site is refused 403; the shopper stays signed in", async () => {
    const { client } = await signedInShopper(app);
    for (const origin of [SAME_SITE, ELSEWHERE, "null"]) {
      const response = await client.request("POST", "/api/v1/user/logout", { headers: { origin } });
      assert.equal(response.status, 403, origin);
      assert.deepEqual(await response.json(), { success: false, message: "Cross-site request refused: this origin may not change anything here", error: "Cross-site request refused: this origin may not change anything here" });
    }
    assert.ok(await stillSignedIn(client));
    // From the store's own page, it signs out.
    const own = await client.request("POST", "/api/v1/user/logout", { headers: { origin: app.url } });
    assert.equal(own.status, 200);
    assert.equal(await stillSignedIn(client), false);
  });

  test("without Origin, the Referer decides", async () => {
    const { client } = await signedInShopper(app);
    const foreign = await client.request("POST", "/api/v1/user/logout", { headers: { referer: `${SAME_SITE}/page` } });
    assert.equal(foreign.status, 403);
    assert.ok(await stillSignedIn(client));
    const own = await client.request("POST", "/api/v1/user/logout", { headers: { referer: `${app.url}/user/profile` } });
    assert.equal(own.status, 200);
  });

  test("form, multipart and text/plain posts from another site are refused, and nothing changes", async () => {
    const { client, user } = await signedInShopper(app);
    const product = await pickProduct(app, { withSizes: false });
    const multipart = new FormData();
    multipart.append("productId", product.id);
    for (const [type, body] of [
      ["application/x-www-form-urlencoded", `productId=${product.id}`],
      ["text/plain", JSON.stringify({ productId: product.id })],
      [undefined, multipart],
    ] as const) {
      const headers: Record<string, string> = { origin: ELSEWHERE };
      if (type) headers["content-type"] = type;
      const response = await client.request("POST", "/api/v1/cart/add-to-cart", { headers, body });
      assert.equal(response.status, 403, type ?? "multipart/form-data");
      assert.equal((await response.json()).success, false);
    }
    const [row] = await app.db.query(`SELECT count(*)::int AS n FROM cart_lines WHERE "userId" = $1`, [user.id]);
    assert.equal(row.n, 0);
  });

  test("starting a checkout from another origin is refused and reserves nothing", async () => {
    const { client, user } = await signedInShopper(app);
    const product = await pickProduct(app, { withSizes: false });
    assert.equal((await client.gql(`mutation($p: ID!) { addToCart(productId: $p) { itemCount } }`, { p: product.id })).errors, undefined);
    const refused = await client.request("POST", "/api/v1/payment/create-checkout-session", { headers: { origin: SAME_SITE } });
    assert.equal(refused.status, 403);
    assert.equal(await openCheckouts(app, user.id), 0);
    const started = await client.request("POST", "/api/v1/payment/create-checkout-session", { headers: { origin: app.url } });
    assert.equal(started.status, 200);
    assert.equal(await openCheckouts(app, user.id), 1);
  });

  test("a GraphQL mutation from another origin is refused", async () => {
    const { client } = await signedInShopper(app);
    const product = await pickProduct(app, { withSizes: false });
    const body = JSON.stringify({ query: `mutation($p: ID!) { addToCart(productId: $p) { itemCount } }`, variables: { p: product.id } });
    const refused = await client.request("POST", "/graphql", { headers: { origin: SAME_SITE, "content-type": "application/json" }, body });
    assert.equal(refused.status, 403);
    const own = await client.request("POST", "/graphql", { headers: { origin: app.url, "content-type": "application/json" }, body });
    assert.equal(own.status, 200);
    assert.equal((await own.json()).data.addToCart.itemCount, 1);
  });

  test("the card page's cancel button works from the card page and is refused from another origin", async () => {
    const { client, user } = await signedInShopper(app);
    const product = await pickProduct(app, { withSizes: false });
    await client.gql(`mutation($p: ID!) { addToCart(productId: $p) { itemCount } }`, { p: product.id });
    const { data } = await client.gql(`mutation { startCheckout { sessionId } }`);
    const path = `/pay/${data.startCheckout.sessionId}/cancel`;
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const refused = await fetch(app.url + path, { method: "POST", headers: { ...form, origin: SAME_SITE }, body: "", redirect: "manual" });
    assert.equal(refused.status, 403);
    assert.equal(await openCheckouts(app, user.id), 1);
    const own = await fetch(app.url + path, { method: "POST", headers: { ...form, origin: app.url }, body: "", redirect: "manual" });
    assert.equal(own.status, 303);
    assert.equal(await openCheckouts(app, user.id), 0);
  });

  test("an origin in CORS_ORIGINS gets its preflight answered and may call with the cookies", async () => {
    const { client } = await signedInShopper(app);
    const preflight = await fetch(`${app.url}/api/v1/user/logout`, { method: "OPTIONS", headers: { origin: LEGACY, "access-control-request-method": "POST", "access-control-request-headers": "content-type" } });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get("access-control-allow-origin"), LEGACY);
    assert.equal(preflight.headers.get("access-control-allow-credentials"), "true");
    assert.match(preflight.headers.get("access-control-allow-methods") ?? "", /POST/);
    assert.match(preflight.headers.get("access-control-allow-headers") ?? "", /Content-Type/i);
    // Any other origin gets no CORS answer, so its browser sends nothing preflighted.
    const other = await fetch(`${app.url}/api/v1/user/logout`, { method: "OPTIONS", headers: { origin: SAME_SITE, "access-control-request-method": "POST" } });
    assert.equal(other.headers.get("access-control-allow-origin"), null);

    const profile = await client.request("GET", "/api/v1/user/check-user", { headers: { origin: LEGACY } });
    assert.equal(profile.headers.get("access-control-allow-origin"), LEGACY);
    assert.equal(profile.headers.get("access-control-allow-credentials"), "true");
    const signOut = await client.request("POST", "/api/v1/user/logout", { headers: { origin: LEGACY } });
    assert.equal(signOut.status, 200);
  });

  test("callers that name no origin (scripts, integrators, the Stripe webhook) are not browsers and pass", async () => {
    const { client } = await signedInShopper(app);
    assert.equal((await client.request("POST", "/api/v1/user/logout")).status, 200);
  });
});

describe("with PUBLIC_URL set", () => {
  const publicUrl = "https://shop.example.com";
  const app = useTestApp({ config: { publicUrl } });

  test("the store's origin is PUBLIC_URL's, not whatever Host the request names", async () => {
    const { client } = await signedInShopper(app);
    assert.equal((await client.request("POST", "/api/v1/user/logout", { headers: { origin: app.url } })).status, 403);
    assert.equal((await client.request("POST", "/api/v1/user/logout", { headers: { origin: publicUrl } })).status, 200);
  });
});
