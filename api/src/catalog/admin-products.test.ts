import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import { assertAdminOnly, placePaidOrder, productOf, signedInAdmin, signedInSeller, signedInShopper } from "../testing/fixtures";
import { HttpClient } from "../testing/http-client";
import { useTestApp } from "../testing/use-test-app";

const app = useTestApp();

const ADMIN_PRODUCTS = `query($o: Int!) { adminProducts(offset: $o, limit: 100) { total hasMore items { id title onSale } } }`;
const ADMIN_PRODUCT = `query($id: ID!) { adminProduct(id: $id) { id title onSale } }`;
const SET_ON_SALE = `mutation($id: ID!, $on: Boolean!) { setProductOnSale(id: $id, onSale: $on) { id onSale } }`;
const GRID = `query($c: String) { products(category: $c, limit: 100) { total items { id } } }`;
const PRODUCT = `query($id: ID!) { product(id: $id) { id } }`;
const SEARCH = `query($q: String!) { searchProducts(query: $q, limit: 100) { total items { id } } }`;
const BAG = `{ cart { itemCount total lines { product { id } } } }`;

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe("who may see every product", () => {
  test("guests get 401, shoppers and sellers 403, over GraphQL (the legacy product paths are the shop's: see below)", async () => {
    const { seller } = await signedInSeller(app);
    const product = await productOf(app, seller.id);
    await assertAdminOnly(app, {
      graphql: [
        [ADMIN_PRODUCTS, { o: 0 }],
        [ADMIN_PRODUCT, { id: product.id }],
        [SET_ON_SALE, { id: product.id, on: false }],
      ],
    });
    const [row] = await app.db.query(`SELECT "onSale" FROM products WHERE id = $1`, [product.id]);
    assert.equal(row.onSale, true, "nothing changed");
  });
});

