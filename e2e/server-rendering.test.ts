import assert from "node:assert/strict";
import { afterEach, describe, test } from "node:test";
import type { Page } from "playwright-core";
import { StoreBrowser, useStoreInBrowser } from "../api/src/testing/browser";
import { pickProduct, signedInShopper, testAdmin } from "../api/src/testing/fixtures";
import type { TestApp } from "../api/src/testing/test-app";

// The shop's pages rendered by the store's own process: real HTML with the right status and head
// for a search engine or a link preview, every shop page readable and browsable with JavaScript
// off, and the page hydrated into the working app with JavaScript on.

let app: TestApp;
let browser: StoreBrowser;

const skip = useStoreInBrowser({ demo: true, productLimit: 60 }, (store) => ({ app, browser } = store));

/** The page as a search engine gets it. */
async function html(path: string): Promise<{ status: number; text: string; headers: Headers }> {
  const answer = await fetch(app.url + path, { headers: { accept: "text/html" }, redirect: "manual" });
  return { status: answer.status, text: await answer.text(), headers: answer.headers };
}

/** The content of a head element's attribute, e.g. meta(text, 'property="og:title"'). */
function meta(text: string, selector: string): string | undefined {
  return new RegExp(`<meta ${selector} content="([^"]*)"`).exec(text)?.[1];
}

/** The markup inside #root. */
const rootOf = (text: string) => text.slice(text.indexOf('<div id="root">'), text.indexOf('<script type="application/json"'));

const decode = (text: string) => text.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");

async function newestProduct(category: string): Promise<{ id: string; title: string; price: number; stock: number }> {
  const [row] = await app.db.query(`SELECT id, title, price, stock FROM products WHERE category = $1 AND "onSale" ORDER BY "createdAt" DESC, id LIMIT 1`, [category]);
  assert.ok(row, `a ${category} product`);
  return row;
}

