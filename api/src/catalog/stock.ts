import type { EntityManager } from "typeorm";
import { rowsOf } from "../common/rows";

/**
 * Stock, per size (issue 27). A product with sizes keeps one row per size in `product_sizes`;
 * `products.stock` is their sum, changed in the same statement as the size's row. A product
 * sold without a size has no rows and its `products.stock` is its one count.
 *
 * The one lock order every transaction that changes stock follows: the `products` rows first,
 * in id order (`lockProducts`); then the size rows, one (product, size) at a time in that order.
 * A size row is only ever written by a transaction that holds its product's row, so two such
 * transactions never wait on each other in a cycle.
 */

/** Units of one product in one size ("" for a product sold without a size). */
export interface StockUnits {
  productId: string;
  size: string;
  quantity: number;
}

/** A size and its count, as a seller gives them. */
export interface SizeCount {
  size: string;
  stock: number;
}

/**
 * One count spread over sizes as evenly as it goes, the remainder to the first sizes: 7 over
 * S, M, L is 3, 2, 2. The migration of issue 27 and the legacy one-number forms spread this way.
 */
export function spreadStock(total: number, sizes: readonly string[]): SizeCount[] {
  const each = Math.floor(total / sizes.length);
  const remainder = total % sizes.length;
  return sizes.map((size, position) => ({ size, stock: each + (position < remainder ? 1 : 0) }));
}

const byProductAndSize = (a: StockUnits, b: StockUnits) => (a.productId === b.productId ? (a.size < b.size ? -1 : a.size > b.size ? 1 : 0) : a.productId < b.productId ? -1 : 1);

/** Units of the same product and size added up, in lock order. */
function merged(units: Iterable<StockUnits>): StockUnits[] {
  const sums = new Map<string, StockUnits>();
  for (const unit of units) {
    const size = unit.size ?? "";
    const key = `${unit.productId}\u0000${size}`;
    const sum = sums.get(key) ?? { productId: unit.productId, size, quantity: 0 };
    sum.quantity += Number(unit.quantity);
    sums.set(key, sum);
  }
  return [...sums.values()].sort(byProductAndSize);
}

/**
 * Locks the rows of `products` with these ids in id order, the one order every transaction that
 * changes stock takes them in, so two such transactions never wait on each other in a cycle.
 */
export async function lockProducts(manager: EntityManager, ids: Iterable<string>): Promise<Map<string, number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows: { id: string; stock: number }[] = await manager.query(`SELECT id, stock FROM products WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`, [unique]);
  return new Map(rows.map((row) => [row.id, row.stock]));
}

/**
 * What is left of each (product, size), for products this transaction has locked (their sizes
 * cannot change meanwhile). A size the product does not have, or a size given for a product sold
 * without one, has 0; "" of a product without sizes is its one stock.
 */
export async function stockLeft(manager: EntityManager, units: readonly StockUnits[]): Promise<Map<string, number>> {
  const ids = [...new Set(units.map((unit) => unit.productId))];
  const products = await lockProducts(manager, ids);
  const rows = rowsOf(await manager.query(`SELECT "productId", size, stock FROM product_sizes WHERE "productId" = ANY($1::uuid[])`, [ids]));
  const sized = new Set(rows.map((row) => row.productId as string));
  const left = new Map<string, number>();
  for (const unit of units) {
    const key = stockKey(unit.productId, unit.size);
    if (sized.has(unit.productId)) left.set(key, rows.find((row) => row.productId === unit.productId && row.size === unit.size)?.stock ?? 0);
    else left.set(key, unit.size ? 0 : (products.get(unit.productId) ?? 0));
  }
  return left;
}

/** The key of a (product, size) in `stockLeft`'s answer. */
export const stockKey = (productId: string, size: string | null | undefined) => `${productId}\u0000${size ?? ""}`;

/**
 * Takes units out of stock, each (product, size) in lock order after locking the products: one
 * conditional statement each, which takes from the size's row and the product's sum together.
 * Answers the first units that were not all there (nothing more is taken then: the caller's
 * transaction must roll back), or undefined when everything was taken.
 */
