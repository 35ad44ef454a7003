import assert from "node:assert/strict";
import { afterEach, beforeEach, describe, test } from "node:test";
import type { Locator, Page } from "playwright-core";
import { StoreBrowser, useStoreInBrowser } from "../api/src/testing/browser";
import type { TestApp } from "../api/src/testing/test-app";

// The public marketing pages in a real Chromium against the full demo catalog: the landing
// pages and where their banners lead, the two men's campaigns with their hotspots and grids,
// the sale, About and Contact.

let app: TestApp;
let browser: StoreBrowser;
let page: Page;

  // The whole catalog: the Denim and Transitional-fits grids are compared with the database.
const skip = useStoreInBrowser({ demo: true }, (store) => ({ app, browser } = store));

/** Every path the shopper document says a landing banner leads to. */
const BANNER_PATHS = [
  "/Ladies",
  "/Hot-sellers",
  "/Baby",
  "/Preppy luxe",
  "/New-utilitarian",
  "/New neutrals",
  "/Kids2-8y",
  "/Kids9-14y",
  "/accessories",
  "/Modern romance",
  "/Transitional-fits",
  "/denim-roundup",
];

/** The campaign prices the document gives as examples; every hotspot shows one of them. */
const CAMPAIGN_PRICES = ["Rs. 1,499.00", "Rs. 2,299.00", "Rs. 2,699.00", "Rs. 1,999.00", "Rs. 5,499.00"];

interface Row {
  id: string;
  title: string;
}

/** A category's products in the grids' order (newest first). */
function productsOf(category: string): Promise<Row[]> {
  return app.db.query(`SELECT id, title FROM products WHERE category = $1 ORDER BY "createdAt" DESC, id`, [category]);
}

const decodedPath = (href: string) => decodeURIComponent(new URL(href).pathname);

/** Waits for the page to name its tab (the lazily loaded page sets it once it renders). */
async function titled(prefix: string): Promise<void> {
  await page.waitForFunction((start) => document.title.startsWith(`${start} |`), prefix);
}

/** The product ids of a grid's cards, after loading every page of it. */
async function gridIds(grid: Locator): Promise<string[]> {
  await grid.getByTestId("product-card").first().waitFor();
  const more = page.getByTestId("load-more");
  while (await more.isVisible()) {
    const before = await grid.getByTestId("product-card").count();
    await more.click();
    await page.waitForFunction(
      ([selector, n]) => document.querySelectorAll(selector).length > n,
      [`[data-testid="campaign-grid"] [data-testid="product-card"]`, before] as const,
    );
  }
  return grid.getByTestId("product-card").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-product-id") ?? ""));
}

/**
 * The page's drawn pictures (components/ui/drawn-picture.tsx), once every one has loaded: the
 * file each shows (its name without the build's hash) and whether it decoded. A picture whose
 * file is missing or not an image fails here.
 */
async function drawnPictures(): Promise<{ file: string; decoded: boolean }[]> {
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>("img[data-art]")].every((img) => img.complete && img.currentSrc !== ""));
  return page.locator("img[data-art]").evaluateAll((images) =>
    (images as HTMLImageElement[]).map((img) => ({ file: new URL(img.currentSrc).pathname.replace(/^\/assets\/(.+)-[\w-]{8}\.svg$/, "$1"), decoded: img.naturalWidth > 0 })),
  );
}

