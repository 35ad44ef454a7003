import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import { assertAdminOnly, placePaidOrder, productOf, signedInAdmin, signedInSeller, signedInShopper } from "../testing/fixtures";
import { useTestApp } from "../testing/use-test-app";

const app = useTestApp();

const ALL_ORDERS = `query($status: OrderStatus, $o: Int!, $l: Int!) { allOrders(status: $status, offset: $o, limit: $l) {
  total hasMore items { id status total createdAt customerName customerEmail items { title quantity unitPrice } } } }`;
const DASHBOARD = `{ adminDashboard { totalSales totalOrders totalSellers totalUsers salesByDate { date total orders } } }`;
const PENDING = `{ pendingRequests(limit: 100) { total items { id orderId status state createdAt decidedAt } } }`;
const DECIDE = `mutation($id: ID!, $approve: Boolean!) { decideRequest(id: $id, approve: $approve) { id orderId status state decidedAt } }`;
const ASK = `mutation($id: ID!, $status: OrderStatus) { requestStatusChange(orderId: $id, status: $status) { id } }`;
const MOVE = `mutation($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id } }`;

/** A seller with a product, and a paid order of it by a new shopper. */
async function paidOrder(shopperName = "Mira Shah") {
  const seller = await signedInSeller(app);
  const product = await productOf(app, seller.seller.id);
  const shopper = await signedInShopper(app, shopperName);
  const [orderId] = await placePaidOrder(app, shopper.client, [product]);
  return { seller, product, shopper, orderId };
}

/** A delivered (so locked) order whose seller asks for `status`: answers the request's id too. */
async function lockedOrderWithRequest(status: string) {
  const order = await paidOrder();
  assert.equal((await order.seller.client.gql(MOVE, { id: order.orderId, status: "delivered" })).errors, undefined);
  const asked = await order.seller.client.gql(ASK, { id: order.orderId, status });
  assert.equal(asked.errors, undefined, JSON.stringify(asked.errors));
  return { ...order, requestId: asked.data.requestStatusChange.id as string };
}

const orderRow = async (id: string) => (await app.db.query(`SELECT status, "canUpdate" FROM orders WHERE id = $1`, [id]))[0];
const lastChange = async (id: string) =>
  ({ ...(await app.db.query(`SELECT "from", "to", "actorRole", "actorId" FROM order_status_changes WHERE "orderId" = $1 ORDER BY "createdAt" DESC, id DESC LIMIT 1`, [id]))[0] });

describe("who may see every order and decide requests", () => {
  test("guests get 401, shoppers and sellers 403, over GraphQL and REST", async () => {
    const { requestId } = await lockedOrderWithRequest("transit");
    await assertAdminOnly(app, {
      graphql: [
        [ALL_ORDERS, { o: 0, l: 10 }],
        [DASHBOARD, {}],
        [PENDING, {}],
        [DECIDE, { id: requestId, approve: true }],
      ],
      rest: [
        ["GET", "/orders/get-all-orders"],
        ["GET", "/orders/requests"],
        ["POST", `/orders/requests/${requestId}`, { isApproved: true }],
      ],
    });
    const [request] = await app.db.query(`SELECT state FROM permission_requests WHERE id = $1`, [requestId]);
    assert.equal(request.state, "pending", "nothing was decided");
  });
});

