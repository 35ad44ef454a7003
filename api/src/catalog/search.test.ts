import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { HttpClient } from "../testing/http-client";
import { useTestApp } from "../testing/use-test-app";

let http: HttpClient;
const app = useTestApp({ demo: true, productLimit: 60 }, () => {
  http = new HttpClient(app.url);
});

const SEARCH = `query($q: String!) { searchProducts(query: $q, limit: 100) { total correctedQuery items { id title category description materials } } }`;
const search = async (q: string) => (await http.gql(SEARCH, { q })).data.searchProducts;

/** Whether every title matching `pattern` comes before every one that does not. */
function titlesFirst(items: { title: string }[], pattern: RegExp): boolean {
  const firstOther = items.findIndex((item) => !pattern.test(item.title));
  return firstOther === -1 || items.slice(firstOther).every((item) => !pattern.test(item.title));
}

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
    // Answered as "jacket" is: the jackets first (then what mentions jackets elsewhere).
    assert.equal(found.correctedQuery, "jacket");
    assert.deepEqual(found.items, (await search("jacket")).items);
    assert.ok(titlesFirst(found.items, /jacket/i), "jackets first");
  });

  test("the title itself first, then titles starting with the words, then title words starting with them, then the rest", async () => {
    // Its own products, with a made-up word no seeded product has.
    const [{ sellerId }] = await app.db.query(`SELECT "sellerId" FROM products WHERE "sellerId" IS NOT NULL LIMIT 1`);
    const add = (title: string, description: string) =>
      app.db.query(
        `INSERT INTO products (title, price, description, category, materials, careguide, stock, "sellerId") VALUES ($1, 999, $2, 'Men', 'Cotton', 'Wash cold', 5, $3)`,
        [title, description, sellerId],
      );
    await add("Warm Quokkaweave Coat", "A coat.");
    await add("Quokkaweave Coat Long", "A long coat.");
    await add("Plain Scarf", "Woven like a quokkaweave coat.");
    await add("Quokkaweave Coat", "The coat.");
    await add("Sweatquokkaweave Top", "A top.");
    const found = await search("quokkaweave coat");
    assert.deepEqual(
      found.items.map((p: { title: string }) => p.title),
      ["Quokkaweave Coat", "Quokkaweave Coat Long", "Warm Quokkaweave Coat", "Plain Scarf"],
      "a word merely inside another (Sweatquokkaweave) is no match",
    );
    assert.equal(found.correctedQuery, null);
  });

  test("a typo search answers for the closest title words, ranked as if typed, and says so", async () => {
    const [{ sellerId }] = await app.db.query(`SELECT "sellerId" FROM products WHERE "sellerId" IS NOT NULL LIMIT 1`);
    const add = (title: string) =>
      app.db.query(`INSERT INTO products (title, price, description, category, materials, careguide, stock, "sellerId") VALUES ($1, 999, 'Soft.', 'Men', 'Cotton', 'Wash cold', 5, $2)`, [
        title,
        sellerId,
      ]);
    // Trigrams alone put these first for "jaket" and "tshirt".
    await add("Cricket Jumper Zeta");
    await add("Hooded Zeta Sweatshirt");
    await add("Zeta T-shirt");
    await add("Zeta Field Jacket");
    const jaket = await search("jaket");
    assert.equal(jaket.correctedQuery, "jacket");
    assert.match(jaket.items[0].title, /jacket/i);
    assert.ok(titlesFirst(jaket.items, /jacket/i), jaket.items.map((p: { title: string }) => p.title).join(", "));
    assert.ok(!jaket.items.some((p: { title: string }) => p.title === "Cricket Jumper Zeta"));
    const tshirt = await search("tshirt");
    assert.equal(tshirt.correctedQuery, "t-shirt");
    assert.ok(tshirt.items.some((p: { title: string }) => p.title === "Zeta T-shirt"));
    assert.ok(tshirt.items.every((p: { title: string }) => !/sweatshirt/i.test(p.title)), tshirt.items.map((p: { title: string }) => p.title).join(", "));
    // Words that matched as typed are not corrected.
    assert.equal((await search("jacket")).correctedQuery, null);
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
