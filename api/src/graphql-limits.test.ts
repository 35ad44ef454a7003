import "reflect-metadata";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import type { DocumentNode } from "graphql";
import { repoRoot } from "./config";
import { GRAPHQL_LIMITS, measureOperations } from "./graphql-limits";
import { appSchema } from "./schema";
import { HttpClient } from "./testing/http-client";
import { type TestApp } from "./testing/test-app";
import { useTestApp } from "./testing/use-test-app";

/** Every operation the web app sends, as codegen wrote it into web/src/gql/graphql.ts. */
function webDocuments(): { name: string; document: DocumentNode }[] {
  const source = fs.readFileSync(path.join(repoRoot, "web/src/gql/graphql.ts"), "utf8");
  return [...source.matchAll(/^export const (\w+) = (\{.*\}) as unknown as /gm)].map(([, name, node]) => ({ name, document: JSON.parse(node) }));
}

/** The SQL statements sent since the counter's last reset that read the catalog. */
const searchStatements = (app: TestApp) => app.statements.statements.filter((sql) => /\bproducts\b/.test(sql));

async function post(url: string, body: unknown) {
  const response = await fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

test("every operation of the web app is within the limits, with room to spare", async () => {
  const schema = await appSchema();
  const documents = webDocuments();
  assert.ok(documents.length > 30, `${documents.length} documents found`);
  let deepest = 0;
  for (const { name, document } of documents) {
    for (const size of measureOperations(schema, document)) {
      assert.ok(size.depth <= GRAPHQL_LIMITS.maxDepth, `${name}: depth ${size.depth}`);
      assert.ok(size.aliases <= GRAPHQL_LIMITS.maxAliases, `${name}: ${size.aliases} aliases`);
      assert.ok(size.cost <= GRAPHQL_LIMITS.maxCost, `${name}: cost ${size.cost}`);
      deepest = Math.max(deepest, size.depth);
    }
  }
  // The depth limit is the client's deepest plus one: nothing nests far deeper than the store's own pages.
  assert.equal(GRAPHQL_LIMITS.maxDepth, deepest + 1);
});

describe("a running store", () => {
  const app = useTestApp({ demo: true, productLimit: 12 });

  test("1,000 aliases of a search are refused before anything runs, with 400 and a clear message", async () => {
    const query = `query Flood { ${Array.from({ length: 1000 }, (_, i) => `a${i}: searchProducts(query: "dress", limit: 100) { items { id } }`).join(" ")} }`;
    app.statements.reset();
    const { status, body } = await post(app.url, { query });
    assert.equal(status, 400);
    assert.equal(body.data, undefined);
    assert.ok(body.errors.some((error: { message: string }) => /uses 1000 aliases; at most 20 are allowed/.test(error.message)), JSON.stringify(body.errors).slice(0, 500));
    // (The background worker may run its own statements meanwhile: only the catalog's count.)
    assert.deepEqual(searchStatements(app), [], "no search ran");
  });

  test("3,000 aliases of products(limit: 100), the query that stalled everyone, are refused", async () => {
    const query = `{ ${Array.from({ length: 3000 }, (_, i) => `p${i}: products(limit: 100) { items { id title } }`).join(" ")} }`;
    app.statements.reset();
    const { status, body } = await post(app.url, { query });
    assert.equal(status, 400);
    assert.match(body.errors[0].message, /Document contains more th\w+ 20000 tokens/);
    assert.deepEqual(searchStatements(app), []);
  });

  test("a query nesting deeper than the web app does is refused with 400", async () => {
    // The deepest the client goes is fine.
    const fine = await post(app.url, { query: `{ cart { lines { product { image { url } } } } }` });
    assert.equal(fine.status, 200, JSON.stringify(fine.body));
    // Today's schema has no cycle, so only a selection it does not have nests deeper; the limit
    // holds even so, and will when the schema grows one.
    const { status, body } = await post(app.url, { query: `{ cart { lines { product { image { url { a { b } } } } } } }` });
    assert.equal(status, 400, JSON.stringify(body));
    assert.ok(body.errors.some((error: { message: string }) => /nests 7 fields deep; at most 6 are allowed/.test(error.message)), JSON.stringify(body.errors));
  });

  test("a query whose pages multiply past the cost limit is refused, fragments counted where they are spread", async () => {
    const order = `fragment O on Order { id status total canUpdate createdAt customerName customerEmail refundStatus sellerId
      items { id title image size quantity unitPrice lineTotal productId } history { id from to actorRole actorId createdAt } }`;
    const one = await post(app.url, { query: `${order} query One { myOrders(limit: 100) { items { ...O } } }` });
    assert.equal(one.status, 200, "one full page of orders is within the limit (a guest is refused by the role check, not the limit)");
    const { status, body } = await post(app.url, { query: `${order} query Two { a: myOrders(limit: 100) { items { ...O } } b: myOrders(limit: 100) { items { ...O } } }` });
    assert.equal(status, 400);
    assert.match(body.errors[0].message, /^Operation "Two" could answer \d+ fields \(every page counted at its limit\); at most 25000 are allowed/);
    // A variable counts as its largest value: validation happens once per document, before any variable.
    const withVariable = await post(app.url, { query: `${order} query($n: Int!) { a: myOrders(limit: $n) { items { ...O } } b: myOrders(limit: $n) { items { ...O } } }`, variables: { n: 1 } });
    assert.equal(withVariable.status, 400);
  });

  test("a JSON array of operations (batching) is refused", async () => {
    const { status, body } = await post(app.url, [{ query: "{ categories { name } }" }, { query: "{ categories { name } }" }]);
    assert.equal(status, 400);
    assert.match(JSON.stringify(body), /batching/i);
  });

  test("outside production, GraphiQL and introspection are on by default", async () => {
    const { status, body } = await post(app.url, { query: "{ __schema { queryType { name } } }" });
    assert.equal(status, 200);
    assert.equal(body.data.__schema.queryType.name, "Query");
    const page = await fetch(`${app.url}/graphql`, { headers: { accept: "text/html" } });
    assert.equal(page.status, 200);
    assert.match(await page.text(), /id="graphiql"/);
  });
});

describe("GRAPHQL_IDE=false (the production default)", () => {
  const app = useTestApp({ config: { graphqlIde: false } });

  test("introspection is refused and a browser gets no GraphiQL; queries still work", async () => {
    const { status, body } = await post(app.url, { query: "{ __schema { types { name } } }" });
    assert.equal(status, 400);
    assert.match(body.errors[0].message, /introspection is not allowed/i);
    const page = await fetch(`${app.url}/graphql`, { headers: { accept: "text/html" } });
    assert.notEqual(page.status, 200);
    assert.doesNotMatch(await page.text(), /id="graphiql"/);
    const { data, errors } = await new HttpClient(app.url).gql("{ categories { name } }");
    assert.equal(errors, undefined);
    assert.ok(data.categories.length > 0);
  });
});
