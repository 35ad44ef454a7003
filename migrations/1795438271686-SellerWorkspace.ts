import type { MigrationInterface, QueryRunner } from "typeorm";

export class SellerWorkspace1795438271686 implements MigrationInterface {
  name = "SellerWorkspace1795438271686";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "permission_requests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "orderId" uuid NOT NULL, "sellerId" uuid NOT NULL, "status" text NOT NULL, "state" text NOT NULL DEFAULT 'pending', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "decidedAt" TIMESTAMP WITH TIME ZONE, "decidedBy" uuid, CONSTRAINT "permission_requests_state_known" CHECK ("state" IN ('pending', 'approved', 'denied')), CONSTRAINT "PK_72f6b2cc018402fcaaf243d1821" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "permission_requests_state_created" ON "permission_requests"  ("state", "createdAt") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "permission_requests_one_pending" ON "permission_requests"  ("orderId") WHERE "state" = 'pending'`);
    await queryRunner.query(`ALTER TABLE "images" ADD "uploadedBy" uuid`);
    await queryRunner.query(`CREATE INDEX "IDX_105ace44b2523b2e50c9a6dfdd" ON "images"  ("uploadedBy") `);
    await queryRunner.query(`ALTER TABLE "permission_requests" ADD CONSTRAINT "FK_fc6054d3e9e1184ff911543adaa" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "permission_requests" DROP CONSTRAINT "FK_fc6054d3e9e1184ff911543adaa"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_105ace44b2523b2e50c9a6dfdd"`);
    await queryRunner.query(`ALTER TABLE "images" DROP COLUMN "uploadedBy"`);
    await queryRunner.query(`DROP INDEX "public"."permission_requests_one_pending"`);
    await queryRunner.query(`DROP INDEX "public"."permission_requests_state_created"`);
    await queryRunner.query(`DROP TABLE "permission_requests"`);
  }
}
