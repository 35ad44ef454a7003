import assert from "node:assert/strict";
import type { ChildProcess } from "node:child_process";
import { after, before, describe, test } from "node:test";
import Stripe from "stripe";
import type { DataSource } from "typeorm";
import { AccountsService } from "../accounts/accounts.service";
import { openDatabase } from "../db/data-source";
import { ensureCategories, seedDemo } from "../seed/seed";
import { FakeStripe } from "../testing/fake-stripe";
import { restock } from "../catalog/stock";
import { booksBySize, productsOffTheirSizes } from "../testing/books";
import { PAYING_CARD_FORM, postCardForm, setProductStock, stockBySize } from "../testing/fixtures";
import { HttpClient } from "../testing/http-client";
import { startSmtpSink } from "../testing/smtp-sink";
import { freePort, startStoreProcess, stopStoreProcess } from "../testing/store-process";
import { createTestDatabase, type TestDatabase } from "../testing/test-app";
import { copyTemplate, trimDemoCatalog } from "../testing/test-templates";

// The store as it runs for real, in a process of its own on a PostgreSQL database, killed with
// SIGKILL in the middle of taking money, then started again. Afterwards the books must balance
// and every paid payment must have its orders or a confirmed refund.
//
// PostgreSQL only: on PGlite the database lives inside the killed process, so a kill tests
// PGlite's file recovery rather than the store's transactions, and only one process may open it.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Each test skips by itself (a skipped suite would count as one test in the summary).
const skip = onPostgres ? false : "needs TEST_DATABASE_URL: on PGlite the database dies with the process";
const WEBHOOK_SECRET = "whsec_crash_test";
const SEEDED_STOCK = 60;
const GOOD_CARD = { ...PAYING_CARD_FORM, ship_line2: "" };

let database: TestDatabase;
let db: DataSource;
let fake: FakeStripe;
let port: number;
let store: ChildProcess | undefined;
let products: { id: string; sellerId: string; price: number }[];

interface Shopper {
  client: HttpClient;
  id: string;
}

