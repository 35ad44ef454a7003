import type { MigrationInterface, QueryRunner } from "typeorm";

export class AdminConsole1795438400000 implements MigrationInterface {
  name = "AdminConsole1795438400000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" DROP CONSTRAINT "FK_e40a1dd2909378f0da1f34f7bd6"`);
    await queryRunner.query(`ALTER TABLE "products" ADD "onSale" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "products" ALTER COLUMN "sellerId" DROP NOT NULL`);
    await queryRunner.query(`CREATE INDEX "products_on_sale_created" ON "products"  ("createdAt") WHERE "onSale"`);
    await queryRunner.query(`ALTER TABLE "products" ADD CONSTRAINT "products_on_sale_has_seller" CHECK (NOT "onSale" OR "sellerId" IS NOT NULL)`);
    await queryRunner.query(`ALTER TABLE "products" ADD CONSTRAINT "FK_e40a1dd2909378f0da1f34f7bd6" FOREIGN KEY ("sellerId") REFERENCES "sellers"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" DROP CONSTRAINT "FK_e40a1dd2909378f0da1f34f7bd6"`);
    await queryRunner.query(`ALTER TABLE "products" DROP CONSTRAINT "products_on_sale_has_seller"`);
    await queryRunner.query(`DROP INDEX "public"."products_on_sale_created"`);
    await queryRunner.query(`ALTER TABLE "products" ALTER COLUMN "sellerId" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "onSale"`);
    await queryRunner.query(`ALTER TABLE "products" ADD CONSTRAINT "FK_e40a1dd2909378f0da1f34f7bd6" FOREIGN KEY ("sellerId") REFERENCES "sellers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }
}
