// The bare server the store is compared with: node:http and pg, no framework, one prepared
// statement per answer, reading the store's database (on PGlite, a copy of its data directory).
//   GET /products?limit=24   the newest products on sale with their total, like the ProductGrid query
//   GET /product/:id         one product on sale with its stock per size, like the ProductDetails query
// Each answer carries exactly the data the store's answer to the browser's document carries (same
// fields in the same order, `__typename`s and `soldOut` included; the bench compares the two once
// before the load and stops if they differ), read by a statement of the same shape as the store's
// prepared read (api/src/catalog/product-reads.ts): the fair floor, no more and no less work.
// Env: PORT, and BARE_DATABASE_URL (PostgreSQL, a pool of 10 like the store's) or BARE_PGLITE_DIR.
import http from "node:http";
import pg from "pg";
import { openPglite } from "./database.mjs";

// The page chosen first, then joined to its pictures: as the store reads it (product-reads.ts).
const GRID = `SELECT p.id, p.title, p.price, p.stock, i.id AS "imageId", i.width, i.height, i.widths, p.total
  FROM (SELECT p.id, p.title, p.price, p.stock, p."imageId", p."createdAt", count(*) OVER () AS total
        FROM products p WHERE p."onSale" ORDER BY p."createdAt" DESC, p.id LIMIT $1) p
  LEFT JOIN images i ON i.id = p."imageId"
  ORDER BY p."createdAt" DESC, p.id`;
// The stock per size as the store reads it (issue 27): a jsonb_agg over product_sizes in the same statement.
const DETAIL = `SELECT p.id, p.title, p.price, p.stock, p.category, p.description, p.materials, p.careguide,
    CASE WHEN cardinality(p."ownSizes") > 0 THEN p."ownSizes" ELSE c.sizes END AS sizes,
    (SELECT COALESCE(jsonb_agg(jsonb_build_object('size', s.size, 'stock', s.stock) ORDER BY s.position), '[]'::jsonb)
      FROM product_sizes s WHERE s."productId" = p.id) AS "sizeRows",
    i.id AS "imageId", i.width, i.height, i.widths
  FROM products p LEFT JOIN categories c ON c.name = p.category LEFT JOIN images i ON i.id = p."imageId"
  WHERE p.id = $1 AND p."onSale"`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Runs a named (prepared once per connection) statement; PGlite, one connection, takes it as a parameterised query. */
async function database() {
  if (process.env.BARE_DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10 });
    return { run: async (name, text, values) => (await pool.query({ name, text, values })).rows, close: () => pool.end() };
  }
  const db = await openPglite(process.env.BARE_PGLITE_DIR);
  return { run: async (_name, text, values) => (await db.query(text, values)).rows, close: () => db.close() };
}

const urlFor = (row, width) => `/images/${row.imageId}/${row.widths.find((stored) => stored >= width) ?? row.widths[row.widths.length - 1]}.webp`;
const srcSet = (row) => row.widths.map((width) => `${urlFor(row, width)} ${width}w`).join(", ");
/** The picture as the grid's tiles ask for it (ResponsiveImage_image). */
function tileImage(row) {
  if (!row.imageId) return null;
  return { id: row.imageId, url: urlFor(row, 640), srcSet: srcSet(row), width: row.width, height: row.height, __typename: "Image" };
}
/** The picture as the detail asks for it: its url first, then the fragment's other fields. */
function detailImage(row) {
  if (!row.imageId) return null;
  return { url: urlFor(row, 640), id: row.imageId, srcSet: srcSet(row), width: row.width, height: row.height, __typename: "Image" };
}

const db = await database();
const send = (res, status, body) => {
  const json = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(json) }).end(json);
};

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url, "http://127.0.0.1");
    if (url.pathname === "/products") {
      const limit = Math.min(Math.max(Number(url.searchParams.get("limit")) || 24, 1), 100);
      const rows = await db.run("bare_grid", GRID, [limit]);
      const total = rows.length ? Number(rows[0].total) : 0;
      const items = rows.map((row) => ({ id: row.id, title: row.title, inWishlist: false, price: row.price, soldOut: row.stock <= 0, image: tileImage(row), __typename: "Product" }));
      return send(res, 200, { data: { products: { hasMore: total > items.length, items, total, __typename: "ProductPage" } } });
    }
    const id = url.pathname.startsWith("/product/") ? url.pathname.slice("/product/".length) : "";
    if (UUID.test(id)) {
      const [row] = await db.run("bare_detail", DETAIL, [id]);
      if (!row) return send(res, 404, { data: { product: null } });
      const sizeStock = row.sizeRows.map(({ size, stock }) => ({ size, stock, soldOut: stock <= 0, __typename: "SizeStock" }));
      const product = { id: row.id, title: row.title, price: row.price, stock: row.stock, sizes: row.sizes, sizeStock, category: row.category, description: row.description, materials: row.materials, careguide: row.careguide, inWishlist: false, image: detailImage(row), __typename: "Product" };
      return send(res, 200, { data: { product } });
    }
    send(res, 404, { error: "not found" });
  } catch (error) {
    console.error(error);
    send(res, 500, { error: "internal" });
  }
});

server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log(`bare server on ${server.address().port}`));
const stop = () => server.close(() => db.close().then(() => process.exit(0)));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
