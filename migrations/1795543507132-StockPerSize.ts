import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Stock per size (issue 27): each size of a product gets its own stock in `product_sizes`, and
 * `products.stock` stays as their sum. Today's stock of a product with sizes (its own, else its
 * category's) is spread over them: evenly, the remainder to the first sizes (7 over S, M, L is
 * 3, 2, 2). Products without sizes keep their one stock and get no rows. Going down drops the
 * rows; `products.stock` already holds each product's total.
 */
export class StockPerSize1795543507132 implements MigrationInterface {
  name = "StockPerSize1795543507132";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "product_sizes" ("productId" uuid NOT NULL, "size" text NOT NULL, "position" integer NOT NULL, "stock" integer NOT NULL, CONSTRAINT "product_sizes_stock_not_negative" CHECK ("stock" >= 0), CONSTRAINT "PK_4080327fb9d19ce609359283713" PRIMARY KEY ("productId", "size"))`);
    await queryRunner.query(`ALTER TABLE "product_sizes" ADD CONSTRAINT "FK_699f5366c2ebf46a77589bd225e" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    // Sizes are unique per product already (the service keeps each once); DISTINCT ON guards old data.
    await queryRunner.query(`
      INSERT INTO "product_sizes" ("productId", "size", "position", "stock")
      SELECT id, size, position, stock / count + CASE WHEN position < stock % count THEN 1 ELSE 0 END
        FROM (
          SELECT p.id, p.stock, offered.size, (row_number() OVER (PARTITION BY p.id ORDER BY offered.ordinal) - 1)::int AS position,
                 count(*) OVER (PARTITION BY p.id)::int AS count
            FROM "products" p
            JOIN "categories" c ON c."name" = p."category"
            CROSS JOIN LATERAL (
              SELECT DISTINCT ON (size) size, ordinal
                FROM unnest(CASE WHEN cardinality(p."ownSizes") > 0 THEN p."ownSizes" ELSE c."sizes" END) WITH ORDINALITY AS given(size, ordinal)
               ORDER BY size, ordinal
            ) offered
        ) spread`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "product_sizes" DROP CONSTRAINT "FK_699f5366c2ebf46a77589bd225e"`);
    await queryRunner.query(`DROP TABLE "product_sizes"`);
  }
}
