import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { HttpClient } from "../testing/http-client";
import { pickProduct, setProductStock, signedInShopper } from "../testing/fixtures";
import { CartLine } from "./cart-line.entity";
import { useTestApp } from "../testing/use-test-app";

const app = useTestApp({ demo: true, productLimit: 40 });

const CART = `id itemCount subtotal delivery total lines { id size count unitPrice lineTotal product { id title price stock } }`;
const ADD = `mutation($p: ID!, $s: String) { addToCart(productId: $p, size: $s) { ${CART} } }`;
const SET = `mutation($l: ID!, $c: Int!) { setCartLineCount(lineId: $l, count: $c) { ${CART} } }`;

describe("shopping bag", () => {
  test("two sizes make two lines; the same size again counts up; totals come from the catalog", async () => {
    const product = await pickProduct(app, { withSizes: true, minStock: 5 });
    const { client, user } = await signedInShopper(app);
    await client.gql(ADD, { p: product.id, s: product.sizes[0] });
    await client.gql(ADD, { p: product.id, s: product.sizes[1] });
    const { data, errors } = await client.gql(ADD, { p: product.id, s: product.sizes[0] });
    assert.equal(errors, undefined);
    const cart = data.addToCart;
    assert.equal(cart.id, user.id);
    assert.deepEqual(cart.lines.map((l: { size: string; count: number }) => [l.size, l.count]), [[product.sizes[0], 2], [product.sizes[1], 1]]);
    assert.equal(cart.itemCount, 3);
    assert.equal(cart.subtotal, product.price * 3);
    assert.deepEqual([cart.delivery, cart.total], [0, product.price * 3]);
    // A price change shows at once: the bag keeps no prices of its own.
    await app.db.query(`UPDATE products SET price = price + 100 WHERE id = $1`, [product.id]);
    const after = await client.gql(`{ cart { total lines { unitPrice } } }`);
    assert.equal(after.data.cart.total, (product.price + 100) * 3);
    await app.db.query(`UPDATE products SET price = price - 100 WHERE id = $1`, [product.id]);
  });

  test("a size is required where the product has sizes, and must be one it offers", async () => {
    const product = await pickProduct(app, { withSizes: true });
    const { client, user } = await signedInShopper(app);
    const none = await client.rest("POST", "/cart/add-to-cart", { productId: product.id });
    assert.deepEqual([none.status, none.body.message], [400, "Please select a size before adding to cart."]);
    const odd = await client.gql(ADD, { p: product.id, s: "XXXL-not-offered" });
    assert.equal(odd.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.equal(await app.db.getRepository(CartLine).countBy({ userId: user.id }), 0);
  });

  test("a product without sizes goes in without one", async () => {
    const product = await pickProduct(app, { withSizes: false });
    const { client } = await signedInShopper(app);
    const { data } = await client.gql(ADD, { p: product.id, s: null });
    assert.deepEqual(data.addToCart.lines.map((l: { size: string | null }) => l.size), [null]);
  });

  test("counts stay between 1 and the chosen size's stock; a size with none left cannot be added", async () => {
    const product = await pickProduct(app, { withSizes: true, minStock: 2, minSizes: 3 });
    const [first, second, third] = product.sizes;
    await setProductStock(app, product.id, { [first]: 3, [second]: 0, [third]: 1 });
    const { client } = await signedInShopper(app);
    const added = await client.gql(ADD, { p: product.id, s: first });
    const lineId = added.data.addToCart.lines[0].id;
    assert.equal((await client.gql(SET, { l: lineId, c: 3 })).data.setCartLineCount.itemCount, 3);
    const over = await client.gql(SET, { l: lineId, c: 4 });
    assert.equal(over.errors?.[0].extensions?.code, "CONFLICT");
    assert.equal(over.errors?.[0].message, `Insufficient stock for ${product.title}`);
    const soldOutSize = await client.gql(ADD, { p: product.id, s: second });
    assert.equal(soldOutSize.errors?.[0].message, `Insufficient stock for ${product.title}`, "none left in this size, though the product has 4");
    const otherSize = await client.gql(ADD, { p: product.id, s: third });
    assert.equal(otherSize.data?.addToCart.lines.length, 2, "a size with stock of its own is added beside the full one");
    const twice = await client.gql(ADD, { p: product.id, s: third });
    assert.equal(twice.errors?.[0].message, `Insufficient stock for ${product.title}`, "one left in this size");
    const zero = await client.gql(SET, { l: lineId, c: 0 });
    assert.equal(zero.errors?.[0].message, "Quantity must be at least 1");
    assert.equal((await client.gql(`{ cart { itemCount } }`)).data.cart.itemCount, 4, "nothing changed");
    await setProductStock(app, product.id, 0);
    const empty = await signedInShopper(app);
    const refused = await empty.client.rest("POST", "/cart/add-to-cart", { productId: product.id, size: first });
    assert.deepEqual([refused.status, refused.body.message], [409, `Insufficient stock for ${product.title}`]);
  });

  test("legacy update-count, remove-from-cart and get-cart", async () => {
    const product = await pickProduct(app, { withSizes: false, minStock: 5 });
    const { client } = await signedInShopper(app);
    const added = await client.rest("POST", "/cart/add-to-cart", { productId: product.id });
    assert.deepEqual([added.status, added.body.message], [200, "Product added to cart"]);
    const up = await client.rest("PUT", "/cart/update-count", { productId: product.id, action: "add" });
    assert.deepEqual([up.body.message, up.body.data.products[0].count], ["Cart updated successfully", 2]);
    await client.rest("PUT", "/cart/update-count", { productId: product.id, action: "remove" });
    const floor = await client.rest("PUT", "/cart/update-count", { productId: product.id, action: "remove" });
    // Never below 1: one fewer at 1 leaves the line as it is.
    assert.deepEqual([floor.status, floor.body.message, floor.body.data.products[0].count], [200, "Cart updated successfully", 1]);
    const bad = await client.rest("PUT", "/cart/update-count", { productId: product.id, action: "double" });
    assert.equal(bad.status, 400);
    const { body } = await client.rest("GET", "/cart/get-cart");
    const line = body.data.products[0];
    assert.deepEqual([line.productId._id, line.count, line.price, line.totalAmount, body.data.totalPrice], [product.id, 1, product.price, product.price, product.price]);
    const removed = await client.rest("PUT", "/cart/remove-from-cart", { productId: product.id, action: "delete" });
    assert.deepEqual(removed.body.data.products, []);
    const missing = await client.rest("PUT", "/cart/remove-from-cart", { productId: product.id, action: "delete" });
    assert.deepEqual([missing.status, missing.body.message], [404, "Cart item not found"]);
  });

  test("another shopper's line is not found; guests get 401; unknown products 404", async () => {
    const product = await pickProduct(app, { withSizes: false, minStock: 2 });
    const owner = await signedInShopper(app);
    const { data } = await owner.client.gql(ADD, { p: product.id, s: null });
    const lineId = data.addToCart.lines[0].id;
    const other = await signedInShopper(app);
    assert.equal((await other.client.gql(SET, { l: lineId, c: 2 })).errors?.[0].message, "Cart item not found");
    assert.equal((await other.client.gql(`mutation($l: ID!) { removeCartLine(lineId: $l) { id } }`, { l: lineId })).errors?.[0].extensions?.code, "NOT_FOUND");
    assert.equal((await owner.client.gql(`{ cart { itemCount } }`)).data.cart.itemCount, 1);
    const guest = new HttpClient(app.url);
    for (const [method, path] of [["GET", "/cart/get-cart"], ["POST", "/cart/add-to-cart"], ["PUT", "/cart/update-count"], ["PUT", "/cart/remove-from-cart"]]) {
      assert.equal((await guest.rest(method, path, method === "GET" ? undefined : {})).status, 401, path);
    }
    const unknown = await owner.client.gql(ADD, { p: "00000000-0000-4000-8000-000000000000", s: "M" });
    assert.equal(unknown.errors?.[0].message, "Product not found");
  });

  test("concurrent adds of the same line all count", async () => {
    const product = await pickProduct(app, { withSizes: false, minStock: 10 });
    await setProductStock(app, product.id, 50);
    const { client } = await signedInShopper(app);
    await Promise.all(Array.from({ length: 8 }, () => client.gql(ADD, { p: product.id, s: null })));
    assert.equal((await client.gql(`{ cart { itemCount lines { id } } }`)).data.cart.lines.length, 1);
    assert.equal((await client.gql(`{ cart { itemCount } }`)).data.cart.itemCount, 8);
  });

  test("concurrent adds beyond a size's stock: exactly the stock is taken into the bag, the rest refused", async () => {
    const product = await pickProduct(app, { withSizes: true, minStock: 2, minSizes: 2 });
    const [first, second] = product.sizes;
    await setProductStock(app, product.id, { [first]: 3, [second]: 40 });
    const { client } = await signedInShopper(app);
    const answers = await Promise.all(Array.from({ length: 12 }, () => client.gql(ADD, { p: product.id, s: first })));
    assert.equal(answers.filter((answer) => !answer.errors).length, 3);
    for (const refused of answers.filter((answer) => answer.errors)) assert.equal(refused.errors![0].message, `Insufficient stock for ${product.title}`);
    const bag = (await client.gql(`{ cart { itemCount lines { id size count } } }`)).data.cart;
    assert.deepEqual(bag.lines.map((line: { size: string; count: number }) => [line.size, line.count]), [[first, 3]]);
    // Setting counts at once from two tabs: never above the stock either.
    const lineId = bag.lines[0].id;
    await setProductStock(app, product.id, { [first]: 5, [second]: 40 });
    const sets = await Promise.all([5, 6, 4, 7].map((count) => client.gql(SET, { l: lineId, c: count })));
    assert.deepEqual(sets.map((answer) => answer.errors?.[0].message ?? "ok"), ["ok", `Insufficient stock for ${product.title}`, "ok", `Insufficient stock for ${product.title}`]);
    assert.ok([4, 5].includes((await client.gql(`{ cart { itemCount } }`)).data.cart.itemCount));
  });

  test("add, set the count and remove a line: at most 4 SQL statements each (issue 25)", async () => {
    const product = await pickProduct(app, { withSizes: true, minStock: 5 });
    const { client } = await signedInShopper(app);
    const counted = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
      app.statements.reset();
      const result = await run();
      // The background worker's statements (refunds, mail) are not the request's.
      const mine = app.statements.statements.filter((sql) => !/refunds|mail_outbox|checkouts|payment/.test(sql));
      assert.ok(mine.length <= 4, `${what}: ${mine.length} statements\n${mine.join("\n")}`);
      return result;
    };
    const added = await counted("add to bag", () => client.gql(ADD, { p: product.id, s: product.sizes[0] }));
    assert.equal(added.errors, undefined, JSON.stringify(added.errors));
    await counted("add again", () => client.gql(ADD, { p: product.id, s: product.sizes[0] }));
    const lineId = added.data.addToCart.lines[0].id;
    const set = await counted("set count", () => client.gql(SET, { l: lineId, c: 1 }));
    assert.equal(set.data.setCartLineCount.itemCount, 1);
    const removed = await counted("remove line", () => client.gql(`mutation($l: ID!) { removeCartLine(lineId: $l) { itemCount } }`, { l: lineId }));
    assert.equal(removed.data.removeCartLine.itemCount, 0);
  });
});
