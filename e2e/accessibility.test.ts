import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { StoreBrowser, useStoreInBrowser } from "../api/src/testing/browser";
import { pickProduct, placePaidOrder, signedInShopper } from "../api/src/testing/fixtures";
import type { TestApp } from "../api/src/testing/test-app";

// axe-core over the shopper's pages in a real Chromium, light and dark: no serious and no
// moderate violation on home, a category, a product, the bag, the card page, sign-in, sign-up,
// search, orders and the not-found page.

let app: TestApp;
let browser: StoreBrowser;
let shopper: { email: string; password: string };
let productId: string;
let payPath: string;

const skip = useStoreInBrowser({ demo: true, productLimit: 48 }, async (store) => {
  ({ app, browser } = store);
  const account = await signedInShopper(app, "Axe Shopper");
  shopper = account;
  const product = await pickProduct(app, { withSizes: true, minStock: 5 });
  productId = product.id;
  // One paid order (the orders page), then a line in the bag and an open card page.
  await placePaidOrder(app, account.client, [product]);
  const { errors } = await account.client.gql(`mutation($p: ID!, $s: String) { addToCart(productId: $p, size: $s) { itemCount } }`, { p: product.id, s: product.sizes[0] });
  assert.equal(errors, undefined);
  const started = await account.client.gql(`mutation { startCheckout { sessionId url } }`);
  assert.equal(started.errors, undefined);
  payPath = new URL(started.data.startCheckout.url, app.url).pathname;
});

type Mode = "light" | "dark";

/** A page in a fresh context, in the store's light or dark theme (and the system's matching scheme). */
async function pageIn(mode: Mode): Promise<Page> {
  const page = await browser.newPage();
  await page.emulateMedia({ colorScheme: mode });
  // The store keeps the original's inverted flag: darkMode "true" is the light page.
  await page.addInitScript((light) => window.localStorage.setItem("darkMode", String(light)), mode === "light");
  return page;
}

async function signIn(page: Page) {
  await page.goto(app.url + "/login");
  await page.getByLabel("Email").fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByTestId("submit").click();
  await page.waitForURL(app.url + "/user/profile");
}

/** Loading done: no spinner, and whatever marks the page as ready is there. */
async function settled(page: Page, ready: string) {
  await page.locator(ready).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="page-spinner"], [data-testid="spinner"]'));
  // Wait out entrance transitions, so colours are the final ones.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
}

/** The serious and moderate violations on the page, one line each. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "moderate" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => `${node.target.join(" ")} ${node.failureSummary?.split("\n").slice(1, 2).join("") ?? ""}`).slice(0, 4).join(" | ")}`);
}

const PUBLIC_PAGES: [name: string, path: () => string, ready: string][] = [
  ["home", () => "/", "main h1, main h2"],
  ["category", () => "/product/Ladies", '[data-testid="product-card"]'],
  ["product", () => `/productDetails/${productId}`, '[data-testid="product-title"]'],
  ["sign-in", () => "/login", '[data-testid="submit"]'],
  ["sign-up", () => "/signup", '[data-testid="submit"]'],
  ["search", () => "/search?q=shirt", '[data-testid="product-card"]'],
  ["not found", () => "/no-such-page/here", '[data-testid="not-found"]'],
  ["card page", () => payPath, '[data-testid="pay-total"]'],
];

const SHOPPER_PAGES: [name: string, path: string, ready: string][] = [
  ["bag", "/user/cart", '[data-testid="bag-line"]'],
  ["orders", "/user/orders", '[data-testid="order-card"]'],
];

describe("axe-core finds no serious or moderate violation", { skip }, () => {
  for (const mode of ["light", "dark"] as const) {
    test(`on the shopper's pages, ${mode}`, async () => {
      const found: string[] = [];
      const page = await pageIn(mode);
      try {
        for (const [name, path, ready] of PUBLIC_PAGES) {
          await page.goto(app.url + path());
          await settled(page, ready);
          for (const line of await violations(page)) found.push(`${name}: ${line}`);
        }
        await signIn(page);
        for (const [name, path, ready] of SHOPPER_PAGES) {
          await page.goto(app.url + path);
          await settled(page, ready);
          for (const line of await violations(page)) found.push(`${name}: ${line}`);
        }
      } finally {
        await page.context().close();
      }
      assert.deepEqual(found, [], found.join("\n"));
    });
  }
});
