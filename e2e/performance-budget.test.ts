import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, test } from "node:test";
import type { Page } from "playwright-core";
import { StoreBrowser, useStoreInBrowser } from "../api/src/testing/browser";
import { repoRoot } from "../api/src/config";
import type { TestApp } from "../api/src/testing/test-app";

// What a shopper's first visit costs, in a real Chromium against the real app: the JavaScript
// the home page needs, compressed answers, long caching, robots, and a page that holds still.

/** Compressed bytes of JavaScript the home page may load before the network goes quiet. */
const JS_BUDGET = 150 * 1024;
const CLS_BUDGET = 0.02;

let app: TestApp;
let browser: StoreBrowser;

const skip = useStoreInBrowser({ demo: true, productLimit: 48 }, (store) => ({ app, browser } = store));

/** The built file name of one of the web app's scripts, e.g. `start-abc123.js`. */
function builtScript(prefix: string): string {
  const file = fs.readdirSync(path.join(repoRoot, "web/dist/assets")).find((name) => name.startsWith(prefix) && name.endsWith(".js"));
  assert.ok(file, `a built ${prefix}*.js`);
  return file;
}

/** Sums the layout shifts a page makes from its first paint on, as the page itself sees them. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const win = window as unknown as { layoutShift: number };
    win.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) win.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * Waits until fonts are in, every image has decoded (they settle after the network goes quiet),
 * and the page's layout has held still for ten frames in a row: a condition, not a pause.
 */
async function layoutSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const win = window as unknown as { layoutShift: number };
    await document.fonts.ready;
    await Promise.all(Array.from(document.images, (img) => img.decode().catch(() => undefined)));
    let last = win.layoutShift;
    for (let still = 0; still < 10; ) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      still = win.layoutShift === last ? still + 1 : 0;
      last = win.layoutShift;
    }
  });
}

