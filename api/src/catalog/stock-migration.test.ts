import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { StockPerSize1795543507132 } from "../../../migrations/1795543507132-StockPerSize";
import { spreadStock } from "./stock";
import { useTestApp } from "../testing/use-test-app";

// The migration of issue 27 on a copy of the seeded demo catalog: taken back to one stock per
// product (as before the issue), given stocks that leave remainders, then run again.

const app = useTestApp({ demo: true, productLimit: 60 });

interface Offered {
  id: string;
  stock: number;
  sizes: string[];
}

const offered = (): Promise<Offered[]> =>
  app.db.query(`SELECT p.id, p.stock, CASE WHEN cardinality(p."ownSizes") > 0 THEN p."ownSizes" ELSE c.sizes END AS sizes FROM products p JOIN categories c ON c.name = p.category ORDER BY p.id`);

describe("the stock-per-size migration on the seeded catalog", () => {
  test("each product's stock is spread over its sizes, evenly, the remainder to the first; products without sizes keep their one stock", async () => {
    const migration = new StockPerSize1795543507132();
    const runner = app.db.createQueryRunner();
    try {
      await runner.startTransaction();
      await migration.down(runner);
      assert.equal((await runner.query(`SELECT to_regclass('product_sizes') AS t`))[0].t, null, "down drops the table");
      // Stocks of every remainder (0 to 22), and one product in sizes of its own.
      await runner.query(`UPDATE products p SET stock = n.k FROM (SELECT id, ((row_number() OVER (ORDER BY id)) * 7 % 23)::int AS k FROM products) n WHERE n.id = p.id`);
      await runner.query(`UPDATE products SET "ownSizes" = '{S,M,L}', stock = 7 WHERE id = (SELECT min(id::text)::uuid FROM products p JOIN categories c ON c.name = p.category WHERE cardinality(c.sizes) > 3)`);
      await migration.up(runner);
      await runner.commitTransaction();
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }

    const products = await offered();
    const rows: { productId: string; size: string; position: number; stock: number }[] = await app.db.query(`SELECT "productId", size, position, stock FROM product_sizes ORDER BY "productId", position`);
    assert.ok(products.some((product) => product.sizes.length === 0) && products.some((product) => product.sizes.length > 0), "the copy has products with and without sizes");
    assert.ok(products.some((product) => product.sizes.length > 0 && product.stock % product.sizes.length !== 0), "some stocks leave a remainder");
    for (const product of products) {
      const sized = rows.filter((row) => row.productId === product.id).map(({ size, stock }) => ({ size, stock }));
      assert.deepEqual(sized, product.sizes.length > 0 ? spreadStock(product.stock, product.sizes) : [], `product ${product.id}: ${product.stock} over ${product.sizes.join(", ")}`);
      assert.equal(
        sized.reduce((sum, row) => sum + row.stock, 0),
        product.sizes.length > 0 ? product.stock : 0,
        "the sizes add up to the stock it had",
      );
    }
    assert.deepEqual(
      rows.filter((row) => row.productId === products.find((product) => product.sizes.join() === "S,M,L" && product.stock === 7)?.id).map((row) => [row.size, row.stock]),
      [
        ["S", 3],
        ["M", 2],
        ["L", 2],
      ],
      "7 over S, M, L is 3, 2, 2",
    );
  });

  test("the shop reads the migrated stock per size", async () => {
    const [product] = (await offered()).filter((one) => one.sizes.length > 1 && one.stock > 0);
    const answer = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `query($id: ID!) { product(id: $id) { stock sizes sizeStock { size stock soldOut } } }`, variables: { id: product.id } }),
    });
    const { data } = await answer.json();
    assert.deepEqual(data.product.sizeStock, spreadStock(product.stock, product.sizes).map((count) => ({ ...count, soldOut: count.stock === 0 })));
    assert.equal(data.product.stock, product.stock);
    assert.deepEqual(data.product.sizes, product.sizes);
  });
});
