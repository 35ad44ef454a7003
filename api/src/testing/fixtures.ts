import { randomBytes } from "node:crypto";
import { HttpClient } from "./http-client";
import type { TestApp } from "./test-app";

let serial = 0;

/** A new shopper, signed in over REST in its own cookie jar. */
export async function signedInShopper(app: TestApp, name = "Test Shopper") {
  const tag = `${process.pid}${++serial}${randomBytes(2).toString("hex")}`;
  const email = `shopper.${tag}@example.com`;
  const password = "shopper-secret-1";
  const mobile = `9${String(process.pid).slice(-4).padStart(4, "0")}${String(serial).padStart(3, "0")}${String(Date.now()).slice(-2)}`;
  const user = await app.services.accounts.signUpUser({ name, email, mobile, password, terms: true });
  const client = new HttpClient(app.url);
  const { status } = await client.rest("POST", "/user/login", { email, password });
  if (status !== 200) throw new Error(`could not sign in the test shopper (${status})`);
  return { client, user, email, password };
}

/** A product of the seeded catalog: with sizes or without, and with at least `minStock` in stock. */
export async function pickProduct(app: TestApp, options: { withSizes: boolean; minStock?: number }): Promise<{ id: string; title: string; price: number; stock: number; sizes: string[] }> {
  const [row] = await app.db.query(
    `SELECT p.id, p.title, p.price, p.stock,
            CASE WHEN cardinality(p."ownSizes") > 0 THEN p."ownSizes" ELSE c.sizes END AS sizes
       FROM products p JOIN categories c ON c.name = p.category
      WHERE p.stock >= $1 AND (cardinality(p."ownSizes") > 0 OR cardinality(c.sizes) > 0) = $2
      ORDER BY p.title LIMIT 1`,
    [options.minStock ?? 1, options.withSizes],
  );
  if (!row) throw new Error("no such product in the test catalog");
  return row;
}
