import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import Stripe from "stripe";
import { FakeStripe } from "../testing/fake-stripe";
import { setProductStock, signedInShopper } from "../testing/fixtures";
import { capturingLog } from "../testing/log-capture";
import { startTestApp, type TestApp } from "../testing/test-app";

// Stripe, offline: the real SDK against a local fake of Stripe's HTTP API, and webhooks signed
// with the SDK's own test helper.

const WEBHOOK_SECRET = "whsec_test_store_secret";
let fake: FakeStripe;
let app: TestApp;
const signer = new Stripe("sk_test_unused");

before(async () => {
  fake = await new FakeStripe().start();
  // A short timeout, so a refund whose answer is lost is retried within the test.
  app = await startTestApp({ demo: true, productLimit: 30, stripe: { secretKey: fake.secretKey, webhookSecret: WEBHOOK_SECRET, apiBase: fake.url, timeoutMs: 1500 } });
});
after(async () => {
  await app.close();
  await fake.stop();
});

const stockOf = async (id: string): Promise<number> => (await app.db.query(`SELECT stock FROM products WHERE id = $1`, [id]))[0].stock;

async function webhook(payload: string, signature?: string) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature !== undefined) headers["stripe-signature"] = signature;
  const response = await fetch(`${app.url}/api/v1/payment/webhook`, { method: "POST", headers, body: payload });
  return { status: response.status, body: await response.json() };
}
const signed = (payload: string, secret = WEBHOOK_SECRET) => signer.webhooks.generateTestHeaderString({ payload, secret });

async function checkoutWithStripe() {
  const shopper = await signedInShopper(app);
  const [product] = await app.db.query(`SELECT p.id, p.title, p.price FROM products p JOIN categories c ON c.name = p.category WHERE p.stock >= 5 AND cardinality(c.sizes) = 0 AND cardinality(p."ownSizes") = 0 ORDER BY p.title LIMIT 1`);
  await shopper.client.gql(`mutation($p: ID!) { addToCart(productId: $p) { itemCount } }`, { p: product.id });
  await shopper.client.gql(`mutation($p: ID!) { addToCart(productId: $p) { itemCount } }`, { p: product.id });
  const stockBefore = await stockOf(product.id);
  const { data, errors } = await shopper.client.gql(`mutation { startCheckout { sessionId url } }`);
  assert.equal(errors, undefined);
  return { ...shopper, product, stockBefore, sessionId: data.startCheckout.sessionId as string, url: data.startCheckout.url as string };
}

const ordersOf = async (sessionId: string): Promise<number> =>
  (await app.db.query(`SELECT count(*)::int AS n FROM orders o JOIN checkouts c ON c.id = o."checkoutId" WHERE c."providerSessionId" = $1`, [sessionId]))[0].n;