export async function take(manager: EntityManager, units: Iterable<StockUnits>): Promise<StockUnits | undefined> {
  const all = merged(units);
  await lockProducts(manager, all.map((unit) => unit.productId));
  for (const unit of all) {
    const taken = await manager.query(
      `WITH sized AS (SELECT EXISTS (SELECT 1 FROM product_sizes WHERE "productId" = $1) AS yes),
            taken AS (UPDATE product_sizes SET stock = stock - $3 WHERE "productId" = $1 AND size = $2 AND stock >= $3 RETURNING 1)
       UPDATE products SET stock = stock - $3
        WHERE id = $1 AND stock >= $3 AND CASE WHEN (SELECT yes FROM sized) THEN EXISTS (SELECT 1 FROM taken) ELSE $2 = '' END
       RETURNING id`,
      [unit.productId, unit.size, unit.quantity],
    );
    if (rowsOf(taken).length === 0) return unit;
  }
  return undefined;
}

/**
 * Puts units back in stock: the products are locked in id order first (a no-op for rows this
 * transaction already holds), then each (product, size) goes back in that order. Units of a size
 * the product no longer has go nowhere when it has other sizes (the seller's counts are what
 * there is), and to its one stock when it is now sold without sizes.
 */
export async function giveBack(manager: EntityManager, units: Iterable<{ productId: string; size?: string | null; quantity: number }>): Promise<void> {
  const all = merged([...units].map((unit) => ({ ...unit, size: unit.size ?? "" })));
  await lockProducts(manager, all.map((unit) => unit.productId));
  for (const unit of all) {
    await manager.query(
      `WITH back AS (UPDATE product_sizes SET stock = stock + $3 WHERE "productId" = $1 AND size = $2 RETURNING 1)
       UPDATE products SET stock = stock + $3
        WHERE id = $1 AND (EXISTS (SELECT 1 FROM back) OR NOT EXISTS (SELECT 1 FROM product_sizes WHERE "productId" = $1))`,
      [unit.productId, unit.size, unit.quantity],
    );
  }
}

/**
 * Sets a product's stock, inside a transaction that holds the product's row: with `sizes`, one
 * row per size in that order (sizes not named go, with their stock) and `products.stock` their
 * sum; with none, no rows and `products.stock` is `total`.
 */
export async function setStock(manager: EntityManager, productId: string, counts: readonly SizeCount[], total = 0): Promise<void> {
  await manager.query(`DELETE FROM product_sizes WHERE "productId" = $1 AND NOT (size = ANY($2::text[]))`, [productId, counts.map((count) => count.size)]);
  if (counts.length > 0) {
    await manager.query(
      `INSERT INTO product_sizes ("productId", size, position, stock)
       SELECT $1, size, position - 1, stock FROM unnest($2::text[], $3::int[]) WITH ORDINALITY AS given(size, stock, position)
       ON CONFLICT ("productId", size) DO UPDATE SET position = EXCLUDED.position, stock = EXCLUDED.stock`,
      [productId, counts.map((count) => count.size), counts.map((count) => count.stock)],
    );
  }
  const sum = counts.length > 0 ? counts.reduce((all, count) => all + count.stock, 0) : total;
  await manager.query(`UPDATE products SET stock = $2 WHERE id = $1`, [productId, sum]);
}

/** The sizes of a product that has stock rows, in their order, with their counts (empty for one sold without sizes). */
export async function sizeCounts(manager: EntityManager, productId: string): Promise<SizeCount[]> {
  return rowsOf(await manager.query(`SELECT size, stock FROM product_sizes WHERE "productId" = $1 ORDER BY position`, [productId])) as SizeCount[];
}

/**
 * Sets a product's stock from one number, as the legacy forms and the tests do: spread over the
 * sizes it offers (its own, else its category's; evenly, the remainder to the first), or its one
 * stock when it has none. Locks the product's row first.
 */
export async function restock(manager: EntityManager, productId: string, total: number): Promise<void> {
  await lockProducts(manager, [productId]);
  const [offered] = rowsOf(
    await manager.query(
      `SELECT CASE WHEN cardinality(p."ownSizes") > 0 THEN p."ownSizes" ELSE COALESCE(c.sizes, '{}') END AS sizes FROM products p LEFT JOIN categories c ON c.name = p.category WHERE p.id = $1`,
      [productId],
    ),
  );
  const sizes: string[] = offered?.sizes ?? [];
  await setStock(manager, productId, sizes.length > 0 ? spreadStock(total, sizes) : [], total);
}
