import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { placePaidOrder, productOf, signedInAdmin, signedInSeller, signedInShopper } from "../testing/fixtures";
import { HttpClient } from "../testing/http-client";
import { capturingLog } from "../testing/log-capture";
import { LiveClient, until } from "../testing/live-client";
import { startTestApp, type TestApp } from "../testing/test-app";
import { LIVE_LIMITS } from "./live-server";

// Subscriptions over graphql-ws on the app's own server, on this run's database (PGlite, or
// PostgreSQL with TEST_DATABASE_URL): each event reaches only those who may see it.

let app: TestApp;
before(async () => {
  app = await startTestApp({ workerIntervalMs: 3_600_000 });
});
after(() => app.close());

const ORDER = `subscription { myOrderUpdated { id number status refundStatus } }`;
const SELLER = `subscription { sellerOrderEvents { kind order { id number status } request { id state } } }`;
const PENDING = `subscription { pendingRequestsChanged { count newest { id orderNumber } } }`;
const PRODUCT = `subscription($id: ID!) { productStockChanged(productId: $id) { id stock soldOut onSale } }`;

/** Subscribes and waits until the server has the subscription in place (events before that are not for it). */
async function subscribed(client: LiveClient, query: string, variables: Record<string, unknown> = {}) {
  const before = app.services.live.subscriptions;
  const subscription = client.subscribe(query, variables);
  await until(() => app.services.live.subscriptions > before || subscription.messages.length > 0, "the subscription to be in place");
  return subscription;
}

async function shopperWithOrder() {
  const shopper = await signedInShopper(app);
  const { seller, client: sellerClient } = await signedInSeller(app);
  const product = await productOf(app, seller.id);
  const [orderId] = await placePaidOrder(app, shopper.client, [product]);
  return { ...shopper, seller, sellerClient, product, orderId };
}

describe("myOrderUpdated", () => {
  test("the shopper sees their order move when the seller moves it; another shopper gets nothing", async () => {
    const owner = await shopperWithOrder();
    const other = await shopperWithOrder();
    const ownerLive = await LiveClient.connect(app.url, { as: owner.client });
    const otherLive = await LiveClient.connect(app.url, { as: other.client });
    const ownerOrders = await subscribed(ownerLive, ORDER);
    const otherOrders = await subscribed(otherLive, ORDER);

    const moved = await owner.sellerClient.gql(`mutation($id: ID!) { updateOrderStatus(id: $id, status: transit) { status } }`, { id: owner.orderId });
    assert.equal(moved.errors, undefined);
    const seen = await ownerOrders.data();
    assert.equal(seen.myOrderUpdated.id, owner.orderId);
    assert.equal(seen.myOrderUpdated.status, "transit");

    // The other shopper's own order moves after: once that arrives, the first one was passed over.
    await other.sellerClient.gql(`mutation($id: ID!) { updateOrderStatus(id: $id, status: transit) { status } }`, { id: other.orderId });
    const theirs = await otherOrders.data();
    assert.equal(theirs.myOrderUpdated.id, other.orderId);
    assert.equal(otherOrders.messages.length, 1, "the other shopper was sent someone else's order");
    ownerLive.close();
    otherLive.close();
  });

  test("a cancellation by the shopper arrives, then its refund once the provider confirms it", async () => {
    const owner = await shopperWithOrder();
    const live = await LiveClient.connect(app.url, { as: owner.client });
    const orders = await subscribed(live, ORDER);
    assert.equal((await owner.client.gql(`mutation($id: ID!) { cancelOrder(id: $id) { status } }`, { id: owner.orderId })).errors, undefined);
    const seen = await orders.data();
    assert.equal(seen.myOrderUpdated.status, "cancelled");
    // An event carries the order as it is when the event is read, and the cancellation's refund is
    // tried right after it commits (the local provider confirms at once): on a busy machine the
    // first event may already show it refunded. A pending one is followed by the refund's own event.
    if (seen.myOrderUpdated.refundStatus === "pending") {
      const settled = await orders.data(2);
      assert.equal(settled.myOrderUpdated.status, "cancelled");
      assert.equal(settled.myOrderUpdated.refundStatus, "refunded");
    } else {
      assert.equal(seen.myOrderUpdated.refundStatus, "refunded");
    }
    live.close();
  });

  test("a guest, a seller and the admin are refused when subscribing, with the queries' messages", async () => {
    const { client: seller } = await signedInSeller(app);
    const { client: admin } = await signedInAdmin(app);
    for (const [who, as, code, message] of [
      ["guest", new HttpClient(app.url), "UNAUTHENTICATED", "Please log in"],
      ["seller", seller, "FORBIDDEN", "You are not allowed to do this"],
      ["admin", admin, "FORBIDDEN", "You are not allowed to do this"],
    ] as const) {
      const live = await LiveClient.connect(app.url, { as });
      const answer = await live.subscribe(ORDER).message();
      assert.equal(answer.payload?.errors?.[0]?.extensions?.code ?? answer.payload?.[0]?.extensions?.code, code, `${who}: ${JSON.stringify(answer)}`);
      assert.equal(answer.payload?.errors?.[0]?.message ?? answer.payload?.[0]?.message, message, who);
      live.close();
    }
  });

  test("a deactivated shopper's socket is closed at once", async () => {
    const owner = await shopperWithOrder();
    const { client: admin } = await signedInAdmin(app);
    const live = await LiveClient.connect(app.url, { as: owner.client });
    await subscribed(live, ORDER);
    assert.equal((await admin.gql(`mutation($id: ID!) { deactivateUser(id: $id) { isActive } }`, { id: owner.user.id })).errors, undefined);
    const closed = await live.closed;
    assert.equal(closed.code, 4403);
  });

  test("a shopper whose account is deleted loses the socket; one signed out of the session gets no more events", async () => {
    const owner = await shopperWithOrder();
    const live = await LiveClient.connect(app.url, { as: owner.client });
    await subscribed(live, ORDER);
    assert.equal((await owner.client.gql(`mutation { deleteMyAccount }`)).errors, undefined);
    assert.equal((await live.closed).code, 4403);

    const second = await shopperWithOrder();
    const socket = await LiveClient.connect(app.url, { as: second.client });
    const orders = await subscribed(socket, ORDER);
    // Signing out ends the session; the next event finds it gone and closes the socket instead of sending.
    const copy = second.client.copy(app.url);
    assert.equal((await copy.gql(`mutation { signOutUser }`)).errors, undefined);
    await second.sellerClient.gql(`mutation($id: ID!) { updateOrderStatus(id: $id, status: transit) { status } }`, { id: second.orderId });
    assert.equal((await socket.closed).code, 4403);
    // An event of the order's own placement may still arrive while the session lives (it is
    // published after the payment commits); none may tell of the move made after the sign-out.
    const afterSignOut = orders.messages.filter((message) => message.payload?.data?.myOrderUpdated?.status === "transit");
    assert.deepEqual(afterSignOut, [], JSON.stringify(orders.messages));
  });
});

