import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { createTestDatabase, type TestDatabase } from "./testing/test-app";
import { repoRoot } from "./common/repo-root";
import { HttpClient } from "./testing/http-client";
import { SEED_PRODUCTS, CATEGORY_SIZES, CAMPAIGN_OFFERS } from "./catalog/seed-catalog";
import { drawGarmentSvg } from "@store/garment-art";

// The store as `npm start` runs it: a separate process on its own data, stopped by signals.

const main = path.join(__dirname, "main.js");
let dataDir: string;
let database: TestDatabase;

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

function start(): Promise<Running> {
  const env = { ...process.env, PORT: "0", DATA_DIR: dataDir, NODE_ENV: "development" } as NodeJS.ProcessEnv;
  delete env.SEED_DEMO;
  if (database.url) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, [main], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  return new Promise((resolve, reject) => {
    // A guard against a hung start, not a speed target (npm run bench measures that): the first
    // start draws 182 pictures, which took over 120 s on a 2-core machine shared with other runs.
    const timer = setTimeout(() => reject(new Error(`no start within 300 s:\n${output}`)), 300_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/The store is open at (http:\/\/localhost:\d+)/);
      if (match && output.includes("admin@example.com")) {
        clearTimeout(timer);
        resolve({ child, url: match[1].replace("localhost", "127.0.0.1"), output: () => output });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`exited with ${code} before starting:\n${output}`)));
  });
}