/** Waits until `check` answers true, asking every 20 ms, for at most `ms`. */
async function until(what: string, check: () => Promise<boolean> | boolean, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Restart times, reported by the test (the 5-second target is checked by `npm run bench`, not here). */
const restarts: number[] = [];

/** Starts the store on the test database; answers how long it took to serve. */
async function startStore(options: { stripe?: boolean; smtpUrl?: string } = {}): Promise<number> {
  if (store) await killStore(); // left running by a test that failed
  const env: NodeJS.ProcessEnv = { WORKER_INTERVAL_MS: "300" };
  if (options.smtpUrl) env.SMTP_URL = options.smtpUrl;
  if (options.stripe) Object.assign(env, { STRIPE_SECRET_KEY: fake.secretKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url });
  const started = Date.now();
  store = (await startStoreProcess(database.url, { port, env })).child;
  restarts.push(Date.now() - started);
  return Date.now() - started;
}

/** SIGKILL: no clean-up of any kind, as when the machine or the container dies. */
async function killStore(): Promise<void> {
  const child = store!;
  store = undefined;
  await stopStoreProcess(child, "SIGKILL");
}

async function newShopper(index: number): Promise<Shopper> {
  const tag = `${Date.now().toString(36)}${index}`;
  const email = `crash.${tag}@example.com`;
  const user = await new AccountsService(db).signUpUser({ name: `Crash Shopper ${index}`, email, mobile: `8${String(Date.now()).slice(-7)}${String(index).padStart(2, "0")}`, password: "shopper-secret-1", terms: true });
  const client = new HttpClient(`http://127.0.0.1:${port}`);
  const { status } = await client.rest("POST", "/user/login", { email, password: "shopper-secret-1" });
  assert.equal(status, 200);
  return { client, id: user.id };
}

/** Fills a shopper's bag with products of two sellers (sizes where the product has them, not all the same one). */
async function fillBag(shopper: Shopper, index: number): Promise<void> {
  for (const product of [products[index % products.length], products[(index + 1) % products.length], products[(index + 1) % products.length]]) {
    const [row] = await db.query(`SELECT CASE WHEN cardinality(p."ownSizes") > 0 THEN p."ownSizes" ELSE c.sizes END AS sizes FROM products p JOIN categories c ON c.name = p.category WHERE p.id = $1`, [product.id]);
    const { errors } = await shopper.client.gql(`mutation($p: ID!, $s: String) { addToCart(productId: $p, size: $s) { itemCount } }`, { p: product.id, s: row.sizes[index % Math.max(row.sizes.length, 1)] ?? null });
    assert.equal(errors, undefined);
  }
}

const count = async (sql: string, params: unknown[] = []): Promise<number> => (await db.query(sql, params))[0].n;

/**
 * For every product and size: seeded stock = stock + units held by open checkouts + units in
 * orders that are not cancelled; and each product's stock is the sum of its sizes'.
 */
async function assertBooksBalance(when: string): Promise<void> {
  const books = await booksBySize(db);
  assert.ok(books.some((row) => row.size !== ""), "some products have sizes");
  for (const row of books) {
    assert.equal(row.stock + row.held + row.sold, SEEDED_STOCK, `${when}: product ${row.productId} size '${row.size}' has ${row.stock} in stock, ${row.held} held, ${row.sold} sold`);
  }
  assert.deepEqual(await productsOffTheirSizes(db), [], `${when}: a product's stock is not the sum of its sizes'`);
  assert.equal(await count(`SELECT count(*)::int AS n FROM (SELECT 1 FROM orders GROUP BY "checkoutId", "sellerId" HAVING count(*) > 1) twice`), 0, `${when}: an order twice`);
  // A completed checkout has one order per seller of its lines, no more and no fewer.
  assert.equal(
    await count(`SELECT count(*)::int AS n FROM checkouts c WHERE c.status = 'completed'
                   AND (SELECT count(*) FROM orders o WHERE o."checkoutId" = c.id) <> (SELECT count(DISTINCT "sellerId") FROM checkout_lines l WHERE l."checkoutId" = c.id)`),
    0,
    `${when}: a completed checkout without all its orders`,
  );
}

/** Every payment the built-in provider took has its orders, or a refund the provider confirmed. */
async function assertNoPaymentStranded(when: string): Promise<void> {
  const stranded = await db.query(`
    SELECT p.id, c.status FROM local_payments p JOIN checkouts c ON c.id = p."checkoutId"
     WHERE p.status = 'paid'
       AND NOT (c.status = 'completed' AND EXISTS (SELECT 1 FROM orders o WHERE o."checkoutId" = c.id))
       AND NOT (c.status = 'refunded' AND EXISTS (SELECT 1 FROM refunds r WHERE r."checkoutId" = c.id AND r."orderId" IS NULL AND r.status = 'succeeded'))`);
  assert.deepEqual(stranded, [], `${when}: paid payments without their outcome`);
}

describe("payments across crashes (SIGKILL), on PostgreSQL", () => {
  before(async () => {
    if (skip) return;
    // The run's demo template (its pictures drawn) when npm test made one; else seeded here.
    const copy = await copyTemplate("demo", `store_test_crash_${process.pid}`);
    database = copy ?? (await createTestDatabase());
    db = await openDatabase({ url: database.url });
    if (copy) await trimDemoCatalog(db, 8);
    else {
      await ensureCategories(db);
      await seedDemo(db, { productLimit: 8 });
    }
    // SEEDED_STOCK in every size (and in each product sold without sizes).
    for (const { id } of await db.query(`SELECT id FROM products`)) {
      const sizes = Object.keys(await stockBySize({ db }, id));
      await setProductStock({ db }, id, Object.fromEntries(sizes.map((size) => [size, SEEDED_STOCK])));
    }
    // Sellers taken in turn, so a bag of two neighbouring products usually holds two sellers' goods.
    const rows: { id: string; sellerId: string; price: number }[] = await db.query(`SELECT id, "sellerId", price FROM products ORDER BY "sellerId", id`);
    const bySeller = new Map<string, typeof rows>();
    for (const row of rows) bySeller.set(row.sellerId, [...(bySeller.get(row.sellerId) ?? []), row]);
    products = [];
    for (let i = 0; products.length < rows.length; i++) for (const list of bySeller.values()) if (list[i]) products.push(list[i]);
    fake = await new FakeStripe().start();
    port = await freePort();
  });
  after(async () => {
    if (store) await killStore();
    await fake?.stop();
    await db?.destroy();
    await database?.drop();
  });

  test("killed while checkouts start and while cards are charged: nothing is lost, nothing is taken twice", { skip }, async (t) => {
    await startStore();
    const shoppers = await Promise.all(Array.from({ length: 12 }, (_, index) => newShopper(index)));
    for (const [index, shopper] of shoppers.entries()) await fillBag(shopper, index);
    const before = await count(`SELECT count(*)::int AS n FROM checkouts`);

    // 1. During startCheckout: killed as soon as the first reservation is committed.
    // Settled, not awaited: the kill cuts these requests off.
    const starting = Promise.allSettled(shoppers.map((shopper) => shopper.client.gql(`mutation { startCheckout { sessionId } }`)));
    await until("a first reservation", async () => (await count(`SELECT count(*)::int AS n FROM checkouts`)) > before, 10_000);
    await killStore();
    await starting;
    await startStore();
    await assertBooksBalance("after a kill during startCheckout");

    // 2. During payment: every shopper starts again and pays; killed after the first charge commits.
    const sessions = await Promise.all(shoppers.map(async (shopper) => (await shopper.client.gql(`mutation { startCheckout { sessionId } }`)).data.startCheckout.sessionId as string));
    const paying = Promise.allSettled(sessions.map((id) => postCardForm(`http://127.0.0.1:${port}`, id, GOOD_CARD)));
    await until("a first charge", async () => (await count(`SELECT count(*)::int AS n FROM local_payments WHERE status = 'paid'`)) > 0, 10_000);
    await killStore();
    await paying;
    // The charge and its orders are one commit: right after the kill, before any worker ran, no payment is stranded.
    await assertNoPaymentStranded("right after a kill during payment");
    await assertBooksBalance("right after a kill during payment");
    await startStore();

    // 3. The incident as an older version left it: a charge recorded without its orders, the
    //    checkout still open. When the reservations run out, the workers must complete it and
    //    expire every unpaid one.
    const [late, soldOut] = await Promise.all([newShopper(50), newShopper(51)]);
    await fillBag(late, 0);
    await fillBag(soldOut, 1);
    const lateSession = (await late.client.gql(`mutation { startCheckout { sessionId } }`)).data.startCheckout.sessionId;
    const soldOutSession = (await soldOut.client.gql(`mutation { startCheckout { sessionId } }`)).data.startCheckout.sessionId;
    await db.query(`UPDATE local_payments SET status = 'paid', "cardSummary" = 'visa 4242' WHERE id = $1`, [lateSession]);
    await db.query(`UPDATE checkouts SET "expiresAt" = now() - interval '1 minute' WHERE status = 'open'`);
    await db.query(`UPDATE local_payments SET "expiresAt" = now() - interval '1 minute' WHERE status = 'open'`);
    await until("the sweeper to settle every open checkout", async () => (await count(`SELECT count(*)::int AS n FROM checkouts WHERE status = 'open'`)) === 0);
    assert.equal((await db.query(`SELECT status FROM checkouts WHERE "providerSessionId" = $1`, [lateSession]))[0].status, "completed", "paid, so completed, never expired");
    await assertNoPaymentStranded("after the sweeper ran");
    await assertBooksBalance("after the sweeper ran");

    // 4. The other half of the incident: a payment recorded for a checkout that had already
    //    expired, and its stock sold meanwhile. The recovery worker must refund it, once.
    const [soldOutCheckout] = await db.query(`SELECT id, status FROM checkouts WHERE "providerSessionId" = $1`, [soldOutSession]);
    assert.equal(soldOutCheckout.status, "expired");
    const ids: string[] = (await db.query(`SELECT DISTINCT "productId" FROM checkout_lines WHERE "checkoutId" = $1`, [soldOutCheckout.id])).map((row: { productId: string }) => row.productId);
    const stockBefore = await Promise.all(ids.map(async (id) => ({ id, counts: await stockBySize({ db }, id) })));
    await db.transaction(async (manager) => {
      for (const id of ids) await restock(manager, id, 0);
      await manager.query(`UPDATE local_payments SET status = 'paid', "cardSummary" = 'visa 4242' WHERE id = $1`, [soldOutSession]);
    });
    await until("the recovery worker to refund it", async () => (await db.query(`SELECT status FROM checkouts WHERE id = $1`, [soldOutCheckout.id]))[0].status === "refunded");
    assert.equal(await count(`SELECT count(*)::int AS n FROM local_refunds WHERE "idempotencyKey" = $1`, [`refund-late-${soldOutCheckout.id}`]), 1);
    assert.equal(await count(`SELECT count(*)::int AS n FROM orders WHERE "checkoutId" = $1`, [soldOutCheckout.id]), 0);
    for (const row of stockBefore) await setProductStock({ db }, row.id, row.counts);
    await assertNoPaymentStranded("after recovery");
    await assertBooksBalance("after recovery");
    await killStore();
    t.diagnostic(`the store served ${restarts.map((ms) => `${ms} ms`).join(", ")} after each start`);
  });

  test("killed while refunds are on their way: each lands at Stripe exactly once after the restart", { skip }, async (t) => {
    await startStore({ stripe: true });
    const signer = new Stripe("sk_test_unused");
    const shoppers = await Promise.all(Array.from({ length: 6 }, (_, index) => newShopper(100 + index)));
    for (const [index, shopper] of shoppers.entries()) await fillBag(shopper, index);
    for (const shopper of shoppers) {
      const { data } = await shopper.client.gql(`mutation { startCheckout { sessionId } }`);
      fake.pay(data.startCheckout.sessionId);
      const event = fake.event("checkout.session.completed", data.startCheckout.sessionId);
      const delivered = await fetch(`http://127.0.0.1:${port}/api/v1/payment/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signer.webhooks.generateTestHeaderString({ payload: event, secret: WEBHOOK_SECRET }) },
        body: event,
      });
      assert.equal(delivered.status, 200);
    }
    const orders: { id: string; total: number; paymentRef: string; userId: string }[] = await db.query(
      `SELECT o.id, o.total, c."paymentRef", o."userId" FROM orders o JOIN checkouts c ON c.id = o."checkoutId" WHERE c.provider = 'stripe' AND o."userId" = ANY($1::uuid[])`,
      [shoppers.map((shopper) => shopper.id)],
    );
    const expected = await count(`SELECT count(DISTINCT (l."checkoutId", l."sellerId"))::int AS n FROM checkout_lines l JOIN checkouts c ON c.id = l."checkoutId" WHERE c.provider = 'stripe' AND c."userId" = ANY($1::uuid[])`, [shoppers.map((shopper) => shopper.id)]);
    assert.equal(orders.length, expected, "one order per seller of every bag");
    assert.ok(orders.length >= 6);

    // Stripe makes the refunds but its answers never arrive; the store is killed meanwhile.
    fake.hangRefunds(1000);
    const cancelling = Promise.allSettled(
      orders.map((order) => shoppers.find((shopper) => shopper.id === order.userId)!.client.gql(`mutation($id: ID!) { cancelOrder(id: $id) { refundStatus } }`, { id: order.id })),
    );
    await until("refunds to reach Stripe", () => fake.requests.filter((request) => request.path === "/v1/refunds").length >= 3, 20_000);
    await killStore();
    await cancelling;
    fake.hangRefunds(0);
    await assertBooksBalance("after a kill during refunds");

    await startStore({ stripe: true });
    const cancelled = await count(`SELECT count(*)::int AS n FROM orders WHERE id = ANY($1::uuid[]) AND status = 'cancelled'`, [orders.map((order) => order.id)]);
    assert.ok(cancelled >= 1);
    await until(
      "every owed refund to be confirmed",
      async () => (await count(`SELECT count(*)::int AS n FROM refunds WHERE status = 'pending' AND "orderId" = ANY($1::uuid[])`, [orders.map((order) => order.id)])) === 0,
    );
    for (const order of orders) {
      const [row] = await db.query(`SELECT status, "refundStatus" FROM orders WHERE id = $1`, [order.id]);
      const made = fake.refundsFor(order.paymentRef);
      if (row.status === "cancelled") {
        assert.equal(row.refundStatus, "refunded");
        assert.ok(made.some((refund) => refund.amount === order.total * 100));
        assert.equal(await count(`SELECT count(*)::int AS n FROM refunds WHERE "orderId" = $1 AND status = 'succeeded'`, [order.id]), 1);
      } else {
        assert.equal(row.refundStatus, null, "a cancel that never committed owes nothing");
      }
    }
    for (const paymentRef of new Set(orders.map((order) => order.paymentRef))) {
      const owed = orders.filter((order) => order.paymentRef === paymentRef);
      const cancelledTotal = (await db.query(`SELECT COALESCE(SUM(total), 0)::int AS t FROM orders WHERE id = ANY($1::uuid[]) AND status = 'cancelled'`, [owed.map((order) => order.id)]))[0].t;
      const refunded = fake.refundsFor(paymentRef).reduce((sum, refund) => sum + refund.amount, 0);
      assert.equal(refunded, cancelledTotal * 100, `payment ${paymentRef}: refunded exactly what was cancelled, once`);
    }
    await assertBooksBalance("after the refunds landed");
    await killStore();
    t.diagnostic(`the store served ${restarts.map((ms) => `${ms} ms`).join(", ")} after each start`);
  });

  test("killed between an order and its mail: after the restart the mail is sent exactly once", { skip }, async () => {
    const sink = await startSmtpSink();
    try {
      // The mail server is down when the order is placed: the order commits with its mails owed.
      sink.refuse();
      await startStore({ smtpUrl: sink.url });
      const shopper = await newShopper(200);
      await fillBag(shopper, 0);
      const { data } = await shopper.client.gql(`mutation { startCheckout { sessionId } }`);
      const paid = await postCardForm(`http://127.0.0.1:${port}`, data.startCheckout.sessionId, GOOD_CARD);
      assert.equal(paid.status, 303);
      const [checkout] = await db.query(`SELECT id FROM checkouts WHERE "providerSessionId" = $1`, [data.startCheckout.sessionId]);
      const orders: { id: string; number: string }[] = await db.query(`SELECT id, number FROM orders WHERE "checkoutId" = $1`, [checkout.id]);
      assert.ok(orders.length >= 1);
      // Every owed mail tried and refused (none in flight): the kill falls between the order and its mail.
      await until(
        "the store to try each owed mail and be refused",
        async () => (await count(`SELECT count(*)::int AS n FROM mail_outbox WHERE "orderId" = ANY($1::uuid[]) AND "lastError" IS NOT NULL`, [orders.map((order) => order.id)])) === 1 + orders.length,
      );
      await killStore();
      const ours = () => sink.received.filter((mail) => orders.some((order) => mail.subject.includes(order.number)));
      assert.equal(ours().length, 0, "nothing was sent before the kill");
      assert.equal(await count(`SELECT count(*)::int AS n FROM mail_outbox WHERE "orderId" = ANY($1::uuid[]) AND status = 'pending'`, [orders.map((order) => order.id)]), 1 + orders.length, "the confirmation and one new-order mail per seller are owed");

      // A mail whose retry was under way at the kill keeps its lease (MAIL_LEASE_MS, minutes): that
      // much time passes here at once, as it would for a real store.
      await db.query(`UPDATE mail_outbox SET "nextAttemptAt" = LEAST("nextAttemptAt", now()) WHERE status = 'pending' AND "orderId" = ANY($1::uuid[])`, [orders.map((order) => order.id)]);
      // Restarted with the mail server back: each owed mail goes out, once.
      sink.accept();
      await startStore({ smtpUrl: sink.url });
      const [user] = await db.query(`SELECT email FROM users WHERE id = $1`, [shopper.id]);
      const confirmation = await sink.waitForMessage(user.email, { ms: 30_000 });
      for (const order of orders) assert.ok(confirmation.subject.includes(order.number));
      await until("every owed mail to be sent", async () => (await count(`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'pending' AND "orderId" = ANY($1::uuid[])`, [orders.map((order) => order.id)])) === 0);
      assert.equal(sink.received.filter((mail) => mail.to.includes(user.email.toLowerCase())).length, 1, "one confirmation");
      assert.equal(ours().length, 1 + orders.length, "one mail per owed row, none twice");
      await killStore();
    } finally {
      await sink.stop();
    }
  });
});