describe("sellerOrderEvents and pendingRequestsChanged", () => {
  test("the seller hears of a new order with its number, and of the admin's decision on a request", async () => {
    const shopper = await signedInShopper(app);
    const { seller, client: sellerClient } = await signedInSeller(app);
    const { client: admin } = await signedInAdmin(app);
    const sellerLive = await LiveClient.connect(app.url, { as: sellerClient });
    const adminLive = await LiveClient.connect(app.url, { as: admin });
    const events = await subscribed(sellerLive, SELLER);
    const pending = await subscribed(adminLive, PENDING);

    const product = await productOf(app, seller.id);
    const [orderId] = await placePaidOrder(app, shopper.client, [product]);
    const placed = await events.data();
    assert.equal(placed.sellerOrderEvents.kind, "NEW_ORDER");
    assert.equal(placed.sellerOrderEvents.order.id, orderId);
    assert.match(placed.sellerOrderEvents.order.number, /^AT-\d{4}-\d{6}$/);

    await sellerClient.gql(`mutation($id: ID!) { updateOrderStatus(id: $id, status: delivered) { status } }`, { id: orderId });
    assert.equal((await events.data(2)).sellerOrderEvents.kind, "ORDER_UPDATED");
    const asked = await sellerClient.gql(`mutation($id: ID!) { requestStatusChange(orderId: $id, status: transit) { id } }`, { id: orderId });
    const requestId = asked.data.requestStatusChange.id;
    const summary = (await pending.data()).pendingRequestsChanged;
    assert.ok(summary.count >= 1);
    assert.equal(summary.newest.id, requestId);
    assert.equal(summary.newest.orderNumber, placed.sellerOrderEvents.order.number);

    assert.equal((await admin.gql(`mutation($id: ID!) { decideRequest(id: $id, approve: true) { state } }`, { id: requestId })).errors, undefined);
    const after = [await events.data(3), await events.data(4)].map((data) => data.sellerOrderEvents);
    const decided = after.find((event) => event.kind === "REQUEST_DECIDED");
    assert.ok(decided, JSON.stringify(after));
    assert.equal(decided.request.state, "approved");
    assert.equal(decided.order.status, "transit");
    assert.equal((await pending.data(2)).pendingRequestsChanged.count, summary.count - 1);
    sellerLive.close();
    adminLive.close();
  });

  test("another seller hears nothing of the first seller's orders", async () => {
    const shopper = await signedInShopper(app);
    const first = await signedInSeller(app);
    const second = await signedInSeller(app);
    const live = await LiveClient.connect(app.url, { as: second.client });
    const events = await subscribed(live, SELLER);
    await placePaidOrder(app, shopper.client, [await productOf(app, first.seller.id)]);
    const [own] = await placePaidOrder(app, shopper.client, [await productOf(app, second.seller.id)]);
    assert.equal((await events.data()).sellerOrderEvents.order.id, own);
    assert.equal(events.messages.length, 1);
    live.close();
  });
});

