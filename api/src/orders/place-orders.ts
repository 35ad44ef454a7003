import type { DataSource, EntityManager } from "typeorm";
import type { ShippingAddress } from "../addresses/address.entity";
import { rowsOf } from "../common/rows";
import { owePlacedMails } from "./order-mails";
import { orderNumber } from "./order-number";
import { Order, OrderItem, OrderStatusChange } from "./order.entity";

/** One line of a paid checkout, as the orders copy it (prices and titles at purchase time). */
export interface PaidLine {
  sellerId: string;
  productId: string;
  title: string;
  image: string | null;
  /** "" for a product without sizes. */
  size: string;
  quantity: number;
  unitPrice: number;
}

/** A paid checkout, as the orders need it. */
export interface PaidCheckout {
  id: string;
  userId: string | null;
  shippingAddress: ShippingAddress | null;
  lines: PaidLine[];
}

/**
 * The one way orders are made: a paid checkout becomes one order per seller, inside the caller's
 * transaction (the checkout's completion), items copied, each order with the delivery address's copy,
 * the next order number (a sequence: unique and increasing) and its first status change; the mails
 * the orders owe (the shopper's, each seller's) are owed in the same commit.
 */
export async function placeOrders(manager: EntityManager, checkout: PaidCheckout): Promise<void> {
  const bySeller = new Map<string, PaidLine[]>();
  for (const line of checkout.lines) bySeller.set(line.sellerId, [...(bySeller.get(line.sellerId) ?? []), line]);
  for (const [sellerId, lines] of bySeller) {
    const [{ serial }] = rowsOf(await manager.query(`SELECT nextval('order_number_seq')::int AS serial`));
    const order = await manager.getRepository(Order).save({
      number: orderNumber(serial),
      shippingAddress: checkout.shippingAddress,
      checkoutId: checkout.id,
      userId: checkout.userId,
      sellerId,
      status: "processing",
      canUpdate: true,
      total: lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
    });
    await manager.getRepository(OrderItem).insert(
      lines.map((line) => ({ orderId: order.id, productId: line.productId, title: line.title, image: line.image, size: line.size || null, quantity: line.quantity, unitPrice: line.unitPrice })),
    );
    await manager.getRepository(OrderStatusChange).insert({ orderId: order.id, from: null, to: "processing", actorRole: "SYSTEM", actorId: null });
  }
  await owePlacedMails(manager, checkout.id);
}

/** The orders a checkout became, with their items and history, oldest first (none before it is paid). */
export function ordersOfCheckout(db: DataSource, checkoutId: string): Promise<Order[]> {
  return db.getRepository(Order).find({ where: { checkoutId }, relations: { items: true, history: true }, order: { createdAt: "ASC", id: "ASC" } });
}
