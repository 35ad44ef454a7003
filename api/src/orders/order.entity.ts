import { OrderStatus as OrderStatusEnum, RefundStatus, type OrderStatusWord } from "@store/rules";
import { IdField, RefersTo } from "../common/columns";
import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { type Relation, Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, UpdateDateColumn } from "typeorm";
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
  @Column({ type: "uuid" })
  orderId!: string;

  @ManyToOne(() => Order, (order) => order.items, { onDelete: "CASCADE" })
  @JoinColumn({ name: "orderId" })
  order?: Relation<Order>;

  @Field(() => ID, { nullable: true, description: "The product, while it still exists in the catalog." })
  @Column({ type: "uuid", nullable: true })
  productId!: string | null;

  @Field(() => String)
  @Column({ type: "text" })
  title!: string;

  @Field(() => String, { nullable: true, description: "Path of the product's picture when bought." })
  @Column({ type: "text", nullable: true })
  image!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: "text", nullable: true })
  size!: string | null;

  @Field(() => Int)
  @Column({ type: "int" })
  quantity!: number;

  @Field(() => Int, { description: "Price of one, in rupees, when bought." })
  @Column({ type: "int" })
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

  @Column({ type: "uuid" })
  orderId!: string;

  @ManyToOne(() => Order, (order) => order.history, { onDelete: "CASCADE" })
  @JoinColumn({ name: "orderId" })
  order?: Relation<Order>;

  @Field(() => OrderStatusEnum, { nullable: true, description: "The status before; null when the order was placed." })
  @Column({ type: "text", nullable: true })
  from!: OrderStatus | null;

  @Field(() => OrderStatusEnum)
  @Column({ type: "text" })
  to!: OrderStatus;

  @Field(() => String, { description: "USER, SELLER, ADMIN, or SYSTEM." })
  @Column({ type: "text" })
  actorRole!: string;

  @Field(() => ID, { nullable: true })
  @Column({ type: "uuid", nullable: true })
  actorId!: string | null;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
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

  @Column({ type: "uuid" })
  checkoutId!: string;

  // Named, not imported: orders sit below checkout, which makes them (placeOrders).
  @RefersTo("Checkout", "checkoutId", "RESTRICT")
  checkout?: Relation<Checkout>;

  @Column({ type: "uuid", nullable: true })
  userId!: string | null;

  @RefersTo(() => User, "userId", "SET NULL")
  user?: User | null;

  @Field(() => ID, { nullable: true })
  @Column({ type: "uuid", nullable: true })
  sellerId!: string | null;

  @RefersTo(() => Seller, "sellerId", "SET NULL")
  seller?: Seller | null;

  @Field(() => String, { description: "The order's short human number, e.g. AT-2026-000123: unique and increasing. The id stays the id in the APIs." })
  @Index("orders_number", { unique: true })
  @Column({ type: "text" })
  number!: string;

  @Field(() => ShippingAddress, { nullable: true, description: "Where the order goes: a copy of the address given at payment; null for orders placed before addresses were taken." })
  @Column({ type: "jsonb", nullable: true })
  shippingAddress!: ShippingAddress | null;

  @Field(() => OrderStatusEnum)
  @Column({ type: "text", default: "processing" })
  status!: OrderStatus;

  @Field(() => Boolean, { description: "Whether the seller may still change the status without an admin's permission." })
  @Column({ type: "boolean", default: true })
  canUpdate!: boolean;

  /** An admin's approval unlocked the order: the seller's next change may go to any seller status. */
  @Column({ type: "boolean", default: false })
  reopened!: boolean;

  @Field(() => Int, { description: "The sum of the items' quantity times unit price, in rupees." })
  @Column({ type: "int" })
  total!: number;

  /** The provider's reference of the refund, once confirmed. */
  @Column({ type: "text", nullable: true })
  refundRef!: string | null;

  @Field(() => RefundStatus, { nullable: true, description: "Null when nothing is refunded." })
  @Column({ type: "text", nullable: true })
  refundStatus!: "pending" | "refunded" | null;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;

  @Field(() => [OrderItem])
  @OneToMany(() => OrderItem, (item) => item.order)
  items!: OrderItem[];

  @Field(() => [OrderStatusChange], { description: "Every change of status, oldest first." })
  @OneToMany(() => OrderStatusChange, (change) => change.order)
  history!: OrderStatusChange[];
}
