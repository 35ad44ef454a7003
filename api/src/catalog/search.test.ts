import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { HttpClient } from "../testing/http-client";
import { startTestApp, type TestApp } from "../testing/test-app";

let app: TestApp;
let http: HttpClient;
before(async () => {
  app = await startTestApp({ demo: true, productLimit: 60 });
  http = new HttpClient(app.url);
});
after(() => app.close());

const SEARCH = `query($q: String!) { searchProducts(query: $q, limit: 100) { total items { id title category description materials } } }`;
const search = async (q: string) => (await http.gql(SEARCH, { q })).data.searchProducts;

describe("search", () => {
  test("finds by title, category, description and materials", async () => {
    const [row] = await app.db.query(`SELECT id, title, category, materials FROM products WHERE title ILIKE '%jeans%' OR title ILIKE '%shirt%' ORDER BY title LIMIT 1`);
    const word = row.title.split(" ").find((w: string) => /jeans|shirt/i.test(w));
    const byTitle = await search(word.toLowerCase());
    assert.ok(byTitle.items.some((p: { id: string }) => p.id === row.id), `"${word}" finds ${row.title}`);
    assert.ok(byTitle.items[0].title.toLowerCase().includes(word.toLowerCase().replace(/s$/, "")), "title matches first");
    const byCategory = await search("denim");
    assert.ok(byCategory.items.some((p: { category: string }) => p.category === "Denim"));
    const byMaterial = await search("linen");
    assert.ok(byMaterial.total > 0);
    assert.ok(byMaterial.items.every((p: { title: string; description: string; materials: string; category: string }) => /linen/i.test(p.title + p.description + p.materials + p.category)));
  });

  test("forgives a typo in a title word", async () => {
    const [row] = await app.db.query(`SELECT id, title FROM products WHERE title ~* '\\mjeans\\M' LIMIT 1`);
    assert.ok(row, "the test catalog has jeans");
    const found = await search("jens");
    assert.ok(found.items.some((p: { id: string }) => p.id === row.id), `"jens" finds ${row.title}`);
  });

  test("forgives swapped letters when nothing matches exactly", async () => {
    const [row] = await app.db.query(`SELECT id, title FROM products WHERE title ~* '\\mjacket\\M' LIMIT 1`);
    assert.ok(row, "the test catalog has a jacket");
    const found = await search("jakcet");
    assert.ok(found.items.some((p: { id: string }) => p.id === row.id), `"jakcet" finds ${row.title}`);
    assert.ok(found.items.every((p: { title: string }) => /jacket/i.test(p.title)), "and only jackets");
  });

  test("nothing matching is an empty page; empty or huge queries are refused; SQL in a query is just words", async () => {
    assert.equal((await search("xylophone")).total, 0);
    for (const q of ["   ", "a".repeat(101)]) {
      const { errors } = await http.gql(SEARCH, { q });
      assert.equal(errors?.[0].extensions?.code, "BAD_USER_INPUT");
    }
    const weird = await http.gql(SEARCH, { q: `'); DROP TABLE products; -- "quoted" OR -` });
    assert.equal(weird.errors, undefined);
    assert.ok((await app.db.query(`SELECT count(*)::int AS n FROM products`))[0].n > 0);
  });

  test("uses the search indexes", async () => {
    await app.db.query("SET enable_seqscan = off");
    const plan: { "QUERY PLAN": string }[] = await app.db.query(
      `EXPLAIN SELECT id FROM products WHERE "searchVector" @@ websearch_to_tsquery('english', 'linen') OR 'jens' <% title`,
    );
    await app.db.query("SET enable_seqscan = on");
    const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
    assert.match(text, /products_search/);
    assert.match(text, /products_title_trgm/);
  });
});
