// The bare server the store is compared with: node:http and pg, no framework, one prepared
// statement per answer, reading the store's database (on PGlite, a copy of its data directory).
//   GET /products?limit=24   the newest products on sale with their total, like the ProductGrid query
//   GET /product/:id         one product on sale, like the ProductDetails query
// Env: PORT, and BARE_DATABASE_URL (PostgreSQL, a pool of 10 like the store's) or BARE_PGLITE_DIR.
import http from "node:http";
import pg from "pg";
import { openPglite } from "./database.mjs";

const GRID = `SELECT p.id, p.title, p.price, i.id AS "imageId", i.width, i.height, i.widths, count(*) OVER () AS total
  FROM products p LEFT JOIN images i ON i.id = p."imageId"
  WHERE p."onSale" ORDER BY p."createdAt" DESC, p.id LIMIT $1`;
const DETAIL = `SELECT p.id, p.title, p.price, p.stock, p.category, p.description, p.materials, p.careguide,
    CASE WHEN cardinality(p."ownSizes") > 0 THEN p."ownSizes" ELSE c.sizes END AS sizes,
    i.id AS "imageId", i.width, i.height, i.widths
  FROM products p JOIN categories c ON c.name = p.category LEFT JOIN images i ON i.id = p."imageId"
  WHERE p."onSale" AND p.id = $1`;

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

function image(row) {
  if (!row.imageId) return null;
  const urlFor = (width) => `/images/${row.imageId}/${row.widths.find((stored) => stored >= width) ?? row.widths[row.widths.length - 1]}.webp`;
  return { id: row.imageId, url: urlFor(640), srcSet: row.widths.map((width) => `${urlFor(width)} ${width}w`).join(", "), width: row.width, height: row.height };
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
      const items = rows.map((row) => ({ id: row.id, title: row.title, inWishlist: false, price: row.price, image: image(row) }));
      return send(res, 200, { data: { products: { items, total, hasMore: total > items.length } } });
    }
    const id = url.pathname.startsWith("/product/") ? url.pathname.slice("/product/".length) : "";
    if (UUID.test(id)) {
      const [row] = await db.run("bare_detail", DETAIL, [id]);
      if (!row) return send(res, 404, { data: { product: null } });
      const { imageId, width, height, widths, ...product } = row;
      return send(res, 200, { data: { product: { ...product, inWishlist: false, image: image(row) } } });
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
