import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { type StoreBrowser, useStoreInBrowser } from "../api/src/testing/browser";
import { pickProduct } from "../api/src/testing/fixtures";
import type { TestApp } from "../api/src/testing/test-app";

// The store opened as http://127.0.0.1:{port} and as http://localhost:{port} (the README says
// localhost; a shopper may type either). PUBLIC_URL is unset, as in development: the store's own
// origin is the one the page was opened on. Paying with 4242 on the built-in card page lands, in
// both, on THANK YOU FOR PURCHASE, still signed in: the success URL follows the shopper's origin
// and the card page's policy lets its form's redirect go there.

let app: TestApp;
let browser: StoreBrowser;
let port: string;
let made = 0;

const skip = useStoreInBrowser({ demo: true, productLimit: 24, publicUrl: null }, (store) => {
  ({ app, browser } = store);
  port = new URL(app.url).port;
});

const expiry = () => `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, "0")}`;

async function payFrom(host: "127.0.0.1" | "localhost") {
  const origin = `http://${host}:${port}`;
  const page = await browser.newPage(origin);
  try {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });

    // A shopper of their own with one product in the bag, signed in on this origin.
    made++;
    const shopper = { name: "Kavya Rao", email: `kavya.${process.pid}.${made}@example.com`, mobile: `93456${String(process.pid % 1000).padStart(3, "0")}${String(made).padStart(2, "0")}`, password: "kavya-pass-1", terms: true };
    const user = await app.services.accounts.signUpUser(shopper);
    const product = await pickProduct(app, { withSizes: true, minStock: 5 });
    await app.services.cart.add(user, product.id, product.sizes[0]);
    const signedIn = await page.request.post(`${origin}/api/v1/user/login`, { headers: { origin }, data: { email: shopper.email, password: shopper.password } });
    assert.equal(signedIn.status(), 200);

    await page.goto(`${origin}/user/cart`);
    await page.getByTestId("place-order").click();
    await page.waitForURL(new RegExp(`^${origin}/pay/[^/]+$`));
    await page.getByLabel("Full name").fill(shopper.name);
    await page.getByLabel("Phone").fill("9845012345");
    await page.getByLabel("Address line 1").fill("7 Temple Street");
    await page.getByLabel("City").fill("Chennai");
    await page.getByLabel("State").fill("Tamil Nadu");
    await page.getByLabel("PIN code").fill("600001");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM/YY)").fill(expiry());
    await page.getByLabel("CVC").fill("123");
    await page.getByLabel("Name on card").fill(shopper.name);
    await page.getByRole("button", { name: "Pay", exact: true }).click();

    await page.waitForURL((url) => url.origin === origin && url.pathname === "/user/payment_success");
    await page.getByTestId("thank-you").getByRole("heading", { name: "THANK YOU FOR PURCHASE" }).waitFor();
    // Signed in: the thank-you page shows the order's total (not the sign-in page), and the session answers.
    await page.getByTestId("thank-you-total").waitFor();
    assert.equal(new URL(page.url()).pathname, "/user/payment_success");
    assert.equal((await page.request.get(`${origin}/api/v1/user/check-user`)).status(), 200);
    const orders = await app.db.query(`SELECT status FROM orders WHERE "userId" = $1`, [user.id]);
    assert.deepEqual(orders.map((order: { status: string }) => order.status), ["processing"]);
    assert.deepEqual(violations, [], "no Content-Security-Policy violation");
    browser.assertNothingForeign();
  } finally {
    await page.context().close();
  }
}

describe("paying from either name of the store's own origin", () => {
  test("opened at 127.0.0.1: pays with 4242 and lands on THANK YOU FOR PURCHASE, signed in", { skip }, async () => {
    await payFrom("127.0.0.1");
  });

  test("opened at localhost: pays with 4242 and lands on THANK YOU FOR PURCHASE, signed in", { skip }, async () => {
    await payFrom("localhost");
  });
});
