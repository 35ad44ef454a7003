import type { MigrationInterface, QueryRunner } from "typeorm";

export class PendingPictures1795445328896 implements MigrationInterface {
  name = "PendingPictures1795445328896";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "images" ADD "pendingSvg" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "images" DROP COLUMN "pendingSvg"`);
  }
}
