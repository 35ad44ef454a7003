import type { MigrationInterface, QueryRunner } from "typeorm";

export class CheckoutAndOrders1795323158336 implements MigrationInterface {
  name = "CheckoutAndOrders1795323158336";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "checkouts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "userId" uuid, "status" text NOT NULL DEFAULT 'open', "provider" text NOT NULL, "providerSessionId" text, "paymentRef" text, "total" integer NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "completedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5800730d89f4137fc18770e4d4d" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_e077269fe39b9bff6f74c56bae" ON "checkouts"  ("userId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_cb0737b3a9867bd9346c45e848" ON "checkouts"  ("providerSessionId") `);
    await queryRunner.query(`CREATE INDEX "checkouts_open_expiry" ON "checkouts"  ("status", "expiresAt") `);
    await queryRunner.query(`CREATE TABLE "checkout_lines" ("checkoutId" uuid NOT NULL, "position" integer NOT NULL, "productId" uuid NOT NULL, "sellerId" uuid NOT NULL, "title" text NOT NULL, "image" text, "size" text NOT NULL DEFAULT '', "quantity" integer NOT NULL, "unitPrice" integer NOT NULL, CONSTRAINT "PK_8a318fb1b98de078d9b013d2ab3" PRIMARY KEY ("checkoutId", "position"))`);
    await queryRunner.query(`CREATE TABLE "order_items" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "orderId" uuid NOT NULL, "productId" uuid, "title" text NOT NULL, "image" text, "size" text, "quantity" integer NOT NULL, "unitPrice" integer NOT NULL, CONSTRAINT "PK_005269d8574e6fac0493715c308" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_f1d359a55923bb45b057fbdab0" ON "order_items"  ("orderId") `);
    await queryRunner.query(`CREATE TABLE "order_status_changes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "orderId" uuid NOT NULL, "from" text, "to" text NOT NULL, "actorRole" text NOT NULL, "actorId" uuid, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f48e3dcc44bc80aa0f48d522019" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "order_status_changes_order" ON "order_status_changes"  ("orderId", "createdAt") `);
    await queryRunner.query(`CREATE TABLE "orders" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "checkoutId" uuid NOT NULL, "userId" uuid, "sellerId" uuid, "status" text NOT NULL DEFAULT 'processing', "canUpdate" boolean NOT NULL DEFAULT true, "total" integer NOT NULL, "refundRef" text, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "orders_status_known" CHECK ("status" IN ('processing', 'transit', 'out-for-delivery', 'delivered', 'cancelled')), CONSTRAINT "PK_710e2d4957aa5878dfe94e4ac2f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_45261d2b1f4b99787dce98a690" ON "orders"  ("checkoutId") `);
    await queryRunner.query(`CREATE INDEX "orders_seller_created" ON "orders"  ("sellerId", "createdAt") `);
    await queryRunner.query(`CREATE INDEX "orders_user_created" ON "orders"  ("userId", "createdAt") `);
    await queryRunner.query(`CREATE TABLE "local_payments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "checkoutId" uuid NOT NULL, "status" text NOT NULL DEFAULT 'open', "amount" integer NOT NULL, "lines" jsonb NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "successUrl" text NOT NULL, "cancelUrl" text NOT NULL, "cardSummary" text, "refunded" integer NOT NULL DEFAULT '0', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e52b09c6820380f040c8115099a" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_233fd2b9b86b95342d6628f8fb" ON "local_payments"  ("checkoutId") `);
    await queryRunner.query(`ALTER TABLE "checkouts" ADD CONSTRAINT "FK_e077269fe39b9bff6f74c56bae1" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "checkout_lines" ADD CONSTRAINT "FK_a418eea03c15104c4c7290a318f" FOREIGN KEY ("checkoutId") REFERENCES "checkouts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "order_items" ADD CONSTRAINT "FK_f1d359a55923bb45b057fbdab0d" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "order_status_changes" ADD CONSTRAINT "FK_1b98e6e59305fc8fee4452f2608" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "FK_45261d2b1f4b99787dce98a690c" FOREIGN KEY ("checkoutId") REFERENCES "checkouts"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "FK_151b79a83ba240b0cb31b2302d1" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "FK_1c382880db667beb75d26c57873" FOREIGN KEY ("sellerId") REFERENCES "sellers"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "FK_1c382880db667beb75d26c57873"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "FK_151b79a83ba240b0cb31b2302d1"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "FK_45261d2b1f4b99787dce98a690c"`);
    await queryRunner.query(`ALTER TABLE "order_status_changes" DROP CONSTRAINT "FK_1b98e6e59305fc8fee4452f2608"`);
    await queryRunner.query(`ALTER TABLE "order_items" DROP CONSTRAINT "FK_f1d359a55923bb45b057fbdab0d"`);
    await queryRunner.query(`ALTER TABLE "checkout_lines" DROP CONSTRAINT "FK_a418eea03c15104c4c7290a318f"`);
    await queryRunner.query(`ALTER TABLE "checkouts" DROP CONSTRAINT "FK_e077269fe39b9bff6f74c56bae1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_233fd2b9b86b95342d6628f8fb"`);
    await queryRunner.query(`DROP TABLE "local_payments"`);
    await queryRunner.query(`DROP INDEX "public"."orders_user_created"`);
    await queryRunner.query(`DROP INDEX "public"."orders_seller_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_45261d2b1f4b99787dce98a690"`);
    await queryRunner.query(`DROP TABLE "orders"`);
    await queryRunner.query(`DROP INDEX "public"."order_status_changes_order"`);
    await queryRunner.query(`DROP TABLE "order_status_changes"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f1d359a55923bb45b057fbdab0"`);
    await queryRunner.query(`DROP TABLE "order_items"`);
    await queryRunner.query(`DROP TABLE "checkout_lines"`);
    await queryRunner.query(`DROP INDEX "public"."checkouts_open_expiry"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cb0737b3a9867bd9346c45e848"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e077269fe39b9bff6f74c56bae"`);
    await queryRunner.query(`DROP TABLE "checkouts"`);
  }
}
