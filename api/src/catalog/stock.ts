import type { EntityManager } from "typeorm";

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
 * Puts units back in stock: the rows are locked in id order first (a no-op for rows this
 * transaction already holds), then each is updated, so giving back never locks in random order.
 */
export async function giveBack(manager: EntityManager, units: { productId: string; quantity: number }[]): Promise<void> {
  await lockProducts(manager, units.map((unit) => unit.productId));
  for (const unit of [...units].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
    await manager.query(`UPDATE products SET stock = stock + $2 WHERE id = $1`, [unit.productId, unit.quantity]);
  }
}
