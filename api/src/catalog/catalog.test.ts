import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { CATEGORY_SIZES } from "./seed-catalog";
import { signedInShopper } from "../testing/fixtures";
import { HttpClient } from "../testing/http-client";
import { useTestApp } from "../testing/use-test-app";

let http: HttpClient;
const app = useTestApp({ demo: true, productLimit: 40 }, () => {
  http = new HttpClient(app.url);
});

const PRODUCT_FIELDS = `id title price description category materials careguide stock sizes image { url srcSet width height }`;

describe("categories", () => {
  test("every category of the documents, with the size table's sizes", async () => {
    const { data } = await http.gql(`{ categories { name sizes } }`);
    const byName = Object.fromEntries(data.categories.map((c: { name: string; sizes: string[] }) => [c.name, c.sizes]));
    for (const name of ["Ladies", "Men", "Kids", "Baby", "accessories", "Sales", "Denim", "Transitional-fits", "Preppy luxe", "New neutrals", "Modern romance", "New-utilitarian", "Hot-sellers", "Activewear-by-Move", "Kids2-8y", "Kids9-14y"]) {
      assert.ok(name in byName, name);
    }
    assert.deepEqual(byName.Ladies, ["XS", "S", "M", "L", "XL", "XXL"]);
    assert.deepEqual(byName["Kids9-14y"], ["8-9Y", "9-10Y", "10-11Y", "11-12Y", "12-13Y", "13-14Y", "14+"]);
    assert.deepEqual(byName.Baby, ["4-6M", "6-9M", "9-12M", "11-12M", "12-18M", "1-2Y", "2-3Y", "3-4Y"]);
    assert.deepEqual(byName["Kids2-8y"], ["1-2Y", "2-3Y", "3-4Y", "4-5Y", "5-6Y", "6-7Y", "7-8Y", "8-9Y", "9-10Y"]);
    assert.deepEqual(byName.Men, []);
    assert.deepEqual(byName, CATEGORY_SIZES);
  });
});

