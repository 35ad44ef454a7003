import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { DataSource } from "typeorm";
import { openDatabase } from "../db/data-source";
import { ensureCategories } from "../seed/seed";
import { placePaidOrder, productOf, uniqueMobile } from "../testing/fixtures";
import { HttpClient } from "../testing/http-client";
import { LiveClient, until } from "../testing/live-client";
import { startStoreProcess, stopStoreProcess, type StoreProcess } from "../testing/store-process";
import { createTestDatabase, type TestApp, type TestDatabase } from "../testing/test-app";
import { AccountsService } from "../accounts/accounts.service";

// Two store processes, as two replicas behind a load balancer, on one PostgreSQL: a change made
// through one reaches the sockets held by the other (LISTEN/NOTIFY), and only those who may see it.
// PostgreSQL only: the embedded database belongs to one process.

const skip = process.env.TEST_DATABASE_URL ? false : "needs TEST_DATABASE_URL: two processes cannot share the embedded database";

let database: TestDatabase;
let db: DataSource;
const stores: StoreProcess[] = [];

async function startStore(): Promise<StoreProcess> {
  const store = await startStoreProcess(database.url, { env: { WORKER_INTERVAL_MS: "3600000", LOG_LEVEL: "warn" } });
  stores.push(store);
  return store;
}

/** A gauge of a store's /metrics (open outside production). */
async function gauge(url: string, name: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = text.split("\n").find((row) => row.startsWith(`${name} `));
  return Number(line?.split(" ")[1] ?? NaN);
}

let serial = 0;
async function signedIn(url: string, role: "USER" | "SELLER" | "ADMIN") {
  const accounts = new AccountsService(db);
  const tag = `${process.pid}${++serial}${Date.now().toString(36)}`;
  const email = `replica.${tag}@example.com`;
  const password = "replica-secret-1";
  const mobile = uniqueMobile(role === "USER" ? "9" : role === "SELLER" ? "8" : "7");
  const account =
    role === "USER"
      ? await accounts.signUpUser({ name: "Replica Shopper", email, mobile, password, terms: true })
      : role === "SELLER"
        ? await accounts.signUpSeller({ name: "Replica Seller", email, mobile, password, storeName: "Replica Store", address: "1 Replica Road" })
        : await accounts.createAdmin({ name: "Replica Admin", email, mobile, qualification: "MBA", password });
  const client = new HttpClient(url);
  const path = role === "USER" ? "/user/login" : role === "SELLER" ? "/seller/login-seller" : "/admin/admin-login";
  assert.equal((await client.rest("POST", path, { email, password })).status, 200);
  return { client, id: account.id };
}

before(async () => {
  if (skip) return;
  database = await createTestDatabase();
  db = await openDatabase({ url: database.url });
  await ensureCategories(db);
});

after(async () => {
  for (const { child } of stores) await stopStoreProcess(child);
  await db?.destroy();
  await database?.drop();
});

describe("two store processes on one PostgreSQL", () => {
  test("a status change made through one reaches the shopper subscribed on the other within 1 s; another shopper there gets nothing; a deactivated shopper's socket closes", { skip }, async () => {
    const [a, b] = [await startStore(), await startStore()];
    const seller = await signedIn(a.url, "SELLER");
    const admin = await signedIn(a.url, "ADMIN");
    const shopper = await signedIn(b.url, "USER");
    const other = await signedIn(b.url, "USER");
    const onA = { url: a.url, db } as TestApp;
    const [orderId] = await placePaidOrder(onA, shopper.client, [await productOf(onA, seller.id)]);
    const [otherOrderId] = await placePaidOrder(onA, other.client, [await productOf(onA, seller.id)]);

    const query = `subscription { myOrderUpdated { id status } }`;
    const shopperLive = await LiveClient.connect(b.url, { as: shopper.client });
    const otherLive = await LiveClient.connect(b.url, { as: other.client });
    const mine = shopperLive.subscribe(query);
    const theirs = otherLive.subscribe(query);
    await until(async () => (await gauge(b.url, "store_live_subscriptions")) === 2, "both subscriptions to be in place on the second store");

    const sent = Date.now();
    const moved = await seller.client.gql(`mutation($id: ID!) { updateOrderStatus(id: $id, status: transit) { status } }`, { id: orderId });
    assert.equal(moved.errors, undefined);
    const seen = await mine.data(1, 1000);
    const took = Date.now() - sent;
    assert.deepEqual(seen.myOrderUpdated, { id: orderId, status: "transit" });
    assert.ok(took < 1000, `the change took ${took} ms to arrive`);

    // The other shopper's own order moves next; once it arrives, the first change was passed over.
    await seller.client.gql(`mutation($id: ID!) { updateOrderStatus(id: $id, status: transit) { status } }`, { id: otherOrderId });
    assert.equal((await theirs.data()).myOrderUpdated.id, otherOrderId);
    assert.equal(theirs.messages.length, 1, `the other shopper was sent: ${JSON.stringify(theirs.messages)}`);

    assert.equal((await admin.client.gql(`mutation($id: ID!) { deactivateUser(id: $id) { isActive } }`, { id: shopper.id })).errors, undefined);
    assert.equal((await shopperLive.closed).code, 4403);
    assert.ok(otherLive.open, "the other shopper's socket stays open");
    otherLive.close();
  });
});
