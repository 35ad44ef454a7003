import { alreadyDecided, REQUEST_MESSAGES } from "@store/rules";
import type { DataSource } from "typeorm";
import type { Admin } from "../accounts/admin.entity";
import { adminActor, recordAdminAction } from "../audit/admin-actions";
import type { Seller } from "../accounts/seller.entity";
import { conflict, notFound } from "../common/errors";
import { isUuid } from "../common/ids";
import { fetchPage, type Page } from "../common/page-query";
import type { PageRequest } from "../common/paging";
import { Order } from "../orders/order.entity";
import { changeStatus, lockSellerOrder, sellerStatus } from "../orders/order-status";
import { PermissionRequest } from "./permission-request.entity";
import type { MailOutbox } from "../mail/outbox.service";
import { oweRequestDecidedMail } from "../orders/order-mails";

export const ALREADY_PENDING = REQUEST_MESSAGES.alreadyPending;

/** PostgreSQL's unique_violation, as the pg driver and PGlite report it. */
const isUniqueViolation = (error: unknown) => {
  const failure = error as { code?: string; driverError?: { code?: string } };
  return (failure.driverError?.code ?? failure.code) === "23505";
};

/**
 * Permission requests: a seller asks to move a locked order to a status; an admin approves
 * (the status is applied and the order unlocked) or denies (nothing changes). Both decisions
 * are kept on the request and in the order's history with the admin's id.
 */
export class RequestsService {
  constructor(
    private readonly db: DataSource,
    private readonly mail?: MailOutbox,
  ) {}

  /**
   * A seller's request for one of their own locked, non-cancelled orders. Without a status it
   * asks for the order's current one. One pending request per order: a second is a conflict.
   */
  async create(seller: Seller, orderId: string, status?: string | null): Promise<PermissionRequest> {
    try {
      return await this.db.transaction(async (manager) => {
        const order = await lockSellerOrder(manager, seller, orderId);
        if (order.status === "cancelled") throw conflict(REQUEST_MESSAGES.cancelledOrder);
        if (order.canUpdate) throw conflict(REQUEST_MESSAGES.stillUpdatable);
        const requested = status === undefined || status === null || status === "" ? sellerStatus(order.status) : sellerStatus(status);
        // The order row is locked, so this check and the insert cannot interleave with another
        // request's; the partial unique index still makes it a database fact.
        if (await manager.getRepository(PermissionRequest).existsBy({ orderId: order.id, state: "pending" })) throw conflict(ALREADY_PENDING);
        return manager.getRepository(PermissionRequest).save({ orderId: order.id, sellerId: seller.id, status: requested, state: "pending" });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(ALREADY_PENDING);
      throw error;
    }
  }

  /** The pending requests of the given orders, by order id (one statement for a page of orders). */
  async pendingFor(orderIds: readonly string[]): Promise<Map<string, PermissionRequest>> {
    if (orderIds.length === 0) return new Map();
    const pending = await this.db.getRepository(PermissionRequest).createQueryBuilder("request").where(`request."orderId" IN (:...orderIds)`, { orderIds: [...orderIds] }).andWhere(`request.state = 'pending'`).getMany();
    return new Map(pending.map((request) => [request.orderId, request]));
  }

  private pendingQuery() {
    return this.db.getRepository(PermissionRequest).createQueryBuilder("request").where(`request.state = 'pending'`).orderBy("request.createdAt", "ASC").addOrderBy("request.id", "ASC");
  }

  /** A page of the pending requests, oldest first (the admin's list). */
  pagePending(page: PageRequest): Promise<Page<PermissionRequest>> {
    return fetchPage(this.pendingQuery(), page);
  }

  /** How many requests wait for a decision, and the newest of them (the admin's live badge). */
  async pendingSummary(): Promise<{ count: number; newest: PermissionRequest | null }> {
    const [newest, count] = await Promise.all([
      this.db.getRepository(PermissionRequest).createQueryBuilder("request").where(`request.state = 'pending'`).orderBy("request.createdAt", "DESC").addOrderBy("request.id", "DESC").getOne(),
      this.db.getRepository(PermissionRequest).countBy({ state: "pending" }),
    ]);
    return { count, newest: newest ?? null };
  }

  /** One of the seller's requests; undefined when it is not theirs (or not there). */
  async findForSeller(seller: Seller, requestId: string): Promise<PermissionRequest | undefined> {
    if (!isUuid(requestId)) return undefined;
    return (await this.db.getRepository(PermissionRequest).findOneBy({ id: requestId, sellerId: seller.id })) ?? undefined;
  }

  /** Every pending request, oldest first (the legacy admin list is unpaged). */
  pending(): Promise<PermissionRequest[]> {
    return this.pendingQuery().getMany();
  }

  /**
   * An admin decides a pending request. Approving applies the requested status and unlocks the
   * order; denying leaves the order as it is. Either way the decision is kept on the request
   * (when, by whom) and in the order's history under the admin's id.
   */
  async decide(admin: Admin, requestId: string, approve: boolean): Promise<PermissionRequest> {
    const result = await this.db.transaction(async (manager) => {
      const request = isUuid(requestId) ? await manager.getRepository(PermissionRequest).findOne({ where: { id: requestId }, lock: { mode: "pessimistic_write" } }) : null;
      if (!request) throw notFound(REQUEST_MESSAGES.requestNotFound);
      if (request.state !== "pending") throw conflict(alreadyDecided(request.state));
      const order = await manager.getRepository(Order).findOneOrFail({ where: { id: request.orderId }, lock: { mode: "pessimistic_write" } });
      const actor = adminActor(admin);
      if (approve && order.status === "cancelled") throw conflict(REQUEST_MESSAGES.cancelledOrder);
      if (approve) await changeStatus(manager, order, sellerStatus(request.status), true, actor, true);
      else await changeStatus(manager, order, order.status, order.canUpdate, actor, order.reopened);
      const decided = { state: approve ? ("approved" as const) : ("denied" as const), decidedAt: new Date(), decidedBy: admin.id };
      await manager.getRepository(PermissionRequest).update({ id: request.id }, decided);
      await recordAdminAction(manager, actor, approve ? "approve-request" : "deny-request", request.id);
      await oweRequestDecidedMail(manager, request, approve);
      return { ...request, ...decided };
    });
    this.mail?.sendSoon();
    return result;
  }
}