describe("the shop's pages as HTML from the server", () => {
  test("a product page carries its content, title, description, canonical address, Open Graph tags and schema.org Product", { skip }, async () => {
    const product = await pickProduct(app, { withSizes: true });
    const { status, text, headers } = await html(`/productDetails/${product.id}`);
    assert.equal(status, 200);
    assert.match(headers.get("content-type") ?? "", /^text\/html/);
    const root = rootOf(text);
    assert.ok(decode(root).includes(product.title), "the title is in the markup");
    assert.ok(root.includes(`Rs. ${product.price}.00`) || root.includes(String(product.price)), "the price is in the markup");
    assert.ok(decode(text).includes(`<title>${product.title} | ATELIER</title>`));
    assert.ok(meta(text, 'name="description"'), "a description");
    assert.match(text, new RegExp(`<link rel="canonical" href="${app.url}/productDetails/${product.id}">`));
    assert.equal(decode(meta(text, 'property="og:title"') ?? ""), `${product.title} | ATELIER`);
    assert.equal(meta(text, 'property="og:type"'), "product");
    assert.match(meta(text, 'property="og:image"') ?? "", new RegExp(`^${app.url}/images/`));
    assert.equal(meta(text, 'property="product:price:amount"'), `${product.price}.00`);
    assert.equal(meta(text, 'property="product:price:currency"'), "INR");
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(text)?.[1];
    assert.ok(jsonLd, "schema.org data");
    const data = JSON.parse(jsonLd);
    assert.equal(data["@type"], "Product");
    assert.equal(data.name, product.title);
    assert.deepEqual(data.offers, { "@type": "Offer", price: `${product.price}.00`, priceCurrency: "INR", availability: "https://schema.org/InStock" });
    // The data the page was drawn with rides along as JSON, never as a script to run.
    assert.doesNotMatch(text, /<script(?![^>]*\b(src=|type="application\/(json|ld\+json)"))[^>]*>/, "no inline script");
    const state = JSON.parse(/<script type="application\/json" id="apollo-state">(.*?)<\/script>/.exec(text)?.[1] ?? "null");
    assert.equal(state[`Product:{"id":"${product.id}"}`]?.title, product.title);
  });

  test("a product out of stock is offered OutOfStock", { skip }, async () => {
    const product = await newestProduct("Men");
    await app.db.query(`UPDATE products SET stock = 0 WHERE id = $1`, [product.id]);
    await app.db.query(`UPDATE product_sizes SET stock = 0 WHERE "productId" = $1`, [product.id]).catch(() => undefined);
    const { text } = await html(`/productDetails/${product.id}`);
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(text)?.[1] ?? "{}");
    assert.equal(data.offers.availability, "https://schema.org/OutOfStock");
  });

  test("a category grid is drawn with its cards; its head names the category", { skip }, async () => {
    const product = await newestProduct("Ladies");
    const compiledPages = async () => Number(/^store_graphql_compiled_total\{outcome="page"\} (\d+)$/m.exec(await (await fetch(`${app.url}/metrics`)).text())?.[1] ?? 0);
    const before = await compiledPages();
    const { status, text } = await html("/Ladies");
    assert.equal(status, 200);
    // Its queries (the grid, the header's categories) ran compiled, as on the lean path.
    assert.ok((await compiledPages()) - before >= 2, "the page's known queries ran compiled");
    assert.ok(decode(rootOf(text)).includes(product.title));
    assert.match(text, /<title>Ladies \| ATELIER<\/title>/);
    assert.match(text, new RegExp(`<link rel="canonical" href="${app.url}/Ladies">`));
    assert.match(meta(text, 'name="description"') ?? "", /Ladies/);
  });

  test("a category path in another case is sent on, permanently, to its own", { skip }, async () => {
    const { status, headers } = await html("/ladies?sort=price-asc");
    assert.equal(status, 301);
    assert.equal(headers.get("location"), "/Ladies?sort=price-asc");
  });

  test("an unknown path, an unknown category, an unknown product and a product off sale answer 404 with the not-found page", { skip }, async () => {
    const offSale = await newestProduct("Kids");
    await app.services.catalog.setOnSale(await testAdmin(app), offSale.id, false);
    for (const path of ["/no-such-category", "/product/NoSuchThing", "/productDetails/00000000-0000-4000-8000-000000000000", "/productDetails/not-a-uuid", `/productDetails/${offSale.id}`, "/a/b/c"]) {
      const { status, text } = await html(path);
      assert.equal(status, 404, path);
      assert.match(rootOf(text), /PAGE NOT FOUND|No product found!/, path);
    }
    await app.services.catalog.setOnSale(await testAdmin(app), offSale.id, true);
  });

  test("a change reaches the next load of a page: a new price on the product and its grid, a product off sale and back", { skip }, async () => {
    const product = await newestProduct("Denim");
    const before = await html(`/productDetails/${product.id}`);
    assert.ok(before.text.includes(`"price":${product.price}`) || before.text.includes(`${product.price}.00`));
    const price = product.price + 111;
    await app.db.query(`UPDATE products SET price = $2 WHERE id = $1`, [product.id, price]);
    const after = await html(`/productDetails/${product.id}`);
    assert.equal(meta(after.text, 'property="product:price:amount"'), `${price}.00`);
    assert.ok(rootOf(after.text).includes(`${price}.00`), "the page shows the new price");
    assert.ok(rootOf((await html("/Denim")).text).includes(`${price}.00`), "so does the grid");
    // Loaded again unchanged, then taken off sale: the next load of the grid no longer shows it.
    assert.ok(decode(rootOf((await html("/Denim")).text)).includes(product.title));
    await app.services.catalog.setOnSale(await testAdmin(app), product.id, false);
    assert.ok(!rootOf((await html("/Denim")).text).includes(product.id), "gone from the grid");
    assert.equal((await html(`/productDetails/${product.id}`)).status, 404);
    await app.services.catalog.setOnSale(await testAdmin(app), product.id, true);
    assert.ok(rootOf((await html("/Denim")).text).includes(product.id), "back in the grid");
  });

  test("/sitemap.xml lists the categories and the products on sale, and robots.txt points to it", { skip }, async () => {
    const offSale = await newestProduct("Baby");
    await app.services.catalog.setOnSale(await testAdmin(app), offSale.id, false);
    const answer = await fetch(app.url + "/sitemap.xml");
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get("content-type") ?? "", /^application\/xml/);
    const xml = await answer.text();
    assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    assert.ok(xml.includes(`<loc>${app.url}/product/Ladies</loc>`));
    assert.ok(xml.includes(`<loc>${app.url}/product/Kids2-8y</loc>`));
    const [{ count }] = await app.db.query(`SELECT count(*)::int AS count FROM products WHERE "onSale"`);
    assert.equal(xml.match(/\/productDetails\//g)?.length, count);
    assert.ok(!xml.includes(offSale.id), "a product off sale is not listed");
    await app.services.catalog.setOnSale(await testAdmin(app), offSale.id, true);
    const robots = await (await fetch(app.url + "/robots.txt")).text();
    assert.ok(robots.split("\n").includes(`Sitemap: ${app.url}/sitemap.xml`));
  });

  test("the account, seller and admin areas stay drawn in the browser", { skip }, async () => {
    for (const path of ["/login", "/user/cart", "/seller/login", "/admin/login"]) {
      const { status, text } = await html(path);
      assert.equal(status, 200, path);
      assert.match(text, /<div id="root"><\/div>/, path);
    }
  });
});

