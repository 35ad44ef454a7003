import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { setProductStock, signedInShopper } from "../testing/fixtures";
import { HttpClient } from "../testing/http-client";
import { useTestApp } from "../testing/use-test-app";

let http: HttpClient;
const app = useTestApp({ demo: true, productLimit: 60 }, () => {
  http = new HttpClient(app.url);
});

type Item = { id: string; price: number; category: string; sizes: string[]; soldOut: boolean };

const GRID = `query($c: String, $s: ProductSort, $f: ProductFilterInput, $o: Int!, $l: Int!) {
  products(category: $c, sort: $s, filter: $f, offset: $o, limit: $l) { total hasMore items { id price category sizes soldOut } }
}`;

/** Every page of a grid, three at a time, as "Load more" walks it. */
async function walk(variables: Record<string, unknown>): Promise<{ total: number; items: Item[] }> {
  const items: Item[] = [];
  for (let offset = 0; ; offset += 3) {
    const { data, errors } = await http.gql(GRID, { ...variables, o: offset, l: 3 });
    assert.equal(errors, undefined, JSON.stringify(errors));
    items.push(...data.products.items);
    if (!data.products.hasMore) return { total: data.products.total, items };
  }
}

const ascending = (prices: number[]) => prices.every((price, index) => index === 0 || prices[index - 1] <= price);

describe("sorting and filtering a grid (issue 26)", () => {
  test("by price low to high and high to low, pages without overlap", async () => {
    const up = await walk({ c: "Ladies", s: "PRICE_ASC" });
    const down = await walk({ c: "Ladies", s: "PRICE_DESC" });
    const newest = await walk({ c: "Ladies" });
    assert.ok(up.total > 3);
    assert.equal(up.items.length, up.total);
    assert.equal(new Set(up.items.map((item) => item.id)).size, up.total);
    assert.ok(ascending(up.items.map((item) => item.price)));
    assert.deepEqual(down.items.map((item) => item.id), [...up.items].reverse().map((item) => item.id));
    assert.deepEqual(new Set(newest.items.map((item) => item.id)), new Set(up.items.map((item) => item.id)));
  });

  test("by size (the product's own sizes, else its category's) and a price range, inclusive", async () => {
    const everything = await walk({});
    const [own] = await app.db.query(`SELECT id FROM products WHERE category = 'Ladies' AND "onSale" LIMIT 1`);
    await app.db.query(`UPDATE products SET "ownSizes" = '{XS}' WHERE id = $1`, [own.id]);
    const mediums = await walk({ f: { size: "M" } });
    assert.ok(mediums.total > 0);
    assert.ok(mediums.items.every((item) => item.sizes.includes("M")));
    const expected = (await walk({})).items.filter((item) => item.sizes.includes("M")).map((item) => item.id);
    assert.deepEqual(mediums.items.map((item) => item.id), expected);
    assert.ok(!mediums.items.some((item) => item.id === own.id), "its own sizes win over the category's");

    const prices = everything.items.map((item) => item.price).sort((a, b) => a - b);
    const [min, max] = [prices[Math.floor(prices.length / 4)], prices[Math.floor((prices.length * 3) / 4)]];
    const range = await walk({ f: { minPrice: min, maxPrice: max }, s: "PRICE_ASC" });
    assert.equal(range.total, prices.filter((price) => price >= min && price <= max).length);
    assert.equal(range.items[0].price, min);
    assert.equal(range.items.at(-1)!.price, max);
  });

  test("sorted and filtered, a grid is still one statement for a guest and two for a shopper", async () => {
    app.statements.reset();
    const { data } = await http.gql(GRID, { c: "Ladies", s: "PRICE_DESC", f: { size: "M", minPrice: 1, maxPrice: 100000 }, o: 0, l: 24 });
    assert.ok(data.products.items.length > 0);
    assert.equal(app.statements.count, 1, app.statements.statements.join("\n"));
    const { client } = await signedInShopper(app);
    app.statements.reset();
    const signedIn = await client.gql(GRID.replace("soldOut", "soldOut inWishlist"), { c: "Ladies", s: "PRICE_ASC", f: { size: "M" }, o: 0, l: 24 });
    assert.equal(signedIn.errors, undefined);
    assert.ok(app.statements.count <= 2, app.statements.statements.join("\n"));
  });

  test("search results take the same sort and filter", async () => {
    const SEARCH = `query($q: String!, $s: ProductSort, $f: ProductFilterInput) { searchProducts(query: $q, sort: $s, filter: $f, limit: 100) { total items { id price sizes } } }`;
    const all = (await http.gql(SEARCH, { q: "cotton" })).data.searchProducts;
    assert.ok(all.total > 2);
    const cheapFirst = (await http.gql(SEARCH, { q: "cotton", s: "PRICE_ASC" })).data.searchProducts;
    assert.ok(ascending(cheapFirst.items.map((item: Item) => item.price)));
    assert.equal(cheapFirst.total, all.total);
    const max = cheapFirst.items[1].price;
    const narrowed = (await http.gql(SEARCH, { q: "cotton", f: { maxPrice: max } })).data.searchProducts;
    assert.ok(narrowed.items.every((item: Item) => item.price <= max));
    assert.equal(narrowed.total, all.items.filter((item: Item) => item.price <= max).length);
  });

  test("a bad filter is a clear BAD_USER_INPUT", async () => {
    for (const f of [{ minPrice: -1 }, { minPrice: 500, maxPrice: 100 }, { size: "" }, { size: "x".repeat(21) }]) {
      const { errors } = await http.gql(GRID, { f, o: 0, l: 3 });
      assert.equal(errors?.[0].extensions?.code, "BAD_USER_INPUT", JSON.stringify(f));
      assert.doesNotMatch(errors[0].message, /SELECT|products/);
    }
    const { errors } = await http.gql(GRID, { s: "CHEAPEST", o: 0, l: 3 });
    assert.ok(errors?.length);
  });
});

describe("category paths and sold-out products (issue 26)", () => {
  test("a category answers whatever the case of its name; an unknown one stays NOT_FOUND", async () => {
    const exact = await walk({ c: "Ladies" });
    const lower = await walk({ c: "ladies" });
    assert.ok(exact.total > 0);
    assert.deepEqual(lower.items.map((item) => item.id), exact.items.map((item) => item.id));
    assert.ok(lower.items.every((item) => item.category === "Ladies"));
    const { errors } = await http.gql(GRID, { c: "spaceships", o: 0, l: 3 });
    assert.equal(errors?.[0].extensions?.code, "NOT_FOUND");
    const rest = await http.rest("GET", "/product/sales");
    assert.equal(rest.status, 200);
    assert.ok(rest.body.data.every((product: { category: string }) => product.category === "Sales"));
  });

  test("a product with no stock is soldOut, and adding it to a bag is still refused", async () => {
    const [row] = await app.db.query(`SELECT id, title FROM products WHERE "onSale" AND cardinality("ownSizes") = 0 AND category = 'Men' LIMIT 1`);
    await setProductStock(app, row.id, 0);
    const { items } = await walk({ c: "Men" });
    assert.equal(items.find((item) => item.id === row.id)?.soldOut, true);
    assert.ok(items.filter((item) => item.id !== row.id).every((item) => item.soldOut === false));
    const { client } = await signedInShopper(app);
    const added = await client.gql(`mutation($id: ID!) { addToCart(productId: $id) { lines { id } } }`, { id: row.id });
    assert.match(added.errors?.[0].message ?? "", /Insufficient stock/);
  });
});