describe("taking products off sale", () => {
  test("the admin sees every product, on sale or not, newest first", async () => {
    const { client } = await signedInAdmin(app);
    const { seller } = await signedInSeller(app);
    const older = await productOf(app, seller.id);
    const newer = await productOf(app, seller.id);
    await app.db.query(`UPDATE products SET "onSale" = false WHERE id = $1`, [older.id]);
    const { data, errors } = await client.gql(ADMIN_PRODUCTS, { o: 0 });
    assert.equal(errors, undefined);
    const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM products`);
    assert.equal(data.adminProducts.total, n);
    assert.deepEqual(data.adminProducts.items.slice(0, 2), [
      { id: newer.id, title: newer.title, onSale: true },
      { id: older.id, title: older.title, onSale: false },
    ]);
    assert.deepEqual((await client.gql(ADMIN_PRODUCT, { id: older.id })).data.adminProduct, { id: older.id, title: older.title, onSale: false });
    for (const id of [randomUUID(), "nope"]) assert.equal((await client.gql(ADMIN_PRODUCT, { id })).data.adminProduct, null);
    const missing = await client.gql(SET_ON_SALE, { id: randomUUID(), on: false });
    assert.deepEqual([missing.errors?.[0].extensions?.code, missing.errors?.[0].message], ["NOT_FOUND", "Product not found"]);
  });

  test("an off-sale product vanishes from grids, categories, search, detail, favourites and the bag, and comes back", async () => {
    const { client: admin } = await signedInAdmin(app);
    const { seller } = await signedInSeller(app);
    const title = `Saffron Linen Kurta ${process.pid}`;
    const product = await productOf(app, seller.id, title);
    const other = await productOf(app, seller.id);
    const shopper = await signedInShopper(app);
    await shopper.client.gql(`mutation($p: ID!) { addToWishlist(productId: $p) { id } }`, { p: product.id });
    for (const id of [product.id, other.id]) await shopper.client.gql(`mutation($p: ID!) { addToCart(productId: $p) { itemCount } }`, { p: id });
    const guest = new HttpClient(app.url);

    const visible = async (client: HttpClient) => {
      const grid = ids((await client.gql(GRID, {})).data.products.items).includes(product.id);
      const category = ids((await client.gql(GRID, { c: "Men" })).data.products.items).includes(product.id);
      const search = ids((await client.gql(SEARCH, { q: "saffron kurta" })).data.searchProducts.items).includes(product.id);
      const detail = (await client.gql(PRODUCT, { id: product.id })).data.product !== null;
      const legacyAll = ids((await client.rest("GET", "/product/get-all-products")).body.data.map((p: { _id: string }) => ({ id: p._id }))).includes(product.id);
      const legacyCategory = (await client.rest("GET", "/product/Men")).body.data.some((p: { _id: string }) => p._id === product.id);
      const legacyDetail = (await client.rest("GET", `/product/get-product/${product.id}`)).status === 200;
      return [grid, category, search, detail, legacyAll, legacyCategory, legacyDetail];
    };
    assert.deepEqual(await visible(guest), Array(7).fill(true));

    const off = await admin.gql(SET_ON_SALE, { id: product.id, on: false });
    assert.deepEqual(off.data.setProductOnSale, { id: product.id, onSale: false });
    assert.deepEqual(await visible(guest), Array(7).fill(false), "gone for guests");
    assert.deepEqual(await visible(shopper.client), Array(7).fill(false), "gone for shoppers");
    assert.equal((await guest.rest("GET", `/product/get-product/${product.id}`)).body.message, "Product not found");
    // The admin's own screens read the same legacy paths and see it, marked.
    const adminAll = (await admin.rest("GET", "/product/get-all-products")).body.data.find((p: { _id: string }) => p._id === product.id);
    assert.equal(adminAll.onSale, false);
    assert.equal((await admin.rest("GET", `/product/get-product/${product.id}`)).body.data.onSale, false);

    const favourites = await shopper.client.gql(`{ wishlist { items { id } } }`);
    assert.deepEqual(ids(favourites.data.wishlist.items), []);
    assert.equal((await shopper.client.rest("GET", "/wishlist/get-wishlist")).body.data.products.length, 0);
    const bag = (await shopper.client.gql(BAG)).data.cart;
    assert.deepEqual([bag.itemCount, bag.total, bag.lines.map((line: { product: { id: string } }) => line.product.id)], [1, other.price, [other.id]]);
    const add = await shopper.client.gql(`mutation($p: ID!) { addToCart(productId: $p) { itemCount } }`, { p: product.id });
    assert.deepEqual([add.errors?.[0].extensions?.code, add.errors?.[0].message], ["CONFLICT", "This product is no longer for sale"]);
    const legacyAdd = await shopper.client.rest("POST", "/cart/add-to-cart", { productId: product.id });
    assert.deepEqual([legacyAdd.status, legacyAdd.body.message], [409, "This product is no longer for sale"]);

    // Checkout takes only what is for sale; the hidden line stays in the bag.
    const [orderId] = await placePaidOrder(app, shopper.client, []);
    const [order] = await app.db.query(`SELECT total FROM orders WHERE id = $1`, [orderId]);
    assert.equal(order.total, other.price);
    assert.equal((await app.db.query(`SELECT count(*)::int AS n FROM cart_lines WHERE "productId" = $1`, [product.id]))[0].n, 1);

    const on = await admin.gql(SET_ON_SALE, { id: product.id, on: true });
    assert.equal(on.data.setProductOnSale.onSale, true);
    assert.deepEqual(await visible(shopper.client), Array(7).fill(true), "back for shoppers");
    assert.deepEqual(ids((await shopper.client.gql(`{ wishlist { items { id } } }`)).data.wishlist.items), [product.id]);
    assert.equal((await shopper.client.gql(BAG)).data.cart.lines[0].product.id, product.id, "the bag line is back");
  });

  test("the shop's grid still costs two statements with off-sale products among them", async () => {
    const { client: admin } = await signedInAdmin(app);
    const { seller } = await signedInSeller(app);
    const product = await productOf(app, seller.id);
    await admin.gql(SET_ON_SALE, { id: product.id, on: false });
    const guest = new HttpClient(app.url);
    app.statements.reset();
    const { data } = await guest.gql(`{ products(limit: 100) { total items { id title price sizes inWishlist image { url } } } }`);
    assert.ok(app.statements.count <= 2, `${app.statements.count} statements: ${app.statements.statements.join("\n")}`);
    const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM products WHERE "onSale"`);
    assert.equal(data.products.total, n);
    assert.ok(!ids(data.products.items).includes(product.id));
  });
});
