import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Page } from "playwright-core";
import { StoreBrowser, useStoreInBrowser } from "../api/src/testing/browser";
import type { TestApp } from "../api/src/testing/test-app";

// The REST adapter's docs page in a real Chromium: Swagger UI from our own server reads
// /api/v1/openapi.json and shows its operations, with nothing loaded from another host and
// nothing refused by the page's Content-Security-Policy.

let app: TestApp;
let browser: StoreBrowser;
let page: Page;
const problems: string[] = [];

const skip = useStoreInBrowser({}, async (store) => {
  ({ app, browser } = store);
  page = await browser.newPage();
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
});

describe("the REST adapter's docs page", () => {
  test("renders every tag and operation of openapi.json, offline, within its CSP", { skip }, async () => {
    // Swagger UI's bundle is 1.7 MB: a busy machine takes its time over it.
    const response = await page.goto(`${app.url}/api/v1/docs`, { timeout: 60_000 });
    assert.equal(response?.status(), 200);
    assert.match(response?.headers()["content-security-policy"] ?? "", /script-src 'self'/);
    await page.getByRole("heading", { name: /Clothing store: legacy REST adapter/ }).waitFor({ timeout: 60_000 });

    const document = await (await fetch(`${app.url}/api/v1/openapi.json`)).json();
    const operations = Object.values(document.paths as Record<string, object>).reduce((sum, operations) => sum + Object.keys(operations).length, 0);
    await page.waitForFunction((count) => document.querySelectorAll(".opblock").length === count, operations, { timeout: 60_000 });

    // One operation opened: its path, the role it needs and the answer's shape are shown.
    const cart = page.locator(".opblock").filter({ has: page.locator('[data-path="/cart/get-cart"]') });
    await cart.locator(".opblock-summary").click();
    await cart.getByText("Only a signed-in shopper.").waitFor();
    await cart.getByText("totalPrice").first().waitFor();

    assert.deepEqual(browser.foreignRequests, []);
    assert.deepEqual(problems, []);
  });
});
