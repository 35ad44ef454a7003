import type { DataSource } from "typeorm";

/** What became of the units of one product in one size ("" for a product sold without sizes). */
export interface SizeBooks {
  productId: string;
  size: string;
  /** Left to sell. */
  stock: number;
  /** Reserved by open checkouts. */
  held: number;
  /** In orders that are not cancelled. */
  sold: number;
}

/**
 * The books of every (product, size), or of these products: stock, units held by open checkouts
 * and units in orders that are not cancelled. Every unit is in exactly one of them, so
 * `stock + held + sold` stays what the size was given, whatever happened in between.
 */
export async function booksBySize(db: DataSource, productIds?: string[]): Promise<SizeBooks[]> {
  return db.query(
    `WITH units AS (
       SELECT s."productId", s.size, s.stock FROM product_sizes s
       UNION ALL
       SELECT p.id, '', p.stock FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_sizes s WHERE s."productId" = p.id)
     )
     SELECT u."productId", u.size, u.stock,
            COALESCE((SELECT SUM(l.quantity) FROM checkout_lines l JOIN checkouts c ON c.id = l."checkoutId" WHERE c.status = 'open' AND l."productId" = u."productId" AND l.size = u.size), 0)::int AS held,
            COALESCE((SELECT SUM(i.quantity) FROM order_items i JOIN orders o ON o.id = i."orderId" WHERE o.status <> 'cancelled' AND i."productId" = u."productId" AND COALESCE(i.size, '') = u.size), 0)::int AS sold
       FROM units u
      WHERE $1::uuid[] IS NULL OR u."productId" = ANY($1::uuid[])
      ORDER BY u."productId", u.size`,
    [productIds ?? null],
  );
}

/** Products whose `stock` is not the sum of their sizes' stock (none, when the books are kept). */
export async function productsOffTheirSizes(db: DataSource): Promise<{ id: string; stock: number; sizes: number }[]> {
  return db.query(`SELECT p.id, p.stock, SUM(s.stock)::int AS sizes FROM products p JOIN product_sizes s ON s."productId" = p.id GROUP BY p.id HAVING p.stock <> SUM(s.stock)`);
}
