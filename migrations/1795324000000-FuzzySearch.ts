import type { MigrationInterface, QueryRunner } from "typeorm";

/** Edit distance for search's last resort (swapped letters); ships with PostgreSQL's contrib. */
export class FuzzySearch1795324000000 implements MigrationInterface {
  name = "FuzzySearch1795324000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP EXTENSION IF EXISTS fuzzystrmatch`);
  }
}
