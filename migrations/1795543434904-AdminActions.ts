import type { MigrationInterface, QueryRunner } from "typeorm";

export class AdminActions1795543434904 implements MigrationInterface {
  name = "AdminActions1795543434904";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "admin_actions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "actorRole" text NOT NULL, "actorId" uuid NOT NULL, "action" text NOT NULL, "subjectId" uuid NOT NULL, CONSTRAINT "admin_actions_action_known" CHECK ("action" IN ('activate-user', 'deactivate-user', 'delete-user', 'delete-seller', 'take-product-off-sale', 'put-product-on-sale', 'approve-request', 'deny-request')), CONSTRAINT "PK_08d0b319675c4968ff9e0dca4c3" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "admin_actions_actor" ON "admin_actions"  ("actorId", "at") `);
    await queryRunner.query(`CREATE INDEX "admin_actions_subject" ON "admin_actions"  ("subjectId", "at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."admin_actions_subject"`);
    await queryRunner.query(`DROP INDEX "public"."admin_actions_actor"`);
    await queryRunner.query(`DROP TABLE "admin_actions"`);
  }
}
