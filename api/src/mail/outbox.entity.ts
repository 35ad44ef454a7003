import { TextColumn, TimeColumn, UuidColumn } from "../common/columns";
import { RetriedRow } from "../common/retries";
import { Check, Entity, Index } from "typeorm";

/**
 * pending: not sent yet (never tried, refused, or an attempt under way whose lease runs out);
 * sent: the mail server took it.
 */
export type OutboxStatus = "pending" | "sent";

/**
 * A mail the store owes: written, fully rendered, in the same transaction as the change that
 * causes it (an order placed, a status changed, a request decided), then sent by the mail worker
 * with retries and backoff until the mail server takes it. A crash or an outage delays a mail;
 * its unique key keeps one change from owing the same mail twice.
 */
@Entity("mail_outbox")
@Check("mail_outbox_status_known", `"status" IN ('pending', 'sent')`)
@Index("mail_outbox_due", ["nextAttemptAt"], { where: `"status" = 'pending'` })
export class OutboxMail extends RetriedRow<OutboxStatus> {
  /** What the mail is for, once: e.g. `order-placed:{orderId}` or `status:{statusChangeId}`. */
  @Index({ unique: true })
  @TextColumn()
  key!: string;

  /** placed, new-order, status, cancelled, refunded or request-decided. */
  @TextColumn()
  kind!: string;

  @Index()
  @UuidColumn({ nullable: true })
  orderId!: string | null;

  @TextColumn()
  to!: string;

  @TextColumn()
  subject!: string;

  @TextColumn()
  text!: string;

  @TextColumn()
  html!: string;

  @TimeColumn({ nullable: true })
  sentAt!: Date | null;
}
