import { randomUUID } from "node:crypto";
import type { DataSource } from "typeorm";
import { notFound } from "../common/errors";
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

  async cancelSession(sessionId: string): Promise<void> {
    await this.db.getRepository(LocalPayment).update({ id: sessionId, status: "open" }, { expiresAt: new Date() });
  }

  /** Records a successful charge; answers false when the session was already paid. */
  async markPaid(sessionId: string, cardSummary: string): Promise<boolean> {
    const result = await this.db
      .createQueryBuilder()
      .update(LocalPayment)
      .set({ status: "paid", cardSummary })
      .where("id = :id AND status = 'open'", { id: sessionId })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  async refund(paymentRef: string, amount: number): Promise<string> {
    const id = paymentRef.replace(/^local_/, "");
    const result = await this.db
      .createQueryBuilder()
      .update(LocalPayment)
      .set({ refunded: () => `refunded + ${Number(amount)}` })
      .where("id = :id AND status = 'paid' AND refunded + :amount <= amount", { id, amount })
      .execute();
    if (!result.affected) throw notFound("Nothing left to refund on this payment");
    return `local_refund_${randomUUID()}`;
  }
}
