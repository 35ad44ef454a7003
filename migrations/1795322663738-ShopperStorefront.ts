import type { MigrationInterface, QueryRunner } from "typeorm";

export class ShopperStorefront1795322663738 implements MigrationInterface {
  name = "ShopperStorefront1795322663738";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "reviews" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "productId" uuid NOT NULL, "userId" uuid NOT NULL, "rating" integer NOT NULL, "comment" text NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "reviews_one_per_shopper" UNIQUE ("productId", "userId"), CONSTRAINT "reviews_rating_range" CHECK ("rating" BETWEEN 1 AND 5), CONSTRAINT "PK_231ae565c273ee700b283f15c1d" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_7ed5659e7139fc8bc039198cc1" ON "reviews"  ("userId") `);
    await queryRunner.query(`CREATE INDEX "reviews_product_created" ON "reviews"  ("productId", "createdAt") `);
    await queryRunner.query(`CREATE TABLE "wishlist_items" ("userId" uuid NOT NULL, "productId" uuid NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d461b3ed3990144aa6d5c45083b" PRIMARY KEY ("userId", "productId"))`);
    await queryRunner.query(`CREATE INDEX "wishlist_items_user_created" ON "wishlist_items"  ("userId", "createdAt") `);
    await queryRunner.query(`CREATE TABLE "cart_lines" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "userId" uuid NOT NULL, "productId" uuid NOT NULL, "size" text NOT NULL DEFAULT '', "count" integer NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "cart_lines_one_per_size" UNIQUE ("userId", "productId", "size"), CONSTRAINT "cart_lines_count_positive" CHECK ("count" >= 1), CONSTRAINT "PK_a8b728889a5b050537ab02e07bd" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_9be787aedaf7655437fb33cc56" ON "cart_lines"  ("productId") `);
    await queryRunner.query(`CREATE INDEX "cart_lines_user_created" ON "cart_lines"  ("userId", "createdAt") `);
    await queryRunner.query(`ALTER TABLE "products" ADD "searchVector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "category"), 'B') || setweight(to_tsvector('english', "description"), 'C') || setweight(to_tsvector('english', "materials"), 'D')) STORED NOT NULL`);
    await queryRunner.query(`INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (current_database(), $1, $2, $3, $4, $5)`, ["public","products","GENERATED_COLUMN","searchVector","setweight(to_tsvector('english', \"title\"), 'A') || setweight(to_tsvector('english', \"category\"), 'B') || setweight(to_tsvector('english', \"description\"), 'C') || setweight(to_tsvector('english', \"materials\"), 'D')"]);
    // Search: the weighted full-text document, and trigrams of titles for typos (written by hand).
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE INDEX "products_search" ON "products" USING gin ("searchVector")`);
    await queryRunner.query(`CREATE INDEX "products_title_trgm" ON "products" USING gin ("title" gin_trgm_ops)`);
    await queryRunner.query(`ALTER TABLE "reviews" ADD CONSTRAINT "FK_a6b3c434392f5d10ec171043666" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "reviews" ADD CONSTRAINT "FK_7ed5659e7139fc8bc039198cc1f" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "wishlist_items" ADD CONSTRAINT "FK_3167e7490f12ed329a36703d980" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "wishlist_items" ADD CONSTRAINT "FK_485ece8ab9b569d1c560144aa25" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "cart_lines" ADD CONSTRAINT "FK_1dd5cbe7b91daf7772b57f349a6" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "cart_lines" ADD CONSTRAINT "FK_9be787aedaf7655437fb33cc56c" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "cart_lines" DROP CONSTRAINT "FK_9be787aedaf7655437fb33cc56c"`);
    await queryRunner.query(`ALTER TABLE "cart_lines" DROP CONSTRAINT "FK_1dd5cbe7b91daf7772b57f349a6"`);
    await queryRunner.query(`ALTER TABLE "wishlist_items" DROP CONSTRAINT "FK_485ece8ab9b569d1c560144aa25"`);
    await queryRunner.query(`ALTER TABLE "wishlist_items" DROP CONSTRAINT "FK_3167e7490f12ed329a36703d980"`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP CONSTRAINT "FK_7ed5659e7139fc8bc039198cc1f"`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP CONSTRAINT "FK_a6b3c434392f5d10ec171043666"`);
    await queryRunner.query(`DROP INDEX "public"."products_title_trgm"`);
    await queryRunner.query(`DROP INDEX "public"."products_search"`);
    await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = $1 AND "name" = $2 AND "database" = current_database() AND "schema" = $3 AND "table" = $4`, ["GENERATED_COLUMN","searchVector","public","products"]);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "searchVector"`);
    await queryRunner.query(`DROP INDEX "public"."cart_lines_user_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9be787aedaf7655437fb33cc56"`);
    await queryRunner.query(`DROP TABLE "cart_lines"`);
    await queryRunner.query(`DROP INDEX "public"."wishlist_items_user_created"`);
    await queryRunner.query(`DROP TABLE "wishlist_items"`);
    await queryRunner.query(`DROP INDEX "public"."reviews_product_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7ed5659e7139fc8bc039198cc1"`);
    await queryRunner.query(`DROP TABLE "reviews"`);
  }
}
