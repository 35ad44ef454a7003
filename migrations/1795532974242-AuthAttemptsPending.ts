import type { MigrationInterface, QueryRunner } from "typeorm";

export class AuthAttemptsPending1795532974242 implements MigrationInterface {
  name = "AuthAttemptsPending1795532974242";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "auth_attempts" ALTER COLUMN "succeeded" DROP NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "auth_attempts" ALTER COLUMN "succeeded" SET NOT NULL`);
  }
}