describe("the shop with JavaScript off, in Chromium", () => {
  afterEach(() => browser.assertNothingForeign());

  /** A page with no JavaScript at all. */
  async function noScriptPage(): Promise<Page> {
    const page = await browser.newPage();
    await page.context().close();
    const context = await (page.context().browser() ?? assert.fail("a browser")).newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    return context.newPage();
  }

  test("every shop page shows its main content, and links lead through the shop", { skip }, async () => {
    const page = await noScriptPage();
    const product = await newestProduct("Ladies");
    const pages: [string, (page: Page) => Promise<unknown>][] = [
      ["/", (p) => p.getByRole("heading", { name: "Explore our arrivals" }).waitFor()],
      ["/ladies-page", (p) => p.locator("h1").first().waitFor()],
      ["/men-page", (p) => p.locator("h1").first().waitFor()],
      ["/kids-page", (p) => p.locator("h1").first().waitFor()],
      ["/sales-page", (p) => p.locator("h1").first().waitFor()],
      ["/denim-roundup", (p) => p.locator("h1").first().waitFor()],
      ["/transitional-fits", (p) => p.locator("h1").first().waitFor()],
      ["/product", (p) => p.getByTestId("product-card").first().waitFor()],
      ["/product/Ladies", (p) => p.getByTestId("product-card").first().waitFor()],
      ["/Ladies", (p) => p.getByTestId("product-card").first().waitFor()],
      ["/search?q=jeans", (p) => p.getByTestId("product-card").first().waitFor()],
      ["/about", (p) => p.getByRole("heading", { name: "About ATELIER" }).waitFor()],
      ["/contact", (p) => p.locator("h1").first().waitFor()],
      ["/no-such-page", (p) => p.getByTestId("not-found").waitFor()],
    ];
    for (const [path, ready] of pages) {
      await page.goto(app.url + path);
      await ready(page);
      assert.ok(((await page.locator("#content").textContent()) ?? "").trim().length > 0, `${path} has content`);
    }

    // A product, read to its care guide, from a grid's card.
    await page.goto(app.url + "/Ladies");
    await page.locator(`[data-testid="product-card"][data-product-id="${product.id}"] a`).first().click();
    await page.getByTestId("product-title").filter({ hasText: product.title }).waitFor();
    assert.match((await page.getByTestId("product-price").textContent()) ?? "", /^Rs\. \d+\.00$/);
    assert.ok(await page.getByTestId("section-description").getByRole("region").isVisible(), "the description is open");
    assert.ok(await page.getByTestId("section-careguide").getByRole("region").isVisible(), "the care guide is open");
    await page.context().close();
  });

  test("a grid is paged with links: ?page=2 shows the next 24 after the first", { skip }, async () => {
    const page = await noScriptPage();
    await page.goto(app.url + "/product");
    const cards = page.getByTestId("product-card");
    assert.equal(await cards.count(), 24);
    await page.getByTestId("next-page").click();
    await page.waitForURL(/\?page=2$/);
    assert.equal(await cards.count(), 48);
    assert.match((await page.getByTestId("product-progress").textContent()) ?? "", /You’ve viewed 48 of 60 products/);
    await page.getByTestId("next-page").click();
    await page.waitForURL(/\?page=3$/);
    assert.equal(await cards.count(), 60);
    assert.equal(await page.getByTestId("next-page").count(), 0, "no next page after the last");
    await page.context().close();
  });

  test("the header's search works as a plain form", { skip }, async () => {
    const page = await noScriptPage();
    await page.goto(app.url + "/about");
    await page.getByTestId("header-search-input").fill("jeans");
    await page.getByTestId("header-search-input").press("Enter");
    await page.waitForURL(/\/search\?q=jeans$/);
    await page.getByTestId("product-card").first().waitFor();
    await page.context().close();
  });
});

