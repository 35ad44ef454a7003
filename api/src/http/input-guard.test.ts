import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { pickProduct, pngForm, signedInSeller, signedInShopper } from "../testing/fixtures";
import { HttpClient } from "../testing/http-client";
import { MESSAGES } from "./input-guard";
import { useTestApp } from "../testing/use-test-app";

const app = useTestApp({ demo: true, productLimit: 10 });

const NUL = "\u0000";

/** A raw request; answers status, content type and the body's text. */
async function send(path: string, init: RequestInit = {}) {
  const response = await fetch(app.url + path, { redirect: "manual", ...init });
  return { status: response.status, type: response.headers.get("content-type") ?? "", text: await response.text() };
}

describe("NUL characters are refused at the edge, before PostgreSQL sees them", () => {
  test("in a JSON body: the sign-in email", async () => {
    const { status, body } = await new HttpClient(app.url).rest("POST", "/user/login", { email: `a${NUL}@example.com`, password: "whatever-1" });
    assert.equal(status, 400);
    assert.deepEqual(body, { success: false, message: MESSAGES.nul, error: MESSAGES.nul });
  });

  test("in GraphQL variables: a review's comment", async () => {
    const { client } = await signedInShopper(app);
    const product = await pickProduct(app, { withSizes: true });
    const { status, errors } = await client.gql(`mutation($p: ID!, $c: String!) { addReview(productId: $p, input: { rating: 4, comment: $c }) { id } }`, { p: product.id, c: `lovely${NUL}` });
    assert.equal(status, 400);
    assert.equal(errors?.[0].message, MESSAGES.nul);
    assert.equal(errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.equal(Number((await app.db.query(`SELECT count(*) FROM reviews`))[0].count), 0);
  });

  test("in an inline GraphQL literal: a search", async () => {
    const { status, errors } = await new HttpClient(app.url).gql(`{ searchProducts(query: "jeans\\u0000") { total } }`);
    assert.equal(status, 400);
    assert.equal(errors?.[0].message, MESSAGES.nul);
  });

  test("in a GraphQL query sent by GET", async () => {
    const query = encodeURIComponent(`{ searchProducts(query: "a\\u0000") { total } }`);
    const answer = await send(`/graphql?query=${query}`, { headers: { accept: "application/json" } });
    assert.equal(answer.status, 400);
    assert.equal(JSON.parse(answer.text).errors[0].message, MESSAGES.nul);
  });

  test("in a path parameter: a category", async () => {
    const answer = await send("/api/v1/product/Ladies%00");
    assert.equal(answer.status, 400);
    assert.deepEqual(JSON.parse(answer.text), { success: false, message: MESSAGES.nul, error: MESSAGES.nul });
  });

  test("in a query string", async () => {
    const admin = new HttpClient(app.url);
    const answer = await admin.request("GET", "/api/v1/product/get-all-products?status=%00");
    assert.equal(answer.status, 400);
    assert.deepEqual(await answer.json(), { success: false, message: MESSAGES.nul, error: MESSAGES.nul });
  });

  test("a NUL written as an escaped backslash is only text, and passes", async () => {
    const { status, errors } = await new HttpClient(app.url).gql(`{ searchProducts(query: "jeans\\\\u0000") { total } }`);
    assert.equal(errors, undefined);
    assert.equal(status, 200);
  });
});

describe("what cannot be read is a 4xx with a JSON answer, never a 500", () => {
  test("malformed percent-encoding in a path parameter is 400", async () => {
    const shopper = await signedInShopper(app);
    for (const path of ["/api/v1/orders/cancel-order/%ff", "/api/v1/product/%E0%A4%A", "/api/v1/review/get-review/%"]) {
      const answer = await shopper.client.request(path.includes("cancel") ? "PUT" : "GET", path);
      assert.equal(answer.status, 400, path);
      assert.deepEqual(await answer.json(), { success: false, message: MESSAGES.badPath, error: MESSAGES.badPath });
    }
  });

  test("a body in another charset than UTF-8 is 415, on REST and GraphQL", async () => {
    const headers = { "content-type": "application/json; charset=koi8-r" };
    const rest = await send("/api/v1/user/login", { method: "POST", headers, body: JSON.stringify({ email: "a@example.com", password: "whatever-1" }) });
    assert.equal(rest.status, 415);
    assert.deepEqual(JSON.parse(rest.text), { success: false, message: MESSAGES.charset, error: MESSAGES.charset });
    const graphql = await send("/graphql", { method: "POST", headers, body: JSON.stringify({ query: "{ categories { name } }" }) });
    assert.equal(graphql.status, 415);
    assert.equal(JSON.parse(graphql.text).errors[0].message, MESSAGES.charset);
    const utf8 = await send("/graphql", { method: "POST", headers: { "content-type": "application/json; charset=UTF-8" }, body: JSON.stringify({ query: "{ categories { name } }" }) });
    assert.equal(utf8.status, 200);
  });

  test("invalid JSON is 400 and a body over 1 MB is 413, each as JSON, on REST and GraphQL", async () => {
    const json = { "content-type": "application/json" };
    for (const path of ["/api/v1/user/login", "/graphql"]) {
      const broken = await send(path, { method: "POST", headers: json, body: '{"email": ' });
      assert.equal(broken.status, 400, path);
      assert.match(broken.type, /application\/json/);
      assert.ok(broken.text.includes(MESSAGES.badJson), broken.text);
      const huge = await send(path, { method: "POST", headers: json, body: JSON.stringify({ email: "x".repeat(1_100_000) }) });
      assert.equal(huge.status, 413, path);
      assert.ok(huge.text.includes(MESSAGES.tooLarge), huge.text);
    }
  });
});

describe("NUL characters in multipart form fields (the legacy client's product and profile forms)", () => {
  test("a shopper's profile form and a seller's product form are refused with 400, nothing stored", async () => {
    const shopper = await signedInShopper(app);
    const profile = new FormData();
    profile.append("name", `Asha${NUL}`);
    const edited = await shopper.client.form("PUT", "/user/update-profile", profile);
    assert.equal(edited.status, 400);
    assert.equal(edited.body.message, MESSAGES.nul);
    const seller = await signedInSeller(app);
    const product = await pngForm({ title: "Tee", price: "100", description: "Soft", category: `Men${NUL}`, materials: "Cotton", careguide: "Wash", stock: "3", size: "M" });
    const created = await seller.client.form("POST", "/product/create-product", product);
    assert.equal(created.status, 400);
    assert.equal(created.body.message, MESSAGES.nul);
  });
});
