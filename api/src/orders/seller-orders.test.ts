import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { placePaidOrder, pngForm, signedInAdmin, signedInSeller, signedInShopper } from "../testing/fixtures";
import { HttpClient } from "../testing/http-client";
import { useTestApp } from "../testing/use-test-app";

const app = useTestApp();

type Seller = Awaited<ReturnType<typeof signedInSeller>>;

const ORDER = `id status canUpdate total customerName customerEmail items { title quantity unitPrice } history { from to actorRole actorId } pendingRequest { id status state }`;
const ORDERS = `query($status: OrderStatus) { sellerOrders(status: $status, limit: 100) { total items { ${ORDER} } } }`;
const MOVE = `mutation($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { ${ORDER} } }`;
const ASK = `mutation($id: ID!, $status: OrderStatus) { requestStatusChange(orderId: $id, status: $status) { id orderId status state createdAt decidedAt } }`;

const orderRow = async (id: string) => (await app.db.query(`SELECT status, "canUpdate" FROM orders WHERE id = $1`, [id]))[0];
const historyOf = async (id: string) =>
  (await app.db.query(`SELECT "from", "to", "actorRole", "actorId" FROM order_status_changes WHERE "orderId" = $1 ORDER BY "createdAt", id`, [id])).map((row: object) => ({ ...row }));

/** A seller with one product (price 1000, plenty of stock) made through the API. */
async function sellerWithProduct(price = 1000): Promise<Seller & { product: { id: string; sizes: string[] } }> {
  const seller = await signedInSeller(app);
  const uploaded = await seller.client.form("POST", "/images", await pngForm());
  const { data, errors } = await seller.client.gql(`mutation($input: ProductInput!) { createProduct(input: $input) { id sizes } }`, {
    input: { title: "Wool Scarf", price, description: "Warm.", category: "accessories", materials: "Wool", careguide: "Hand wash", stock: 100, sizes: [], imageId: uploaded.body.data.id },
  });
  assert.equal(errors, undefined, JSON.stringify(errors));
  return { ...seller, product: data.createProduct };
}

/** A paid order for the seller, bought by a new shopper. */
async function orderFor(seller: { product: { id: string; sizes: string[] } }, name = "Mira Shah") {
  const shopper = await signedInShopper(app, name);
  const [orderId] = await placePaidOrder(app, shopper.client, [seller.product]);
  return { orderId, shopper };
}

async function move(seller: Seller, id: string, status: string) {
  return seller.client.gql(MOVE, { id, status });
}

describe("a seller's orders", () => {
  test("only the seller's own, newest first, with the shopper's name and email; filtered by status", async () => {
    const seller = await sellerWithProduct();
    const other = await sellerWithProduct();
    const first = await orderFor(seller, "Mira Shah");
    const second = await orderFor(seller, "Ravi Kumar");
    await orderFor(other);
    const { data, errors } = await seller.client.gql(ORDERS, {});
    assert.equal(errors, undefined);
    assert.equal(data.sellerOrders.total, 2);
    const [newest, oldest] = data.sellerOrders.items;
    assert.deepEqual([newest.id, oldest.id], [second.orderId, first.orderId]);
    assert.deepEqual([newest.customerName, newest.customerEmail], ["Ravi Kumar", second.shopper.email]);
    assert.deepEqual(newest.items, [{ title: "Wool Scarf", quantity: 1, unitPrice: 1000 }]);
    assert.deepEqual([newest.status, newest.canUpdate, newest.pendingRequest], ["processing", true, null]);
    await move(seller, first.orderId, "transit");
    const transit = await seller.client.gql(ORDERS, { status: "transit" });
    assert.deepEqual(transit.data.sellerOrders.items.map((o: { id: string }) => o.id), [first.orderId]);
    assert.equal((await seller.client.gql(ORDERS, { status: null })).data.sellerOrders.total, 2);
    const unknown = await seller.client.gql(ORDERS, { status: "lost" });
    assert.equal(unknown.errors?.[0].extensions?.code, "BAD_USER_INPUT");
  });

  test("an order whose shopper deleted the account shows no customer", async () => {
    const seller = await sellerWithProduct();
    const { orderId, shopper } = await orderFor(seller);
    assert.equal((await shopper.client.rest("DELETE", `/user/delete-user/${shopper.user.id}`)).status, 200);
    const order = (await seller.client.gql(ORDERS, {})).data.sellerOrders.items.find((o: { id: string }) => o.id === orderId);
    assert.deepEqual([order.customerName, order.customerEmail], [null, null]);
  });

  test("customers and pending requests cost the same statements for one order or many", async () => {
    const seller = await sellerWithProduct();
    await orderFor(seller);
    const statementsFor = async () => {
      await app.services.mail.idle(); // mail the orders owed goes out in the background: not counted here
      app.statements.reset();
      const { errors } = await seller.client.gql(ORDERS, {});
      assert.equal(errors, undefined);
      return app.statements.count;
    };
    const one = await statementsFor();
    await orderFor(seller);
    await orderFor(seller);
    assert.equal(await statementsFor(), one);
  });
});

