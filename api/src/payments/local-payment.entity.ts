import { Id } from "../common/columns";
import { Column, CreateDateColumn, Entity, Index } from "typeorm";

/** A payment session of the built-in provider: what its hosted card page shows and records. */
@Entity("local_payments")
export class LocalPayment {
  @Id()
  id!: string;

  @Index({ unique: true })
  @Column({ type: "uuid" })
  checkoutId!: string;

  @Column({ type: "text", default: "open" })
  status!: "open" | "paid";

  @Column({ type: "int" })
  amount!: number;

  @Column({ type: "jsonb" })
  lines!: { title: string; quantity: number; unitPrice: number; size: string }[];

  @Column({ type: "timestamptz" })
  expiresAt!: Date;

  @Column({ type: "text" })
  successUrl!: string;

  @Column({ type: "text" })
  cancelUrl!: string;

  /** Card brand and last four digits, once paid: all that is kept of a card. */
  @Column({ type: "text", nullable: true })
  cardSummary!: string | null;

  @Column({ type: "int", default: 0 })
  refunded!: number;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}

/** A refund the built-in provider made, once per idempotency key, as a card provider keeps them. */
@Entity("local_refunds")
export class LocalRefund {
  @Id()
  id!: string;

  @Index()
  @Column({ type: "uuid" })
  paymentId!: string;

  @Column({ type: "int" })
  amount!: number;

  @Index({ unique: true })
  @Column({ type: "text" })
  idempotencyKey!: string;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}
