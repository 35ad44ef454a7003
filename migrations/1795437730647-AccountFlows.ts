import type { MigrationInterface, QueryRunner } from "typeorm";

export class AccountFlows1795437730647 implements MigrationInterface {
  name = "AccountFlows1795437730647";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "password_resets" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "role" text NOT NULL, "accountId" uuid NOT NULL, "tokenHash" text NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4816377aa98211c1de34469e742" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_7f6aae0fcc807c9e7194ca5cc4" ON "password_resets"  ("tokenHash") `);
    await queryRunner.query(`CREATE INDEX "password_resets_account" ON "password_resets"  ("role", "accountId") `);
    await queryRunner.query(`CREATE TABLE "auth_attempts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "action" text NOT NULL, "account" text NOT NULL, "address" text NOT NULL, "succeeded" boolean NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d9115e02f18808834eb82b4a297" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "auth_attempts_account" ON "auth_attempts"  ("action", "account", "createdAt") `);
    await queryRunner.query(`CREATE INDEX "auth_attempts_address" ON "auth_attempts"  ("action", "address", "createdAt") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."auth_attempts_address"`);
    await queryRunner.query(`DROP INDEX "public"."auth_attempts_account"`);
    await queryRunner.query(`DROP TABLE "auth_attempts"`);
    await queryRunner.query(`DROP INDEX "public"."password_resets_account"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7f6aae0fcc807c9e7194ca5cc4"`);
    await queryRunner.query(`DROP TABLE "password_resets"`);
  }
}