describe("every order", () => {
  test("newest first, with the shopper's name and email, items and total; filtered by status; a few statements for any page", async () => {
    const { client } = await signedInAdmin(app);
    const first = await paidOrder("Asha Rao");
    const second = await paidOrder("Ravi Kumar");
    await first.shopper.client.rest("PUT", `/orders/cancel-order/${first.orderId}`);

    await app.services.mail.idle(); // mail the orders owed goes out in the background: not counted here
    app.statements.reset();
    await client.gql(ALL_ORDERS, { o: 0, l: 1 });
    const forOne = app.statements.count;
    await app.services.mail.idle(); // mail the orders owed goes out in the background: not counted here
    app.statements.reset();
    const { data, errors } = await client.gql(ALL_ORDERS, { o: 0, l: 100 });
    assert.equal(errors, undefined);
    assert.equal(app.statements.count, forOne, "as many statements for every order as for one: none per order");
    const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM orders`);
    assert.equal(data.allOrders.total, n);
    const ids = data.allOrders.items.map((order: { id: string }) => order.id);
    assert.ok(ids.indexOf(second.orderId) < ids.indexOf(first.orderId), "newest first");
    const newest = data.allOrders.items[ids.indexOf(second.orderId)];
    assert.deepEqual(
      { ...newest, createdAt: undefined },
      {
        id: second.orderId,
        status: "processing",
        total: second.product.price,
        createdAt: undefined,
        customerName: "Ravi Kumar",
        customerEmail: second.shopper.email,
        items: [{ title: second.product.title, quantity: 1, unitPrice: second.product.price }],
      },
    );

    const cancelled = await client.gql(ALL_ORDERS, { status: "cancelled", o: 0, l: 100 });
    assert.ok(cancelled.data.allOrders.items.every((order: { status: string }) => order.status === "cancelled"));
    assert.ok(cancelled.data.allOrders.items.some((order: { id: string }) => order.id === first.orderId));
    assert.ok(!cancelled.data.allOrders.items.some((order: { id: string }) => order.id === second.orderId));
    const every = await client.gql(ALL_ORDERS, { status: null, o: 0, l: 1 });
    assert.deepEqual([every.data.allOrders.total, every.data.allOrders.hasMore], [n, n > 1]);
    const bad = await client.gql(ALL_ORDERS, { status: "lost", o: 0, l: 10 });
    assert.equal(bad.errors?.[0].extensions?.code, "BAD_USER_INPUT");
  });

  test("the legacy list is the array itself, shopper and products populated; a deleted shopper's order stays", async () => {
    const { client } = await signedInAdmin(app);
    const order = await paidOrder("Neha Das");
    const gone = await paidOrder("Gone Shopper");
    await client.gql(`mutation($id: ID!) { deleteUser(id: $id) }`, { id: gone.shopper.user.id });

    const { status, body } = await client.rest("GET", "/orders/get-all-orders");
    assert.equal(status, 200);
    assert.ok(Array.isArray(body));
    const mine = body.find((row: { _id: string }) => row._id === order.orderId);
    assert.equal(mine.orderStatus, "processing");
    assert.equal(mine.totalAmount, order.product.price);
    assert.deepEqual(mine.userId, { _id: order.shopper.user.id, name: "Neha Das", email: order.shopper.email });
    assert.equal(mine.items[0].quantity, 1);
    assert.deepEqual(mine.items[0].productId, { _id: order.product.id, title: order.product.title, price: order.product.price, image: null });
    const orphan = body.find((row: { _id: string }) => row._id === gone.orderId);
    assert.equal(orphan.userId, null);
    const graph = await client.gql(ALL_ORDERS, { o: 0, l: 100 });
    const orphanNode = graph.data.allOrders.items.find((row: { id: string }) => row.id === gone.orderId);
    assert.deepEqual([orphanNode.customerName, orphanNode.customerEmail], [null, null]);

    const processing = await client.rest("GET", "/orders/get-all-orders?status=processing");
    assert.ok(processing.body.length > 0 && processing.body.every((row: { orderStatus: string }) => row.orderStatus === "processing"));
  });
});

describe("the dashboard", () => {
  test("its figures and its sales by day agree with the database; cancelled orders are not sales", async () => {
    const { client } = await signedInAdmin(app);
    const kept = await paidOrder();
    const dropped = await paidOrder();
    await dropped.shopper.client.rest("PUT", `/orders/cancel-order/${dropped.orderId}`);
    // An older order, so the chart has more than one day.
    await app.db.query(`UPDATE orders SET "createdAt" = now() - interval '3 days' WHERE id = $1`, [kept.orderId]);

    await app.services.mail.idle(); // mail the orders owed goes out in the background: not counted here
    app.statements.reset();
    const { data, errors } = await client.gql(DASHBOARD);
    assert.equal(errors, undefined);
    const aggregates = app.statements.statements.filter((statement) => /FROM orders/.test(statement));
    assert.equal(aggregates.length, 2, "one aggregate for the figures, one for the days");
    const [expected] = await app.db.query(
      `SELECT (SELECT COALESCE(SUM(total), 0) FROM orders WHERE status <> 'cancelled')::int AS "totalSales",
              (SELECT count(*) FROM orders)::int AS "totalOrders",
              (SELECT count(*) FROM sellers)::int AS "totalSellers",
              (SELECT count(*) FROM users)::int AS "totalUsers"`,
    );
    const { salesByDate, ...figures } = data.adminDashboard;
    assert.deepEqual(figures, { ...expected });
    assert.ok(figures.totalOrders >= 2 && figures.totalSales > 0);
    const days = await app.db.query(
      `SELECT to_char("createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date, SUM(total)::int AS total, count(*)::int AS orders
         FROM orders WHERE status <> 'cancelled' GROUP BY 1 ORDER BY 1`,
    );
    assert.deepEqual(salesByDate, days.map((day: object) => ({ ...day })));
    assert.ok(salesByDate.length >= 2, "oldest day first, one entry per day");
  });
});

describe("permission requests", () => {
  test("approving applies the requested status and unlocks the order, in its history under the admin's id; once only", async () => {
    const { client, admin } = await signedInAdmin(app);
    const { orderId, requestId, seller } = await lockedOrderWithRequest("out_for_delivery");
    assert.deepEqual(await orderRow(orderId), { status: "delivered", canUpdate: false });

    const pending = (await client.gql(PENDING)).data.pendingRequests;
    const listed = pending.items.find((request: { id: string }) => request.id === requestId);
    assert.deepEqual({ ...listed, createdAt: undefined }, { id: requestId, orderId, status: "out_for_delivery", state: "pending", createdAt: undefined, decidedAt: null });

    const { data, errors } = await client.gql(DECIDE, { id: requestId, approve: true });
    assert.equal(errors, undefined);
    assert.equal(data.decideRequest.state, "approved");
    assert.ok(data.decideRequest.decidedAt);
    assert.deepEqual(await orderRow(orderId), { status: "out-for-delivery", canUpdate: true });
    assert.deepEqual(await lastChange(orderId), { from: "delivered", to: "out-for-delivery", actorRole: "ADMIN", actorId: admin.id });
    assert.ok(!(await client.gql(PENDING)).data.pendingRequests.items.some((request: { id: string }) => request.id === requestId));
    // Unlocked: the seller moves it on without asking.
    assert.equal((await seller.client.gql(MOVE, { id: orderId, status: "delivered" })).errors, undefined);

    for (const approve of [true, false]) {
      const again = await client.gql(DECIDE, { id: requestId, approve });
      assert.equal(again.errors?.[0].extensions?.code, "CONFLICT");
    }
    const legacyAgain = await client.rest("POST", `/orders/requests/${requestId}`, { isApproved: false });
    assert.equal(legacyAgain.status, 409);
    assert.deepEqual(await orderRow(orderId), { status: "delivered", canUpdate: false });
  });

  test("denying leaves the order as it was and is kept in its history; the legacy paths list and decide", async () => {
    const { client, admin } = await signedInAdmin(app);
    const { orderId, requestId } = await lockedOrderWithRequest("transit");

    const listed = await client.rest("GET", "/orders/requests");
    assert.equal(listed.status, 200);
    const legacy = listed.body.requests.find((request: { _id: string }) => request._id === requestId);
    assert.deepEqual([legacy.orderId, legacy.status, legacy.state], [{ _id: orderId }, "transit", "pending"]);
    assert.ok(legacy.createdAt);

    const missing = await client.rest("POST", `/orders/requests/${requestId}`, {});
    assert.equal(missing.status, 400);
    const unknown = await client.rest("POST", `/orders/requests/${randomUUID()}`, { isApproved: false });
    assert.equal(unknown.status, 404);

    const denied = await client.rest("POST", `/orders/requests/${requestId}`, { isApproved: false });
    assert.equal(denied.status, 200);
    assert.equal(denied.body.request.state, "denied");
    assert.deepEqual(await orderRow(orderId), { status: "delivered", canUpdate: false });
    assert.deepEqual(await lastChange(orderId), { from: "delivered", to: "delivered", actorRole: "ADMIN", actorId: admin.id });
    const [request] = await app.db.query(`SELECT state, "decidedBy" FROM permission_requests WHERE id = $1`, [requestId]);
    assert.deepEqual({ ...request }, { state: "denied", decidedBy: admin.id });
    assert.equal((await client.gql(DECIDE, { id: requestId, approve: true })).errors?.[0].extensions?.code, "CONFLICT");
    assert.deepEqual(await orderRow(orderId), { status: "delivered", canUpdate: false });
  });
});
