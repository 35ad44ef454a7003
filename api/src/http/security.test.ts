import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { repoRoot } from "../config";
import { pickProduct, signedInShopper } from "../testing/fixtures";
import { HttpClient } from "../testing/http-client";
import { useTestApp } from "../testing/use-test-app";

const app = useTestApp({ demo: true, productLimit: 12 });

/** A Content-Security-Policy header as a map of directive to its sources. */
function policy(header: string | null): Map<string, string[]> {
  assert.ok(header, "a Content-Security-Policy header");
  return new Map(
    header
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

function assertBaseHeaders(response: Response, what: string) {
  assert.equal(response.headers.get("x-content-type-options"), "nosniff", what);
  assert.equal(response.headers.get("referrer-policy"), "strict-origin-when-cross-origin", what);
  assert.equal(response.headers.get("x-frame-options"), "DENY", what);
  assert.deepEqual(policy(response.headers.get("content-security-policy")).get("frame-ancestors"), ["'none'"], what);
}

test("every kind of answer carries the security headers", async () => {
  const product = await pickProduct(app, { withSizes: false });
  const { data } = await new HttpClient(app.url).gql(`query($id: ID!) { product(id: $id) { image { url } } }`, { id: product.id });
  const image: string = data.product.image.url;
  const answers: [string, RequestInit & { path: string }][] = [
    ["the home page", { path: "/", headers: { accept: "text/html" } }],
    ["a product page", { path: `/productDetails/${product.id}`, headers: { accept: "text/html" } }],
    ["a static file", { path: "/favicon.svg" }],
    ["GraphQL", { path: "/graphql", method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ categories { name } }" }) }],
    ["a REST answer", { path: "/api/v1/product/get-all-products" }],
    ["a REST error", { path: "/api/v1/no-such-path" }],
    ["a 404", { path: "/assets/missing.js" }],
    ["the health probe", { path: "/healthz" }],
    ["a picture", { path: image }],
  ];
  for (const [what, { path: url, ...init }] of answers) {
    const response = await fetch(app.url + url, init);
    await response.arrayBuffer();
    assertBaseHeaders(response, what);
  }
});

test("the storefront's policy allows exactly its own scripts (and any inline script of the build, by hash), styles, pictures and API", async () => {
  const response = await fetch(`${app.url}/`, { headers: { accept: "text/html" } });
  const html = await response.text();
  const csp = policy(response.headers.get("content-security-policy"));
  // Data blocks (the server-rendered page's Apollo state, JSON-LD) are never run: only scripts count.
  const inline = [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  // The build writes no inline script today (each shop page preloads its bundle with link tags);
  // one added later would be allowed by its hash, and only by it.
  assert.deepEqual(csp.get("script-src"), ["'self'", ...inline]);
  assert.ok(!csp.get("script-src")!.includes("'unsafe-inline'") && !csp.get("script-src")!.includes("'unsafe-eval'"));
  assert.deepEqual(csp.get("style-src"), ["'self'", "'unsafe-inline'"]);
  assert.deepEqual(csp.get("default-src"), ["'self'"]);
  assert.deepEqual(csp.get("img-src"), ["'self'", "data:", "blob:"]);
  assert.deepEqual(csp.get("connect-src"), ["'self'"]);
  assert.deepEqual(csp.get("object-src"), ["'none'"]);
  // Home is rendered on the server: its first script is a file of the build, and the page's own
  // bundle is named for that script to import (no preload link, no inline loader).
  const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src);
  assert.ok(scripts.length > 0);
  const pageModule = /<meta name="page-module" content="([^"]+)"/.exec(html)?.[1];
  assert.ok(pageModule, "the home page names its bundle");
  for (const file of [...scripts, pageModule]) assert.ok(fs.existsSync(path.join(repoRoot, "web/dist", file)), `${file} is a file of the build`);
});

test("the card page allows its own hashed style sheet and nothing else; GraphiQL's page gets the policy its editor needs", async () => {
  const { client } = await signedInShopper(app);
  const product = await pickProduct(app, { withSizes: false });
  await client.gql(`mutation($p: ID!) { addToCart(productId: $p) { itemCount } }`, { p: product.id });
  const { data } = await client.gql(`mutation { startCheckout { sessionId } }`);
  const pay = await fetch(`${app.url}/pay/${data.startCheckout.sessionId}`);
  const html = await pay.text();
  const csp = policy(pay.headers.get("content-security-policy"));
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1];
  assert.deepEqual(csp.get("style-src"), [`'sha256-${createHash("sha256").update(style).digest("base64")}'`]);
  assert.deepEqual(csp.get("default-src"), ["'none'"]);
  assert.deepEqual(csp.get("form-action"), ["'self'"]);
  assertBaseHeaders(pay, "the card page");

  const graphiql = await fetch(`${app.url}/graphql`, { headers: { accept: "text/html" } });
  await graphiql.text();
  const ide = policy(graphiql.headers.get("content-security-policy"));
  assert.deepEqual(ide.get("script-src"), ["'self'"]);
  assert.deepEqual(ide.get("worker-src"), ["'self'", "blob:"]);
  assertBaseHeaders(graphiql, "GraphiQL");
});
