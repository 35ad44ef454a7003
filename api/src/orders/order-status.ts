import type { EntityManager } from "typeorm";
import type { Role } from "../accounts/roles";
import type { Seller } from "../accounts/seller.entity";
import { allowedStatuses as allowedFor, isSellerStatus, ORDER_MESSAGES, SELLER_STATUSES, statusFilterOf, unknownStatus, type SellerStatus } from "@store/rules";
import { badInput, notFound } from "../common/errors";
import { isUuid } from "../common/ids";
import { oweStatusMail } from "./order-mails";
import { Order, OrderStatusChange, type OrderStatus } from "./order.entity";

export { SELLER_STATUSES, type SellerStatus } from "@store/rules";

/** A status filter: empty or null means every status; anything else must be a known status. */
export function statusFilter(value: unknown): OrderStatus | undefined {
  const filter = statusFilterOf(value);
  if ("refusal" in filter) throw badInput(filter.refusal.message, filter.refusal.fields);
  return filter.status;
}

/** A status a seller names: one of the four seller statuses (cancelling is the shopper's). */
export function sellerStatus(value: unknown): SellerStatus {
  if (!isSellerStatus(value)) {
    const { message, fields } = unknownStatus(SELLER_STATUSES);
    throw badInput(message, fields);
  }
  return value;
}

/**
 * The statuses a seller may set on an order right now, the one rule behind the seller's
 * mutation, the REST path and the web's dropdown:
 * - none while the order is locked (delivered, cancelled, or not yet unlocked by an admin);
 * - any of the four but the current one right after an admin approved a request (`reopened`):
 *   that is what the approval was for;
 * - otherwise only the statuses after the current one (forward only).
 */
export const allowedStatuses = (order: Pick<Order, "status" | "canUpdate" | "reopened">): SellerStatus[] => allowedFor(order);

/** One of the seller's orders, locked for the rest of the transaction; another seller's is "not found" too. */
export async function lockSellerOrder(manager: EntityManager, seller: Seller, orderId: string): Promise<Order> {
  const order = isUuid(orderId) ? await manager.getRepository(Order).findOne({ where: { id: orderId, sellerId: seller.id }, lock: { mode: "pessimistic_write" } }) : null;
  if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
  return order;
}

/**
 * Sets an order's status and lock and records the change in its history (`from` equals `to`
 * when only a decision is recorded). `reopened` marks an order an admin's approval unlocked:
 * its next change may go to any seller status. Call it inside the transaction that locked the order.
 */
export async function changeStatus(manager: EntityManager, order: Order, to: OrderStatus, canUpdate: boolean, actor: { role: Role; id: string }, reopened = false): Promise<void> {
  if (order.status !== to || order.canUpdate !== canUpdate || order.reopened !== reopened) await manager.getRepository(Order).update({ id: order.id }, { status: to, canUpdate, reopened });
  const { identifiers } = await manager.getRepository(OrderStatusChange).insert({ orderId: order.id, from: order.status, to, actorRole: actor.role, actorId: actor.id });
  // The shopper hears of the move in the same commit (transit, out for delivery, delivered).
  if (order.status !== to) await oweStatusMail(manager, order.id, identifiers[0].id, to);
}
