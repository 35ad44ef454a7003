import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { spreadStock } from "../catalog/stock";
import { booksBySize, productsOffTheirSizes } from "../testing/books";
import { postCardForm, setProductStock, signedInShopper } from "../testing/fixtures";
import type { HttpClient } from "../testing/http-client";
import { startStoreProcess, stopStoreProcess, type StoreProcess } from "../testing/store-process";
import { useTestApp } from "../testing/use-test-app";

/**
 * A busy sale day through the real HTTP API: shoppers placing orders over the same few products
 * at once, with every path that moves stock (bag changes, reserve, a second PLACE ORDER that
 * replaces the first, paying, cancelling). Nothing may reach a client as a server error, and
 * the slowest calls stay well under the 25 s that lock waits once caused.
 *
 * On PostgreSQL (CI): 30 shoppers × 20 orders over 8 products, p99 under 2 s, against the store
 * as it runs for real, in a process of its own over the test app's database: the store's work and
 * the shoppers' then run on two cores, as a store and its visitors do, and the latencies are the
 * store's, not those of one event loop shared with thirty clients (on a 2-core machine the run
 * took 26–35 s with the store inside the test process, 23–25 s in a process of its own). On
 * PGlite, which runs one statement at a time and so cannot deadlock, and which only one process
 * may open, a smaller run of the same steps on the test app itself, with no latency target.
 *
 * npm test runs this file alone, in a process of its own started once the first group of the
 * others has ended: its p99 is the store's, not that of the test processes and browsers that would
 * otherwise share the machine's two cores with it (beside the last group's last files, small API
 * tests, it stays near its figure alone).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SHOPPERS = onPostgres ? 30 : 6;
const ORDERS = onPostgres ? 20 : 4;
const PRODUCTS = 8;

const ADD = `mutation($p: ID!, $s: String) { addToCart(productId: $p, size: $s) { lines { id } } }`;
const SET_COUNT = `mutation($l: ID!, $c: Int!) { setCartLineCount(lineId: $l, count: $c) { itemCount } }`;
const START = `mutation { startCheckout { sessionId } }`;
const COMPLETE = `mutation($s: String!) { completeCheckout(sessionId: $s) { status orders { id } } }`;
const CANCEL = `mutation($id: ID!) { cancelOrder(id: $id) { status } }`;

const app = useTestApp({ demo: true, productLimit: 20 });

/** The store the shoppers load: a store process on PostgreSQL (see `before` below), the test app on PGlite. */
let storeStarting: Promise<StoreProcess> | undefined;