describe("moving an order's status", () => {
  test("forward only; delivered locks; every change is in the history with the seller's id", async () => {
    const seller = await sellerWithProduct();
    const { orderId } = await orderFor(seller);
    const transit = await move(seller, orderId, "transit");
    assert.equal(transit.errors, undefined);
    assert.deepEqual([transit.data.updateOrderStatus.status, transit.data.updateOrderStatus.canUpdate], ["transit", true]);
    const back = await move(seller, orderId, "processing");
    assert.deepEqual([back.errors?.[0].extensions?.code, back.errors?.[0].message], ["CONFLICT", "This order is already transit: its status only moves forward"]);
    const same = await move(seller, orderId, "transit");
    assert.equal(same.errors?.[0].extensions?.code, "CONFLICT");
    const delivered = await move(seller, orderId, "delivered");
    assert.deepEqual([delivered.data.updateOrderStatus.status, delivered.data.updateOrderStatus.canUpdate], ["delivered", false]);
    const locked = await move(seller, orderId, "delivered");
    assert.deepEqual([locked.errors?.[0].extensions?.code, locked.errors?.[0].message], ["CONFLICT", "Permission required to update the status."]);
    assert.deepEqual(await historyOf(orderId), [
      { from: null, to: "processing", actorRole: "SYSTEM", actorId: null },
      { from: "processing", to: "transit", actorRole: "SELLER", actorId: seller.seller.id },
      { from: "transit", to: "delivered", actorRole: "SELLER", actorId: seller.seller.id },
    ]);
  });

  test("unknown statuses and cancelling are 400; another seller's order is 404; nothing changes", async () => {
    const seller = await sellerWithProduct();
    const other = await sellerWithProduct();
    const { orderId } = await orderFor(seller);
    const cancelling = await move(seller, orderId, "cancelled");
    assert.deepEqual([cancelling.errors?.[0].extensions?.code, cancelling.errors?.[0].message], ["BAD_USER_INPUT", "Status must be one of processing, transit, out-for-delivery, delivered"]);
    // Not a status at all: GraphQL's OrderStatus enum refuses it before the service.
    for (const status of ["shipped", "", "out-for-delivery"]) assert.equal((await move(seller, orderId, status)).errors?.[0].extensions?.code, "BAD_USER_INPUT", status);
    const foreign = await move(other, orderId, "transit");
    assert.deepEqual([foreign.errors?.[0].extensions?.code, foreign.errors?.[0].message], ["NOT_FOUND", "Order not found"]);
    const rest = await other.client.rest("PUT", `/orders/orders/${orderId}/status`, { status: "transit" });
    assert.deepEqual([rest.status, rest.body], [404, { success: false, message: "Order not found", error: "Order not found" }]);
    assert.equal((await other.client.rest("POST", "/orders/permission-request", { orderId, status: "transit" })).status, 404);
    assert.equal((await other.client.gql(ORDERS, {})).data.sellerOrders.total, 0);
    assert.deepEqual(await orderRow(orderId), { status: "processing", canUpdate: true });
    assert.equal((await historyOf(orderId)).length, 1);
  });

  test("a shopper's cancelled order is locked for the seller", async () => {
    const seller = await sellerWithProduct();
    const { orderId, shopper } = await orderFor(seller);
    assert.equal((await shopper.client.gql(`mutation($id: ID!) { cancelOrder(id: $id) { status } }`, { id: orderId })).data.cancelOrder.status, "cancelled");
    const { errors } = await move(seller, orderId, "transit");
    assert.equal(errors?.[0].message, "Permission required to update the status.");
    const ask = await seller.client.gql(ASK, { id: orderId, status: "transit" });
    assert.deepEqual([ask.errors?.[0].extensions?.code, ask.errors?.[0].message], ["CONFLICT", "A cancelled order cannot change status"]);
  });
});

