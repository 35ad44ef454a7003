import type { DataSource, EntityManager } from "typeorm";
import { conflict, notFound } from "../common/errors";
import { rowsOf } from "../common/rows";
import { isUuid } from "../common/ids";
import { LocalPayment } from "./local-payment.entity";
import type { PaymentProvider, PaymentRequest, PaymentSession, PaymentState } from "./payment-provider";

/**
 * The embedded default: the app is its own card provider, with a hosted card page at
 * /pay/{sessionId} (see pay-page.routes.ts). Sessions live in the database like everything else.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = "local" as const;

  constructor(private readonly db: DataSource) {}

  async createSession(request: PaymentRequest): Promise<PaymentSession> {
    const repo = this.db.getRepository(LocalPayment);
    const existing = await repo.findOne({ where: { checkoutId: request.checkoutId } });
    const payment =
      existing ??
      (await repo.save(
        repo.create({
          checkoutId: request.checkoutId,
          amount: request.total,
          lines: request.lines,
          expiresAt: request.expiresAt,
          successUrl: request.successUrl,
          cancelUrl: request.cancelUrl,
        }),
      ));
    return { sessionId: payment.id, url: `/pay/${payment.id}` };
  }

  async find(sessionId: string): Promise<LocalPayment> {
    const payment = isUuid(sessionId) ? await this.db.getRepository(LocalPayment).findOne({ where: { id: sessionId } }) : null;
    if (!payment) throw notFound("Payment session not found");
    return payment;
  }

  async getSession(sessionId: string): Promise<PaymentState> {
    const payment = await this.find(sessionId);
    if (payment.status === "paid") return { status: "paid", paymentRef: `local_${payment.id}` };
    return { status: payment.expiresAt < new Date() ? "expired" : "open" };
  }

  async closeSession(sessionId: string): Promise<PaymentState> {
    // Conditional on the row, so a charge under way either lands first (and this answers paid) or finds the session closed.
    await this.db.query(`UPDATE local_payments SET "expiresAt" = LEAST("expiresAt", now()) WHERE id = $1 AND status = 'open'`, [sessionId]);
    return this.getSession(sessionId);
  }

  /**
   * Records a successful charge, inside the store's transaction that turns the checkout into
   * orders (this provider shares the store's database, so paying and its outcome are one
   * commit). Answers false when the session is already paid or closed.
   */
  async markPaid(manager: EntityManager, sessionId: string, cardSummary: string): Promise<boolean> {
    const paid = await manager.query(`UPDATE local_payments SET status = 'paid', "cardSummary" = $2 WHERE id = $1 AND status = 'open' AND "expiresAt" > now() RETURNING id`, [sessionId, cardSummary]);
    return rowsOf(paid).length > 0;
  }

  /**
   * Paid sessions the store has not acted on (no orders, no refund): what a card provider's
   * webhook retries are for. With markPaid inside the store's transaction there are none, except
   * payments recorded by an older version of the store before a crash.
   */
  async unacknowledged(limit = 100): Promise<{ checkoutId: string; paymentRef: string }[]> {
    const rows = await this.db.query(
      `SELECT p."checkoutId", p.id FROM local_payments p JOIN checkouts c ON c.id = p."checkoutId"
        WHERE p.status = 'paid' AND c.status IN ('open', 'expired', 'cancelled') LIMIT $1`,
      [limit],
    );
    return rowsOf(rows).map((row) => ({ checkoutId: row.checkoutId, paymentRef: `local_${row.id}` }));
  }

  async refund(paymentRef: string, amount: number, idempotencyKey: string): Promise<string> {
    const paymentId = paymentRef.replace(/^local_/, "");
    if (!isUuid(paymentId)) throw notFound("No such payment");
    return this.db.transaction(async (manager) => {
      const made = rowsOf(
        await manager.query(`INSERT INTO local_refunds ("paymentId", amount, "idempotencyKey") VALUES ($1, $2, $3) ON CONFLICT ("idempotencyKey") DO NOTHING RETURNING id`, [paymentId, amount, idempotencyKey]),
      );
      if (made.length === 0) {
        // Seen before: the same refund, answered again.
        const [earlier] = rowsOf(await manager.query(`SELECT id FROM local_refunds WHERE "idempotencyKey" = $1`, [idempotencyKey]));
        return `local_refund_${earlier.id}`;
      }
      const taken = rowsOf(
        await manager.query(`UPDATE local_payments SET refunded = refunded + $2 WHERE id = $1 AND status = 'paid' AND refunded + $2 <= amount RETURNING id`, [paymentId, amount]),
      );
      if (taken.length === 0) throw conflict("Nothing left to refund on this payment");
      return `local_refund_${made[0].id}`;
    });
  }
}
