import { Id, RefersTo } from "../common/columns";
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryColumn } from "typeorm";
import { User } from "../accounts/user.entity";
import type { AddressFields } from "../addresses/address-rules";

/**
 * open: stock is reserved until `expiresAt` while the shopper pays.
 * completed: paid and turned into orders (exactly once).
 * expired / cancelled: never paid; the reserved stock went back.
 * refunding: paid after its reservation had gone back and its stock could not be taken again
 *   (or the shopper had given it up): the money is going back, through the refunds table.
 * refunded: that refund is confirmed by the provider.
 */
export type CheckoutStatus = "open" | "completed" | "expired" | "cancelled" | "refunding" | "refunded";

/** A shopper's purchase in progress: the bag's lines as they were, with their stock reserved. */
@Entity("checkouts")
@Index("checkouts_open_expiry", ["status", "expiresAt"])
// One open checkout per shopper: a second PLACE ORDER replaces the first (CheckoutService.start).
@Index("checkouts_one_open_per_user", ["userId"], { unique: true, where: `status = 'open'` })
export class Checkout {
  @Id()
  id!: string;

  @Index()
  @Column({ type: "uuid", nullable: true })
  userId!: string | null;

  @RefersTo(() => User, "userId", "SET NULL")
  user?: User | null;

  @Column({ type: "text", default: "open" })
  status!: CheckoutStatus;

  /** "local" (the built-in card page) or "stripe". */
  @Column({ type: "text" })
  provider!: string;

  /** The provider's checkout session id. */
  @Index({ unique: true })
  @Column({ type: "text", nullable: true })
  providerSessionId!: string | null;

  /** The provider's reference of the payment, for refunds. */
  @Column({ type: "text", nullable: true })
  paymentRef!: string | null;

  @Column({ type: "int" })
  total!: number;

  @Column({ type: "timestamptz" })
  expiresAt!: Date;

  @Column({ type: "timestamptz", nullable: true })
  completedAt!: Date | null;

  /** The delivery address the shopper gave on the payment page; each order copies it. */
  @Column({ type: "jsonb", nullable: true })
  shippingAddress!: AddressFields | null;

  /** While one process closes this expired checkout at the provider, the others leave it alone until then. */
  @Column({ type: "timestamptz", nullable: true })
  sweepLeaseUntil!: Date | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @OneToMany(() => CheckoutLine, (line) => line.checkout)
  lines?: CheckoutLine[];
}

/** A bag line as it was bought: product, size, quantity and the price at that moment. */
@Entity("checkout_lines")
export class CheckoutLine {
  @PrimaryColumn({ type: "uuid" })
  checkoutId!: string;

  @PrimaryColumn({ type: "int" })
  position!: number;

  @ManyToOne(() => Checkout, (checkout) => checkout.lines, { onDelete: "CASCADE" })
  @JoinColumn({ name: "checkoutId" })
  checkout?: Checkout;

  @Column({ type: "uuid" })
  productId!: string;

  @Column({ type: "uuid" })
  sellerId!: string;

  @Column({ type: "text" })
  title!: string;

  /** Path of the product's picture at purchase time. */
  @Column({ type: "text", nullable: true })
  image!: string | null;

  @Column({ type: "text", default: "" })
  size!: string;

  @Column({ type: "int" })
  quantity!: number;

  @Column({ type: "int" })
  unitPrice!: number;
}
