import type { MigrationInterface, QueryRunner } from "typeorm";

export class GridSortIndexes1795530928353 implements MigrationInterface {
  name = "GridSortIndexes1795530928353";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "products_on_sale_category_price" ON "products"  ("category", "price", "id") WHERE "onSale"`);
    await queryRunner.query(`CREATE INDEX "products_on_sale_price" ON "products"  ("price", "id") WHERE "onSale"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."products_on_sale_price"`);
    await queryRunner.query(`DROP INDEX "public"."products_on_sale_category_price"`);
  }
}
