import assert from "node:assert/strict";
import http from "node:http";
import { describe, test } from "node:test";
import sharp from "sharp";
import { encodeImage } from "./images.service";
import { AppError } from "../common/errors";
import { useTestApp } from "../testing/use-test-app";

const app = useTestApp({ demo: true, productLimit: 3 });

async function firstImageUrl(): Promise<string> {
  const response = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: `{ products(limit: 1) { items { image { url srcSet } } } }` }),
  });
  return (await response.json()).data.products.items[0].image.url;
}

describe("serving images", () => {
  test("WebP with an ETag and a year of immutable caching; revalidation answers 304", async () => {
    const url = await firstImageUrl();
    const response = await fetch(app.url + url);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("content-type"), "image/webp");
    assert.equal(response.headers.get("cache-control"), "public, max-age=31536000, immutable");
    const etag = response.headers.get("etag");
    assert.ok(etag);
    const bytes = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    assert.equal(meta.format, "webp");
    assert.equal(meta.width, 640);
    // fetch() adds Cache-Control: no-cache to conditional requests, which rightly forces a 200;
    // a browser revalidating a cached picture sends only If-None-Match.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http.get(app.url + url, { headers: { "if-none-match": etag } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      }).on("error", reject);
    });
    assert.equal(status, 304);
  });

  test("every srcset width is served; unknown ids and widths are 404", async () => {
    const url = await firstImageUrl();
    const id = url.split("/")[2];
    for (const width of [320, 640]) {
      const response = await fetch(`${app.url}/images/${id}/${width}.webp`);
      assert.equal(response.status, 200, String(width));
      assert.equal((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width, width);
    }
    for (const path of [`/images/${id}/500.webp`, `/images/${id}/960.webp`, "/images/00000000-0000-4000-8000-000000000000/640.webp", "/images/nope/640.webp"]) {
      assert.equal((await fetch(app.url + path)).status, 404, path);
    }
  });

  test("any other path under /images is 404, never the web app's page, even for a browser", async () => {
    for (const path of ["/images", "/images/", "/images/nope", "/images/nope/640.png", "/images/a/b/c.webp", "/images/logo.svg"]) {
      const response = await fetch(app.url + path, { headers: { accept: "text/html,*/*" } });
      assert.equal(response.status, 404, path);
      assert.doesNotMatch(await response.text(), /<html/i, path);
    }
  });
});

describe("encoding uploads", () => {
  test("re-encodes to WebP widths no wider than the original and drops metadata", async () => {
    const big = await encodeImage(await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#2c3e50" } }).png().toBuffer());
    assert.deepEqual(big.variants.map((v) => [v.width, v.height]), [[320, 240], [640, 480], [960, 720]]);
    const jpeg = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#c0392b" } })
      .withMetadata({ exif: { IFD0: { Copyright: "secret camera owner" } } })
      .jpeg()
      .toBuffer();
    assert.ok((await sharp(jpeg).metadata()).exif, "the input does carry EXIF");
    const encoded = await encodeImage(jpeg);
    assert.deepEqual(encoded.variants.map((v) => v.width), [320, 640]);
    for (const variant of encoded.variants) {
      const meta = await sharp(variant.data).metadata();
      assert.equal(meta.format, "webp");
      assert.equal(meta.exif, undefined);
    }
    const stored = await app.services.images.save(encoded);
    assert.deepEqual(stored.widths, [320, 640]);
    assert.equal((await fetch(`${app.url}/images/${stored.id}/640.webp`)).status, 200);
  });

  test("what is not an image is refused with a clear message", async () => {
    for (const input of [Buffer.from("definitely not a picture"), Buffer.from("<html><script>alert(1)</script></html>")]) {
      await assert.rejects(encodeImage(input), (error: unknown) => error instanceof AppError && error.status === 400 && error.message === "The file is not an image");
    }
  });
});

describe("pictures drawn after the store opens", () => {
  test("a pending picture is drawn on its first request (two at once both get it) and then stored like any other", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750" viewBox="0 0 600 750"><rect width="600" height="750" fill="#b5651d"/></svg>`;
    const image = await app.services.images.savePendingSvg(svg);
    assert.deepEqual([image.width, image.widths], [640, [320, 640]]);
    const [before] = await app.db.query(`SELECT count(*)::int AS n FROM image_variants WHERE "imageId" = $1`, [image.id]);
    assert.equal(before.n, 0, "nothing is drawn when it is stored");

    // Two requests at once, for two widths: both get their picture.
    const [first, second] = await Promise.all([fetch(`${app.url}${image.urlFor(640)}`), fetch(`${app.url}${image.urlFor(320)}`)]);
    assert.deepEqual([first.status, second.status], [200, 200]);
    const meta = await sharp(Buffer.from(await first.arrayBuffer())).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ["webp", 640, 800]);
    const [after] = await app.db.query(`SELECT count(*)::int AS n FROM image_variants WHERE "imageId" = $1`, [image.id]);
    assert.equal(after.n, 2);
    const [row] = await app.db.query(`SELECT "pendingSvg" FROM images WHERE id = $1`, [image.id]);
    assert.equal(row.pendingSvg, null);
  });

  test("the background drawing leaves no picture pending", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><circle cx="300" cy="300" r="200" fill="#2c3e50"/></svg>`;
    await app.services.images.savePendingSvg(svg);
    assert.ok((await app.services.images.pendingCount()) >= 1);
    await app.services.images.drawPending();
    assert.equal(await app.services.images.pendingCount(), 0);
  });
});
