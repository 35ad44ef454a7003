import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { PAYING_CARD_FORM, pickProduct, postCardForm, setProductStock, signedInShopper } from "../testing/fixtures";
import { HttpClient } from "../testing/http-client";
import { useTestApp } from "../testing/use-test-app";

const app = useTestApp({ demo: true, productLimit: 40 });

const stockOf = async (id: string): Promise<number> => (await app.db.query(`SELECT stock FROM products WHERE id = $1`, [id]))[0].stock;
const setStock = (id: string, stock: number) => setProductStock(app, id, stock);
const cartCount = async (client: HttpClient): Promise<number> => (await client.gql(`{ cart { itemCount } }`)).data.cart.itemCount;
const START = `mutation { startCheckout { sessionId url } }`;
const COMPLETE = `mutation($s: String!) { completeCheckout(sessionId: $s) { status orders { id status canUpdate total sellerId items { title size quantity unitPrice lineTotal } history { from to actorRole } } } }`;

/** Posts the card page's form as a browser would; answers the status, redirect and page text. */
async function pay(sessionId: string, card: Record<string, string>) {
  const response = await postCardForm(app.url, sessionId, card);
  return { status: response.status, location: response.headers.get("location"), text: await response.text() };
}
const GOOD_CARD = { ...PAYING_CARD_FORM, ship_line2: "" };

/** A shopper with two products from different sellers in the bag (one in two units). */
async function shopperWithBag() {
  const shopper = await signedInShopper(app);
  const [a, b] = await app.db.query(
    `SELECT DISTINCT ON (p."sellerId") p.id, p.title, p.price, p."sellerId", CASE WHEN cardinality(p."ownSizes") > 0 THEN p."ownSizes" ELSE c.sizes END AS sizes
       FROM products p JOIN categories c ON c.name = p.category WHERE p.stock >= 10 ORDER BY p."sellerId", p.title LIMIT 2`,
  );
  // Plenty in every size: the tests of this file share these products.
  for (const product of [a, b]) await setStock(product.id, 20 * Math.max(1, product.sizes.length));
  for (const product of [a, a, b]) {
    const { errors } = await shopper.client.gql(`mutation($p: ID!, $s: String) { addToCart(productId: $p, size: $s) { itemCount } }`, { p: product.id, s: product.sizes[0] ?? null });
    assert.equal(errors, undefined);
  }
  return { ...shopper, a, b, stockA: await stockOf(a.id), stockB: await stockOf(b.id) };
}