describe("performance budget in Chromium", () => {
  afterEach(() => browser.assertNothingForeign());

  // The 150 KB budget itself is a target of `npm run bench`, which measures it from the built files
  // and reports PASS or FAIL; here the browser checks that what home loads is compressed and
  // holds nothing a shopper's first page does not need, and reports how much it is.
  test("the home page's JavaScript comes compressed and holds no GraphiQL, charts or workspaces", { skip }, async (t) => {
    // A first visit: nothing in the HTTP cache yet.
    const page = await browser.newPage(undefined, { fresh: true });
    const scripts: { url: string; bytes: Promise<number>; encoding: string | undefined }[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      const bytes = response.request().sizes().then((sizes) => sizes.responseBodySize);
      scripts.push({ url: response.url(), bytes, encoding: response.headers()["content-encoding"] });
    });
    await page.goto(app.url + "/", { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Explore our arrivals" }).waitFor();
    const sizes = await Promise.all(scripts.map((script) => script.bytes));
    const total = sizes.reduce((sum, bytes) => sum + bytes, 0);
    assert.ok(scripts.length > 0);
    // Files under a kilobyte are not worth compressing.
    scripts.forEach((script, i) => sizes[i] >= 1024 && assert.match(script.encoding ?? "", /^(br|gzip)$/, `${script.url} is compressed`));
    t.diagnostic(`home loads ${(total / 1024).toFixed(1)} KB of compressed JavaScript (the bench's budget: ${JS_BUDGET / 1024} KB)`);
    const names = scripts.map((script) => new URL(script.url).pathname).join(" ");
    assert.doesNotMatch(names, /graphiql|codemirror|bar-chart|\/assets\/(seller|admin|user)-/);
    await page.context().close();
  });

  test("JS, index.html and /graphql answers come compressed as asked; hashed assets are immutable, the page is not", { skip }, async () => {
    // The app's own bundle (main-*.js, the first script, is under the kilobyte worth compressing).
    const script = `${app.url}/assets/${builtScript("start-")}`;
    for (const encoding of ["br", "gzip"]) {
      const asset = await fetch(script, { headers: { "accept-encoding": encoding } });
      assert.equal(asset.status, 200);
      assert.equal(asset.headers.get("content-encoding"), encoding);
      assert.match(asset.headers.get("content-type") ?? "", /^text\/javascript/);
      assert.match(asset.headers.get("vary") ?? "", /Accept-Encoding/i);
      assert.equal(asset.headers.get("cache-control"), "public, max-age=31536000, immutable");
      assert.match(await asset.text(), /import/, "the body decodes to the script");

      const html = await fetch(`${app.url}/Denim`, { headers: { accept: "text/html", "accept-encoding": encoding } });
      assert.equal(html.headers.get("content-encoding"), encoding);
      assert.match(html.headers.get("content-type") ?? "", /^text\/html/);
      // Rendered for this visitor from data that changes at any time: kept by no shared cache, checked on every use.
      assert.equal(html.headers.get("cache-control"), "private, no-cache");
      assert.match(await html.text(), /<div id="root">/);

      const query = JSON.stringify({ query: "{ products(offset: 0, limit: 24) { items { id title price image { url srcSet } } } }" });
      const api = await fetch(`${app.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", "accept-encoding": encoding }, body: query });
      assert.equal(api.headers.get("content-encoding"), encoding);
      assert.match(api.headers.get("content-type") ?? "", /^application\/(graphql-response\+)?json/);
      assert.equal((await api.json()).data.products.items.length, 24);
    }
    const plain = await fetch(script, { headers: { "accept-encoding": "identity" } });
    assert.equal(plain.headers.get("content-encoding"), null, "a client that takes no encoding gets the file as it is");
    const missing = await fetch(`${app.url}/assets/no-such-file.js`);
    assert.equal(missing.status, 404);
  });

  test("a shop page's HTML names that page's own bundle for after the first paint, preloads nothing before it, and has no inline script (data only: JSON and JSON-LD)", { skip }, async () => {
    const pages = [
      { path: "/", bundle: "home-page-" },
      { path: "/Denim", bundle: "product-list-page-" },
      { path: "/product/Denim", bundle: "product-list-page-" },
      { path: "/productDetails/any-product", bundle: "product-details-page-" },
    ];
    for (const { path: at, bundle } of pages) {
      const html = await (await fetch(app.url + at, { headers: { accept: "text/html" } })).text();
      assert.match(html, /<div id="root">/);
      assert.doesNotMatch(html, /<script(?![^>]*\b(src=|type="application\/(json|ld\+json)"))[^>]*>/, `${at}: every script is a file (a strict CSP allows no other)`);
      // The first script imports it, and the app, once the page has loaded and painted (web/src/main.tsx).
      const named = /<meta name="page-module" content="([^"]*)"/.exec(html)?.[1] ?? "";
      assert.ok(named.startsWith(`/assets/${bundle}`), `${at} names its ${bundle}*.js`);
      assert.doesNotMatch(html, /<link rel="modulepreload"/, `${at}: no bundle is fetched beside the page's pictures`);
    }
    // Any other page gets the plain index.html, which preloads only the app's own bundles.
    const about = await (await fetch(app.url + "/about", { headers: { accept: "text/html" } })).text();
    assert.doesNotMatch(about, /(home-page|product-list-page|product-details-page)-/);
  });

  test("/robots.txt is a robots file that keeps accounts, workspaces, the API and payment pages out", { skip }, async () => {
    const robots = await fetch(`${app.url}/robots.txt`, { headers: { accept: "text/html,*/*" } });
    assert.equal(robots.status, 200);
    assert.match(robots.headers.get("content-type") ?? "", /^text\/plain/);
    const lines = (await robots.text()).split("\n");
    assert.ok(lines.includes("User-agent: *"));
    for (const area of ["/user", "/seller", "/admin", "/api", "/graphql", "/pay"]) assert.ok(lines.includes(`Disallow: ${area}`), `Disallow: ${area}`);
    assert.ok(!lines.includes("Disallow: /"), "the shop stays open");
  });

  test("home, a category and a product page do not shift as their content arrives", { skip }, async () => {
    const [product] = await app.db.query(`SELECT id FROM products WHERE category = 'Denim' ORDER BY "createdAt" DESC, id LIMIT 1`);
    assert.ok(product, "a Denim product");
    const pages = [
      { path: "/", ready: (page: Page) => page.getByRole("heading", { name: "Explore our arrivals" }).waitFor() },
      { path: "/Denim", ready: (page: Page) => page.getByTestId("product-card").first().locator("img").waitFor() },
      { path: `/productDetails/${product.id}`, ready: (page: Page) => page.getByTestId("product-title").waitFor() },
    ];
    for (const { path: at, ready } of pages) {
      const page = await browser.newPage(undefined, { fresh: true });
      await watchLayoutShifts(page);
      await page.goto(app.url + at, { waitUntil: "networkidle" });
      await ready(page);
      await layoutSettled(page);
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      assert.ok(shift <= CLS_BUDGET, `${at}: layout shift ${shift.toFixed(4)} (budget ${CLS_BUDGET})`);
      await page.context().close();
    }
  });
});
