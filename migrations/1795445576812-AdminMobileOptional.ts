import type { MigrationInterface, QueryRunner } from "typeorm";

export class AdminMobileOptional1795445576812 implements MigrationInterface {
  name = "AdminMobileOptional1795445576812";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admins" DROP CONSTRAINT "UQ_4268135a435b5a6d55683d0fa4c"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "admins_mobile_unique" ON "admins"  ("mobile") WHERE mobile <> ''`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."admins_mobile_unique"`);
    await queryRunner.query(`ALTER TABLE "admins" ADD CONSTRAINT "UQ_4268135a435b5a6d55683d0fa4c" UNIQUE ("mobile")`);
  }
}
