import assert from "node:assert/strict";
import { afterEach, describe, test } from "node:test";
import type { BrowserContext, Page } from "playwright-core";
import { type StoreBrowser, useStoreInBrowser } from "../api/src/testing/browser";
import { placePaidOrder, productOf, setProductStock, signedInAdmin, signedInSeller, signedInShopper } from "../api/src/testing/fixtures";
import type { TestApp } from "../api/src/testing/test-app";

// Finding and choosing clothes (issue 26): sort and filter in the address, sold out shown before
// the click, category paths in any case; and what a seller and the admin tripped over: the
// workspace's side navigation, searching the admin's lists. In a real Chromium.

let app: TestApp;
let browser: StoreBrowser;
const skip = useStoreInBrowser({ demo: true, productLimit: 80 }, (store) => ({ app, browser } = store));


const contexts: BrowserContext[] = [];
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
});

async function openPage(viewport?: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage();
  contexts.push(page.context());
  if (viewport) await page.setViewportSize(viewport);
  return page;
}

/** The prices on the cards, in order, once the grid shows `count` cards. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId("product-card-price").allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, "").replace(/\.00$/, "")));
}

/** The Ladies products on sale that offer a size, as the API answers them. */
async function ladies(): Promise<{ id: string; price: number; sizes: string[] }[]> {
  return app.db.query(
    `SELECT p.id, p.price, CASE WHEN cardinality(p."ownSizes") > 0 THEN p."ownSizes" ELSE c.sizes END AS sizes
       FROM products p JOIN categories c ON c.name = p.category WHERE p.category = 'Ladies' AND p."onSale" ORDER BY p.price, p.id`,
  );
}

