import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { BrowserContext, Page } from "playwright-core";
import { StoreBrowser, useStoreInBrowser } from "../api/src/testing/browser";
import { pickProduct, signedInShopper } from "../api/src/testing/fixtures";
import type { TestApp } from "../api/src/testing/test-app";

// The store's pages under their Content-Security-Policy in a real Chromium: the storefront, a
// product page, the card page (paying, as far as the thank-you page) and GraphiQL all work, and
// the browser reports no violation of the policy.

let app: TestApp;
let browser: StoreBrowser;

const skip = useStoreInBrowser({ demo: true, productLimit: 12 }, (store) => ({ app, browser } = store));

/** A fresh page that records every policy violation (the DOM event, and the console's report of it). */
async function watchedPage(): Promise<{ page: Page; context: BrowserContext; violations: string[] }> {
  const page = await browser.newPage();
  // GraphiQL's editor is a large bundle: on a loaded machine it takes its time.
  page.setDefaultTimeout(30_000);
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return { page, context: page.context(), violations };
}

describe("pages under their Content-Security-Policy", () => {
  test("the home page and a product page render with no violation", { skip }, async () => {
    const { page, violations } = await watchedPage();
    await page.goto(app.url + "/");
    await page.getByRole("heading", { name: "Explore our arrivals" }).waitFor();
    const product = await pickProduct(app, { withSizes: true });
    await page.goto(`${app.url}/productDetails/${product.id}`);
    await page.getByTestId("product-title").filter({ hasText: product.title }).waitFor();
    // The pictures drew (an <img> blocked by the policy has no natural width).
    await page.waitForFunction(() => [...document.images].some((image) => image.complete && image.naturalWidth > 0));
    assert.deepEqual(violations, []);
    await page.close();
  });

  test("the card page takes a card and hands over to the store's thank-you page with no violation", { skip }, async () => {
    const { client } = await signedInShopper(app);
    const product = await pickProduct(app, { withSizes: false });
    await client.gql(`mutation($p: ID!) { addToCart(productId: $p) { itemCount } }`, { p: product.id });
    const { data } = await client.gql(`mutation { startCheckout { sessionId } }`);
    const { page, context, violations } = await watchedPage();
    await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: app.url })));
    await page.goto(`${app.url}/pay/${data.startCheckout.sessionId}`);
    // The page's own style sheet applies (the Pay button is dark).
    assert.equal(await page.locator("button.pay").evaluate((button) => getComputedStyle(button).backgroundColor), "rgb(26, 26, 26)");
    await page.getByLabel("Full name").fill("Asha Rao");
    await page.getByLabel("Phone").fill("9876543210");
    await page.getByLabel("Address line 1").fill("12 MG Road");
    await page.getByLabel("City").fill("Bengaluru");
    await page.getByLabel("State").fill("Karnataka");
    await page.getByLabel("PIN code").fill("560001");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM/YY)").fill(`12/${String((new Date().getFullYear() + 3) % 100).padStart(2, "0")}`);
    await page.getByLabel("CVC").fill("123");
    await page.getByLabel("Name on card").fill("Asha Rao");
    await page.getByRole("button", { name: "Pay" }).click();
    await page.waitForURL((url) => url.pathname === "/user/payment_success");
    await page.getByTestId("toast").filter({ hasText: "Your payment was successful" }).first().waitFor();
    assert.deepEqual(violations, []);
    await page.close();
  });

  test("GraphiQL loads its editor and runs a query with no violation", { skip }, async () => {
    const { page, violations } = await watchedPage();
    const introspection = page.waitForResponse((response) => response.url() === `${app.url}/graphql` && response.request().method() === "POST");
    await page.goto(app.url + "/graphql");
    await page.locator(".graphiql-container").waitFor();
    // A click before the schema and the editor are in does nothing: wait for both first.
    assert.equal((await introspection).status(), 200);
    await page.waitForFunction(() => document.querySelector(".graphiql-query-editor")?.textContent?.includes("categories"));
    await page.locator(".graphiql-execute-button").click();
    await page.waitForFunction(() => document.querySelector(".graphiql-response")?.textContent?.includes('"categories"'));
    assert.deepEqual(violations, []);
    await page.close();
  });
});
