import { IntColumn, TextColumn, TimeColumn, UuidColumn } from "../common/columns";
import { RetriedRow } from "../common/retries";
import { Check, Entity, Index } from "typeorm";

/**
 * pending: the provider has not confirmed it yet (never asked, refused, or no answer); the
 * worker keeps asking with the same idempotency key.
 * succeeded: the provider confirmed it; only now are the order or checkout marked refunded.
 */
export type RefundStatus = "pending" | "succeeded";

/**
 * Money that must go back to a shopper: written in the same transaction as the change that owes
 * it (a cancelled order, a payment that came too late), then settled with the provider by the
 * refund worker, however many times that takes. Nothing is marked refunded before the provider
 * says so.
 */
@Entity("refunds")
@Check("refunds_status_known", `"status" IN ('pending', 'succeeded')`)
@Check("refunds_amount_positive", `"amount" > 0`)
@Index("refunds_due", ["nextAttemptAt"], { where: `"status" = 'pending'` })
export class Refund extends RetriedRow<RefundStatus> {
  /** Sent to the provider with every attempt, so a retried request refunds once. */
  @Index({ unique: true })
  @TextColumn()
  idempotencyKey!: string;

  /** "local" or "stripe": the provider the payment was made with. */
  @TextColumn()
  provider!: string;

  /** The provider's reference of the payment to refund. */
  @TextColumn()
  paymentRef!: string;

  /** Rupees, whole. */
  @IntColumn()
  amount!: number;

  @Index()
  @UuidColumn()
  checkoutId!: string;

  /** The cancelled order this refund is for; null for a whole checkout paid too late. */
  @Index()
  @UuidColumn({ nullable: true })
  orderId!: string | null;

  /** The provider's reference of the refund, once confirmed. */
  @TextColumn({ nullable: true })
  providerRefundId!: string | null;

  @TimeColumn({ nullable: true })
  succeededAt!: Date | null;
}