describe("hydration in Chromium", () => {
  afterEach(() => browser.assertNothingForeign());

  test("a server-rendered product page becomes the app: no console error, and adding to the bag works", { skip }, async () => {
    const { client } = await signedInShopper(app);
    const product = await pickProduct(app, { withSizes: false, minStock: 2 });
    const page = await browser.newPage();
    await page.context().addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: app.url })));
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    const answer = await page.goto(`${app.url}/productDetails/${product.id}`);
    assert.equal(answer?.status(), 200);
    // Drawn by the server for this shopper: the signed-in header is there before any script ran.
    assert.match(await answer.text(), /data-testid="user-header"/);
    await page.getByTestId("product-title").filter({ hasText: product.title }).waitFor();
    // The page's code is in and has run.
    await page.waitForLoadState("networkidle");
    // The toaster's library (whose module writes a style sheet, restyling the page) waits for the
    // visitor's first interaction: a loaded page has not fetched it.
    assert.equal(await page.locator("style#_goober").count(), 0);
    await page.getByTestId("add-to-cart").click();
    await page.getByTestId("header-cart-count").filter({ hasText: "1" }).waitFor();
    await page.getByTestId("toast").filter({ hasText: "Product added to cart" }).waitFor();
    // The client router took over: a header link opens its page without loading a document.
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.getByTestId("nav-about").click();
    await page.getByRole("heading", { name: "About ATELIER" }).waitFor();
    assert.deepEqual(documents, []);
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  test("hydrating keeps the page-wide rules where the server put them: styled-components' sheets hold only components' rules, in light and in dark", { skip }, async () => {
    // Served: the page's own style (index.html's) ahead of styled-components'.
    const served = (await html("/ladies-page")).text;
    const pageStyle = served.indexOf('<style id="page-style">');
    assert.ok(pageStyle > 0 && pageStyle < served.indexOf("<style data-styled"), "the page style comes before styled-components' in the head");
    const page = await browser.newPage();
    await page.goto(`${app.url}/ladies-page`);
    await page.waitForLoadState("networkidle");
    // A rule of styled-components' sheets that is not a component's class (nor a media query or
    // keyframes around them) is a global style: one that reads the theme is deleted and inserted
    // again as the page hydrates, and every element is styled and painted again.
    const globalRules = () =>
      page.evaluate(() =>
        [...document.styleSheets]
          .filter((sheet) => (sheet.ownerNode as Element | null)?.hasAttribute("data-styled"))
          .flatMap((sheet) => [...sheet.cssRules])
          .filter((rule) => rule instanceof CSSStyleRule && !rule.selectorText.startsWith("."))
          .map((rule) => (rule as CSSStyleRule).selectorText),
      );
    assert.deepEqual(await globalRules(), []);
    assert.equal(await page.locator("style#page-style").count(), 1);
    // The dark theme: only its page colours, over the page style's light ones.
    await page.evaluate(() => {
      window.localStorage.setItem("darkMode", "false");
      window.dispatchEvent(new StorageEvent("storage", { key: "darkMode", newValue: "false", storageArea: window.localStorage }));
    });
    await page.waitForFunction(() => getComputedStyle(document.documentElement).colorScheme === "dark");
    assert.deepEqual(await globalRules(), [":root"]);
    assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), "rgb(255, 255, 255)");
    await page.context().close();
  });

  // The app loads the lazy layouts and pages of the address before its first render: one that
  // suspended drew its fallback first, and React held the page back until 300 ms after that.
  test("a page the browser draws itself comes whole: no fallback while its code loads", { skip }, async () => {
    const admin = await testAdmin(app);
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const seen = ((window as unknown as { fallbacks: string[] }).fallbacks = [] as string[]);
      new MutationObserver(() => {
        for (const fallback of ['[data-testid="loading-header"]', '[data-testid="page-spinner"][aria-label="Loading the page"]']) if (document.querySelector(fallback) && !seen.includes(fallback)) seen.push(fallback);
      }).observe(document, { childList: true, subtree: true });
    });
    const signIn = await page.request.post(`${app.url}/api/v1/admin/admin-login`, { headers: { origin: app.url }, data: { email: admin.email, password: "admin-secret-1" } });
    assert.equal(signIn.status(), 200);
    for (const path of ["/admin/admin-dashboard", "/admin/get-all-users", "/seller/login", "/user/user-forgot-password"]) {
      await page.goto(app.url + path);
      await page.locator("main h1, main h2").first().waitFor();
      assert.deepEqual(await page.evaluate(() => (window as unknown as { fallbacks: string[] }).fallbacks), [], path);
    }
    await page.context().close();
  });

  test("a grid hydrates and its Load more appends the next page in place", { skip }, async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    await page.goto(`${app.url}/product`);
    const cards = page.getByTestId("product-card");
    assert.equal(await cards.count(), 24);
    await page.waitForLoadState("networkidle");
    await page.getByTestId("load-more").click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="product-card"]').length === 48);
    assert.deepEqual(problems, []);
    await page.context().close();
  });
});