describe("product grid", () => {
  test("pages through a category with its total, newest first, without overlap", async () => {
    const { data: all } = await http.gql(`{ products(limit: 100) { total items { id category } } }`);
    const category = all.products.items[0].category;
    const expected = all.products.items.filter((p: { category: string }) => p.category === category).map((p: { id: string }) => p.id);
    const seen: string[] = [];
    for (let offset = 0; ; offset += 2) {
      const { data, errors } = await http.gql(`query($c: String, $o: Int!) { products(category: $c, offset: $o, limit: 2) { total offset limit hasMore items { id category } } }`, { c: category, o: offset });
      assert.equal(errors, undefined);
      assert.equal(data.products.total, expected.length);
      for (const item of data.products.items) assert.equal(item.category, category);
      seen.push(...data.products.items.map((p: { id: string }) => p.id));
      if (!data.products.hasMore) break;
    }
    assert.deepEqual(seen, expected);
  });

  test("a grid costs at most two SQL statements, whatever its size", async () => {
    for (const limit of [1, 10, 40]) {
      app.statements.reset();
      const { data } = await http.gql(`query($l: Int!) { products(limit: $l) { total items { ${PRODUCT_FIELDS} } } }`, { l: limit });
      assert.equal(data.products.items.length, limit);
      assert.ok(app.statements.count <= 2, `${app.statements.count} statements for ${limit} products:\n${app.statements.statements.join("\n")}`);
    }
  });

  test("a signed-in shopper's grid, favourites and session included, costs at most two statements whatever its size", async () => {
    const { client, user } = await signedInShopper(app);
    const { data: first } = await http.gql(`{ products(limit: 3) { items { id } } }`);
    const kept = first.products.items[1].id;
    const added = await client.gql(`mutation($id: ID!) { addToWishlist(productId: $id) { id } }`, { id: kept });
    assert.equal(added.errors, undefined);
    for (const limit of [1, 10, 40]) {
      app.statements.reset();
      const { data, errors } = await client.gql(`query($l: Int!) { products(limit: $l) { total items { id inWishlist ${PRODUCT_FIELDS} } } }`, { l: limit });
      assert.equal(errors, undefined);
      assert.equal(data.products.items.length, limit);
      assert.ok(app.statements.count <= 2, `${app.statements.count} statements for ${limit} products:\n${app.statements.statements.join("\n")}`);
      const favourites = data.products.items.filter((item: { inWishlist: boolean }) => item.inWishlist).map((item: { id: string }) => item.id);
      assert.deepEqual(favourites, limit > 1 ? [kept] : []);
    }
    // A deactivated shopper's grid shows no favourites (and still reads them in no extra statement).
    await app.db.query(`UPDATE users SET "isActive" = false WHERE id = $1`, [user.id]);
    const { data } = await client.gql(`{ products(limit: 3) { items { id inWishlist } } }`);
    assert.deepEqual(data.products.items.map((item: { inWishlist: boolean }) => item.inWishlist), [false, false, false]);
  });

  test("a grid reads only the columns of the fields asked for, and answers every field asked for, through fragments", async () => {
    // Every field of Product, from the schema itself: a field added later is asked for here too.
    const { data: type } = await http.gql(`{ __type(name: "Product") { fields { name type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } }`);
    type TypeRef = { kind: string; ofType?: TypeRef | null };
    type NamedRef = TypeRef & { name?: string };
    const named = (ref: NamedRef): NamedRef => (ref.ofType ? named(ref.ofType) : ref);
    const SUBFIELDS: Record<string, string> = { Image: "id url srcSet width height", SizeStock: "size stock soldOut" };
    const every = type.__type.fields
      .map((field: { name: string; type: NamedRef }) => (named(field.type).kind === "OBJECT" ? `${field.name} { ${SUBFIELDS[named(field.type).name!]} }` : field.name))
      .join(" ");
    const { data: grid, errors } = await http.gql(`{ products(limit: 5) { items { ...every } } } fragment every on Product { ${every} }`);
    assert.equal(errors, undefined);
    for (const item of grid.products.items) {
      const { data } = await http.gql(`query($id: ID!) { product(id: $id) { ${every} } }`, { id: item.id });
      assert.deepEqual(item, data.product);
    }

    app.statements.reset();
    const { data: cards } = await http.gql(`{ products(limit: 5) { items { id ... on Product { title } } } }`);
    assert.deepEqual(cards.products.items, grid.products.items.map(({ id, title }: { id: string; title: string }) => ({ id, title })));
    const sql = app.statements.statements.find((statement) => /FROM "?products"?/.test(statement));
    assert.ok(sql, app.statements.statements.join("\n"));
    assert.doesNotMatch(sql, /description|careguide|materials|product_sizes|images|categories c /);
    // The page is chosen in an inner query, which may read what it orders by; the answer's columns are only those asked for.
    assert.doesNotMatch(sql.slice(0, sql.indexOf(" FROM ")), /createdAt/);
  });

  test("a product's own sizes win; otherwise its category's apply", async () => {
    const { data } = await http.gql(`{ categories { name sizes } }`);
    const sizesOf = Object.fromEntries(data.categories.map((c: { name: string; sizes: string[] }) => [c.name, c.sizes]));
    const [withoutOwn] = await app.db.query(`SELECT id, category FROM products WHERE cardinality("ownSizes") = 0 AND category = 'Ladies' LIMIT 1`);
    await app.db.query(`UPDATE products SET "ownSizes" = '{S,M}' WHERE id = (SELECT id FROM products WHERE id <> $1 AND category = 'Ladies' LIMIT 1)`, [withoutOwn.id]);
    const [withOwn] = await app.db.query(`SELECT id, "ownSizes" FROM products WHERE "ownSizes" = '{S,M}'`);
    const { data: one } = await http.gql(`query($id: ID!) { product(id: $id) { sizes } }`, { id: withOwn.id });
    assert.deepEqual(one.product.sizes, ["S", "M"]);
    const { data: other } = await http.gql(`query($id: ID!) { product(id: $id) { sizes } }`, { id: withoutOwn.id });
    assert.deepEqual(other.product.sizes, sizesOf[withoutOwn.category]);
  });

  test("an unknown category is NOT_FOUND; a known empty one is an empty page", async () => {
    const unknown = await http.gql(`{ products(category: "Spaceships") { total } }`);
    assert.equal(unknown.errors?.[0].extensions?.code, "NOT_FOUND");
    assert.equal(unknown.errors?.[0].message, "Category not found");
    await app.db.query(`INSERT INTO categories (name, sizes, position) VALUES ('Swimwear', '{}', 99) ON CONFLICT DO NOTHING`);
    const empty = await http.gql(`{ products(category: "Swimwear") { total items { id } } }`);
    assert.deepEqual(empty.data.products, { total: 0, items: [] });
  });

  test("limits outside 1..100 and negative offsets are refused", async () => {
    for (const args of ["limit: 0", "limit: 101", "offset: -1"]) {
      const { errors } = await http.gql(`{ products(${args}) { total } }`);
      assert.equal(errors?.[0].extensions?.code, "BAD_USER_INPUT", args);
    }
  });
});

