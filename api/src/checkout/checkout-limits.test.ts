import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { pickProduct, postCardForm, setProductStock, signedInShopper } from "../testing/fixtures";
import { useTestApp } from "../testing/use-test-app";

const ADD = `mutation($p: ID!, $s: String) { addToCart(productId: $p, size: $s) { lines { id } } }`;
const SET_COUNT = `mutation($l: ID!, $c: Int!) { setCartLineCount(lineId: $l, count: $c) { itemCount } }`;
const START = `mutation { startCheckout { sessionId } }`;

const app = useTestApp({ demo: true, productLimit: 10 });

const stockOf = async (id: string): Promise<number> => (await app.db.query(`SELECT stock FROM products WHERE id = $1`, [id]))[0].stock;

async function pay(sessionId: string): Promise<number> {
  return (await postCardForm(app.url, sessionId)).status;
}

describe("one open checkout per shopper, and a cap on units held", () => {
  test("a double-clicked PLACE ORDER keeps one checkout, holds the stock once, and paying both card pages makes one order", async () => {
    for (let trial = 0; trial < 5; trial++) {
      const { client, user } = await signedInShopper(app);
      const product = await pickProduct(app, { withSizes: true, minStock: 20 });
      await setProductStock(app, product.id, 20 * product.sizes.length);
      assert.equal((await client.gql(ADD, { p: product.id, s: product.sizes[0] })).errors, undefined);
      const before = await stockOf(product.id);
      const clicks = await Promise.all([client.gql(START), client.gql(START)]);
      for (const click of clicks) assert.equal(click.errors, undefined, JSON.stringify(click.errors));
      const [{ open }] = await app.db.query(`SELECT count(*)::int AS open FROM checkouts WHERE "userId" = $1 AND status = 'open'`, [user.id]);
      assert.equal(open, 1, "one open checkout");
      assert.equal(await stockOf(product.id), before - 1, "the stock is held once");
      await Promise.all(clicks.map((click) => pay(click.data.startCheckout.sessionId)));
      for (const click of clicks) await client.gql(`mutation($s: String!) { completeCheckout(sessionId: $s) { status } }`, { s: click.data.startCheckout.sessionId });
      const [{ orders }] = await app.db.query(`SELECT count(*)::int AS orders FROM orders WHERE "userId" = $1`, [user.id]);
      assert.equal(orders, 1, "one order for one bag");
      assert.equal(await stockOf(product.id), before - 1, "one unit sold");
    }
  });

  test("a second PLACE ORDER replaces the first: the first checkout is cancelled and its stock is back", async () => {
    const { client, user } = await signedInShopper(app);
    const product = await pickProduct(app, { withSizes: true, minStock: 20 });
    await setProductStock(app, product.id, 20 * product.sizes.length);
    await client.gql(ADD, { p: product.id, s: product.sizes[0] });
    const before = await stockOf(product.id);
    const first = (await client.gql(START)).data.startCheckout.sessionId;
    const second = (await client.gql(START)).data.startCheckout.sessionId;
    assert.notEqual(first, second);
    const rows = await app.db.query(`SELECT status FROM checkouts WHERE "userId" = $1 ORDER BY "createdAt"`, [user.id]);
    assert.deepEqual(rows.map((row: { status: string }) => row.status), ["cancelled", "open"]);
    assert.equal(await stockOf(product.id), before - 1);
  });

  test("holding more than 10 units of one product is refused with a clear 409, and nothing is reserved", async () => {
    const { client, user } = await signedInShopper(app);
    const product = await pickProduct(app, { withSizes: true, minStock: 1 });
    await setProductStock(app, product.id, { [product.sizes[0]]: 500 });
    const { data } = await client.gql(ADD, { p: product.id, s: product.sizes[0] });
    assert.equal((await client.gql(SET_COUNT, { l: data.addToCart.lines[0].id, c: 11 })).errors, undefined);
    const refused = await client.gql(START);
    assert.equal(refused.errors?.[0].extensions?.code, "CONFLICT");
    assert.equal(refused.errors?.[0].message, `You can buy at most 10 of ${product.title} at a time: you have 11 in your bag`);
    assert.equal(await stockOf(product.id), 500);
    const [{ open }] = await app.db.query(`SELECT count(*)::int AS open FROM checkouts WHERE "userId" = $1`, [user.id]);
    assert.equal(open, 0);
    // The legacy REST call answers the same rule as a 409.
    const legacy = await client.rest("POST", "/payment/create-checkout-session", {});
    assert.equal(legacy.status, 409, JSON.stringify(legacy.body));
    // Ten is allowed.
    assert.equal((await client.gql(SET_COUNT, { l: data.addToCart.lines[0].id, c: 10 })).errors, undefined);
    assert.equal((await client.gql(START)).errors, undefined);
    assert.equal(await stockOf(product.id), 490);
  });
});
