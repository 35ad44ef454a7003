import assert from "node:assert/strict";
import { afterEach, beforeEach, describe, test } from "node:test";
import type { Page } from "playwright-core";
import { StoreBrowser, useStoreInBrowser } from "../api/src/testing/browser";
import type { TestApp } from "../api/src/testing/test-app";

// A shopper's first visit in a real Chromium against the real app: home, a category, a
// product's detail, then signing in.

let app: TestApp;
let browser: StoreBrowser;
let page: Page;

const skip = useStoreInBrowser({ demo: true, productLimit: 48 }, (store) => ({ app, browser } = store));

const toast = (text: string) => page.getByTestId("toast").filter({ hasText: text });

describe("storefront in Chromium", () => {
  // Each test on a fresh page: no cookies, storage or history left by another.
  beforeEach(async () => {
    await page?.context().close();
    page = await browser.newPage();
  });
  afterEach(() => browser.assertNothingForeign());

  test("home: the hero leads to all products; the theme toggle persists", { skip }, async () => {
    await page.goto(app.url + "/");
    await page.getByRole("heading", { name: "Explore our arrivals" }).waitFor();
    const toggle = page.getByTestId("theme-toggle");
    assert.equal(await toggle.getAttribute("data-mode"), "light", "light by default");
    await page.getByTestId("moon-icon").waitFor();
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await toggle.click();
    await page.getByTestId("sun-icon").waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem("darkMode")), "false", "the original's inverted flag");
    // The background changes with a transition: wait for it rather than read it mid-way.
    await page.waitForFunction((light) => getComputedStyle(document.body).backgroundColor !== light, lightBackground);
    await page.reload();
    await page.getByTestId("sun-icon").waitFor();
    await page.getByTestId("theme-toggle").click();
    await page.getByTestId("moon-icon").waitFor();

    await page.getByTestId("hero-link").click();
    await page.waitForURL(`${app.url}/product`);
    await page.getByTestId("breadcrumb").waitFor();
    const { total } = (await app.db.query(`SELECT count(*)::int AS total FROM products`))[0];
    await page.getByTestId("product-count").filter({ hasText: `${total} items` }).waitFor();
    assert.ok((await page.getByTestId("product-card").count()) > 0);
  });

  test("a category lists exactly its products; a product's detail shows image, title, stock, price and sizes", { skip }, async () => {
    const rows: { id: string; title: string; price: number; stock: number }[] = await app.db.query(
      `SELECT id, title, price, stock FROM products WHERE category = 'Preppy luxe' ORDER BY "createdAt" DESC, id`,
    );
    assert.ok(rows.length > 0);
    await page.goto(`${app.url}/Preppy%20luxe`);
    await page.getByTestId("product-count").filter({ hasText: `${rows.length} items` }).waitFor();
    const cards = page.getByTestId("product-card");
    assert.deepEqual(await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-product-id"))), rows.map((row) => row.id));
    assert.equal(await cards.first().getByTestId("product-card-price").textContent(), `Rs. ${rows[0].price}.00`);
    const image = cards.first().locator("img");
    assert.ok(await image.getAttribute("srcset"));
    assert.ok(await image.getAttribute("width"));

    await cards.first().getByTestId("product-card-link").click();
    await page.waitForURL(`${app.url}/productDetails/${rows[0].id}`);
    assert.equal((await page.getByTestId("product-title").textContent())?.trim(), rows[0].title);
    assert.equal((await page.getByTestId("product-price").textContent())?.trim(), `Rs. ${rows[0].price}.00`);
    assert.match((await page.getByTestId("product-stock").textContent()) ?? "", new RegExp(String(rows[0].stock)));
    await page.getByText("Delivery Time: 2-7 days").waitFor();
    const { data } = await (await fetch(`${app.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: `{ product(id: "${rows[0].id}") { sizes } }` }) })).json();
    for (const size of data.product.sizes) await page.getByTestId(`size-option-${size}`).waitFor();
    const detailImage = page.getByTestId("product-details").locator("img").first();
    assert.equal(await detailImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), true, "the picture loaded");
  });

  test("unknown categories and products say so", { skip }, async () => {
    await page.goto(`${app.url}/Spaceships`);
    await page.getByText("PAGE NOT FOUND").waitFor();
    await page.goto(`${app.url}/productDetails/00000000-0000-4000-8000-000000000000`);
    await page.getByText("No product found!").waitFor();
  });

  test("a shopper signs in from the header, with the catalogue's messages", { skip }, async () => {
    await page.goto(app.url + "/");
    await page.getByRole("link", { name: "Sign in" }).click();
    await page.waitForURL(`${app.url}/login`);
    const form = page.getByTestId("sign-in-form");
    await form.getByTestId("submit").click();
    await page.getByTestId("email-error").filter({ hasText: "Email is required" }).waitFor();
    await form.getByLabel("Email").fill("shopper@example.com");
    await form.getByLabel("Password", { exact: true }).fill("not-my-password");
    await form.getByTestId("submit").click();
    await toast("Incorrect password. Please try again.").waitFor();
    await form.getByLabel("Password", { exact: true }).fill("shopper-pass-1");
    await form.getByTestId("submit").click();
    await toast("Log-in success").waitFor();
    await page.waitForURL(`${app.url}/user/profile`);
    await page.getByTestId("account-panel").getByText("shopper@example.com").waitFor();
    await page.getByRole("link", { name: "My account" }).waitFor();
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === "store.sid");
    assert.equal(session?.httpOnly, true);
    assert.equal(session?.sameSite, "Lax");
  });
});

describe("a page for the next visitor", () => {
  // Tests share kept contexts (StoreBrowser.newPage): one given back must come back empty.
  test("a context given back is emptied of cookies and the site's storage, and the next page opens in it", { skip }, async () => {
    const first = await browser.newPage();
    const kept = first.context();
    await first.goto(app.url + "/");
    await first.evaluate(() => {
      localStorage.setItem("darkMode", "false");
      sessionStorage.setItem("left", "behind");
    });
    await kept.addCookies([{ name: "left", value: "behind", url: app.url }]);
    assert.ok((await kept.cookies()).length > 0);
    await kept.close();
    assert.ok(first.isClosed(), "the test's page is closed");
    const next = await browser.newPage();
    assert.equal(next.context(), kept, "the next page opens in the kept context");
    assert.deepEqual(await kept.cookies(), [], "no cookie is left");
    await next.goto(app.url + "/");
    assert.deepEqual(await next.evaluate(() => [localStorage.length, sessionStorage.length]), [0, 0], "no storage is left");
    await next.getByTestId("moon-icon").waitFor();
    const fresh = await browser.newPage(undefined, { fresh: true });
    assert.notEqual(fresh.context(), kept, "fresh asks for a new context");
    await fresh.context().close();
    await kept.close();
  });
});
