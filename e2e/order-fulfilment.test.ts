import assert from "node:assert/strict";
import { after, afterEach, describe, test } from "node:test";
import type { Page } from "playwright-core";
import { type StoreBrowser, useStoreInBrowser } from "../api/src/testing/browser";
import { productOf, signedInAdmin, signedInSeller, signedInShopper } from "../api/src/testing/fixtures";
import { startSmtpSink, type ReceivedMail } from "../api/src/testing/smtp-sink";
import type { TestApp } from "../api/src/testing/test-app";

// Issue 22's whole journey in a real Chromium, with real mail: a shopper with no address pays on
// the card page entering one and gets the confirmation; the seller gets the new-order mail, sees
// the address and the order number, moves the order to delivered, asks permission; the admin
// approves; the seller moves it back to transit; the shopper gets a mail for each status.

let app: TestApp;
let browser: StoreBrowser;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

// The mail sink starts first: the app is made to send to it.
const skip = useStoreInBrowser(
  async () => {
    sink = await startSmtpSink();
    return { smtpUrl: sink.url, workerIntervalMs: 500 };
  },
  (store) => ({ app, browser } = store),
);
afterEach(() => {
  if (!skip) browser.assertNothingForeign();
});
// Registered after the shared set-up's, so it runs once the app is closed.
after(() => sink?.stop());

/** A page signed in as one role through the legacy sign-in path (the forms are tested elsewhere). */
async function signedInPage(path: string, email: string, password: string): Promise<Page> {
  const page = await browser.newPage();
  const answer = await page.request.post(`${app.url}/api/v1${path}`, { headers: { origin: app.url }, data: { email, password } });
  assert.equal(answer.status(), 200, `signed in through ${path}`);
  return page;
}

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).first();

