import { CreatedAt, Id, IntColumn, JsonColumn, RefersTo, TextColumn, TimeColumn, UuidColumn } from "../common/columns";
import { Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryColumn } from "typeorm";
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
  @UuidColumn({ nullable: true })
  userId!: string | null;

  @RefersTo(() => User, "userId", "SET NULL")
  user?: User | null;

  @TextColumn({ default: "open" })
  status!: CheckoutStatus;

  /** "local" (the built-in card page) or "stripe". */
  @TextColumn()
  provider!: string;

  /** The provider's checkout session id. */
  @Index({ unique: true })
  @TextColumn({ nullable: true })
  providerSessionId!: string | null;

  /** The provider's reference of the payment, for refunds. */
  @TextColumn({ nullable: true })
  paymentRef!: string | null;

  @IntColumn()
  total!: number;

  @TimeColumn()
  expiresAt!: Date;

  @TimeColumn({ nullable: true })
  completedAt!: Date | null;

  /** The delivery address the shopper gave on the payment page; each order copies it. */
  @JsonColumn({ nullable: true })
  shippingAddress!: AddressFields | null;

  /** While one process closes this expired checkout at the provider, the others leave it alone until then. */
  @TimeColumn({ nullable: true })
  sweepLeaseUntil!: Date | null;

  @CreatedAt()
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

  @UuidColumn()
  productId!: string;

  @UuidColumn()
  sellerId!: string;

  @TextColumn()
  title!: string;

  /** Path of the product's picture at purchase time. */
  @TextColumn({ nullable: true })
  image!: string | null;

  @TextColumn({ default: "" })
  size!: string;

  @IntColumn()
  quantity!: number;

  @IntColumn()
  unitPrice!: number;
}
