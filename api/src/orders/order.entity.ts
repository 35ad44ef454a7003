import { OrderStatus as OrderStatusEnum, RefundStatus, type OrderStatusWord } from "@store/rules";
import { BoolColumn, BoolField, CreatedAtField, IdField, IntField, JsonColumn, RefersTo, TextColumn, TextField, UpdatedAt, UuidColumn, UuidField } from "../common/columns";
import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { type Relation, Check, Entity, Index, JoinColumn, ManyToOne, OneToMany } from "typeorm";
import { Seller } from "../accounts/seller.entity";
import { User } from "../accounts/user.entity";
import type { Checkout } from "../checkout/checkout.entity";
import { ShippingAddress } from "../addresses/address.entity";

export { ORDER_STATUSES } from "@store/rules";
export type OrderStatus = OrderStatusWord;

// GraphQL's names are the words, out-for-delivery spelt out_for_delivery (a name cannot hold a dash).
registerEnumType(OrderStatusEnum, { name: "OrderStatus", description: "Where an order is: processing, transit, out_for_delivery (out-for-delivery over REST), delivered or cancelled." });
registerEnumType(RefundStatus, { name: "RefundStatus", description: "pending (the money is on its way back) or refunded (the provider confirmed it)." });

/** A line of an order, copied from the catalog at purchase time. */
@ObjectType({ description: "A product as it was bought." })
@Entity("order_items")
export class OrderItem {
  @IdField()
  id!: string;

  @Index()
  @UuidColumn()
  orderId!: string;

  @ManyToOne(() => Order, (order) => order.items, { onDelete: "CASCADE" })
  @JoinColumn({ name: "orderId" })
  order?: Relation<Order>;

  @UuidField({ nullable: true, description: "The product, while it still exists in the catalog." })
  productId!: string | null;

  @TextField()
  title!: string;

  @TextField({ nullable: true, description: "Path of the product's picture when bought." })
  image!: string | null;

  @TextField({ nullable: true })
  size!: string | null;

  @IntField()
  quantity!: number;

  @IntField({ description: "Price of one, in rupees, when bought." })
  unitPrice!: number;

  @Field(() => Int)
  get lineTotal(): number {
    return this.unitPrice * this.quantity;
  }
}

/** One change of an order's status: who made it, when, from what to what. */
@ObjectType({ description: "A change of an order's status." })
@Entity("order_status_changes")
@Index("order_status_changes_order", ["orderId", "createdAt"])
export class OrderStatusChange {
  @IdField()
  id!: string;

  @UuidColumn()
  orderId!: string;

  @ManyToOne(() => Order, (order) => order.history, { onDelete: "CASCADE" })
  @JoinColumn({ name: "orderId" })
  order?: Relation<Order>;

  @TextField({ shownAs: () => OrderStatusEnum, nullable: true, description: "The status before; null when the order was placed." })
  from!: OrderStatus | null;

  @TextField({ shownAs: () => OrderStatusEnum })
  to!: OrderStatus;

  @TextField({ description: "USER, SELLER, ADMIN, or SYSTEM." })
  actorRole!: string;

  @UuidField({ nullable: true })
  actorId!: string | null;

  @CreatedAtField()
  createdAt!: Date;
}

/** What one seller sends for one paid checkout. */
@ObjectType({ description: "An order: one seller's part of a paid checkout." })
@Entity("orders")
@Check("orders_status_known", `"status" IN ('processing', 'transit', 'out-for-delivery', 'delivered', 'cancelled')`)
@Index("orders_user_created", ["userId", "createdAt"])
@Index("orders_seller_created", ["sellerId", "createdAt"])
// A checkout becomes one order per seller, once: a database fact, whatever the code does.
@Index("orders_one_per_checkout_and_seller", ["checkoutId", "sellerId"], { unique: true })
@Check("orders_refund_status_known", `"refundStatus" IS NULL OR "refundStatus" IN ('pending', 'refunded')`)
export class Order {
  @IdField()
  id!: string;

  @UuidColumn()
  checkoutId!: string;

  // Named, not imported: orders sit below checkout, which makes them (placeOrders).
  @RefersTo("Checkout", "checkoutId", "RESTRICT")
  checkout?: Relation<Checkout>;

  @UuidColumn({ nullable: true })
  userId!: string | null;

  @RefersTo(() => User, "userId", "SET NULL")
  user?: User | null;

  @UuidField({ nullable: true })
  sellerId!: string | null;

  @RefersTo(() => Seller, "sellerId", "SET NULL")
  seller?: Seller | null;

  @Index("orders_number", { unique: true })
  @TextField({ description: "The order's short human number, e.g. AT-2026-000123: unique and increasing. The id stays the id in the APIs." })
  number!: string;

  @Field(() => ShippingAddress, { nullable: true, description: "Where the order goes: a copy of the address given at payment; null for orders placed before addresses were taken." })
  @JsonColumn({ nullable: true })
  shippingAddress!: ShippingAddress | null;

  @TextField({ shownAs: () => OrderStatusEnum, default: "processing" })
  status!: OrderStatus;

  @BoolField({ default: true, description: "Whether the seller may still change the status without an admin's permission." })
  canUpdate!: boolean;

  /** An admin's approval unlocked the order: the seller's next change may go to any seller status. */
  @BoolColumn({ default: false })
  reopened!: boolean;

  @IntField({ description: "The sum of the items' quantity times unit price, in rupees." })
  total!: number;

  /** The provider's reference of the refund, once confirmed. */
  @TextColumn({ nullable: true })
  refundRef!: string | null;

  @TextField({ shownAs: () => RefundStatus, nullable: true, description: "Null when nothing is refunded." })
  refundStatus!: "pending" | "refunded" | null;

  @CreatedAtField()
  createdAt!: Date;

  @UpdatedAt()
  updatedAt!: Date;

  @Field(() => [OrderItem])
  @OneToMany(() => OrderItem, (item) => item.order)
  items!: OrderItem[];

  @Field(() => [OrderStatusChange], { description: "Every change of status, oldest first." })
  @OneToMany(() => OrderStatusChange, (change) => change.order)
  history!: OrderStatusChange[];
}