async function mailTo(to: string, subject: RegExp): Promise<ReceivedMail> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = sink.received.find((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}; got ${sink.received.map((mail) => mail.subject).join(" | ")}`);
    await sink.waitForMessage(to, { since: sink.received.length, ms: 1000 }).catch(() => undefined);
  }
}

describe("an order from payment to delivery and back, in Chromium", () => {
  test("address at payment, order number and mails, delivered, permission, approval, back to transit", { skip }, async () => {
    const seller = await signedInSeller(app, "Noor Textiles");
    const product = await productOf(app, seller.seller.id, "Block-print Kurta");
    const shopper = await signedInShopper(app, "Meera Iyer");
    const admin = await signedInAdmin(app);

    // --- The shopper: bag, PLACE ORDER, the card page with an empty address.
    const shop = await signedInPage("/user/login", shopper.email, shopper.password);
    await shop.goto(`${app.url}/productDetails/${product.id}`);
    await shop.getByTestId("add-to-cart").click();
    await toast(shop, "Product added to cart").waitFor();
    await shop.goto(`${app.url}/user/cart`);
    await shop.getByTestId("place-order").click();
    await shop.waitForURL(new RegExp(`^${app.url}/pay/[^/]+$`));
    assert.equal(await shop.getByLabel("Address line 1").inputValue(), "", "no address yet");
    assert.equal(await shop.getByLabel("Country").inputValue(), "India");
    await shop.getByLabel("Full name").fill("Meera Iyer");
    await shop.getByLabel("Phone").fill("98450 12345");
    await shop.getByLabel("Address line 1").fill("7 Temple Street");
    await shop.getByLabel("City").fill("Chennai");
    await shop.getByLabel("State").fill("Tamil Nadu");
    await shop.getByLabel("PIN code").fill("6000");
    await shop.getByLabel("Card number").fill("4242 4242 4242 4242");
    await shop.getByLabel("Expiry (MM/YY)").fill(`12/${String((new Date().getFullYear() + 3) % 100).padStart(2, "0")}`);
    await shop.getByLabel("CVC").fill("123");
    await shop.getByLabel("Name on card").fill("Meera Iyer");
    await shop.getByRole("button", { name: "Pay" }).click();
    assert.equal(await shop.getByTestId("pinCode-error").innerText(), "Enter a 6-digit PIN code");
    assert.equal(await shop.getByLabel("City").inputValue(), "Chennai", "what was typed stays");
    await shop.getByLabel("PIN code").fill("600001");
    await shop.getByLabel("Card number").fill("4242 4242 4242 4242");
    await shop.getByLabel("CVC").fill("123");
    await shop.getByRole("button", { name: "Pay" }).click();
    await shop.waitForURL((url) => url.pathname === "/user/payment_success");
    await toast(shop, "Your payment was successful").waitFor();

    const [order] = await app.db.query(`SELECT id, number FROM orders WHERE "userId" = $1`, [shopper.user.id]);
    assert.match(order.number, /^AT-\d{4}-\d{6}$/);
    const confirmation = await mailTo(shopper.email, /placed/);
    assert.equal(confirmation.subject, `Atelier: order ${order.number} placed`);
    assert.ok(confirmation.text.includes("Block-print Kurta") && confirmation.text.includes("7 Temple Street") && confirmation.html.includes("600001"));
    const book = await app.services.addresses.list(shopper.user);
    assert.deepEqual([book.length, book[0]?.isDefault, book[0]?.phone], [1, true, "9845012345"], "saved to the address book (ticked by default)");

    await shop.goto(`${app.url}/user/orders`);
    const shopperCard = shop.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
    await shopperCard.getByTestId("order-number").filter({ hasText: order.number }).waitFor();
    assert.match(await shopperCard.getByTestId("order-address").innerText(), /7 Temple Street[\s\S]*Chennai, Tamil Nadu 600001/);

    // --- The seller: the new-order mail, the number and the address, moves to delivered, asks.
    const newOrder = await mailTo(seller.email, /new order/);
    assert.equal(newOrder.subject, `Atelier: new order ${order.number}`);
    assert.ok(newOrder.text.includes("7 Temple Street"));
    const work = await signedInPage("/seller/login-seller", seller.email, seller.password);
    await work.goto(`${app.url}/seller/update-order-status`);
    const card = work.locator(`[data-testid="seller-order"][data-order-id="${order.id}"]`);
    await card.getByTestId("order-number").filter({ hasText: order.number }).waitFor();
    assert.match(await card.getByTestId("order-address").innerText(), /Meera Iyer[\s\S]*7 Temple Street[\s\S]*Chennai, Tamil Nadu 600001[\s\S]*9845012345/);
    const options = () => card.getByTestId("status-select").locator("option:not([value=''])").evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
    assert.deepEqual(await options(), ["transit", "out-for-delivery", "delivered"], "only what the server would accept");
    for (const [status, words] of [["transit", "is on its way"], ["out-for-delivery", "is out for delivery"], ["delivered", "was delivered"]]) {
      await card.getByTestId("status-select").selectOption(status);
      await card.getByTestId("update-status").click();
      await card.getByTestId("order-status").filter({ hasText: new RegExp(`^${status}$`) }).waitFor();
      assert.equal((await mailTo(shopper.email, new RegExp(words))).subject, `Atelier: order ${order.number} ${words}`);
    }
    await card.getByTestId("order-can-update").filter({ hasText: /^No$/ }).waitFor();
    assert.equal(await card.getByTestId("status-select").isDisabled(), true);
    await card.getByTestId("permission-request").click();
    await card.getByTestId("request-pending").waitFor();

    // --- The admin approves; the all-orders page shows the number and the address.
    const desk = await signedInPage("/admin/admin-login", admin.admin.email, "admin-secret-1");
    await desk.goto(`${app.url}/admin/pending-requests`);
    const request = desk.locator(`[data-testid="request-card"][data-order-id="${order.id}"]`);
    await request.getByTestId("request-order-number").filter({ hasText: order.number }).waitFor();
    await request.getByTestId("request-approve").click();
    await request.waitFor({ state: "detached" });
    assert.match((await mailTo(seller.email, /approved/)).subject, new RegExp(`order ${order.number} was approved`));
    await desk.goto(`${app.url}/admin/get-all-orders`);
    const adminCard = desk.locator(`[data-testid="admin-order-card"][data-order-id="${order.id}"]`);
    await adminCard.getByTestId("order-number").filter({ hasText: order.number }).waitFor();
    assert.match(await adminCard.getByTestId("order-address").innerText(), /7 Temple Street/);

    // --- Unlocked: the seller moves it back to transit; then forward only again.
    await work.reload();
    await card.getByTestId("order-can-update").filter({ hasText: /^Yes$/ }).waitFor();
    assert.deepEqual(await options(), ["processing", "transit", "out-for-delivery"]);
    await card.getByTestId("status-select").selectOption("transit");
    await card.getByTestId("update-status").click();
    await card.getByTestId("order-status").filter({ hasText: /^transit$/ }).waitFor();
    await toast(work, "Order status updated").waitFor();
    assert.deepEqual(await options(), ["out-for-delivery", "delivered"], "forward only again");
    const deadline = Date.now() + 30_000;
    while (sink.received.filter((mail) => mail.to.includes(shopper.email.toLowerCase()) && /is on its way/.test(mail.subject)).length < 2) {
      if (Date.now() > deadline) throw new Error("no second transit mail");
      await sink.waitForMessage(shopper.email, { since: sink.received.length, ms: 1000 }).catch(() => undefined);
    }
    assert.deepEqual(
      sink.received.filter((mail) => mail.to.includes(shopper.email.toLowerCase())).map((mail) => mail.subject),
      ["placed", "is on its way", "is out for delivery", "was delivered", "is on its way"].map((words) => `Atelier: order ${order.number} ${words}`),
    );
  });
});
