import { CreatedAt, Id, IntColumn, JsonColumn, TextColumn, TimeColumn, UuidColumn } from "../common/columns";
import { Entity, Index } from "typeorm";

/** A payment session of the built-in provider: what its hosted card page shows and records. */
@Entity("local_payments")
export class LocalPayment {
  @Id()
  id!: string;

  @Index({ unique: true })
  @UuidColumn()
  checkoutId!: string;

  @TextColumn({ default: "open" })
  status!: "open" | "paid";

  @IntColumn()
  amount!: number;

  @JsonColumn()
  lines!: { title: string; quantity: number; unitPrice: number; size: string }[];

  @TimeColumn()
  expiresAt!: Date;

  @TextColumn()
  successUrl!: string;

  @TextColumn()
  cancelUrl!: string;

  /** Card brand and last four digits, once paid: all that is kept of a card. */
  @TextColumn({ nullable: true })
  cardSummary!: string | null;

  @IntColumn({ default: 0 })
  refunded!: number;

  @CreatedAt()
  createdAt!: Date;
}

/** A refund the built-in provider made, once per idempotency key, as a card provider keeps them. */
@Entity("local_refunds")
export class LocalRefund {
  @Id()
  id!: string;

  @Index()
  @UuidColumn()
  paymentId!: string;

  @IntColumn()
  amount!: number;

  @Index({ unique: true })
  @TextColumn()
  idempotencyKey!: string;

  @CreatedAt()
  createdAt!: Date;
}