describe("checkout with the built-in card page", () => {
  test("PLACE ORDER reserves the bag's stock and opens the card page with the server's total", async () => {
    const { client, a, b, stockA, stockB } = await shopperWithBag();
    const { data, errors } = await client.gql(START);
    assert.equal(errors, undefined);
    assert.match(data.startCheckout.url, new RegExp(`^/pay/${data.startCheckout.sessionId}$`));
    assert.deepEqual([await stockOf(a.id), await stockOf(b.id)], [stockA - 2, stockB - 1]);
    const page = await (await fetch(app.url + data.startCheckout.url)).text();
    for (const label of ["Card number", "Expiry (MM/YY)", "CVC", "Name on card", ">Pay<", "Back to your shopping bag"]) assert.ok(page.includes(label), label);
    assert.ok(page.includes(`Rs. ${a.price * 2 + b.price}.00`));
    assert.doesNotMatch(page, /(src|href)="https?:/, "nothing from other hosts");
  });

  test("4242 pays: one order per seller, items copied, the lines leave the bag, the stock stays taken", async () => {
    const { client, user, a, b, stockA, stockB } = await shopperWithBag();
    const { data } = await client.gql(START);
    const sessionId = data.startCheckout.sessionId;
    const paid = await pay(sessionId, GOOD_CARD);
    assert.equal(paid.status, 303);
    assert.match(paid.location ?? "", new RegExp(`/user/payment_success\\?session_id=${sessionId}$`));
    const done = (await client.gql(COMPLETE, { s: sessionId })).data.completeCheckout;
    assert.equal(done.status, "completed");
    assert.equal(done.orders.length, 2, "one order per seller");
    const forA = done.orders.find((order: { sellerId: string }) => order.sellerId === a.sellerId);
    assert.deepEqual(forA.items, [{ title: a.title, size: a.sizes[0] ?? null, quantity: 2, unitPrice: a.price, lineTotal: a.price * 2 }]);
    assert.deepEqual([forA.status, forA.canUpdate, forA.total], ["processing", true, a.price * 2]);
    assert.deepEqual(forA.history, [{ from: null, to: "processing", actorRole: "SYSTEM" }]);
    assert.equal(await cartCount(client), 0);
    assert.deepEqual([await stockOf(a.id), await stockOf(b.id)], [stockA - 2, stockB - 1]);
    const mine = await client.gql(`{ myOrders { total items { id total items { title quantity } } } }`);
    assert.equal(mine.data.myOrders.total, 2);
    const legacy = await client.rest("GET", "/orders/get-order-by-userid");
    assert.equal(legacy.body.data.length, 2);
    assert.deepEqual(Object.keys(legacy.body.data[0]).sort(), ["_id", "canUpdate", "createdAt", "history", "items", "orderNumber", "orderStatus", "shippingAddress", "totalAmount"]);
    assert.ok(user.id);
  });

  test("the same completion ten times, by every path, makes one set of orders and takes the stock once", async () => {
    const { client, a, stockA } = await shopperWithBag();
    const { data } = await client.gql(START);
    const sessionId = data.startCheckout.sessionId;
    await pay(sessionId, GOOD_CARD);
    const attempts = await Promise.all([
      ...Array.from({ length: 3 }, () => client.gql(COMPLETE, { s: sessionId })),
      ...Array.from({ length: 2 }, () => pay(sessionId, GOOD_CARD)),
      ...Array.from({ length: 3 }, () => client.rest("DELETE", "/cart/clear-cart")),
      ...Array.from({ length: 2 }, () => client.rest("POST", "/orders/update-stock")),
    ]);
    assert.equal(attempts.length, 10);
    const [{ orders }] = await app.db.query(`SELECT count(*)::int AS orders FROM orders o JOIN checkouts c ON c.id = o."checkoutId" WHERE c."providerSessionId" = $1`, [sessionId]);
    assert.equal(orders, 2);
    assert.equal(await stockOf(a.id), stockA - 2);
    const legacy = await client.rest("DELETE", "/cart/clear-cart");
    assert.deepEqual([legacy.status, legacy.body.message, legacy.body.data.length], [200, "Cart cleared", 2]);
  });

  test("a declined card or bad details make no order: the page says why, the bag and the reservation stay", async () => {
    const { client, a, stockA } = await shopperWithBag();
    const { data } = await client.gql(START);
    const sessionId = data.startCheckout.sessionId;
    const cases: [Record<string, string>, number, string][] = [
      [{ ...GOOD_CARD, number: "4000 0000 0000 0002" }, 402, "Your card was declined."],
      [{ ...GOOD_CARD, number: "4242 4242 4242 4241" }, 400, "Your card number is invalid."],
      [{ ...GOOD_CARD, expiry: "01/20" }, 400, "Your card&#39;s expiration date is in the past."],
      [{ ...GOOD_CARD, expiry: "13/39" }, 400, "Your card&#39;s expiration month is invalid."],
      [{ ...GOOD_CARD, cvc: "12a" }, 400, "Your card&#39;s security code is invalid."],
      [{ ...GOOD_CARD, name: " " }, 400, "Enter the name on your card."],
    ];
    for (const [card, status, message] of cases) {
      const result = await pay(sessionId, card);
      assert.equal(result.status, status, message);
      assert.ok(result.text.includes(message), message);
      assert.ok(!result.text.includes(card.number.replace(/\s/g, "")), "the card number is never echoed");
    }
    const pending = (await client.gql(COMPLETE, { s: sessionId })).data.completeCheckout;
    assert.deepEqual([pending.status, pending.orders], ["pending", []]);
    assert.equal(await cartCount(client), 3);
    assert.equal(await stockOf(a.id), stockA - 2, "still reserved while the shopper may retry");
    assert.equal((await client.rest("DELETE", "/cart/clear-cart")).status, 409, "nothing paid: the legacy call changes nothing");
    assert.equal(await cartCount(client), 3);
    // Back to the bag: the reservation goes back.
    const back = await fetch(`${app.url}/pay/${sessionId}/cancel`, { method: "POST", redirect: "manual" });
    assert.equal(back.status, 303);
    assert.match(back.headers.get("location") ?? "", /\/user\/cart\?checkout=cancelled$/);
    assert.equal(await stockOf(a.id), stockA);
    assert.equal((await pay(sessionId, GOOD_CARD)).status, 410, "an abandoned checkout cannot be paid");
    assert.equal(await cartCount(client), 3);
  });

  test("expired checkouts give their stock back (the sweeper), and cannot be paid afterwards", async () => {
    const { client, a, b, stockA, stockB } = await shopperWithBag();
    const { data } = await client.gql(START);
    // Half an hour later: the reservation and the payment session end together.
    await app.db.query(`UPDATE checkouts SET "expiresAt" = now() - interval '1 minute' WHERE "providerSessionId" = $1`, [data.startCheckout.sessionId]);
    await app.db.query(`UPDATE local_payments SET "expiresAt" = now() - interval '1 minute' WHERE id = $1`, [data.startCheckout.sessionId]);
    // Two sweeps at once, as two app replicas would: the stock comes back once.
    const swept = await Promise.all([app.services.checkout.releaseExpired(), app.services.checkout.releaseExpired()]);
    assert.equal(swept[0] + swept[1], 1);
    assert.deepEqual([await stockOf(a.id), await stockOf(b.id)], [stockA, stockB]);
    assert.equal((await pay(data.startCheckout.sessionId, GOOD_CARD)).status, 410);
    assert.equal((await client.gql(COMPLETE, { s: data.startCheckout.sessionId })).data.completeCheckout.status, "expired");
    assert.equal(await cartCount(client), 3, "the bag is intact");
  });

  test("a new checkout releases the shopper's earlier unpaid one", async () => {
    const { client, a, stockA } = await shopperWithBag();
    await client.gql(START);
    await client.gql(START);
    assert.equal(await stockOf(a.id), stockA - 2);
  });

  test("client-sent prices are ignored; an empty bag cannot check out", async () => {
    const { client, a, b } = await shopperWithBag();
    const { status, body } = await client.rest("POST", "/payment/create-checkout-session", { products: [{ productId: a.id, price: 1, count: 2 }, { productId: b.id, price: 1, count: 1 }] });
    assert.equal(status, 200);
    assert.ok(body.sessionId && body.url);
    const [checkout] = await app.db.query(`SELECT total FROM checkouts WHERE "providerSessionId" = $1`, [body.sessionId]);
    assert.equal(checkout.total, a.price * 2 + b.price);
    const empty = await signedInShopper(app);
    const refused = await empty.client.gql(START);
    assert.equal(refused.errors?.[0].message, "Your shopping bag is empty");
    assert.equal((await empty.client.rest("POST", "/payment/create-checkout-session", {})).status, 400);
  });

  test("short stock is refused by name, all lines or none", async () => {
    const { client, a, b, stockA } = await shopperWithBag();
    await setStock(b.id, 0);
    const { errors } = await client.gql(START);
    assert.equal(errors?.[0].extensions?.code, "CONFLICT");
    const inSize = b.sizes.length > 0 ? ` in size ${b.sizes[0]}` : "";
    assert.equal(errors?.[0].message, `Insufficient stock for ${b.title}${inSize}: 0 left, 1 in your bag`);
    assert.equal(await stockOf(a.id), stockA, "the other line's reservation was rolled back");
    await setStock(b.id, 20);
  });

  test("cancelling: only while processing, only one's own; stock back, locked, refunded", async () => {
    const { client, a, stockA } = await shopperWithBag();
    const { data } = await client.gql(START);
    await pay(data.startCheckout.sessionId, GOOD_CARD);
    const { orders } = (await client.gql(COMPLETE, { s: data.startCheckout.sessionId })).data.completeCheckout;
    const forA = orders.find((order: { items: { title: string }[] }) => order.items.some((item) => item.title === a.title));
    const other = orders.find((order: { id: string }) => order.id !== forA.id);

    const stranger = await signedInShopper(app);
    const refused = await stranger.client.rest("PUT", `/orders/cancel-order/${forA.id}`);
    assert.deepEqual([refused.status, refused.body.message], [404, "Order not found"]);

    const cancelled = await client.rest("PUT", `/orders/cancel-order/${forA.id}`);
    assert.deepEqual([cancelled.status, cancelled.body.message, cancelled.body.data.orderStatus, cancelled.body.data.canUpdate], [200, "Order cancelled", "cancelled", false]);
    assert.equal(await stockOf(a.id), stockA, "stock back");
    const [payment] = await app.db.query(`SELECT refunded FROM local_payments WHERE id = $1`, [data.startCheckout.sessionId]);
    assert.equal(payment.refunded, forA.total, "refunded through the provider");
    const [refund] = await app.db.query(`SELECT status, "idempotencyKey" FROM refunds WHERE "orderId" = $1`, [forA.id]);
    assert.deepEqual(refund, { status: "succeeded", idempotencyKey: `refund-order-${forA.id}` });
    const [local] = await app.db.query(`SELECT count(*)::int AS n FROM local_refunds WHERE "idempotencyKey" = $1`, [`refund-order-${forA.id}`]);
    assert.equal(local.n, 1, "the built-in provider made it once");
    assert.equal((await app.db.query(`SELECT "refundStatus" FROM orders WHERE id = $1`, [forA.id]))[0].refundStatus, "refunded");
    const history = (await client.gql(`{ myOrders { items { id history { from to actorRole } } } }`)).data.myOrders.items.find((o: { id: string }) => o.id === forA.id).history;
    assert.deepEqual(history.at(-1), { from: "processing", to: "cancelled", actorRole: "USER" });
    const again = await client.gql(`mutation($id: ID!) { cancelOrder(id: $id) { id } }`, { id: forA.id });
    assert.equal(again.errors?.[0].extensions?.code, "CONFLICT");

    await app.db.query(`UPDATE orders SET status = 'transit' WHERE id = $1`, [other.id]);
    const shipped = await client.rest("PUT", `/orders/cancel-order/${other.id}`);
    assert.deepEqual([shipped.status, shipped.body.message], [409, "This order is transit and can no longer be cancelled"]);
    const [still] = await app.db.query(`SELECT status FROM orders WHERE id = $1`, [other.id]);
    assert.equal(still.status, "transit");
  });

  test("40 shoppers check out at once for a product with 5 left: exactly 5 reservations", async () => {
    const product = await pickProduct(app, { withSizes: false, minStock: 1 });
    await setStock(product.id, 40);
    const shoppers = await Promise.all(Array.from({ length: 40 }, () => signedInShopper(app)));
    for (const { client } of shoppers) await client.gql(`mutation($p: ID!) { addToCart(productId: $p) { itemCount } }`, { p: product.id });
    await setStock(product.id, 5);
    const results = await Promise.all(shoppers.map(({ client }) => client.gql(START)));
    const succeeded = results.filter((result) => !result.errors);
    assert.equal(succeeded.length, 5);
    for (const failed of results.filter((result) => result.errors)) assert.match(failed.errors![0].message, /^Insufficient stock for /);
    assert.equal(await stockOf(product.id), 0, "never below zero");
  });

  test("guests cannot check out or see orders", async () => {
    const guest = new HttpClient(app.url);
    assert.equal((await guest.rest("POST", "/payment/create-checkout-session", {})).status, 401);
    assert.equal((await guest.rest("GET", "/orders/get-order-by-userid")).status, 401);
    assert.equal((await guest.gql(START)).errors?.[0].extensions?.code, "UNAUTHENTICATED");
  });
});