describe("finding clothes in Chromium (issue 26)", () => {
  test("1. sort and filter a category grid from the address and the filter bar; reloading keeps them", { skip }, async () => {
    const rows = await ladies();
    assert.ok(rows.length >= 4, "the test catalog has Ladies products");
    const [min, max] = [rows[1].price, rows[rows.length - 2].price];
    const expected = rows.filter((row) => row.price >= min && row.price <= max && row.sizes.includes("M"));

    const page = await openPage();
    await page.goto(`${app.url}/Ladies?sort=price-asc&size=M&min=${min}&max=${max}`);
    await page.getByTestId("product-grid").waitFor();
    await page.waitForFunction((count) => document.querySelectorAll('[data-testid="product-card"]').length === count, Math.min(expected.length, 24));
    const ids = await page.getByTestId("product-card").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-product-id")));
    assert.deepEqual(ids, expected.slice(0, 24).map((row) => row.id));
    assert.equal(await page.getByTestId("sort-select").inputValue(), "price-asc");
    assert.equal(await page.getByTestId("size-select").inputValue(), "M");
    assert.equal(await page.getByTestId("min-price").inputValue(), String(min));
    // The sizes offered are the category's.
    const offered = await page.getByTestId("size-select").locator("option").allTextContents();
    assert.deepEqual(offered, ["All sizes", "XS", "S", "M", "L", "XL", "XXL"]);

    // High to low from the bar: the address follows, and a reload shows the same page.
    await page.getByTestId("sort-select").selectOption("price-desc");
    await page.waitForURL((url) => url.searchParams.get("sort") === "price-desc");
    await page.waitForFunction(() => {
      const prices = [...document.querySelectorAll('[data-testid="product-card-price"]')].map((p) => Number(p.textContent!.replace(/[^\d.]/g, "").replace(/\.00$/, "")));
      return prices.length > 1 && prices[0] > prices[prices.length - 1];
    });
    const descending = await cardPrices(page);
    await page.reload();
    await page.getByTestId("product-grid").waitFor();
    await page.waitForFunction((count) => document.querySelectorAll('[data-testid="product-card"]').length === count, descending.length);
    assert.deepEqual(await cardPrices(page), descending);
    assert.equal(new URL(page.url()).searchParams.get("size"), "M");

    // A price range typed in the bar.
    await page.getByTestId("clear-filter").click();
    await page.waitForURL((url) => !url.searchParams.has("size") && url.searchParams.get("sort") === "price-desc");
    await page.getByTestId("max-price").fill(String(rows[2].price));
    await page.getByTestId("apply-filter").click();
    await page.waitForURL((url) => url.searchParams.get("max") === String(rows[2].price));
    await page.waitForFunction((max) => {
      const prices = [...document.querySelectorAll('[data-testid="product-card-price"]')].map((p) => Number(p.textContent!.replace(/[^\d.]/g, "").replace(/\.00$/, "")));
      return prices.length > 0 && prices.every((price) => price <= max);
    }, rows[2].price);
  });

  test("1. the filter bar fits a phone and narrows search results too", { skip }, async () => {
    const page = await openPage({ width: 360, height: 740 });
    await page.goto(`${app.url}/search?q=cotton&sort=price-asc`);
    await page.getByTestId("search-results").waitFor();
    const bar = await page.getByTestId("filter-bar").boundingBox();
    assert.ok(bar && bar.x >= 0 && bar.x + bar.width <= 360, JSON.stringify(bar));
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360);
    for (const id of ["sort-select", "min-price", "max-price", "apply-filter"]) {
      const box = await page.getByTestId(id).boundingBox();
      assert.ok(box && box.height >= 40 && box.x + box.width <= 360, `${id} ${JSON.stringify(box)}`);
    }
    const prices = await cardPrices(page);
    assert.deepEqual(prices, [...prices].sort((a, b) => a - b));
  });

  test("2. a sold-out product: 'Sold out' on its card, ADD disabled with 'Out of stock' on its page", { skip }, async () => {
    const [row] = await app.db.query(`SELECT id FROM products WHERE category = 'Men' AND "onSale" ORDER BY "createdAt" DESC, id LIMIT 1`);
    await setProductStock(app, row.id, 0);
    const page = await openPage();
    await page.goto(`${app.url}/Men`);
    const card = page.locator(`[data-testid="product-card"][data-product-id="${row.id}"]`);
    await card.getByTestId("sold-out").waitFor();
    assert.equal(await card.getByTestId("sold-out").textContent(), "Sold out");
    assert.equal(await page.getByTestId("sold-out").count(), 1);
    await page.goto(`${app.url}/productDetails/${row.id}`);
    await page.getByTestId("product-details").waitFor();
    assert.equal(await page.getByTestId("product-stock").textContent(), "Out of stock");
    assert.equal(await page.getByTestId("add-to-cart").isDisabled(), true);
  });

  test("3. category paths answer whatever the case, at one canonical address; unknown stays not found; empty says so", { skip }, async () => {
    const page = await openPage();
    await page.goto(`${app.url}/ladies?sort=price-desc`);
    await page.waitForURL(`${app.url}/Ladies?sort=price-desc`);
    await page.getByTestId("product-grid").waitFor();
    assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), "Ladies");
    await page.goto(`${app.url}/SALES`);
    await page.waitForURL(`${app.url}/Sales`);
    await page.goto(`${app.url}/product/ACCESSORIES`);
    await page.waitForURL(`${app.url}/product/accessories`);

    await page.goto(`${app.url}/spaceships`);
    await page.getByText("PAGE NOT FOUND", { exact: false }).first().waitFor();

    await app.db.query(`INSERT INTO categories (name, sizes, position) VALUES ('Swimwear', '{}', 99) ON CONFLICT DO NOTHING`);
    await page.goto(`${app.url}/swimwear`);
    await page.waitForURL(`${app.url}/Swimwear`);
    assert.equal(await page.getByTestId("empty-state").textContent(), "No product found.");
  });

  test("5. the seller's side navigation on every workspace page; Create product on the products page; View in shop on a product", { skip }, async () => {
    const seller = await signedInSeller(app, "Nav Seller");
    const product = await productOf(app, seller.seller.id, "Nav Linen Shirt");
    const page = await openPage();
    const signIn = await page.request.post(`${app.url}/api/v1/seller/login-seller`, { headers: { origin: app.url }, data: { email: seller.email, password: seller.password } });
    assert.equal(signIn.status(), 200);
    const pages = ["/seller/seller-home", "/seller/seller-product", `/seller/seller-product-details/${product.id}`, "/seller/create-product", `/seller/update-product/${product.id}`, "/seller/get-orders-seller", "/seller/update-order-status"];
    for (const path of pages) {
      await page.goto(app.url + path);
      const nav = page.getByRole("navigation", { name: "Seller workspace" });
      await nav.waitFor();
      assert.deepEqual(await nav.getByRole("link").allInnerTexts(), ["DASHBOARD", "MANAGE PRODUCTS", "CREATE PRODUCTS", "YOUR ORDERS", "UPDATE STATUS"], path);
    }
    await page.goto(app.url + "/seller/seller-product");
    await page.getByTestId("create-product-link").click();
    await page.waitForURL(app.url + "/seller/create-product");
    await page.goto(`${app.url}/seller/seller-product-details/${product.id}`);
    await page.getByTestId("view-in-shop").click();
    await page.waitForURL(`${app.url}/productDetails/${product.id}`);
    assert.equal(await page.getByTestId("product-title").textContent(), "Nav Linen Shirt");
  });

  test("6. the admin searches users, sellers, products and orders with a search box, the server answering", { skip }, async () => {
    const tag = String(Date.now()).slice(-6);
    const shopper = await signedInShopper(app, `Wren ${tag}`);
    const seller = await signedInSeller(app, `Juniper ${tag}`);
    const product = await productOf(app, seller.seller.id, `Seersucker ${tag} Shorts`);
    await placePaidOrder(app, shopper.client, [product]);
    const admin = await signedInAdmin(app);
    const page = await openPage();
    const signIn = await page.request.post(`${app.url}/api/v1/admin/admin-login`, { headers: { origin: app.url }, data: { email: admin.admin.email, password: "admin-secret-1" } });
    assert.equal(signIn.status(), 200);

    const lists: [path: string, card: string, words: string, label: RegExp][] = [
      ["/admin/get-all-users", "user-card", shopper.email.toUpperCase(), /Search users by name, email or mobile/],
      ["/admin/get-sellers", "seller-card", `juniper ${tag}'s store`, /Search sellers by name, email or store/],
      ["/admin/admin-products", "product-card", `seersucker ${tag}`, /Search products by title/],
      ["/admin/get-all-orders", "admin-order-card", `wren ${tag}`, /Search orders by customer name or email/],
    ];
    for (const [path, card, words, label] of lists) {
      await page.goto(app.url + path);
      await page.getByTestId(card).first().waitFor();
      await page.getByRole("searchbox", { name: label }).fill(words);
      await page.getByRole("searchbox", { name: label }).press("Enter");
      await page.waitForURL((url) => url.searchParams.get("q") === words);
      await page.waitForFunction((testId) => document.querySelectorAll(`[data-testid="${testId}"]`).length === 1, card);
      assert.equal(await page.getByTestId("list-count").textContent(), path.includes("orders") ? "1 order" : path.includes("products") ? "1 product" : path.includes("sellers") ? "1 seller" : "1 user");
    }
    await page.getByRole("searchbox", { name: /Search orders/ }).fill("nobody-matches-this");
    await page.getByRole("searchbox", { name: /Search orders/ }).press("Enter");
    await page.getByTestId("list-empty").filter({ hasText: "Nothing matches “nobody-matches-this”." }).waitFor();
  });

  // A navigation renders as a transition: for a moment the address has changed and the page has
  // not. Words typed in that moment (here in the same task as the click, so always in it) must
  // survive the render that lands; the boxes were remounted by it and lost them (a flaky failure of
  // tests 1 and 6 on a fast machine).
  test("7. words typed while a navigation renders stay in the box; back still shows the address", { skip }, async () => {
    const rows = await ladies();
    const [min, typed] = [String(rows[1].price), String(rows[rows.length - 2].price)];
    const page = await openPage();
    await page.goto(`${app.url}/Ladies?size=M&min=${min}`);
    await page.getByTestId("clear-filter").waitFor();
    await page.evaluate((price) => {
      (document.querySelector('[data-testid="clear-filter"]') as HTMLButtonElement).click();
      (document.querySelector('[data-testid="max-price"]') as HTMLInputElement).value = price;
    }, typed);
    // Clear's render has landed when its button is gone (nothing is narrowed).
    await page.getByTestId("clear-filter").waitFor({ state: "detached" });
    assert.equal(await page.getByTestId("max-price").inputValue(), typed);
    assert.equal(await page.getByTestId("min-price").inputValue(), "");
    await page.getByTestId("apply-filter").click();
    await page.waitForURL((url) => url.searchParams.get("max") === typed && !url.searchParams.has("size") && !url.searchParams.has("min"));
    // Its render has landed when Clear is back (a price narrows the grid again).
    await page.getByTestId("clear-filter").waitFor();
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("max"));
    await page.waitForFunction(() => (document.querySelector('[data-testid="max-price"]') as HTMLInputElement).value === "");
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get("min") === min);
    await page.waitForFunction((value) => (document.querySelector('[data-testid="min-price"]') as HTMLInputElement).value === value, min);

    const admin = await signedInAdmin(app);
    const signIn = await page.request.post(`${app.url}/api/v1/admin/admin-login`, { headers: { origin: app.url }, data: { email: admin.admin.email, password: "admin-secret-1" } });
    assert.equal(signIn.status(), 200);
    await page.goto(`${app.url}/admin/get-all-orders`);
    await page.getByTestId("admin-order-card").first().waitFor();
    await page.evaluate(() => {
      const box = document.querySelector('[data-testid="console-search-input"]') as HTMLInputElement;
      box.value = "no such words";
      box.form!.requestSubmit();
      box.value = "the next words";
    });
    await page.getByTestId("list-empty").filter({ hasText: "Nothing matches “no such words”." }).waitFor();
    assert.equal(await page.getByTestId("console-search-input").inputValue(), "the next words");
  });
});
