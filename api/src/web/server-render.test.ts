import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import { repoRoot } from "../config";
import { useTestApp } from "../testing/use-test-app";

const app = useTestApp({ demo: true, productLimit: 4 });

describe("server rendering leaves the process as it found it", () => {
  test("pages render with React's edge production build: no AsyncLocalStorage, so no promise hooks for every later request, and no development warnings", async () => {
    const [product] = await app.db.query(`SELECT id, title FROM products WHERE "onSale" ORDER BY title LIMIT 1`);
    for (const path of ["/", `/productDetails/${product.id}`]) {
      const response = await fetch(app.url + path, { headers: { accept: "text/html" } });
      assert.equal(response.status, 200, path);
      const html = await response.text();
      assert.match(html, /<div id="root">\s*<[a-z]/, `${path} is rendered on the server`);
      if (path !== "/") assert.ok(html.includes(product.title), "the product's title is in its page");
    }
    // React's Node build makes an AsyncLocalStorage when it is loaded and enters it on every
    // render, which turns on Node's promise hooks process-wide: every await of every request
    // would cost about twice as much from the first rendered page on.
    assert.deepEqual(Object.keys(require.cache).filter((file) => /react-dom-server\.node\./.test(file)), [], "React's Node build is loaded");
    const built = rendererText();
    assert.match(built, /supportsRequestStorage = "function" === typeof AsyncLocalStorage/, "the renderer carries React's edge build");
    assert.doesNotMatch(built, /async_hooks/, "the renderer loads async_hooks (React's Node build)");
    // Its production build, whatever NODE_ENV says (tests leave it unset): the development build
    // is slower and on Node 20 prints a warning about ArrayBuffer.prototype.detached on stderr.
    assert.doesNotMatch(built, /React encountered an empty buffer|process\.env\.NODE_ENV/, "the renderer carries a development build or still asks NODE_ENV");
  });
});

/** Every file of the built renderer (web/dist-server), as one text. */
function rendererText(): string {
  const dir = path.join(repoRoot, "web/dist-server");
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".mjs"))
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
    .join("\n");
}

