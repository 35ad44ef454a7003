import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { signedInShopper } from "./testing/fixtures";
import { HttpClient } from "./testing/http-client";
import { startTestApp, type TestApp } from "./testing/test-app";

let app: TestApp;
before(async () => {
  app = await startTestApp({ demo: true, productLimit: 30 });
});
after(() => app.close());

/** How many queries the compiled documents answered, and how many they handed back to graphql-js. */
async function compiledCounts(): Promise<{ compiled: number; retried: number }> {
  const text = await (await fetch(`${app.url}/metrics`)).text();
  const count = (outcome: string) => Number(new RegExp(`^store_graphql_compiled_total\\{outcome="${outcome}"\\} (\\d+)$`, "m").exec(text)?.[1] ?? 0);
  return { compiled: count("compiled"), retried: count("retried") };
}

// The web app's card grid and product page, as codegen sends them (fragments, nested objects, getters).
const GRID = `query ProductGrid($category: String, $offset: Int!, $limit: Int!) {
  products(category: $category, offset: $offset, limit: $limit) { items { id title inWishlist ...Card } total hasMore }
}
fragment Card on Product { id title price soldOut sizes image { id url srcSet width height } }`;
const DETAIL = `query ProductDetails($id: ID!) {
  product(id: $id) { id title price stock sizes category description materials careguide inWishlist createdAt image { id url srcSet width height } }
}`;

describe("known documents run compiled (graphql-jit)", () => {
  test("a document seen again answers compiled, the same as graphql-js answered it", async () => {
    const guest = new HttpClient(app.url);
    const before = await compiledCounts();
    const first = await guest.gql(GRID, { offset: 0, limit: 24 });
    assert.equal(first.errors, undefined, JSON.stringify(first.errors));
    assert.equal(first.data.products.items.length, 24);
    const again = [await guest.gql(GRID, { offset: 0, limit: 24 }), await guest.gql(GRID, { offset: 0, limit: 24 })];
    for (const answer of again) assert.deepEqual(answer, first);
    const after = await compiledCounts();
    assert.equal(after.compiled - before.compiled, 2, "the second and third runs are compiled");
    assert.equal(after.retried, before.retried);

    const id = first.data.products.items[0].id;
    const details = [];
    for (let i = 0; i < 3; i++) details.push(await guest.gql(DETAIL, { id }));
    assert.equal(details[0].data.product.id, id);
    assert.deepEqual(details[1], details[0]);
    assert.deepEqual(details[2], details[0]);
  });

  test("a shopper's hearts come through the compiled document too", async () => {
    const { client } = await signedInShopper(app);
    const grid = await client.gql(GRID, { offset: 0, limit: 5 });
    const id = grid.data.products.items[2].id;
    const added = await client.gql(`mutation($id: ID!) { addToWishlist(productId: $id) { id } }`, { id });
    assert.equal(added.errors, undefined, JSON.stringify(added.errors));
    const before = await compiledCounts();
    const hearts = (await client.gql(GRID, { offset: 0, limit: 5 })).data.products.items.map((item: { inWishlist: boolean }) => item.inWishlist);
    assert.deepEqual(hearts, [false, false, true, false, false]);
    assert.equal((await compiledCounts()).compiled - before.compiled, 1);
  });

  test("errors are answered by graphql-js exactly as before: a rule's refusal, a bad variable, a role missing", async () => {
    const guest = new HttpClient(app.url);
    const cases: [string, Record<string, unknown>, string][] = [
      [GRID, { category: "spaceships", offset: 0, limit: 3 }, "NOT_FOUND"],
      [GRID, { offset: 0, limit: 1000 }, "BAD_USER_INPUT"],
      [GRID, { offset: "zero", limit: 3 }, "BAD_USER_INPUT"],
      [`query Bag { cart { id } }`, {}, "UNAUTHENTICATED"],
    ];
    for (const [query, variables, code] of cases) {
      const before = await compiledCounts();
      const answers = [];
      for (let i = 0; i < 3; i++) {
        const response = await guest.request("POST", "/graphql", { json: { query, variables } });
        answers.push({ status: response.status, body: await response.json() });
      }
      assert.equal(answers[0].body.errors?.[0]?.extensions?.code, code, JSON.stringify(answers[0]));
      assert.doesNotMatch(JSON.stringify(answers[0]), /stack|SELECT/);
      assert.deepEqual(answers[1], answers[0]);
      assert.deepEqual(answers[2], answers[0]);
      const after = await compiledCounts();
      assert.equal(after.compiled, before.compiled, `${code}: no error is answered from a compiled run`);
    }
  });

  test("mutations are never compiled", async () => {
    const { client } = await signedInShopper(app);
    const grid = await client.gql(GRID, { offset: 0, limit: 1 });
    const before = await compiledCounts();
    for (let i = 0; i < 3; i++) {
      const { errors } = await client.gql(`mutation Heart($id: ID!) { addToWishlist(productId: $id) { id } }`, { id: grid.data.products.items[0].id });
      assert.equal(errors, undefined);
    }
    const after = await compiledCounts();
    assert.deepEqual(after, before);
  });
});
