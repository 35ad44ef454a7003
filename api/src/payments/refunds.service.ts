import type { DataSource, EntityManager } from "typeorm";
import { postponeRetry } from "../common/retries";
import { rowsOf } from "../common/rows";
import { logger } from "../logging/logger";
import { countCheckout } from "../metrics/metrics";
import type { PaymentProvider } from "./payment-provider";
import type { Refund } from "./refund.entity";
import type { MailOutbox } from "../mail/outbox.service";
import { oweRefundedMail } from "../orders/order-mails";

/** What is owed, and to whom: one refund per idempotency key, however often it is asked for. */
export interface RefundRequest {
  provider: string;
  paymentRef: string;
  amount: number;
  checkoutId: string;
  /** The cancelled order it is for; null for a whole checkout that was paid too late. */
  orderId: string | null;
  idempotencyKey: string;
}

export interface RefundsOptions {
  /** The first retry waits this long; each later one twice as long, up to an hour. */
  retryBaseMs: number;
  /** How long an attempt may be under way before another process may take the refund over. */
  leaseMs: number;
}

/** How long the request that owes a refund waits for the first attempt before answering "Refund pending". */
const FIRST_ATTEMPT_WAIT_MS = 3000;

/**
 * Refunds that are never lost: each is written in the same transaction as the change that owes
 * it, then settled with its provider by `processDue`, which every app process runs on a timer
 * (rows another process holds are skipped). A failed or unanswered attempt is retried with
 * backoff and the same idempotency key; the order or checkout is marked refunded only in the
 * transaction that records the provider's confirmation.
 */
export class RefundsService {
  constructor(
    private readonly db: DataSource,
    private readonly providers: Record<string, PaymentProvider>,
    private readonly options: RefundsOptions,
    private readonly mail?: MailOutbox,
  ) {}

  /** Records a refund that is owed, inside the caller's transaction; answers its id. */
  async enqueue(manager: EntityManager, request: RefundRequest): Promise<string> {
    const made = rowsOf(
      await manager.query(
        `INSERT INTO refunds ("idempotencyKey", provider, "paymentRef", amount, "checkoutId", "orderId") VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT ("idempotencyKey") DO NOTHING RETURNING id`,
        [request.idempotencyKey, request.provider, request.paymentRef, request.amount, request.checkoutId, request.orderId],
      ),
    );
    if (made.length > 0) return made[0].id;
    return rowsOf(await manager.query(`SELECT id FROM refunds WHERE "idempotencyKey" = $1`, [request.idempotencyKey]))[0].id;
  }

  /**
   * Right after the transaction that owed it: one attempt now, so the shopper usually sees
   * "Refunded" at once. It answers after a few seconds at most; the attempt (or the worker) goes on.
   */
  async settleSoon(refundId: string): Promise<void> {
    countCheckout("refund_owed");
    const attempt = this.processDue([refundId]).catch((error) => logger.error({ err: error, refundId }, "refund: first attempt failed"));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([attempt, new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_ATTEMPT_WAIT_MS)))]);
    clearTimeout(timer);
  }

  /** Asks the providers for the refunds that are due (or for the given ones, when due); answers how many were confirmed. */
  async processDue(ids?: string[], limit = 20): Promise<number> {
    const claimed: Refund[] = rowsOf(
      await this.db.query(
        `UPDATE refunds SET "nextAttemptAt" = now() + $2::int * interval '1 millisecond', attempts = attempts + 1
          WHERE id IN (SELECT id FROM refunds WHERE status = 'pending' AND "nextAttemptAt" <= now() ${ids ? `AND id = ANY($3::uuid[])` : ""}
                        ORDER BY "nextAttemptAt" LIMIT $1 FOR UPDATE SKIP LOCKED)
          RETURNING *`,
        ids ? [limit, this.options.leaseMs, ids] : [limit, this.options.leaseMs],
      ),
    );
    let confirmed = 0;
    for (const refund of claimed) if (await this.attempt(refund)) confirmed++;
    return confirmed;
  }

  private async attempt(refund: Refund): Promise<boolean> {
    let providerRefundId: string;
    try {
      const provider = this.providers[refund.provider];
      if (!provider) throw new Error(`no payment provider "${refund.provider}" is configured`);
      providerRefundId = await provider.refund(refund.paymentRef, refund.amount, refund.idempotencyKey);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = await postponeRetry(this.db, "refunds", refund, this.options.retryBaseMs, reason);
      countCheckout("refund_failed");
      logger.warn({ refundId: refund.id, attempt: refund.attempts, retryInSeconds: Math.round(delay / 1000), reason }, "refund attempt failed; it will be retried");
      return false;
    }
    const confirmed = await this.db.transaction(async (manager) => {
      const done = rowsOf(
        await manager.query(`UPDATE refunds SET status = 'succeeded', "providerRefundId" = $2, "succeededAt" = now(), "lastError" = NULL WHERE id = $1 AND status = 'pending' RETURNING id`, [
          refund.id,
          providerRefundId,
        ]),
      );
      if (done.length === 0) return false;
      if (refund.orderId) {
        await manager.query(`UPDATE orders SET "refundStatus" = 'refunded', "refundRef" = $2 WHERE id = $1`, [refund.orderId, providerRefundId]);
        await oweRefundedMail(manager, refund.orderId);
      }
      else await manager.query(`UPDATE checkouts SET status = 'refunded' WHERE id = $1 AND status = 'refunding'`, [refund.checkoutId]);
      return true;
    });
    if (confirmed) countCheckout("refunded");
    if (confirmed && refund.orderId) this.mail?.sendSoon();
    return true;
  }
}