/** Sends the signal and answers the exit code; a store that has not exited within 20 s fails. */
function stop(running: Running, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still running 20 s after ${signal}:\n${running.output()}`)), 20_000);
    running.child.removeAllListeners("exit");
    running.child.once("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    running.child.kill(signal);
  });
}

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "store-start-"));
  database = await createTestDatabase();
});
after(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
});

describe("npm start", () => {
  let firstCount = 0;
  let firstImage = "";

  test("a first start migrates, seeds the demo store and prints the URL and the demo accounts", async () => {
    const running = await start();
    try {
      const text = running.output();
      assert.match(text, /seed: seeded \d+ products/);
      for (const line of ["shopper@example.com / shopper-pass-1", "seller@example.com / seller-pass-1", "admin@example.com / admin-pass-1"]) assert.ok(text.includes(line), line);
      const http = new HttpClient(running.url);
      const { body } = await http.rest("GET", "/product/get-all-products");
      firstCount = body.data.length;
      assert.ok(firstCount >= 150, `${firstCount} products`);
      const categories = new Set(body.data.map((p: { category: string }) => p.category));
      for (const name of Object.keys(CATEGORY_SIZES)) assert.ok(categories.has(name), `products in ${name}`);
      // Absolute on the store's public origin (a new port each start): compare the path.
      firstImage = new URL(body.data[0].image).pathname;
      assert.equal((await fetch(running.url + firstImage)).status, 200);
      const sellers = new Set(body.data.map((p: { sellerId: string }) => p.sellerId));
      assert.ok(sellers.size >= 3, "the demo seller and a few more");
      assert.equal((await http.rest("POST", "/user/login", { email: "shopper@example.com", password: "shopper-pass-1" })).status, 200);
      assert.equal(await stop(running, "SIGINT"), 0, "clean exit on SIGINT");
    } finally {
      running.child.kill("SIGKILL");
    }
  });

  test("a second start reuses the data, seeds nothing twice, and serves every surface", async () => {
    const running = await start();
    try {
      assert.doesNotMatch(running.output(), /seed:/);
      const http = new HttpClient(running.url);
      const { body } = await http.rest("GET", "/product/get-all-products");
      assert.equal(body.data.length, firstCount);
      assert.equal(new URL(body.data[0].image).pathname, firstImage);
      assert.equal((await http.rest("POST", "/user/login", { email: "shopper@example.com", password: "shopper-pass-1" })).status, 200);

      // The web app, with history fallback for client routes; the API paths are not swallowed by it.
      for (const route of ["/", "/product/Ladies", "/Preppy%20luxe", "/seller/login"]) {
        const page = await fetch(running.url + route, { headers: { accept: "text/html" } });
        assert.equal(page.status, 200, route);
        assert.match(await page.text(), /<div id="root">/, route);
      }
      // An unknown product is the not-found page, with its status (the shop's pages are rendered on the server).
      const missing = await fetch(running.url + "/productDetails/abc", { headers: { accept: "text/html" } });
      assert.equal(missing.status, 404);
      assert.match(await missing.text(), /<div id="root">/);
      const graphiql = await fetch(`${running.url}/graphql`, { headers: { accept: "text/html" } });
      assert.equal(graphiql.status, 200);
      const html = await graphiql.text();
      assert.match(html, /graphiql/i);
      assert.doesNotMatch(html, /<(script|link)[^>]+(src|href)="https?:\/\//, "GraphiQL loads nothing from other hosts");
      assert.equal((await fetch(`${running.url}/api/v1/nothing-here`)).status, 404);
      assert.equal((await fetch(`${running.url}/images/nothing/640.webp`)).status, 404);
      assert.equal(await stop(running, "SIGTERM"), 0, "clean exit on SIGTERM");
    } finally {
      running.child.kill("SIGKILL");
    }
  });
});

describe("seed catalog", () => {
  test("the node flags of `npm start` are the Dockerfile's (the bench reads them from package.json)", () => {
    const root = repoRoot;
    const start = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts.start as string;
    const flags = start.split(" ").filter((word) => word.startsWith("--"));
    assert.ok(flags.includes("--max-old-space-size=160") && flags.includes("--heap-growing-percent=30"), start);
    const cmd = /^CMD (\[.*\])$/m.exec(fs.readFileSync(path.join(root, "Dockerfile"), "utf8"))?.[1];
    assert.ok(cmd, "the Dockerfile has a CMD");
    assert.deepEqual((JSON.parse(cmd) as string[]).filter((word) => word.startsWith("--")), flags);
  });

  test("at least 150 products with unique titles over every category, at least 10 garment silhouettes", () => {
    assert.ok(SEED_PRODUCTS.length >= 150);
    assert.equal(new Set(SEED_PRODUCTS.map((p) => p.title)).size, SEED_PRODUCTS.length);
    assert.ok(new Set(SEED_PRODUCTS.map((p) => p.art.kind)).size >= 10);
    assert.ok(new Set(SEED_PRODUCTS.map((p) => p.art.pattern)).size >= 5);
    assert.ok(new Set(SEED_PRODUCTS.map((p) => p.art.color)).size >= 20);
    for (const product of SEED_PRODUCTS) {
      assert.ok(product.category in CATEGORY_SIZES, product.category);
      assert.ok(Number.isInteger(product.price) && product.price > 0, product.title);
      assert.ok(product.description.length > 20 && product.materials && product.careguide, product.title);
    }
  });

  test("each campaign look's product is in its campaign's category at the price of the look (one table, campaign-offers.json)", () => {
    assert.ok(CAMPAIGN_OFFERS.size >= 8, "the denim round-up's three looks and the transitional fits' five");
    for (const [title, offer] of CAMPAIGN_OFFERS) {
      const product = SEED_PRODUCTS.find((p) => p.title === title);
      assert.deepEqual(product && { category: product.category, price: product.price }, offer, title);
    }
  });

  test("pictures are drawn deterministically and are not the same picture", () => {
    const svgs = SEED_PRODUCTS.slice(0, 30).map((p) => drawGarmentSvg(p.art));
    assert.deepEqual(SEED_PRODUCTS.slice(0, 30).map((p) => drawGarmentSvg(p.art)), svgs);
    assert.ok(new Set(svgs).size >= 25);
    assert.doesNotMatch(svgs.join(""), /https?:\/\/(?!www\.w3\.org)/, "nothing refers to other hosts");
  });
});
