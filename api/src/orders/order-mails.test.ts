import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { placePaidOrder, productOf, signedInAdmin, signedInSeller, signedInShopper } from "../testing/fixtures";
import { capturingLog } from "../testing/log-capture";
import type { ReceivedMail } from "../testing/smtp-sink";
import { useTestAppWithMail } from "../testing/use-test-app";

// Order mails go through the outbox: written in the transaction of the change, sent by the
// worker to a real SMTP server (the sink), with retries while the server refuses mail.

// A short tick, so retries after a refusal come quickly.
const app = useTestAppWithMail({ workerIntervalMs: 200 });

const MOVE = `mutation($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { status } }`;
const ASK = `mutation($id: ID!, $status: OrderStatus) { requestStatusChange(orderId: $id, status: $status) { id } }`;

/** Waits until `check` holds, asking every 25 ms, for at most 20 s. */
async function until(what: string, check: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const mailsTo = (to: string) => app.mail.received.filter((mail) => mail.to.includes(to.toLowerCase()));
const numberOf = async (orderId: string): Promise<string> => (await app.db.query(`SELECT number FROM orders WHERE id = $1`, [orderId]))[0].number;
const outboxDrained = async () => (await app.db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'pending'`))[0].n === 0;
async function mailTo(to: string, subject: RegExp): Promise<ReceivedMail> {
  await until(`a mail to ${to} matching ${subject}`, () => mailsTo(to).some((mail) => subject.test(mail.subject)));
  return mailsTo(to).find((mail) => subject.test(mail.subject))!;
}

describe("order mails", () => {
  test("placing an order: the shopper's confirmation (items, total, address, number) and each seller's part only", async () => {
    const first = await signedInSeller(app, "Noor Textiles");
    const second = await signedInSeller(app, "Kavi Knits");
    const scarf = await productOf(app, first.seller.id, "Mail Test Scarf");
    const beanie = await productOf(app, second.seller.id, "Mail Test Beanie");
    const shopper = await signedInShopper(app, "Mira Shah");
    const orderIds = await placePaidOrder(app, shopper.client, [scarf, beanie]);
    assert.equal(orderIds.length, 2);
    const numbers = await Promise.all(orderIds.map(numberOf));
    for (const number of numbers) assert.match(number, /^AT-\d{4}-\d{6}$/);

    const confirmation = await mailTo(shopper.email, /placed/);
    assert.match(confirmation.subject, /^Atelier: order AT-\d{4}-\d{6}, AT-\d{4}-\d{6} placed$/);
    for (const number of numbers) assert.ok(confirmation.subject.includes(number) && confirmation.text.includes(number) && confirmation.html.includes(number));
    for (const part of ["Mail Test Scarf", "Mail Test Beanie", "Rs. 998.00", "12 MG Road", "Bengaluru, Karnataka 560001", "9876543210"]) {
      assert.ok(confirmation.text.includes(part), `text has ${part}`);
      assert.ok(confirmation.html.includes(part), `html has ${part}`);
    }

    const [scarfOrder] = await app.db.query(`SELECT number FROM orders WHERE "sellerId" = $1`, [first.seller.id]);
    const toFirst = await mailTo(first.email, /new order/);
    assert.equal(toFirst.subject, `Atelier: new order ${scarfOrder.number}`);
    assert.ok(toFirst.text.includes("Mail Test Scarf") && toFirst.text.includes("12 MG Road") && toFirst.html.includes("560001"));
    assert.ok(!toFirst.text.includes("Mail Test Beanie"), "a seller sees their part only");
    const toSecond = await mailTo(second.email, /new order/);
    assert.ok(toSecond.text.includes("Mail Test Beanie") && !toSecond.text.includes("Mail Test Scarf"));

    await until("the outbox to drain", outboxDrained);
    assert.equal(mailsTo(shopper.email).length, 1, "one confirmation, never two");
    assert.equal(mailsTo(first.email).length, 1);
  });

  test("status mails for transit, out for delivery and delivered; none for processing; the request's decision to the seller", async () => {
    const seller = await signedInSeller(app);
    const admin = await signedInAdmin(app);
    const shopper = await signedInShopper(app);
    const [orderId] = await placePaidOrder(app, shopper.client, [await productOf(app, seller.seller.id)]);
    const number = await numberOf(orderId);
    await mailTo(shopper.email, /placed/);
    for (const [status, words] of [["transit", "is on its way"], ["out_for_delivery", "is out for delivery"], ["delivered", "was delivered"]]) {
      assert.equal((await seller.client.gql(MOVE, { id: orderId, status })).errors, undefined);
      const mail = await mailTo(shopper.email, new RegExp(words));
      assert.equal(mail.subject, `Atelier: order ${number} ${words}`);
    }
    const asked = await seller.client.gql(ASK, { id: orderId, status: "delivered" });
    await admin.client.gql(`mutation($id: ID!) { decideRequest(id: $id, approve: true) { state } }`, { id: asked.data.requestStatusChange.id });
    const decided = await mailTo(seller.email, /approved/);
    assert.equal(decided.subject, `Atelier: your request for order ${number} was approved`);
    assert.equal((await seller.client.gql(MOVE, { id: orderId, status: "processing" })).errors, undefined);
    // Back to transit after the approval: the shopper hears of it again.
    assert.equal((await seller.client.gql(MOVE, { id: orderId, status: "transit" })).errors, undefined);
    await until("a second transit mail", () => mailsTo(shopper.email).filter((mail) => /is on its way/.test(mail.subject)).length === 2);
    await until("the outbox to drain", outboxDrained);
    // Nothing for the approval's "delivered" (no change) nor for "processing".
    assert.deepEqual(
      mailsTo(shopper.email).map((mail) => mail.subject),
      ["placed", "is on its way", "is out for delivery", "was delivered", "is on its way"].map((words) => `Atelier: order ${number} ${words}`),
    );
    const denied = await signedInShopper(app);
    const [deniedOrder] = await placePaidOrder(app, denied.client, [await productOf(app, seller.seller.id)]);
    await seller.client.gql(MOVE, { id: deniedOrder, status: "delivered" });
    const request = await seller.client.gql(ASK, { id: deniedOrder, status: "transit" });
    await admin.client.gql(`mutation($id: ID!) { decideRequest(id: $id, approve: false) { state } }`, { id: request.data.requestStatusChange.id });
    const no = await mailTo(seller.email, /denied/);
    assert.ok(no.text.includes(await numberOf(deniedOrder)));
  });

  test("cancelling: the shopper is told it is cancelled, then that the refund is done", async () => {
    const seller = await signedInSeller(app);
    const shopper = await signedInShopper(app);
    const [orderId] = await placePaidOrder(app, shopper.client, [await productOf(app, seller.seller.id)]);
    const number = await numberOf(orderId);
    const { errors } = await shopper.client.gql(`mutation($id: ID!) { cancelOrder(id: $id) { status } }`, { id: orderId });
    assert.equal(errors, undefined);
    assert.equal((await mailTo(shopper.email, /cancelled/)).subject, `Atelier: order ${number} cancelled`);
    const refunded = await mailTo(shopper.email, /refunded/);
    assert.equal(refunded.subject, `Atelier: order ${number} refunded`);
    assert.ok(refunded.text.includes("Rs. 499.00") && refunded.html.includes("Rs. 499.00"));
  });

  test("while the mail server refuses mail, nothing is lost or doubled: it arrives once the server takes mail again", async () => {
    const seller = await signedInSeller(app);
    const shopper = await signedInShopper(app);
    const product = await productOf(app, seller.seller.id);
    // The refused attempts are logged as warnings: kept and checked here, not printed.
    const { lines } = await capturingLog(async () => {
      app.mail.refuse();
      const refusedBefore = app.mail.refused;
      try {
        const [orderId] = await placePaidOrder(app, shopper.client, [product]);
        // The order is there at once; its mails wait in the outbox and are retried.
        await until("two refused attempts", () => app.mail.refused >= refusedBefore + 3);
        const [row] = await app.db.query(`SELECT status, attempts, "lastError" FROM mail_outbox WHERE key = $1`, [`new-order:${orderId}`]);
        assert.equal(row.status, "pending");
        assert.ok(row.attempts >= 1);
        assert.match(row.lastError, /451|temporarily/);
        assert.equal(mailsTo(shopper.email).length, 0);
      } finally {
        app.mail.accept();
      }
      await mailTo(shopper.email, /placed/);
      await mailTo(seller.email, /new order/);
      await until("the outbox to drain", outboxDrained);
    });
    assert.ok(lines.length >= 1, "each refused attempt is logged");
    for (const line of lines) assert.deepEqual([line.level, line.msg, String(line.fields.reason).replace(/^Mail command failed: 451 .*/, "451")], ["warn", "mail not sent; it will be retried", "451"]);
    assert.equal(mailsTo(shopper.email).length, 1);
    assert.equal(mailsTo(seller.email).length, 1);
  });
});
