import assert from "node:assert/strict";
import { after, afterEach, before, describe, test } from "node:test";
import type { BrowserContext, Page } from "playwright-core";
import { browserUnavailable, StoreBrowser } from "../api/src/testing/browser";
import { pickProduct, setProductStock, signedInShopper } from "../api/src/testing/fixtures";
import { startTestApp, type TestApp } from "../api/src/testing/test-app";

// Stock per size (issue 27) as a shopper meets it in Chromium: a size with none left is struck
// through and cannot be chosen (not by a click, not by the address), "Only N left" under 5 for
// the chosen size, the bag stops at that size's stock, and the grid says "Sold out" only when
// every size is out.

const skip = browserUnavailable();
let app: TestApp;
let browser: StoreBrowser;

before(async () => {
  if (skip) return;
  app = await startTestApp({ demo: true, productLimit: 40 });
  browser = await StoreBrowser.launch(app.url);
});
after(async () => {
  await browser?.close();
  await app?.close();
});

const contexts: BrowserContext[] = [];
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
  browser?.assertNothingForeign();
});

async function openPage(): Promise<Page> {
  const page = await browser.newPage();
  contexts.push(page.context());
  return page;
}

const option = (page: Page, size: string) => page.getByTestId("size-selector").locator("label", { has: page.getByTestId(`size-option-${size}`) });

describe("stock per size in Chromium (issue 27)", () => {
  test("a size with none left is struck through and cannot be chosen; 'Only N left' is the chosen size's", { skip }, async () => {
    const product = await pickProduct(app, { withSizes: true, minSizes: 3 });
    const [gone, few, many] = product.sizes;
    await setProductStock(app, product.id, { [gone]: 0, [few]: 3, [many]: 12 });
    const page = await openPage();

    // Even asked for in the address, the sold-out size is not chosen.
    await page.goto(`${app.url}/productDetails/${product.id}?size=${encodeURIComponent(gone)}`);
    await page.getByTestId("size-selector").waitFor();
    const goneInput = page.getByTestId(`size-option-${gone}`);
    assert.equal(await goneInput.isDisabled(), true, "the sold-out size cannot be chosen");
    assert.equal(await goneInput.isChecked(), false);
    assert.equal(await goneInput.getAttribute("aria-label"), `${gone}, sold out`);
    const struck = await option(page, gone).locator("span").evaluate((span) => getComputedStyle(span).textDecorationLine);
    assert.equal(struck, "line-through", "shown struck through");
    assert.equal(await option(page, few).locator("span").evaluate((span) => getComputedStyle(span).textDecorationLine), "none");
    assert.equal(await page.getByTestId("product-stock").innerText(), `In stock: ${3 + 12}`, "no size chosen: the product's stock");

    // Chromium's own check: the label of a disabled radio is not clickable; forced, it still chooses nothing.
    assert.equal(await option(page, gone).isEnabled(), false);
    await option(page, gone).click({ force: true });
    assert.equal(await goneInput.isChecked(), false, "a click does not choose it either");
    assert.equal(new URL(page.url()).searchParams.get("size"), gone, "the address is as it was");

    await option(page, few).click();
    await page.getByTestId("product-stock").filter({ hasText: /^Only 3 left$/ }).waitFor();
    await page.waitForURL((url) => url.searchParams.get("size") === few);
    await option(page, many).click();
    await page.getByTestId("product-stock").filter({ hasText: /^In stock: 12$/ }).waitFor();
    assert.equal(await page.getByTestId("add-to-cart").isEnabled(), true);
  });

  test("the bag stops at the size's stock, and the grid says 'Sold out' only when every size is out", { skip }, async () => {
    const product = await pickProduct(app, { withSizes: true, minSizes: 2 });
    const [first, second] = product.sizes;
    await setProductStock(app, product.id, { [first]: 2, [second]: 0 });
    const { client } = await signedInShopper(app);
    const add = `mutation($p: ID!, $s: String) { addToCart(productId: $p, size: $s) { itemCount } }`;
    assert.equal((await client.gql(add, { p: product.id, s: first })).errors, undefined);
    assert.equal((await client.gql(add, { p: product.id, s: second })).errors?.[0].message, `Insufficient stock for ${product.title}`);

    // The grid of its category, narrowed to its price and the first size: its card is on the first page.
    const [{ category, price }] = await app.db.query(`SELECT category, price FROM products WHERE id = $1`, [product.id]);
    const page = await openPage();
    const card = page.locator(`[data-testid="product-card"][data-product-id="${product.id}"]`);
    const grid = `${app.url}/${encodeURIComponent(category)}?size=${encodeURIComponent(first)}&min=${price}&max=${price}`;
    await page.goto(grid);
    await card.waitFor();
    assert.equal(await card.getByTestId("sold-out").count(), 0, "one size is out, another is not: not sold out");

    await setProductStock(app, product.id, 0);
    await page.goto(grid);
    await card.getByTestId("sold-out").filter({ hasText: "Sold out" }).waitFor();
  });
});
