import type { MigrationInterface, QueryRunner } from "typeorm";

export class OneOpenCheckout1795531178153 implements MigrationInterface {
  name = "OneOpenCheckout1795531178153";

  async up(queryRunner: QueryRunner): Promise<void> {
    // A shopper with several open checkouts (made before this rule) keeps the newest; the others
    // are cancelled and give their stock back, as a second PLACE ORDER now does. A payment still
    // arriving for one of them ends as a refund (CheckoutService.confirmPaid).
    await queryRunner.query(
      `WITH extra AS (
         UPDATE checkouts SET status = 'cancelled'
          WHERE status = 'open' AND "userId" IS NOT NULL
            AND id <> (SELECT n.id FROM checkouts n WHERE n."userId" = checkouts."userId" AND n.status = 'open' ORDER BY n."createdAt" DESC, n.id DESC LIMIT 1)
          RETURNING id)
       UPDATE products p SET stock = p.stock + l.quantity
         FROM (SELECT "productId", SUM(quantity)::int AS quantity FROM checkout_lines WHERE "checkoutId" IN (SELECT id FROM extra) GROUP BY "productId") l
        WHERE p.id = l."productId"`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "checkouts_one_open_per_user" ON "checkouts"  ("userId") WHERE status = 'open'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."checkouts_one_open_per_user"`);
  }
}
