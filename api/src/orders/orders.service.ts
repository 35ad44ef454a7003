import type { DataSource } from "typeorm";
import type { User } from "../accounts/user.entity";
import { Checkout } from "../checkout/checkout.entity";
import { badInput, conflict, notFound } from "../common/errors";
import { isUuid } from "../common/ids";
import { fetchPage, type Page } from "../common/page-query";
import type { PageRequest } from "../common/paging";
import type { RefundsService } from "../payments/refunds.service";
import { ORDER_STATUSES, Order, OrderItem, OrderStatusChange, type OrderStatus } from "./order.entity";

/** The admin dashboard's figures, in rupees and counts. */
export interface AdminDashboardFigures {
  totalSales: number;
  totalOrders: number;
  totalSellers: number;
  totalUsers: number;
  salesByDate: { date: string; total: number; orders: number }[];
}

/** A status filter: empty or null means every status; anything else must be a known status. */
function statusFilter(value: unknown): OrderStatus | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (!ORDER_STATUSES.includes(value as OrderStatus)) throw badInput(`Status must be one of ${ORDER_STATUSES.join(", ")}`, { status: "Unknown status" });
  return value as OrderStatus;
}

/** Orders as shoppers see and cancel them; sellers and admins move them (later issues). */
export class OrdersService {
  constructor(
    private readonly db: DataSource,
    private readonly refunds: RefundsService,
  ) {}

  /** Fills in items and history for a page of orders: two statements for any number of orders. */
  private async withDetails(orders: Order[]): Promise<Order[]> {
    if (orders.length === 0) return orders;
    const ids = orders.map((order) => order.id);
    const [items, history] = await Promise.all([
      this.db.getRepository(OrderItem).createQueryBuilder("item").where("item.orderId IN (:...ids)", { ids }).orderBy("item.title").getMany(),
      this.db.getRepository(OrderStatusChange).createQueryBuilder("change").where("change.orderId IN (:...ids)", { ids }).orderBy("change.createdAt").addOrderBy("change.id").getMany(),
    ]);
    for (const order of orders) {
      order.items = items.filter((item) => item.orderId === order.id);
      order.history = history.filter((change) => change.orderId === order.id);
    }
    return orders;
  }

  /** A shopper's orders, newest first. */
  async pageForUser(user: User, page: PageRequest): Promise<Page<Order>> {
    const result = await fetchPage(
      this.db.getRepository(Order).createQueryBuilder("order").where(`"order"."userId" = :userId`, { userId: user.id }).orderBy(`"order"."createdAt"`, "DESC").addOrderBy(`"order"."id"`),
      page,
    );
    return { ...result, items: await this.withDetails(result.items) };
  }

  async allForUser(user: User): Promise<Order[]> {
    const orders = await this.db.getRepository(Order).find({ where: { userId: user.id }, order: { createdAt: "DESC", id: "ASC" } });
    return this.withDetails(orders);
  }

  /**
   * A shopper cancels an order that is still processing: its stock goes back, it is locked, and
   * its refund is owed in the same transaction (then settled with the provider by the refunds
   * worker, at once when it can).
   */
  async cancelByUser(user: User, orderId: string): Promise<Order> {
    const refundId = await this.db.transaction(async (manager) => {
      const order = isUuid(orderId) ? await manager.getRepository(Order).findOne({ where: { id: orderId, userId: user.id }, lock: { mode: "pessimistic_write" } }) : null;
      // Another shopper's order is "not found" too.
      if (!order) throw notFound("Order not found");
      if (order.status !== "processing") throw conflict(`This order is ${order.status} and can no longer be cancelled`);
      const checkout = await manager.getRepository(Checkout).findOneByOrFail({ id: order.checkoutId });
      await manager.getRepository(Order).update({ id: order.id }, { status: "cancelled", canUpdate: false, refundStatus: checkout.paymentRef ? "pending" : null });
      await manager.getRepository(OrderStatusChange).insert({ orderId: order.id, from: order.status, to: "cancelled", actorRole: "USER", actorId: user.id });
      await manager.query(
        `UPDATE products p SET stock = p.stock + i.quantity
           FROM (SELECT "productId", SUM(quantity)::int AS quantity FROM order_items WHERE "orderId" = $1 AND "productId" IS NOT NULL GROUP BY "productId") i
          WHERE p.id = i."productId"`,
        [order.id],
      );
      if (!checkout.paymentRef) return undefined;
      return this.refunds.enqueue(manager, {
        provider: checkout.provider,
        paymentRef: checkout.paymentRef,
        amount: order.total,
        checkoutId: checkout.id,
        orderId: order.id,
        idempotencyKey: `refund-order-${order.id}`,
      });
    });
    if (refundId) await this.refunds.settleSoon(refundId);
    const [cancelled] = await this.withDetails([await this.db.getRepository(Order).findOneByOrFail({ id: orderId })]);
    return cancelled;
  }

  // ---- The admin (issue 10). ----

  /** Every order with its shopper's name and email (a to-one join in the same statement), newest first. */
  private everyOrderQuery(status: unknown) {
    const only = statusFilter(status);
    const query = this.db
      .getRepository(Order)
      .createQueryBuilder("order")
      .leftJoin("order.user", "user")
      .addSelect(["user.id", "user.name", "user.email"])
      .orderBy(`"order"."createdAt"`, "DESC")
      .addOrderBy(`"order"."id"`);
    if (only) query.where(`"order"."status" = :status`, { status: only });
    return query;
  }

  /** A page of every order, optionally of one status (null or empty: all), with items: three statements. */
  async pageEveryOrder(status: unknown, page: PageRequest): Promise<Page<Order>> {
    const result = await fetchPage(this.everyOrderQuery(status), page);
    return { ...result, items: await this.withDetails(result.items) };
  }

  /** Every order, optionally of one status (the legacy admin list is unpaged). */
  async everyOrder(status?: unknown): Promise<Order[]> {
    return this.withDetails(await this.everyOrderQuery(status).getMany());
  }

  /**
   * The admin dashboard: one aggregate statement for the four figures and one grouping by day
   * (UTC) for the chart, however many orders there are. Cancelled orders are not sales.
   */
  async adminDashboard(): Promise<AdminDashboardFigures> {
    const [[figures], byDate] = await Promise.all([
      this.db.query(
        `SELECT (SELECT COALESCE(SUM(total), 0)::bigint FROM orders WHERE status <> 'cancelled') AS "totalSales",
                (SELECT COUNT(*)::int FROM orders) AS "totalOrders",
                (SELECT COUNT(*)::int FROM sellers) AS "totalSellers",
                (SELECT COUNT(*)::int FROM users) AS "totalUsers"`,
      ),
      this.db.query(
        `SELECT to_char(o."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date, SUM(o.total)::bigint AS total, COUNT(*)::int AS orders
           FROM orders o WHERE o.status <> 'cancelled'
          GROUP BY 1 ORDER BY 1`,
      ),
    ]);
    return {
      totalSales: Number(figures.totalSales),
      totalOrders: figures.totalOrders,
      totalSellers: figures.totalSellers,
      totalUsers: figures.totalUsers,
      salesByDate: byDate.map((row: { date: string; total: string; orders: number }) => ({ date: row.date, total: Number(row.total), orders: row.orders })),
    };
  }
}
