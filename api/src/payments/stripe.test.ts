import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import Stripe from "stripe";
import { FakeStripe } from "../testing/fake-stripe";
import { signedInShopper } from "../testing/fixtures";
import { startTestApp, type TestApp } from "../testing/test-app";

// Stripe, offline: the real SDK against a local fake of Stripe's HTTP API, and webhooks signed
// with the SDK's own test helper.

const WEBHOOK_SECRET = "whsec_test_store_secret";
let fake: FakeStripe;
let app: TestApp;
const signer = new Stripe("sk_test_unused");

before(async () => {
  fake = await new FakeStripe().start();
  app = await startTestApp({ demo: true, productLimit: 30, stripe: { secretKey: fake.secretKey, webhookSecret: WEBHOOK_SECRET, apiBase: fake.url } });
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

  test("a payment that lands after the reservation ended is refunded, not turned into an order", async () => {
    const { sessionId, product, stockBefore } = await checkoutWithStripe();
    await app.db.query(`UPDATE checkouts SET "expiresAt" = now() - interval '1 minute' WHERE "providerSessionId" = $1`, [sessionId]);
    await app.services.checkout.releaseExpired();
    assert.equal(await stockOf(product.id), stockBefore);
    const session = fake.pay(sessionId);
    const event = fake.event("checkout.session.completed", sessionId);
    assert.equal((await webhook(event, signed(event))).status, 200);
    assert.equal(await ordersOf(sessionId), 0);
    assert.ok(fake.refunds.some((refund) => refund.payment_intent === session.payment_intent && refund.amount === product.price * 2 * 100));
  });

  test("cancelling an order refunds it through Stripe", async () => {
    const { client, sessionId, product } = await checkoutWithStripe();
    const session = fake.pay(sessionId);
    const event = fake.event("checkout.session.completed", sessionId);
    await webhook(event, signed(event));
    const { data } = await client.gql(`{ myOrders { items { id total } } }`);
    const order = data.myOrders.items[0];
    const cancelled = await client.gql(`mutation($id: ID!) { cancelOrder(id: $id) { status canUpdate } }`, { id: order.id });
    assert.deepEqual(cancelled.data.cancelOrder, { status: "cancelled", canUpdate: false });
    const refund = fake.refunds.find((r) => r.payment_intent === session.payment_intent);
    assert.equal(refund?.amount, product.price * 2 * 100);
    assert.ok(fake.requests.some((request) => request.path === "/v1/refunds" && request.idempotencyKey === `refund-order-${order.id}`));
  });
});