describe("Stripe Checkout", () => {
  test("a session in INR with server prices, an idempotency key, and at least 30 minutes", async () => {
    const { sessionId, url, product, stockBefore } = await checkoutWithStripe();
    const session = fake.sessions.get(sessionId);
    assert.equal(url, session.url);
    assert.equal(session.currency, "inr");
    assert.equal(session.amount_total, product.price * 2 * 100, "paise");
    assert.ok(session.metadata.checkoutId);
    assert.ok(session.expires_at >= Date.now() / 1000 + 30 * 60);
    const create = fake.requests.find((request) => request.path === "/v1/checkout/sessions" && request.method === "POST" && request.idempotencyKey === `checkout-${session.metadata.checkoutId}`);
    assert.ok(create, "created with the checkout's idempotency key");
    assert.equal(await stockOf(product.id), stockBefore - 2, "reserved");
  });

  test("the session collects a shipping address in India and the webhook keeps it on the order (issue 22)", async () => {
    const { sessionId } = await checkoutWithStripe();
    const session = fake.sessions.get(sessionId);
    assert.deepEqual(session.shipping_address_collection, { allowed_countries: ["IN"] });
    fake.pay(sessionId);
    const event = fake.event("checkout.session.completed", sessionId);
    assert.equal((await webhook(event, signed(event))).status, 200);
    const [order] = await app.db.query(`SELECT o."shippingAddress", o.number FROM orders o JOIN checkouts c ON c.id = o."checkoutId" WHERE c."providerSessionId" = $1`, [sessionId]);
    assert.deepEqual(order.shippingAddress, { name: "Asha Rao", phone: "+919876543210", line1: "12 MG Road", line2: "Flat 4B", city: "Bengaluru", state: "KA", pinCode: "560001", country: "India" });
    assert.match(order.number, /^AT-\d{4}-\d{6}$/);
  });

  test("completed sessions become orders once, however often and by whichever path the news arrives", async () => {
    const { client, sessionId, product, stockBefore } = await checkoutWithStripe();
    fake.pay(sessionId);
    const event = fake.event("checkout.session.completed", sessionId);
    const deliveries = await Promise.all([
      ...Array.from({ length: 4 }, () => webhook(event, signed(event))),
      ...Array.from({ length: 2 }, () => client.gql(`mutation($s: String!) { completeCheckout(sessionId: $s) { status } }`, { s: sessionId })),
      ...Array.from({ length: 2 }, () => client.rest("DELETE", "/cart/clear-cart")),
      ...Array.from({ length: 2 }, () => client.rest("POST", "/orders/update-stock")),
    ]);
    assert.equal(deliveries.length, 10);
    for (const delivery of deliveries.slice(0, 4)) assert.deepEqual(delivery, { status: 200, body: { received: true } });
    assert.equal(await ordersOf(sessionId), 1);
    assert.equal(await stockOf(product.id), stockBefore - 2, "stock taken once");
    assert.equal((await client.gql(`{ cart { itemCount } }`)).data.cart.itemCount, 0);
  });

  test("forged or unsigned webhooks are refused with 400 and change nothing", async () => {
    const { sessionId, product, stockBefore } = await checkoutWithStripe();
    fake.pay(sessionId);
    const event = fake.event("checkout.session.completed", sessionId);
    const forged = await webhook(event, signed(event, "whsec_someone_else"));
    assert.deepEqual([forged.status, forged.body.message], [400, "Invalid webhook signature"]);
    assert.equal((await webhook(event)).status, 400, "no signature");
    const tampered = await webhook(event.replace(`"payment_status":"paid"`, `"payment_status":"paid","amount_total":1`), signed(event));
    assert.equal(tampered.status, 400, "the body was changed after signing");
    assert.equal(await ordersOf(sessionId), 0);
    assert.equal(await stockOf(product.id), stockBefore - 2, "still only reserved");
  });

  test("an expired session gives the stock back and keeps the bag", async () => {
    const { client, sessionId, product, stockBefore } = await checkoutWithStripe();
    fake.expire(sessionId);
    const event = fake.event("checkout.session.expired", sessionId);
    assert.equal((await webhook(event, signed(event))).status, 200);
    assert.equal(await stockOf(product.id), stockBefore);
    assert.equal(await ordersOf(sessionId), 0);
    assert.equal((await client.gql(`{ cart { itemCount } }`)).data.cart.itemCount, 2);
  });

  test("the sweeper closes an expired session at Stripe; a payment that still lands takes its stock again when it is there", async () => {
    const { client, sessionId, product, stockBefore } = await checkoutWithStripe();
    await app.db.query(`UPDATE checkouts SET "expiresAt" = now() - interval '1 minute' WHERE "providerSessionId" = $1`, [sessionId]);
    assert.equal(await app.services.checkout.releaseExpired(), 1);
    assert.equal(fake.sessions.get(sessionId).status, "expired", "closed at Stripe, so it takes no payment");
    assert.equal(await stockOf(product.id), stockBefore);
    // Paid in the instant before Stripe closed it: the stock is still there, so the shopper gets the goods.
    fake.pay(sessionId);
    const event = fake.event("checkout.session.completed", sessionId);
    assert.equal((await webhook(event, signed(event))).status, 200);
    assert.equal(await ordersOf(sessionId), 1);
    assert.equal(await stockOf(product.id), stockBefore - 2);
    assert.equal((await client.gql(`{ cart { itemCount } }`)).data.cart.itemCount, 0);
  });

  test("a late payment whose stock is gone is refunded through the refunds table, exactly once", async () => {
    const { client, sessionId, product } = await checkoutWithStripe();
    await app.db.query(`UPDATE checkouts SET "expiresAt" = now() - interval '1 minute' WHERE "providerSessionId" = $1`, [sessionId]);
    await app.services.checkout.releaseExpired();
    await setProductStock(app, product.id, 1);
    const session = fake.pay(sessionId);
    const event = fake.event("checkout.session.completed", sessionId);
    await Promise.all([webhook(event, signed(event)), webhook(event, signed(event))]);
    assert.equal(await ordersOf(sessionId), 0);
    const [checkout] = await app.db.query(`SELECT status FROM checkouts WHERE "providerSessionId" = $1`, [sessionId]);
    assert.equal(checkout.status, "refunded");
    assert.deepEqual(
      fake.refundsFor(session.payment_intent).map((refund) => refund.amount),
      [product.price * 2 * 100],
    );
    const completion = await client.gql(`mutation($s: String!) { completeCheckout(sessionId: $s) { status orders { id } } }`, { s: sessionId });
    assert.deepEqual(completion.data.completeCheckout, { status: "refunded", orders: [] });
    assert.equal(await stockOf(product.id), 1, "the other shopper's stock is untouched");
    await setProductStock(app, product.id, 50);
  });

  test("the sweeper completes, never expires, a checkout Stripe says is paid (its webhook was lost)", async () => {
    const { sessionId, product, stockBefore } = await checkoutWithStripe();
    fake.pay(sessionId);
    await app.db.query(`UPDATE checkouts SET "expiresAt" = now() - interval '1 minute' WHERE "providerSessionId" = $1`, [sessionId]);
    assert.equal(await app.services.checkout.releaseExpired(), 0, "nothing given back");
    assert.equal(await ordersOf(sessionId), 1);
    assert.equal(await stockOf(product.id), stockBefore - 2);
  });

  /** A paid order over Stripe, then cancelled by its shopper; answers it with what was paid. */
  async function cancelledStripeOrder() {
    const { client, sessionId, product } = await checkoutWithStripe();
    const session = fake.pay(sessionId);
    const event = fake.event("checkout.session.completed", sessionId);
    await webhook(event, signed(event));
    const { data } = await client.gql(`{ myOrders { items { id total } } }`);
    const order = data.myOrders.items[0];
    const cancelled = await client.gql(`mutation($id: ID!) { cancelOrder(id: $id) { status canUpdate refundStatus } }`, { id: order.id });
    return { client, order, product, paymentIntent: session.payment_intent as string, cancelled: cancelled.data.cancelOrder };
  }
  const refundStatusOf = async (orderId: string) => (await app.db.query(`SELECT "refundStatus" FROM orders WHERE id = $1`, [orderId]))[0].refundStatus;
  /** Runs the refund worker as its timer would, once the retry is due. */
  const retryRefunds = async () => {
    await app.db.query(`UPDATE refunds SET "nextAttemptAt" = now() WHERE status = 'pending'`);
    return app.services.refunds.processDue();
  };

  test("cancelling an order refunds it through Stripe with the order's idempotency key", async () => {
    const { order, product, paymentIntent, cancelled } = await cancelledStripeOrder();
    assert.deepEqual(cancelled, { status: "cancelled", canUpdate: false, refundStatus: "refunded" });
    assert.deepEqual(fake.refundsFor(paymentIntent).map((refund) => refund.amount), [product.price * 2 * 100]);
    assert.ok(fake.requests.some((request) => request.path === "/v1/refunds" && request.idempotencyKey === `refund-order-${order.id}`));
  });

  test("a refund Stripe refuses stays pending, is retried with backoff, and lands exactly once", async () => {
    const { lines } = await capturingLog(refusedRefund);
    // Each refused try is logged with its backoff, for the operator.
    assert.deepEqual(
      lines.map((line) => `${line.level}: ${line.msg} (${line.fields.attempt}, ${line.fields.retryInSeconds} s)`),
      ["warn: refund attempt failed; it will be retried (1, 30 s)", "warn: refund attempt failed; it will be retried (2, 60 s)"],
    );
  });
  async function refusedRefund() {
    fake.failRefunds(1000);
    const { client, order, product, paymentIntent, cancelled } = await cancelledStripeOrder();
    assert.deepEqual(cancelled, { status: "cancelled", canUpdate: false, refundStatus: "pending" });
    const [owed] = await app.db.query(`SELECT status, attempts, "lastError", "nextAttemptAt" > now() AS later FROM refunds WHERE "orderId" = $1`, [order.id]);
    assert.deepEqual([owed.status, owed.attempts, owed.later], ["pending", 1, true], "waits before the next try");
    assert.ok(owed.lastError);
    assert.equal(await app.services.refunds.processDue(), 0, "not due yet");
    assert.equal(await retryRefunds(), 0, "refused again");
    assert.equal(await refundStatusOf(order.id), "pending");
    const shown = await client.gql(`{ myOrders { items { id refundStatus } } }`);
    assert.equal(shown.data.myOrders.items.find((o: { id: string }) => o.id === order.id).refundStatus, "pending");

    fake.failRefunds(0);
    assert.equal(await retryRefunds(), 1);
    assert.equal(await refundStatusOf(order.id), "refunded");
    assert.equal(await retryRefunds(), 0, "nothing left to do");
    assert.deepEqual(fake.refundsFor(paymentIntent).map((refund) => refund.amount), [product.price * 2 * 100], "exactly once");
  }

  test("a refund whose answer is lost is asked again with the same key and lands exactly once", async () => {
    fake.hangRefunds(1);
    const { order, product, paymentIntent } = await cancelledStripeOrder();
    // The SDK times out and retries with the same idempotency key (or the worker does): Stripe answers the refund it made.
    for (let i = 0; i < 20 && (await refundStatusOf(order.id)) !== "refunded"; i++) await retryRefunds();
    assert.equal(await refundStatusOf(order.id), "refunded");
    assert.deepEqual(fake.refundsFor(paymentIntent).map((refund) => refund.amount), [product.price * 2 * 100], "exactly once");
    const keys = fake.requests.filter((request) => request.path === "/v1/refunds" && request.idempotencyKey === `refund-order-${order.id}`);
    assert.ok(keys.length >= 2, "asked more than once, always with the same key");
  });
});
