import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { logger } from "../logging/logger";
import { pickProduct, signedInSeller, signedInShopper } from "../testing/fixtures";
import { HttpClient } from "../testing/http-client";
import { useTestApp } from "../testing/use-test-app";

/** What the app logs at error level while `run` runs. */
async function errorsLoggedDuring(run: () => Promise<void>): Promise<unknown[]> {
  const logged: unknown[] = [];
  const original = logger.error.bind(logger);
  logger.error = ((...args: unknown[]) => {
    logged.push(args);
    return (original as (...rest: unknown[]) => void)(...args);
  }) as typeof logger.error;
  try {
    await run();
  } finally {
    logger.error = original;
  }
  return logged;
}

async function postGraphql(url: string, body: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

describe("GraphQL client mistakes are 400s, not internal errors", () => {
  const app = useTestApp({ config: { production: true, cookieSecure: false, graphqlIde: false } });

  test("a subscription operation (there is no subscription server here) answers 400 BAD_REQUEST and logs nothing", async () => {
    let answer: { status: number; body: any } | undefined;
    const logged = await errorsLoggedDuring(async () => {
      answer = await postGraphql(app.url, { query: "subscription { orderChanged { id } }" });
    });
    assert.equal(answer!.status, 400, JSON.stringify(answer!.body));
    assert.equal(answer!.body.errors[0].extensions.code, "BAD_REQUEST");
    assert.deepEqual(logged, []);
  });

  test("a persisted query whose hash does not match answers 400 BAD_REQUEST and logs nothing", async () => {
    let answer: { status: number; body: any } | undefined;
    const logged = await errorsLoggedDuring(async () => {
      answer = await postGraphql(app.url, { query: "{ __typename }", extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } } });
    });
    assert.equal(answer!.status, 400, JSON.stringify(answer!.body));
    assert.equal(answer!.body.errors[0].extensions.code, "BAD_REQUEST");
    assert.deepEqual(logged, []);
  });

  test("no 'Did you mean' suggestions in production", async () => {
    const answer = await postGraphql(app.url, { query: "{ categorie { name } }" });
    assert.equal(answer.status, 400);
    assert.doesNotMatch(JSON.stringify(answer.body), /Did you mean/);
  });
});

describe("answers that depend on the session are never stored by caches", () => {
  const app = useTestApp({ demo: true, productLimit: 5 });

  test("REST and GraphQL answers carry Cache-Control: no-store", async () => {
    const { client } = await signedInShopper(app);
    const profile = await client.request("GET", "/api/v1/user/profile");
    assert.equal(profile.status, 200);
    assert.equal(profile.headers.get("cache-control"), "no-store");
    const current = await client.request("POST", "/graphql", { json: { query: "{ currentUser { id } }" } });
    assert.equal(current.status, 200);
    assert.equal(current.headers.get("cache-control"), "no-store");
    const guest = await new HttpClient(app.url).request("POST", "/graphql", { json: { query: "{ currentUser { id } }" } });
    assert.equal(guest.headers.get("cache-control"), "no-store");
  });
});

describe("reviews belong to products on sale", () => {
  const app = useTestApp({ demo: true, productLimit: 5 });

  test("addReview is refused on a product taken off sale, and its reviews are no longer served", async () => {
    const { client } = await signedInShopper(app);
    const { seller } = await signedInSeller(app);
    const product = await pickProduct(app, { withSizes: true });
    const REVIEW = `mutation($p: ID!) { addReview(productId: $p, input: { rating: 4, comment: "Soft and warm" }) { id } }`;
    const other = (await signedInShopper(app)).client;
    assert.equal((await other.gql(REVIEW, { p: product.id })).errors, undefined);
    await app.db.query(`UPDATE products SET "onSale" = false WHERE id = $1`, [product.id]);
    const refused = await client.gql(REVIEW, { p: product.id });
    assert.equal(refused.errors?.[0].extensions?.code, "CONFLICT");
    assert.equal(refused.errors?.[0].message, "This product is no longer for sale");
    const legacy = await client.rest("POST", "/review/add-review", { productId: product.id, rating: 5, comment: "Lovely" });
    assert.equal(legacy.status, 409);
    const listed = await new HttpClient(app.url).gql(`query($p: ID!) { reviews(productId: $p) { total } }`, { p: product.id });
    assert.equal(listed.errors?.[0].extensions?.code, "NOT_FOUND");
    assert.ok(seller.id);
  });
});
