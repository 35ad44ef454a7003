import type { MigrationInterface, QueryRunner } from "typeorm";

export class OrderFulfilment1795531030156 implements MigrationInterface {
  name = "OrderFulfilment1795531030156";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "addresses" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "userId" uuid NOT NULL, "name" text NOT NULL, "phone" text NOT NULL, "line1" text NOT NULL, "line2" text NOT NULL DEFAULT '', "city" text NOT NULL, "state" text NOT NULL, "pinCode" text NOT NULL, "country" text NOT NULL DEFAULT 'India', "isDefault" boolean NOT NULL DEFAULT false, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_745d8f43d3af10ab8247465e450" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "addresses_one_default" ON "addresses"  ("userId") WHERE "isDefault"`);
    await queryRunner.query(`CREATE INDEX "addresses_user" ON "addresses"  ("userId", "createdAt") `);
    await queryRunner.query(`CREATE TABLE "mail_outbox" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "key" text NOT NULL, "kind" text NOT NULL, "orderId" uuid, "to" text NOT NULL, "subject" text NOT NULL, "text" text NOT NULL, "html" text NOT NULL, "status" text NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "nextAttemptAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "lastError" text, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sentAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "mail_outbox_status_known" CHECK ("status" IN ('pending', 'sent')), CONSTRAINT "PK_fecc63c96385bc35a39ccf2a72e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_ee7ac3cbae441904e14b339104" ON "mail_outbox"  ("key") `);
    await queryRunner.query(`CREATE INDEX "IDX_c6cfb9751a6b0e7fbc19991690" ON "mail_outbox"  ("orderId") `);
    await queryRunner.query(`CREATE INDEX "mail_outbox_due" ON "mail_outbox"  ("nextAttemptAt") WHERE "status" = 'pending'`);
    await queryRunner.query(`ALTER TABLE "checkouts" ADD "shippingAddress" jsonb`);
    // Order numbers come from a sequence (see orders/order-number.ts); orders placed before get theirs in the order they were placed.
    await queryRunner.query(`CREATE SEQUENCE IF NOT EXISTS "order_number_seq"`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "number" text`);
    await queryRunner.query(
      `UPDATE "orders" o SET "number" = 'AT-' || to_char(n."createdAt" AT TIME ZONE 'UTC', 'YYYY') || '-' || lpad(n.serial::text, 6, '0')
         FROM (SELECT id, "createdAt", nextval('order_number_seq') AS serial FROM (SELECT id, "createdAt" FROM "orders" ORDER BY "createdAt", id) ordered) n WHERE n.id = o.id`,
    );
    await queryRunner.query(`ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "shippingAddress" jsonb`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "reopened" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`CREATE UNIQUE INDEX "orders_number" ON "orders"  ("number") `);
    await queryRunner.query(`ALTER TABLE "addresses" ADD CONSTRAINT "FK_95c93a584de49f0b0e13f753630" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "addresses" DROP CONSTRAINT "FK_95c93a584de49f0b0e13f753630"`);
    await queryRunner.query(`DROP INDEX "public"."orders_number"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "reopened"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "shippingAddress"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "number"`);
    await queryRunner.query(`DROP SEQUENCE IF EXISTS "order_number_seq"`);
    await queryRunner.query(`ALTER TABLE "checkouts" DROP COLUMN "shippingAddress"`);
    await queryRunner.query(`DROP INDEX "public"."mail_outbox_due"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c6cfb9751a6b0e7fbc19991690"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ee7ac3cbae441904e14b339104"`);
    await queryRunner.query(`DROP TABLE "mail_outbox"`);
    await queryRunner.query(`DROP INDEX "public"."addresses_user"`);
    await queryRunner.query(`DROP INDEX "public"."addresses_one_default"`);
    await queryRunner.query(`DROP TABLE "addresses"`);
  }
}