describe("permission requests", () => {
  async function lockedOrder() {
    const seller = await sellerWithProduct();
    const { orderId } = await orderFor(seller);
    await move(seller, orderId, "delivered");
    return { seller, orderId };
  }

  test("only for a locked order; one pending per order; the order shows it", async () => {
    const seller = await sellerWithProduct();
    const { orderId } = await orderFor(seller);
    const early = await seller.client.gql(ASK, { id: orderId, status: "transit" });
    assert.deepEqual([early.errors?.[0].extensions?.code, early.errors?.[0].message], ["CONFLICT", "This order can still be updated without permission"]);
    await move(seller, orderId, "delivered");
    const bad = await seller.client.gql(ASK, { id: orderId, status: "cancelled" });
    assert.equal(bad.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    const { data, errors } = await seller.client.gql(ASK, { id: orderId, status: "transit" });
    assert.equal(errors, undefined);
    assert.deepEqual([data.requestStatusChange.orderId, data.requestStatusChange.status, data.requestStatusChange.state, data.requestStatusChange.decidedAt], [orderId, "transit", "pending", null]);
    const second = await seller.client.gql(ASK, { id: orderId, status: "processing" });
    assert.deepEqual([second.errors?.[0].extensions?.code, second.errors?.[0].message], ["CONFLICT", "A permission request for this order is already pending"]);
    const legacy = await seller.client.rest("POST", "/orders/permission-request", { orderId, status: "transit" });
    assert.deepEqual([legacy.status, legacy.body], [409, { success: false, message: "A permission request for this order is already pending", error: "A permission request for this order is already pending" }]);
    const order = (await seller.client.gql(ORDERS, {})).data.sellerOrders.items[0];
    assert.deepEqual(order.pendingRequest, { id: data.requestStatusChange.id, status: "transit", state: "pending" });
    assert.deepEqual(await orderRow(orderId), { status: "delivered", canUpdate: false });
  });

  test("the database holds one pending request per order even when requests race", async () => {
    const { seller, orderId } = await lockedOrder();
    const results = await Promise.all(Array.from({ length: 4 }, () => seller.client.gql(ASK, { id: orderId, status: "transit" })));
    assert.equal(results.filter((r) => !r.errors).length, 1);
    const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM permission_requests WHERE "orderId" = $1`, [orderId]);
    assert.equal(n, 1);
    await assert.rejects(app.db.query(`INSERT INTO permission_requests ("orderId", "sellerId", status) VALUES ($1, $2, 'processing')`, [orderId, seller.seller.id]));
  });

  test("without a status, the request asks for the current one; over REST too", async () => {
    const { seller, orderId } = await lockedOrder();
    const legacy = await seller.client.rest("POST", "/orders/permission-request", { orderId, status: "" });
    assert.equal(legacy.status, 201);
    assert.deepEqual([legacy.body.success, legacy.body.data.status, legacy.body.data.orderId._id], [true, "delivered", orderId]);
  });

  test("an admin approves (status applied, order unlocked) or denies (nothing changes); both in the history", async () => {
    const admin = await app.services.accounts.createAdmin({ name: "Ada", email: `ada.${Date.now()}@example.com`, mobile: "0000000000", qualification: "MBA", password: "admin-secret-1" });
    const approved = await lockedOrder();
    const request = (await approved.seller.client.gql(ASK, { id: approved.orderId, status: "out_for_delivery" })).data.requestStatusChange;
    const decided = await app.services.requests.decide(admin, request.id, true);
    assert.deepEqual([decided.state, decided.decidedBy], ["approved", admin.id]);
    assert.deepEqual(await orderRow(approved.orderId), { status: "out-for-delivery", canUpdate: true });
    assert.deepEqual((await historyOf(approved.orderId)).at(-1), { from: "delivered", to: "out-for-delivery", actorRole: "ADMIN", actorId: admin.id });
    await assert.rejects(app.services.requests.decide(admin, request.id, false), { status: 409 });
    const moved = await move(approved.seller, approved.orderId, "delivered");
    assert.equal(moved.errors, undefined, "unlocked: the seller may move it again");

    const denied = await lockedOrder();
    const asked = (await denied.seller.client.gql(ASK, { id: denied.orderId, status: "processing" })).data.requestStatusChange;
    await app.services.requests.decide(admin, asked.id, false);
    assert.deepEqual(await orderRow(denied.orderId), { status: "delivered", canUpdate: false });
    assert.deepEqual((await historyOf(denied.orderId)).at(-1), { from: "delivered", to: "delivered", actorRole: "ADMIN", actorId: admin.id });
    const [row] = await app.db.query(`SELECT state, "decidedBy", "decidedAt" FROM permission_requests WHERE id = $1`, [asked.id]);
    assert.deepEqual([row.state, row.decidedBy, row.decidedAt instanceof Date], ["denied", admin.id, true]);
    const again = await denied.seller.client.gql(ASK, { id: denied.orderId, status: "processing" });
    assert.equal(again.errors, undefined, "after a decision, a new request may be filed");
  });
});

describe("an approval unlocks the order (issue 22)", () => {
  const LIST = `query { sellerOrders(limit: 100) { items { id status canUpdate allowedStatuses } } }`;
  const allowedOf = async (seller: Seller, id: string) => (await seller.client.gql(LIST)).data.sellerOrders.items.find((o: { id: string }) => o.id === id).allowedStatuses;

  async function delivered() {
    const seller = await sellerWithProduct();
    const { orderId, shopper } = await orderFor(seller);
    assert.equal((await move(seller, orderId, "delivered")).errors, undefined);
    return { seller, orderId, shopper };
  }

  test("the server says which statuses it would accept now: forward only, none while locked", async () => {
    const seller = await sellerWithProduct();
    const { orderId } = await orderFor(seller);
    assert.deepEqual(await allowedOf(seller, orderId), ["transit", "out_for_delivery", "delivered"]);
    await move(seller, orderId, "out_for_delivery");
    assert.deepEqual(await allowedOf(seller, orderId), ["delivered"]);
    await move(seller, orderId, "delivered");
    assert.deepEqual(await allowedOf(seller, orderId), []);
  });

  test("approved: the requested status applies, then the seller may move it backwards once; forward only and the delivered lock apply again", async () => {
    const admin = await signedInAdmin(app);
    const { seller, orderId } = await delivered();
    // The dropdown is disabled, so the request carries the current status, as the document says.
    const asked = await seller.client.gql(ASK, { id: orderId, status: null });
    assert.equal(asked.data.requestStatusChange.status, "delivered");
    const decided = await admin.client.gql(`mutation($id: ID!) { decideRequest(id: $id, approve: true) { state } }`, { id: asked.data.requestStatusChange.id });
    assert.equal(decided.data.decideRequest.state, "approved");
    assert.deepEqual(await orderRow(orderId), { status: "delivered", canUpdate: true });
    assert.deepEqual(await allowedOf(seller, orderId), ["processing", "transit", "out_for_delivery"]);
    const back = await move(seller, orderId, "transit");
    assert.equal(back.errors, undefined, JSON.stringify(back.errors));
    assert.deepEqual([back.data.updateOrderStatus.status, back.data.updateOrderStatus.canUpdate], ["transit", true]);
    // After that change the usual rules apply: forward only.
    assert.deepEqual(await allowedOf(seller, orderId), ["out_for_delivery", "delivered"]);
    const backAgain = await move(seller, orderId, "processing");
    assert.deepEqual([backAgain.errors?.[0].extensions?.code, backAgain.errors?.[0].message], ["CONFLICT", "This order is already transit: its status only moves forward"]);
    // Over REST too: the same rule.
    const rest = await seller.client.rest("PUT", `/orders/orders/${orderId}/status`, { status: "delivered" });
    assert.deepEqual([rest.status, rest.body.data.orderStatus, rest.body.data.canUpdate], [200, "delivered", false]);
    assert.deepEqual((await historyOf(orderId)).map((change: { from: string | null; to: string; actorRole: string }) => [change.from, change.to, change.actorRole]), [
      [null, "processing", "SYSTEM"],
      ["processing", "delivered", "SELLER"],
      ["delivered", "delivered", "ADMIN"],
      ["delivered", "transit", "SELLER"],
      ["transit", "delivered", "SELLER"],
    ]);
  });

  test("approved over REST, the order moves back over REST", async () => {
    const admin = await signedInAdmin(app);
    const { seller, orderId } = await delivered();
    const asked = await seller.client.rest("POST", "/orders/permission-request", { orderId, status: "" });
    assert.equal(asked.status, 201);
    assert.equal((await admin.client.rest("POST", `/orders/requests/${asked.body.data._id}`, { isApproved: true })).status, 200);
    assert.deepEqual(await orderRow(orderId), { status: "delivered", canUpdate: true });
    const same = await seller.client.rest("PUT", `/orders/orders/${orderId}/status`, { status: "delivered" });
    assert.equal(same.status, 409, "the current status is no change");
    const back = await seller.client.rest("PUT", `/orders/orders/${orderId}/status`, { status: "transit" });
    assert.deepEqual([back.status, back.body.data.orderStatus, back.body.data.canUpdate], [200, "transit", true]);
    assert.equal((await seller.client.rest("PUT", `/orders/orders/${orderId}/status`, { status: "processing" })).status, 409, "forward only again");
  });

  test("denied: the order stays locked and every status is refused", async () => {
    const admin = await signedInAdmin(app);
    const { seller, orderId } = await delivered();
    const asked = await seller.client.gql(ASK, { id: orderId, status: "transit" });
    await admin.client.gql(`mutation($id: ID!) { decideRequest(id: $id, approve: false) { state } }`, { id: asked.data.requestStatusChange.id });
    assert.deepEqual(await orderRow(orderId), { status: "delivered", canUpdate: false });
    assert.deepEqual(await allowedOf(seller, orderId), []);
    for (const status of ["processing", "transit", "out_for_delivery", "delivered"]) {
      const { errors } = await move(seller, orderId, status);
      assert.equal(errors?.[0].message, "Permission required to update the status.", status);
    }
  });

  test("a second request after the new lock: delivered again locks, a new request is needed and unlocks again", async () => {
    const admin = await signedInAdmin(app);
    const { seller, orderId } = await delivered();
    const approve = async (status: string) => {
      const asked = await seller.client.gql(ASK, { id: orderId, status });
      assert.equal(asked.errors, undefined, JSON.stringify(asked.errors));
      await admin.client.gql(`mutation($id: ID!) { decideRequest(id: $id, approve: true) { state } }`, { id: asked.data.requestStatusChange.id });
    };
    await approve("delivered");
    assert.equal((await move(seller, orderId, "out_for_delivery")).errors, undefined);
    assert.equal((await move(seller, orderId, "delivered")).errors, undefined);
    assert.deepEqual(await orderRow(orderId), { status: "delivered", canUpdate: false });
    assert.equal((await move(seller, orderId, "transit")).errors?.[0].message, "Permission required to update the status.");
    await approve("delivered");
    assert.deepEqual(await allowedOf(seller, orderId), ["processing", "transit", "out_for_delivery"]);
    assert.equal((await move(seller, orderId, "processing")).errors, undefined);
  });
});

describe("the seller dashboard", () => {
  const DASHBOARD = `{ sellerDashboard { totalSales totalOrders processingOrders products salesByDate { date total orders } } }`;

  test("figures match the database; cancelled orders are no sales; a new seller sees zeros", async () => {
    const fresh = await signedInSeller(app);
    assert.deepEqual((await fresh.client.gql(DASHBOARD)).data.sellerDashboard, { totalSales: 0, totalOrders: 0, processingOrders: 0, products: 0, salesByDate: [] });
    const seller = await sellerWithProduct(700);
    const a = await orderFor(seller);
    const b = await orderFor(seller);
    const c = await orderFor(seller);
    await move(seller, a.orderId, "transit");
    await c.shopper.client.gql(`mutation($id: ID!) { cancelOrder(id: $id) { id } }`, { id: c.orderId });
    await app.db.query(`UPDATE orders SET "createdAt" = '2026-01-05T23:30:00Z' WHERE id = $1`, [b.orderId]);
    await app.services.mail.idle(); // mail the orders owed goes out in the background: not counted here
    app.statements.reset();
    const { data, errors } = await seller.client.gql(DASHBOARD);
    assert.equal(errors, undefined);
    assert.equal(app.statements.statements.filter((sql) => /FROM orders/i.test(sql)).length, 2, "two aggregates, no order rows");
    const [expected] = await app.db.query(
      `SELECT sum(total) FILTER (WHERE status <> 'cancelled')::int AS sales, count(*)::int AS orders, count(*) FILTER (WHERE status = 'processing')::int AS processing FROM orders WHERE "sellerId" = $1`,
      [seller.seller.id],
    );
    const today = new Date().toISOString().slice(0, 10);
    assert.deepEqual(data.sellerDashboard, {
      totalSales: expected.sales,
      totalOrders: expected.orders,
      processingOrders: expected.processing,
      products: 1,
      salesByDate: [
        { date: "2026-01-05", total: 700, orders: 1 },
        { date: today, total: 700, orders: 1 },
      ],
    });
    assert.deepEqual([expected.sales, expected.orders, expected.processing], [1400, 3, 1]);
  });
});

describe("the legacy seller order paths", () => {
  test("lists with the shopper populated, by status, moving and refusing", async () => {
    const seller = await sellerWithProduct();
    const { orderId, shopper } = await orderFor(seller, "Kiran Das");
    const all = await seller.client.rest("GET", "/orders/get-seller-orders");
    assert.equal(all.status, 200);
    assert.equal(all.body.data.length, 1);
    const [order] = all.body.data;
    assert.deepEqual([order._id, order.orderStatus, order.canUpdate, order.totalAmount], [orderId, "processing", true, 1000]);
    assert.deepEqual(order.userId, { _id: shopper.user.id, name: "Kiran Das", email: shopper.email });
    assert.deepEqual([order.items[0].name, order.items[0].quantity, order.items[0].price, order.items[0].productId.title], ["Wool Scarf", 1, 1000, "Wool Scarf"]);
    const none = await seller.client.rest("POST", "/orders/get-seller-orders-by-status", { status: "transit" });
    assert.deepEqual(none.body.data, []);
    assert.equal((await seller.client.rest("POST", "/orders/get-seller-orders-by-status", { status: "" })).body.data.length, 1);
    assert.equal((await seller.client.rest("POST", "/orders/get-seller-orders-by-status", { status: "nope" })).status, 400);
    const moved = await seller.client.rest("PUT", `/orders/orders/${orderId}/status`, { status: "delivered" });
    assert.deepEqual([moved.status, moved.body.success, moved.body.data.orderStatus, moved.body.data.canUpdate], [200, true, "delivered", false]);
    const locked = await seller.client.rest("PUT", `/orders/orders/${orderId}/status`, { status: "delivered" });
    assert.deepEqual([locked.status, locked.body], [409, { success: false, message: "Permission required to update the status.", error: "Permission required to update the status." }]);
    const bad = await seller.client.rest("PUT", `/orders/orders/${orderId}/status`, {});
    assert.equal(bad.status, 400);
    assert.equal((await new HttpClient(app.url).rest("GET", "/orders/get-seller-orders")).status, 401);
    assert.equal((await shopper.client.rest("GET", "/orders/get-seller-orders")).status, 403);
  });
});