describe("productStockChanged", () => {
  test("a guest sees the stock change, only once it is committed, and null when the product goes off sale", async () => {
    const { seller } = await signedInSeller(app);
    const product = await productOf(app, seller.id);
    const live = await LiveClient.connect(app.url);
    const changes = await subscribed(live, PRODUCT, { id: product.id });

    // A change rolled back is never announced: the first event is the committed one.
    await app.db
      .transaction(async (manager) => {
        await manager.query(`UPDATE products SET stock = 7 WHERE id = $1`, [product.id]);
        throw new Error("roll back");
      })
      .catch(() => {});
    await app.db.query(`UPDATE products SET stock = 0 WHERE id = $1`, [product.id]);
    assert.deepEqual((await changes.data()).productStockChanged, { id: product.id, stock: 0, soldOut: true, onSale: true });

    const { client: admin } = await signedInAdmin(app);
    await admin.gql(`mutation($id: ID!) { setProductOnSale(id: $id, onSale: false) { id } }`, { id: product.id });
    assert.equal((await changes.data(2)).productStockChanged, null);
    assert.equal(changes.messages.length, 2);
    live.close();
  });
});

describe("at the edge", () => {
  test("an upgrade from an origin the store does not trust is refused; its own origin and none are served", async () => {
    const { client } = await signedInShopper(app);
    const { lines } = await capturingLog(async () => {
      await assert.rejects(LiveClient.connect(app.url, { as: client, origin: "https://evil.example" }), (error: { status?: number }) => error.status === 403);
      await assert.rejects(LiveClient.connect(app.url, { as: client, origin: "http://localhost:1" }), (error: { status?: number }) => error.status === 403);
    });
    // Each refusal is logged (a warning, naming the origin), not printed among the tests' output.
    assert.deepEqual(
      lines.map(({ level, msg, fields }) => [level, msg, fields.origin]),
      ["https://evil.example", "http://localhost:1"].map((origin) => ["warn", "a WebSocket from an origin the store does not trust was refused", origin]),
    );
    (await LiveClient.connect(app.url, { as: client, origin: app.url })).close();
    (await LiveClient.connect(app.url, { as: client })).close();
  });

  test("a session may hold so many sockets, and a socket so many subscriptions", async () => {
    const { client } = await signedInShopper(app);
    const sockets: LiveClient[] = [];
    for (let i = 0; i < LIVE_LIMITS.connectionsPerSession; i++) sockets.push(await LiveClient.connect(app.url, { as: client }));
    await assert.rejects(LiveClient.connect(app.url, { as: client }), (error: { status?: number }) => error.status === 429);
    sockets.pop()!.close();
    await until(async () => {
      try {
        sockets.push(await LiveClient.connect(app.url, { as: client }));
        return true;
      } catch {
        return false;
      }
    }, "a socket to be given back");

    const socket = sockets[0];
    const held = [];
    for (let i = 0; i < LIVE_LIMITS.subscriptionsPerConnection; i++) held.push(await subscribed(socket, ORDER));
    const refused = await socket.subscribe(ORDER).message();
    assert.equal(refused.type, "error");
    assert.equal(refused.payload[0].extensions.code, "TOO_MANY_REQUESTS");
    for (const live of sockets) live.close();
  });

  test("a malformed message closes its own socket only; queries and mutations are refused over it", async () => {
    const { seller } = await signedInSeller(app);
    const product = await productOf(app, seller.id);
    const good = await LiveClient.connect(app.url);
    const changes = await subscribed(good, PRODUCT, { id: product.id });
    const bad = await LiveClient.connect(app.url);
    bad.send("{ this is not json");
    assert.equal((await bad.closed).code, 4400);
    const binary = await LiveClient.connect(app.url);
    binary.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    assert.equal((await binary.closed).code, 4400);

    const asked = await good.subscribe(`{ categories { name } }`).message();
    assert.equal(asked.type, "error");
    assert.match(asked.payload[0].message, /Only subscriptions are served over WebSocket/);
    const deep = await good.subscribe(`subscription { myOrderUpdated { items { id } history { id } } } query { x }`).message();
    assert.equal(deep.type, "error");

    await app.db.query(`UPDATE products SET stock = 3 WHERE id = $1`, [product.id]);
    assert.equal((await changes.data()).productStockChanged.stock, 3);
    good.close();
  });
});
