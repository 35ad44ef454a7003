import type { MigrationInterface, QueryRunner } from "typeorm";

export class Initial1795320197466 implements MigrationInterface {
  name = "Initial1795320197466";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "admins" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "email" text NOT NULL, "mobile" text NOT NULL, "passwordHash" text NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "qualification" text NOT NULL DEFAULT '', CONSTRAINT "UQ_051db7d37d478a69a7432df1479" UNIQUE ("email"), CONSTRAINT "UQ_4268135a435b5a6d55683d0fa4c" UNIQUE ("mobile"), CONSTRAINT "PK_e3b38270c97a854c48d2e80874e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "sellers" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "email" text NOT NULL, "mobile" text NOT NULL, "passwordHash" text NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "storeName" text NOT NULL, "address" text NOT NULL, CONSTRAINT "UQ_60a049dd3231ed458dccfdaf406" UNIQUE ("email"), CONSTRAINT "UQ_3edd625be65c855db2329cd6cd3" UNIQUE ("mobile"), CONSTRAINT "PK_97337ccbf692c58e6c7682de8a2" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "email" text NOT NULL, "mobile" text NOT NULL, "passwordHash" text NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "isActive" boolean NOT NULL DEFAULT true, CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email"), CONSTRAINT "UQ_d376a9f93bba651f32a2c03a7d3" UNIQUE ("mobile"), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "categories" ("name" text NOT NULL, "sizes" text array NOT NULL DEFAULT '{}', "position" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_8b0be371d28245da6e4f4b61878" PRIMARY KEY ("name"))`);
    await queryRunner.query(`CREATE TABLE "images" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "width" integer NOT NULL, "height" integer NOT NULL, "widths" integer array NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1fe148074c6a1a91b63cb9ee3c9" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "image_variants" ("imageId" uuid NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "etag" text NOT NULL, "data" bytea NOT NULL, CONSTRAINT "PK_43be0874c3fb4c29cf79b710c5f" PRIMARY KEY ("imageId", "width"))`);
    await queryRunner.query(`CREATE TABLE "products" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" text NOT NULL, "price" integer NOT NULL, "description" text NOT NULL, "category" text NOT NULL, "materials" text NOT NULL, "careguide" text NOT NULL, "stock" integer NOT NULL, "ownSizes" text array NOT NULL DEFAULT '{}', "imageId" uuid, "sellerId" uuid NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "products_price_not_negative" CHECK ("price" >= 0), CONSTRAINT "products_stock_not_negative" CHECK ("stock" >= 0), CONSTRAINT "PK_0806c755e0aca124e67c0cf6d7d" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_e40a1dd2909378f0da1f34f7bd" ON "products"  ("sellerId") `);
    await queryRunner.query(`CREATE INDEX "products_category_created" ON "products"  ("category", "createdAt") `);
    await queryRunner.query(`CREATE TABLE "sessions" ("sid" text NOT NULL, "data" jsonb NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_e2d6172ca19b8ebef797c362b05" PRIMARY KEY ("sid"))`);
    await queryRunner.query(`CREATE INDEX "IDX_50762206f116cd47d1c3fec396" ON "sessions"  ("expiresAt") `);
    await queryRunner.query(`ALTER TABLE "image_variants" ADD CONSTRAINT "FK_48dcc7219bd9e29484009e101b7" FOREIGN KEY ("imageId") REFERENCES "images"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "products" ADD CONSTRAINT "FK_c3932231d2385ac248d0888d955" FOREIGN KEY ("category") REFERENCES "categories"("name") ON DELETE NO ACTION ON UPDATE CASCADE`);
    await queryRunner.query(`ALTER TABLE "products" ADD CONSTRAINT "FK_e8c788030f2c88cbccf6965328c" FOREIGN KEY ("imageId") REFERENCES "images"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "products" ADD CONSTRAINT "FK_e40a1dd2909378f0da1f34f7bd6" FOREIGN KEY ("sellerId") REFERENCES "sellers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" DROP CONSTRAINT "FK_e40a1dd2909378f0da1f34f7bd6"`);
    await queryRunner.query(`ALTER TABLE "products" DROP CONSTRAINT "FK_e8c788030f2c88cbccf6965328c"`);
    await queryRunner.query(`ALTER TABLE "products" DROP CONSTRAINT "FK_c3932231d2385ac248d0888d955"`);
    await queryRunner.query(`ALTER TABLE "image_variants" DROP CONSTRAINT "FK_48dcc7219bd9e29484009e101b7"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_50762206f116cd47d1c3fec396"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP INDEX "public"."products_category_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e40a1dd2909378f0da1f34f7bd"`);
    await queryRunner.query(`DROP TABLE "products"`);
    await queryRunner.query(`DROP TABLE "image_variants"`);
    await queryRunner.query(`DROP TABLE "images"`);
    await queryRunner.query(`DROP TABLE "categories"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP TABLE "sellers"`);
    await queryRunner.query(`DROP TABLE "admins"`);
  }
}