describe("product detail", () => {
  test("by id, with image URLs in several widths", async () => {
    const { data: list } = await http.gql(`{ products(limit: 1) { items { id } } }`);
    const { data } = await http.gql(`query($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} } }`, { id: list.products.items[0].id });
    const product = data.product;
    assert.ok(product.title && product.description && product.materials && product.careguide);
    assert.ok(Number.isInteger(product.price) && product.price > 0);
    assert.ok(Number.isInteger(product.stock) && product.stock >= 0);
    assert.match(product.image.url, /^\/images\/[0-9a-f-]{36}\/\d+\.webp$/);
    assert.deepEqual(product.image.srcSet.split(", ").map((entry: string) => entry.split(" ")[1]), ["320w", "640w"]);
    assert.ok(Math.abs(product.image.width * 4 - product.image.height * 3) <= 4, "pictures are 3:4");
  });

  test("an unknown or malformed id is null in GraphQL and 404 over REST", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "'; DROP TABLE products; --"]) {
      const { data, errors } = await http.gql(`query($id: ID!) { product(id: $id) { id } }`, { id });
      assert.equal(errors, undefined);
      assert.equal(data.product, null);
      const rest = await http.rest("GET", `/product/get-product/${encodeURIComponent(id)}`);
      assert.deepEqual([rest.status, rest.body.message], [404, "Product not found"]);
    }
  });
});

describe("legacy REST catalog", () => {
  test("get-all-products answers every product in the legacy shape", async () => {
    const { status, body } = await http.rest("GET", "/product/get-all-products");
    assert.equal(status, 200);
    assert.equal(body.data.length, 40);
    const product = body.data[0];
    for (const key of ["_id", "title", "price", "image", "description", "category", "materials", "careguid", "stock", "sizes"]) assert.ok(key in product, key);
    assert.ok(product.image.startsWith(`${http.baseUrl}/images/`), "absolute, on the store's public origin");
  });

  test("/product/{category} lists one category; spaces in names work; unknown is 404", async () => {
    const { data } = await http.gql(`{ products(limit: 100) { items { category } } }`);
    const category = data.products.items.find((p: { category: string }) => p.category.includes(" "))?.category ?? data.products.items[0].category;
    const { status, body } = await http.rest("GET", `/product/${encodeURIComponent(category)}`);
    assert.equal(status, 200);
    assert.ok(body.data.length > 0);
    for (const product of body.data) assert.equal(product.category, category);
    const unknown = await http.rest("GET", "/product/Spaceships");
    assert.deepEqual([unknown.status, unknown.body.message], [404, "Category not found"]);
  });

  test("get-product/{id} answers the product", async () => {
    const { body: all } = await http.rest("GET", "/product/get-all-products");
    const { status, body } = await http.rest("GET", `/product/get-product/${all.data[3]._id}`);
    assert.equal(status, 200);
    assert.deepEqual(body.data, all.data[3]);
  });
});