interface Call {
  name: string;
  ms: number;
  ok: boolean;
  serverError: boolean;
  detail: string;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

describe("checkouts under concurrency", () => {
  // On PostgreSQL a store process serves the test app's database, with its session secret: the
  // shoppers sign in on the test app and their sessions hold on the store process.
  // It starts while the test makes its shoppers (a failed start fails the test that awaits it).
  before(() => {
    if (!app.databaseUrl) return;
    storeStarting = startStoreProcess(app.databaseUrl, { env: { SESSION_SECRET: app.config.sessionSecret } });
    storeStarting.catch(() => {});
  });
  after(async () => {
    const store = await storeStarting?.catch(() => undefined);
    if (store) await stopStoreProcess(store.child);
  });
  test(`${SHOPPERS} shoppers × ${ORDERS} orders over ${PRODUCTS} shared products: no server error, p99 under 2 s`, { timeout: 15 * 60_000 }, async () => {
    const products: { id: string; sizes: string[] }[] = await app.db.query(
      `SELECT p.id, CASE WHEN cardinality(p."ownSizes") > 0 THEN p."ownSizes" ELSE c.sizes END AS sizes
         FROM products p JOIN categories c ON c.name = p.category WHERE p."onSale" ORDER BY p.id LIMIT $1`,
      [PRODUCTS],
    );
    assert.equal(products.length, PRODUCTS);
    await Promise.all(products.map((product) => setProductStock(app, product.id, 1_000_000)));
    const signedIn = await Promise.all(Array.from({ length: SHOPPERS }, async () => (await signedInShopper(app)).client));
    // Each signed-in client moves to the store under load (its session is in the shared database).
    const store = await storeStarting;
    const shoppers = store ? signedIn.map((client) => client.copy(store.url)) : signedIn;

    const calls: Call[] = [];
    async function timed<T>(name: string, run: () => Promise<{ status: number; errors?: { message: string; extensions?: { code?: string } }[]; value: T }>): Promise<T | undefined> {
      const started = performance.now();
      try {
        const { status, errors, value } = await run();
        const serverError = status >= 500 || Boolean(errors?.some((error) => error.extensions?.code === "INTERNAL_SERVER_ERROR"));
        calls.push({ name, ms: performance.now() - started, ok: !errors && status < 400, serverError, detail: errors ? JSON.stringify(errors) : `HTTP ${status}` });
        return errors || status >= 400 ? undefined : value;
      } catch (error) {
        calls.push({ name, ms: performance.now() - started, ok: false, serverError: true, detail: String(error) });
        return undefined;
      }
    }
    const gql = <T>(client: HttpClient, name: string, query: string, variables?: Record<string, unknown>) =>
      timed<T>(name, async () => {
        const { status, data, errors } = await client.gql(query, variables);
        return { status, errors, value: data };
      });

    async function shop(client: HttpClient, shopper: number) {
      for (let order = 0; order < ORDERS; order++) {
        // Two different products, picked so that shoppers overlap in every order.
        const first = (shopper + order) % PRODUCTS;
        const picks = [products[first], products[(first + 1 + (order % (PRODUCTS - 1))) % PRODUCTS]];
        let lines: { id: string }[] = [];
        for (const product of picks.reverse()) {
          const cart = await gql<{ addToCart: { lines: { id: string }[] } }>(client, "addToCart", ADD, { p: product.id, s: product.sizes[0] ?? null });
          if (cart) lines = cart.addToCart.lines;
        }
        if (order % 3 === 0 && lines[0]) await gql(client, "setCartLineCount", SET_COUNT, { l: lines[0].id, c: 2 });
        // Every fourth order is a double PLACE ORDER: the second replaces the first.
        if (order % 4 === 1) await gql(client, "startCheckout", START);
        const started = await gql<{ startCheckout: { sessionId: string } }>(client, "startCheckout", START);
        if (!started) continue;
        const sessionId = started.startCheckout.sessionId;
        await timed("pay", async () => {
          const response = await postCardForm(client.baseUrl, sessionId);
          return { status: response.status === 303 ? 200 : response.status, value: undefined };
        });
        const done = await gql<{ completeCheckout: { status: string; orders: { id: string }[] } }>(client, "completeCheckout", COMPLETE, { s: sessionId });
        if (done && done.completeCheckout.status !== "completed") calls.push({ name: "completeCheckout", ms: 0, ok: false, serverError: false, detail: done.completeCheckout.status });
        if (done && order % 4 === 3) await gql(client, "cancelOrder", CANCEL, { id: done.completeCheckout.orders[0].id });
      }
    }

    const began = performance.now();
    await Promise.all(shoppers.map((client, index) => shop(client, index)));
    const seconds = (performance.now() - began) / 1000;

    const failures = calls.filter((call) => !call.ok);
    const serverErrors = calls.filter((call) => call.serverError);
    const places = calls.filter((call) => call.name === "startCheckout").map((call) => call.ms);
    const all = calls.map((call) => call.ms);
    const figures = {
      database: onPostgres ? "PostgreSQL" : "PGlite",
      shoppers: SHOPPERS,
      orders: ORDERS,
      calls: calls.length,
      failures: failures.length,
      serverErrors: serverErrors.length,
      placeOrderP99Ms: Math.round(percentile(places, 99)),
      allCallsP99Ms: Math.round(percentile(all, 99)),
      slowestMs: Math.round(Math.max(...all)),
      p99MsByCall: Object.fromEntries([...new Set(calls.map((call) => call.name))].map((name) => [name, Math.round(percentile(calls.filter((call) => call.name === name).map((call) => call.ms), 99))])),
      seconds: Math.round(seconds),
    };
    console.log(`concurrency figures: ${JSON.stringify(figures)}`);
    assert.deepEqual(
      failures.slice(0, 5).map((call) => `${call.name}: ${call.detail}`),
      [],
      `${failures.length} of ${calls.length} calls failed (${serverErrors.length} server errors)`,
    );
    // The latency target is PostgreSQL's (lock waits once took 25 s there); PGlite runs in
    // this very process, one statement at a time, so its latency only measures the CPU's queue.
    if (onPostgres) assert.ok(figures.allCallsP99Ms < 2000, `p99 ${figures.allCallsP99Ms} ms`);

    // The books balance: every unit bought and not cancelled left stock, every other unit is back.
    const [books] = await app.db.query(
      `SELECT (SELECT COALESCE(SUM(stock), 0) FROM products WHERE id = ANY($1::uuid[]))::bigint AS stock,
              (SELECT COALESCE(SUM(i.quantity), 0) FROM order_items i JOIN orders o ON o.id = i."orderId" WHERE o.status <> 'cancelled' AND i."productId" = ANY($1::uuid[]))::bigint AS sold,
              (SELECT COALESCE(SUM(l.quantity), 0) FROM checkout_lines l JOIN checkouts c ON c.id = l."checkoutId" WHERE c.status = 'open' AND l."productId" = ANY($1::uuid[]))::bigint AS held`,
      [products.map((product) => product.id)],
    );
    assert.equal(Number(books.stock) + Number(books.sold) + Number(books.held), PRODUCTS * 1_000_000);
    // And per size: each size keeps what it was given, and each product's stock is their sum.
    const given = new Map<string, number>();
    for (const product of products) {
      const counts = product.sizes.length > 0 ? spreadStock(1_000_000, product.sizes) : [{ size: "", stock: 1_000_000 }];
      for (const count of counts) given.set(`${product.id} ${count.size}`, count.stock);
    }
    for (const row of await booksBySize(app.db, products.map((product) => product.id))) {
      assert.equal(row.stock + row.held + row.sold, given.get(`${row.productId} ${row.size}`), `product ${row.productId} size '${row.size}': ${JSON.stringify(row)}`);
    }
    assert.deepEqual(await productsOffTheirSizes(app.db), []);
  });

  test("20 shoppers race for 3 units of one size and 2 of another: exactly 3 and 2 reservations", async () => {
    const [product]: { id: string; sizes: string[] }[] = await app.db.query(
      `SELECT p.id, CASE WHEN cardinality(p."ownSizes") > 0 THEN p."ownSizes" ELSE c.sizes END AS sizes
         FROM products p JOIN categories c ON c.name = p.category
        WHERE p."onSale" AND cardinality(CASE WHEN cardinality(p."ownSizes") > 0 THEN p."ownSizes" ELSE c.sizes END) >= 3
        ORDER BY p.id DESC LIMIT 1`,
    );
    const [small, large, other] = product.sizes;
    await setProductStock(app, product.id, { [small]: 3, [large]: 2, [other]: 0 });
    // Each shopper has one unit in the bag (there was stock when they added it), half in each size.
    const racers = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const { client } = await signedInShopper(app);
        const size = index % 2 === 0 ? small : large;
        const { errors } = await client.gql(ADD, { p: product.id, s: size });
        assert.equal(errors, undefined);
        return { client, size };
      }),
    );
    const outcomes = await Promise.all(racers.map(async ({ client, size }) => ({ size, answer: await client.gql(START) })));
    const reserved = (size: string) => outcomes.filter((outcome) => outcome.size === size && !outcome.answer.errors).length;
    assert.deepEqual([reserved(small), reserved(large)], [3, 2], "exactly the units there were, per size");
    for (const { size, answer } of outcomes.filter((outcome) => outcome.answer.errors)) {
      assert.equal(answer.errors![0].extensions?.code, "CONFLICT");
      assert.match(answer.errors![0].message, new RegExp(`^Insufficient stock for .+ in size ${size.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: 0 left, 1 in your bag$`));
    }
    const books = await booksBySize(app.db, [product.id]);
    const of = (size: string) => books.find((row) => row.size === size)!;
    assert.deepEqual([of(small).stock, of(small).held, of(large).stock, of(large).held, of(other).stock], [0, 3, 0, 2, 0]);
    const [{ stock }] = await app.db.query(`SELECT stock FROM products WHERE id = $1`, [product.id]);
    assert.equal(stock, 0, "the product's stock is the sum of its sizes'");
  });
});
