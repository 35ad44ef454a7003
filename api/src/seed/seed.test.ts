import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { Admin } from "../accounts/admin.entity";
import { HttpClient } from "../testing/http-client";
import { signedInAdmin } from "../testing/fixtures";
import { ensureAdmin, seedDemo } from "./seed";
import { useTestApp } from "../testing/use-test-app";

const app = useTestApp();

const admins = () => app.db.getRepository(Admin).find({ order: { createdAt: "ASC" } });

describe("the first admin from ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_MOBILE", () => {
  test("a restart with another ADMIN_EMAIL adds that admin; without ADMIN_MOBILE neither has a mobile; a repeat adds nothing", async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    assert.equal(await ensureAdmin(app.db, app.services.accounts, { email: "First.Admin@example.com", password: "first-admin-pass" }, log), true);
    assert.equal(await ensureAdmin(app.db, app.services.accounts, { email: "second.admin@example.com", password: "second-admin-pass" }, log), true);
    assert.equal(await ensureAdmin(app.db, app.services.accounts, { email: "first.admin@example.com", password: "first-admin-pass" }, log), false);
    assert.deepEqual(
      (await admins()).filter((admin) => /^(first|second)\.admin@/.test(admin.email)).map((admin) => [admin.email, admin.mobile]),
      [
        ["first.admin@example.com", ""],
        ["second.admin@example.com", ""],
      ],
    );
    const signIn = await new HttpClient(app.url).rest("POST", "/admin/admin-login", { email: "second.admin@example.com", password: "second-admin-pass" });
    assert.equal(signIn.status, 200);
  });

  test("ADMIN_MOBILE is the admin's mobile; one another admin has is left empty, and start-up goes on", async () => {
    const lines: string[] = [];
    assert.equal(await ensureAdmin(app.db, app.services.accounts, { email: "third.admin@example.com", password: "third-admin-pass", mobile: "9876512345" }, (line) => lines.push(line)), true);
    assert.equal(await ensureAdmin(app.db, app.services.accounts, { email: "fourth.admin@example.com", password: "fourth-admin-pass", mobile: "9876512345" }, (line) => lines.push(line)), true);
    const byEmail = new Map((await admins()).map((admin) => [admin.email, admin.mobile]));
    assert.equal(byEmail.get("third.admin@example.com"), "9876512345");
    assert.equal(byEmail.get("fourth.admin@example.com"), "");
    assert.match(lines.join("\n"), /ADMIN_MOBILE 9876512345 belongs to another admin/);
  });

  test("an ADMIN_MOBILE that is not a mobile number is refused with the field's message", async () => {
    await assert.rejects(ensureAdmin(app.db, app.services.accounts, { email: "fifth.admin@example.com", password: "fifth-admin-pass", mobile: "call me" }), /Enter a valid Mobile number/);
  });
});

describe("the demo store shows the product (issue 22)", () => {
  test("an address for the demo shopper, reviews, and orders in several statuses, one locked with a pending request", async () => {
    assert.equal(await seedDemo(app.db, { showcase: true }), true);
    const [shopper] = await app.db.query(`SELECT id FROM users WHERE email = 'shopper@example.com'`);
    const [address] = await app.db.query(`SELECT city, "pinCode", "isDefault" FROM addresses WHERE "userId" = $1`, [shopper.id]);
    assert.deepEqual({ ...address }, { city: "Bengaluru", pinCode: "560025", isDefault: true });
    const [{ reviews }] = await app.db.query(`SELECT count(*)::int AS reviews FROM reviews WHERE "userId" = $1`, [shopper.id]);
    assert.ok(reviews >= 3);
    const orders = await app.db.query(`SELECT o.id, o.number, o.status, o."canUpdate", o."shippingAddress" FROM orders o JOIN sellers s ON s.id = o."sellerId" WHERE s.email = 'seller@example.com' ORDER BY o.number`);
    assert.deepEqual(orders.map((order: { status: string }) => order.status).sort(), ["delivered", "out-for-delivery", "processing", "transit"]);
    for (const order of orders) {
      assert.match(order.number, /^AT-\d{4}-\d{6}$/);
      assert.equal(order.shippingAddress.line1, "21 Residency Road");
    }
    const locked = orders.find((order: { status: string }) => order.status === "delivered");
    assert.equal(locked.canUpdate, false);
    const [request] = await app.db.query(`SELECT status, state FROM permission_requests WHERE "orderId" = $1`, [locked.id]);
    assert.deepEqual({ ...request }, { status: "out-for-delivery", state: "pending" });
    // The admin decides it as any other: approval unlocks the order.
    const admin = await signedInAdmin(app);
    const { data } = await admin.client.gql(`{ pendingRequests { items { id orderId } } }`);
    assert.ok(data.pendingRequests.items.some((item: { orderId: string }) => item.orderId === locked.id));
    const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM mail_outbox`);
    assert.equal(n, 0, "seeded orders send no mail");
  });
});
