import type { MigrationInterface, QueryRunner } from "typeorm";

export class SessionsValidAfter1795531554712 implements MigrationInterface {
  name = "SessionsValidAfter1795531554712";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admins" ADD "sessionsValidAfter" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "sellers" ADD "sessionsValidAfter" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "users" ADD "sessionsValidAfter" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "sessionsValidAfter"`);
    await queryRunner.query(`ALTER TABLE "sellers" DROP COLUMN "sessionsValidAfter"`);
    await queryRunner.query(`ALTER TABLE "admins" DROP COLUMN "sessionsValidAfter"`);
  }
}