describe("marketing and campaign pages in Chromium", () => {
  // Each test on a fresh page: no cookies, storage or history left by another.
  beforeEach(async () => {
    await page?.context().close();
    page = await browser.newPage();
  });
  afterEach(() => browser.assertNothingForeign());

  test("the landing pages link all twelve banner paths, and each one opens its grid or campaign", { skip }, async () => {
    const linkedFrom = new Map<string, string>();
    for (const [landing, title] of [
      ["/ladies-page", "Ladies"],
      ["/men-page", "Men"],
      ["/kids-page", "Kids"],
    ]) {
      await page.goto(app.url + landing);
      const banners = page.getByTestId("landing-banner");
      await banners.first().waitFor();
      await titled(title);
      for (const href of await banners.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))) {
        linkedFrom.set(decodedPath(href), landing);
      }
    }
    assert.deepEqual(BANNER_PATHS.filter((path) => !linkedFrom.has(path)), [], "every path has a banner");

    for (const path of BANNER_PATHS) {
      await page.goto(app.url + linkedFrom.get(path));
      const banners = page.getByTestId("landing-banner");
      await banners.first().waitFor();
      const paths = (await banners.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))).map(decodedPath);
      await banners.nth(paths.indexOf(path)).click();
      await page.waitForURL((url) => decodeURIComponent(url.pathname) === path);
      if (path === "/denim-roundup") {
        await page.getByTestId("campaign-page").waitFor();
        continue;
      }
      const { total } = (await app.db.query(`SELECT count(*)::int AS total FROM products WHERE category = $1`, [path.slice(1)]))[0];
      assert.ok(total > 0, `${path} has products`);
      await page.getByTestId("product-grid").getByTestId("product-card").first().waitFor();
      await page.getByTestId("product-count").filter({ hasText: `${total} items` }).waitFor();
    }
  });

  test("/denim-roundup: three fits, hotspots on real Denim products at the campaign's prices, the Denim grid", { skip }, async () => {
    const denim = await productsOf("Denim");
    const ids = new Set(denim.map((row) => row.id));
    await page.goto(app.url + "/denim-roundup");
    await titled("Denim round-up");
    assert.equal(await page.getByTestId("fit-section").count(), 3);
    // The stage shows its wide drawing on a wide screen, and the three fits theirs.
    const wide = ["denim-wide", "fit-slim", "fit-straight", "fit-loose"].map((file) => ({ file, decoded: true }));
    assert.deepEqual(await drawnPictures(), wide);

    const hotspots = page.getByTestId("hotspot");
    await hotspots.first().waitFor();
    assert.equal(await hotspots.count(), 3);
    const spots = await hotspots.evaluateAll((links) =>
      links.map((link) => ({
        id: link.getAttribute("data-product-id") ?? "",
        href: new URL((link as HTMLAnchorElement).href).pathname,
        price: link.querySelector('[data-testid="hotspot-price"]')?.textContent ?? "",
      })),
    );
    assert.equal(new Set(spots.map((spot) => spot.id)).size, 3, "three different products");
    for (const spot of spots) {
      assert.ok(ids.has(spot.id), `${spot.id} is a Denim product`);
      assert.equal(spot.href, `/productDetails/${spot.id}`);
      assert.ok(CAMPAIGN_PRICES.includes(spot.price), `fixed price, got ${spot.price}`);
    }
    assert.deepEqual(spots.map((spot) => spot.price), ["Rs. 1,999.00", "Rs. 2,299.00", "Rs. 2,699.00"]);

    assert.deepEqual(await gridIds(page.getByTestId("campaign-grid")), denim.map((row) => row.id), "exactly the Denim products, newest first");

    // A phone gets the tall drawing, which the pins' places follow.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('[data-testid="campaign-stage"] img')?.currentSrc.includes("/denim-tall-"));
    assert.deepEqual(await drawnPictures(), [{ file: "denim-tall", decoded: true }, ...wide.slice(1)]);
    await page.setViewportSize({ width: 1280, height: 900 });

    await hotspots.first().click();
    await page.waitForURL(`${app.url}/productDetails/${spots[0].id}`);
    const title = denim.find((row) => row.id === spots[0].id)?.title;
    assert.equal((await page.getByTestId("product-title").textContent())?.trim(), title);
  });

  test("/transitional-fits: five hotspots on real products and the Transitional-fits grid", { skip }, async () => {
    const rows = await productsOf("Transitional-fits");
    const ids = new Set(rows.map((row) => row.id));
    await page.goto(app.url + "/transitional-fits");
    await titled("Transitional fits");

    const hotspots = page.getByTestId("hotspot");
    await hotspots.first().waitFor();
    assert.equal(await hotspots.count(), 5);
    const spots = await hotspots.evaluateAll((links) =>
      links.map((link) => ({
        id: link.getAttribute("data-product-id") ?? "",
        href: new URL((link as HTMLAnchorElement).href).pathname,
        price: link.querySelector('[data-testid="hotspot-price"]')?.textContent ?? "",
      })),
    );
    assert.equal(new Set(spots.map((spot) => spot.id)).size, 5, "five different products");
    for (const spot of spots) {
      assert.ok(ids.has(spot.id), `${spot.id} is a Transitional-fits product`);
      assert.equal(spot.href, `/productDetails/${spot.id}`);
    }
    assert.deepEqual(spots.map((spot) => spot.price).sort(), [...CAMPAIGN_PRICES].sort(), "the five campaign prices");

    assert.deepEqual(await gridIds(page.getByTestId("campaign-grid")), rows.map((row) => row.id));
  });

  test("/sales-page: a banner to the sale and the Sales grid", { skip }, async () => {
    const rows = await productsOf("Sales");
    await page.goto(app.url + "/sales-page");
    await titled("Sale");
    assert.equal(decodedPath(await page.getByTestId("landing-banner").evaluate((link) => (link as HTMLAnchorElement).href)), "/Sales");
    assert.deepEqual(await gridIds(page.getByTestId("campaign-grid")), rows.map((row) => row.id));
  });

  test("/about: company facts and 'Our way' with the store's figures", { skip }, async () => {
    const { total } = (await app.db.query(`SELECT count(*)::int AS total FROM products`))[0];
    await page.goto(app.url + "/about");
    await titled("About us");
    assert.deepEqual(await drawnPictures(), [{ file: "about", decoded: true }]);
    await page.getByRole("heading", { name: "Company facts" }).waitFor();
    await page.getByRole("heading", { name: "Our way" }).waitFor();
    const stats = page.getByTestId("about-stats");
    await stats.getByText(String(total), { exact: true }).waitFor();
    assert.equal(await stats.locator("li").count(), 5);
  });

  test("/contact: phone, hours 8.00-22.00 for phone and chat, an e-mail link and the virtual assistant", { skip }, async () => {
    await page.goto(app.url + "/contact");
    await titled("Contact us");
    const hours = page.getByTestId("contact-hours");
    await hours.waitFor();
    assert.equal(await hours.getByText("8.00-22.00").count(), 2, "phone and chat");
    await hours.getByText("Phone").waitFor();
    await hours.getByText("Chat").waitFor();
    assert.match((await page.getByTestId("contact-phone").textContent()) ?? "", /^1800 \d{3} \d{4}$/);
    assert.match((await page.getByTestId("contact-email").getAttribute("href")) ?? "", /^mailto:\S+@\S+$/);
    await page.getByTestId("contact-assistant").getByText("virtual assistant").first().waitFor();
  });
});
