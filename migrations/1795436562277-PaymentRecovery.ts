import type { MigrationInterface, QueryRunner } from "typeorm";

export class PaymentRecovery1795436562277 implements MigrationInterface {
  name = "PaymentRecovery1795436562277";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_45261d2b1f4b99787dce98a690"`);
    await queryRunner.query(`CREATE TABLE "local_refunds" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "paymentId" uuid NOT NULL, "amount" integer NOT NULL, "idempotencyKey" text NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e65b7db2e5bc18d27e46b42c9c8" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_7cd03b33f2c9d9e70fd01866ae" ON "local_refunds"  ("paymentId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_04aeb5e5dcaf13855f74972ffb" ON "local_refunds"  ("idempotencyKey") `);
    await queryRunner.query(`CREATE TABLE "refunds" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "idempotencyKey" text NOT NULL, "provider" text NOT NULL, "paymentRef" text NOT NULL, "amount" integer NOT NULL, "checkoutId" uuid NOT NULL, "orderId" uuid, "status" text NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "nextAttemptAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "lastError" text, "providerRefundId" text, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "succeededAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "refunds_amount_positive" CHECK ("amount" > 0), CONSTRAINT "refunds_status_known" CHECK ("status" IN ('pending', 'succeeded')), CONSTRAINT "PK_5106efb01eeda7e49a78b869738" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_1b692560d438e5fc6edebbb27d" ON "refunds"  ("idempotencyKey") `);
    await queryRunner.query(`CREATE INDEX "IDX_a0d0684e046aa815c4a41bf9bb" ON "refunds"  ("checkoutId") `);
    await queryRunner.query(`CREATE INDEX "IDX_605cf4d367799f3e5cfb9f6822" ON "refunds"  ("orderId") `);
    await queryRunner.query(`CREATE INDEX "refunds_due" ON "refunds"  ("nextAttemptAt") WHERE "status" = 'pending'`);
    await queryRunner.query(`ALTER TABLE "checkouts" ADD "sweepLeaseUntil" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "refundStatus" text`);
    await queryRunner.query(`CREATE UNIQUE INDEX "orders_one_per_checkout_and_seller" ON "orders"  ("checkoutId", "sellerId") `);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_status_known" CHECK ("refundStatus" IS NULL OR "refundStatus" IN ('pending', 'refunded'))`);

    // Refunds owed before this version: a cancelled order whose refund has no reference failed at
    // the provider, and a late payment was marked refunded before the provider was asked. Both
    // are owed again, under the idempotency keys the earlier version used, so one that did
    // happen is not repeated (the built-in provider's own record shows which of its refunds did).
    await queryRunner.query(`UPDATE "orders" SET "refundStatus" = 'refunded' WHERE "status" = 'cancelled' AND "refundRef" IS NOT NULL`);
    await queryRunner.query(`
      WITH owed AS (
        UPDATE "orders" o SET "refundStatus" = 'pending' FROM "checkouts" c
         WHERE c.id = o."checkoutId" AND o."status" = 'cancelled' AND o."refundRef" IS NULL AND c."paymentRef" IS NOT NULL
        RETURNING o.id, o.total, c.id AS "checkoutId", c.provider, c."paymentRef"
      )
      INSERT INTO "refunds" ("idempotencyKey", provider, "paymentRef", amount, "checkoutId", "orderId")
      SELECT 'refund-order-' || id, provider, "paymentRef", total, "checkoutId", id FROM owed WHERE total > 0`);
    await queryRunner.query(`
      WITH owed AS (
        UPDATE "checkouts" c SET "status" = 'refunding'
         WHERE c."status" = 'refunded' AND c."paymentRef" IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM "local_payments" p WHERE c.provider = 'local' AND p."checkoutId" = c.id AND p.refunded >= c.total)
        RETURNING c.id, c.total, c.provider, c."paymentRef"
      )
      INSERT INTO "refunds" ("idempotencyKey", provider, "paymentRef", amount, "checkoutId")
      SELECT 'refund-late-' || id, provider, "paymentRef", total, id FROM owed WHERE total > 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_refund_status_known"`);
    await queryRunner.query(`DROP INDEX "public"."orders_one_per_checkout_and_seller"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "refundStatus"`);
    await queryRunner.query(`ALTER TABLE "checkouts" DROP COLUMN "sweepLeaseUntil"`);
    await queryRunner.query(`DROP INDEX "public"."refunds_due"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_605cf4d367799f3e5cfb9f6822"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a0d0684e046aa815c4a41bf9bb"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1b692560d438e5fc6edebbb27d"`);
    await queryRunner.query(`DROP TABLE "refunds"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_04aeb5e5dcaf13855f74972ffb"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7cd03b33f2c9d9e70fd01866ae"`);
    await queryRunner.query(`DROP TABLE "local_refunds"`);
    await queryRunner.query(`CREATE INDEX "IDX_45261d2b1f4b99787dce98a690" ON "orders" USING btree ("checkoutId") `);
  }
}
