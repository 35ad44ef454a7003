import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { useTestApp } from "../testing/use-test-app";

const app = useTestApp({ demo: true, productLimit: 4 });

describe("server rendering leaves the process as it found it", () => {
  test("pages render with React's edge build: no AsyncLocalStorage, so no promise hooks for every later request", async () => {
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
    const loaded = Object.keys(require.cache).filter((file) => /react-dom-server\.(node|edge)\./.test(file));
    assert.ok(loaded.some((file) => file.includes("react-dom-server.edge.")), `the edge build rendered the pages: ${loaded.join(", ")}`);
    assert.deepEqual(loaded.filter((file) => file.includes("react-dom-server.node.")), []);
  });
});
