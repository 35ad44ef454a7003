import { notCancellable, onlyForward, ORDER_MESSAGES } from "@store/rules";
import type { DataSource } from "typeorm";
import type { Seller } from "../accounts/seller.entity";
import type { User } from "../accounts/user.entity";
import { giveBack } from "../catalog/stock";
import type { Checkout } from "../checkout/checkout.entity";
import { rowsOf } from "../common/rows";
import { inTransaction } from "../common/transaction";
import { conflict, notFound } from "../common/errors";
import { isUuid } from "../common/ids";
import { fetchPage, type Page } from "../common/page-query";
import type { PageRequest } from "../common/paging";
import type { RefundsService } from "../payments/refunds.service";
import type { MailOutbox } from "../mail/outbox.service";
import { oweCancelledMail } from "./order-mails";
import { Order, OrderItem, OrderStatusChange } from "./order.entity";
import { allowedStatuses, changeStatus, lockSellerOrder, sellerStatus, statusFilter } from "./order-status";
import { containingText } from "../common/text-search";

/** What the admin's order search looks in: the order number and the customer's name and email (one more column is one more line). */
const ORDER_SEARCH = [
  `"order"."number"`,
  `"user"."name"`,
  `"user"."email"`,
];

/** Sales of one day (UTC): the dashboards' chart. */
export interface DaySales {
  date: string;
  total: number;
  orders: number;
}

/** The admin dashboard's figures, in rupees and counts. */
export interface AdminDashboardFigures {
  totalSales: number;
  totalOrders: number;
  totalSellers: number;
  totalUsers: number;
  salesByDate: DaySales[];
}

/** A seller's dashboard figures, in rupees and counts. */
export interface SellerDashboardFigures {
  totalSales: number;
  totalOrders: number;
  processingOrders: number;
  products: number;
  salesByDate: DaySales[];
}

/** Orders as shoppers see and cancel them, as sellers see and move them, and as the admin sees them all. */
export class OrdersService {
  constructor(
    private readonly db: DataSource,
    private readonly refunds: RefundsService,
    private readonly mail?: MailOutbox,
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

  /** The statuses a seller may set on the order now: the rule the seller's changes are checked by. */
  allowedStatuses(order: Order): string[] {
    return allowedStatuses(order);
  }

  /** A shopper's orders, newest first. */
  async pageForUser(user: User, page: PageRequest): Promise<Page<Order>> {
    const result = await fetchPage(
      this.db.getRepository(Order).createQueryBuilder("order").where(`"order"."userId" = :userId`, { userId: user.id }).orderBy(`"order"."createdAt"`, "DESC").addOrderBy(`"order"."id"`),
      page,
    );
    return { ...result, items: await this.withDetails(result.items) };
  }

  /** One of the shopper's orders with its items and history; undefined when it is not theirs (or not there). */
  async oneForUser(user: User, orderId: string): Promise<Order | undefined> {
    const order = isUuid(orderId) ? await this.db.getRepository(Order).findOneBy({ id: orderId, userId: user.id }) : null;
    return order ? (await this.withDetails([order]))[0] : undefined;
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
    const refundId = await inTransaction(this.db, async (manager) => {
      const order = isUuid(orderId) ? await manager.getRepository(Order).findOne({ where: { id: orderId, userId: user.id }, lock: { mode: "pessimistic_write" } }) : null;
      // Another shopper's order is "not found" too.
      if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
      if (order.status !== "processing") throw conflict(notCancellable(order.status));
      const checkout = await manager.getRepository<Checkout>("Checkout").findOneByOrFail({ id: order.checkoutId });
      await manager.getRepository(Order).update({ id: order.id }, { status: "cancelled", canUpdate: false, refundStatus: checkout.paymentRef ? "pending" : null });
      await manager.getRepository(OrderStatusChange).insert({ orderId: order.id, from: order.status, to: "cancelled", actorRole: "USER", actorId: user.id });
      await oweCancelledMail(manager, order.id, Boolean(checkout.paymentRef));
      // Each size's units go back to that size (order items keep the size; null without one).
      await giveBack(
        manager,
        rowsOf(await manager.query(`SELECT "productId", COALESCE(size, '') AS size, SUM(quantity)::int AS quantity FROM order_items WHERE "orderId" = $1 AND "productId" IS NOT NULL GROUP BY "productId", COALESCE(size, '')`, [order.id])),
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
    this.mail?.sendSoon();
    if (refundId) await this.refunds.settleSoon(refundId);
    const [cancelled] = await this.withDetails([await this.db.getRepository(Order).findOneByOrFail({ id: orderId })]);
    return cancelled;
  }

  // ---- Sellers (issue 9) and the admin (issue 10). Kept together at the end of the class. ----

  /**
   * Orders with their shopper, newest first: one seller's, or every order when `seller` is
   * undefined (the admin); one status when `status` is given.
   */
  private ordersWithCustomerQuery(seller: Seller | undefined, status: unknown) {
    const only = statusFilter(status);
    const query = this.db
      .getRepository(Order)
      .createQueryBuilder("order")
      // The shopper's name and email ride along in the same statement (a to-one join).
      .leftJoin("order.user", "user")
      .addSelect(["user.id", "user.name", "user.email"])
      .orderBy(`"order"."createdAt"`, "DESC")
      .addOrderBy(`"order"."id"`);
    if (seller) query.andWhere(`"order"."sellerId" = :sellerId`, { sellerId: seller.id });
    if (only) query.andWhere(`"order"."status" = :status`, { status: only });
    return query;
  }

  /** A page of a seller's orders (or, without a seller, every order), optionally of one status (null or empty: all). */
  private async pageWithCustomer(seller: Seller | undefined, status: unknown, page: PageRequest, search?: string | null): Promise<Page<Order>> {
    const result = await fetchPage(containingText(this.ordersWithCustomerQuery(seller, status), ORDER_SEARCH, search), page);
    return { ...result, items: await this.withDetails(result.items) };
  }

  /** Every order of a seller (or, without a seller, every order), optionally of one status (the legacy lists are unpaged). */
  private async allWithCustomer(seller: Seller | undefined, status?: unknown): Promise<Order[]> {
    return this.withDetails(await this.ordersWithCustomerQuery(seller, status).getMany());
  }

  /** A page of a seller's orders, optionally of one status (null or empty: all). */
  pageForSeller(seller: Seller, status: unknown, page: PageRequest): Promise<Page<Order>> {
    return this.pageWithCustomer(seller, status, page);
  }

  /** One of the seller's orders with its shopper, items and history; undefined when it is not theirs (or not there). */
  async oneForSeller(seller: Seller, orderId: string): Promise<Order | undefined> {
    if (!isUuid(orderId)) return undefined;
    const order = await this.ordersWithCustomerQuery(seller, undefined).andWhere(`"order"."id" = :id`, { id: orderId }).getOne();
    return order ? (await this.withDetails([order]))[0] : undefined;
  }

  /** Every order of a seller, optionally of one status (the legacy lists are unpaged). */
  allForSeller(seller: Seller, status?: unknown): Promise<Order[]> {
    return this.allWithCustomer(seller, status);
  }

  /** A page of every order, optionally of one status (null or empty: all) and matching a search (ORDER_SEARCH): the admin's list. */
  pageEveryOrder(status: unknown, page: PageRequest, search?: string | null): Promise<Page<Order>> {
    return this.pageWithCustomer(undefined, status, page, search);
  }

  /** Every order, optionally of one status (the legacy admin list is unpaged). */
  everyOrder(status?: unknown): Promise<Order[]> {
    return this.allWithCustomer(undefined, status);
  }

  /**
   * A seller moves one of their orders to one of `allowedStatuses`: forward along processing,
   * transit, out-for-delivery, delivered while it is not locked, or anywhere once right after an
   * admin's approval unlocked it. Delivered locks it; a locked order needs an admin's permission
   * (see RequestsService). Every change lands in the history.
   */
  async updateStatusBySeller(seller: Seller, orderId: string, status: unknown): Promise<Order> {
    const to = sellerStatus(status);
    const id = await this.db.transaction(async (manager) => {
      const order = await lockSellerOrder(manager, seller, orderId);
      const allowed = allowedStatuses(order);
      if (allowed.length === 0) throw conflict(ORDER_MESSAGES.permissionRequired);
      if (!allowed.includes(to)) throw conflict(onlyForward(order.status));
      await changeStatus(manager, order, to, to !== "delivered", { role: "SELLER", id: seller.id });
      return order.id;
    });
    this.mail?.sendSoon();
    const [updated] = await this.withDetails([await this.ordersWithCustomerQuery(seller, undefined).andWhere(`"order"."id" = :id`, { id }).getOneOrFail()]);
    return updated;
  }

  /**
   * Non-cancelled order totals per day (UTC), oldest first, of one seller or of the whole store:
   * one statement grouping by day, however many orders there are.
   */
  private async salesByDate(sellerId?: string): Promise<DaySales[]> {
    const rows: { date: string; total: string; orders: number }[] = await this.db.query(
      `SELECT to_char(o."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date, SUM(o.total)::bigint AS total, COUNT(*)::int AS orders
         FROM orders o WHERE o.status <> 'cancelled' AND ($1::uuid IS NULL OR o."sellerId" = $1::uuid)
        GROUP BY 1 ORDER BY 1`,
      [sellerId ?? null],
    );
    return rows.map((row) => ({ date: row.date, total: Number(row.total), orders: row.orders }));
  }

  /**
   * The seller dashboard's figures: one aggregate statement for the totals and one grouping by
   * day (UTC) for the chart, however many orders there are. Cancelled orders are not sales.
   */
  async sellerDashboard(seller: Seller): Promise<SellerDashboardFigures> {
    const [[figures], salesByDate] = await Promise.all([
      this.db.query(
        `SELECT COALESCE(SUM(o.total) FILTER (WHERE o.status <> 'cancelled'), 0)::bigint AS "totalSales",
                COUNT(o.id)::int AS "totalOrders",
                COUNT(o.id) FILTER (WHERE o.status = 'processing')::int AS "processingOrders",
                (SELECT COUNT(*)::int FROM products p WHERE p."sellerId" = $1) AS products
           FROM orders o WHERE o."sellerId" = $1`,
        [seller.id],
      ),
      this.salesByDate(seller.id),
    ]);
    return { ...figures, totalSales: Number(figures.totalSales), salesByDate };
  }

  /**
   * The admin dashboard: one aggregate statement for the four figures and one grouping by day
   * (UTC) for the chart, however many orders there are. Cancelled orders are not sales.
   */
  async adminDashboard(): Promise<AdminDashboardFigures> {
    const [[figures], salesByDate] = await Promise.all([
      this.db.query(
        `SELECT (SELECT COALESCE(SUM(total), 0)::bigint FROM orders WHERE status <> 'cancelled') AS "totalSales",
                (SELECT COUNT(*)::int FROM orders) AS "totalOrders",
                (SELECT COUNT(*)::int FROM sellers) AS "totalSellers",
                (SELECT COUNT(*)::int FROM users) AS "totalUsers"`,
      ),
      this.salesByDate(),
    ]);
    return { ...figures, totalSales: Number(figures.totalSales), salesByDate };
  }

  /** Orders' numbers by id (one statement per batch). */
  async numbers(orderIds: readonly string[]): Promise<Map<string, string>> {
    const rows: { id: string; number: string }[] = await this.db.query(`SELECT id, number FROM orders WHERE id = ANY($1::uuid[])`, [[...orderIds]]);
    return new Map(rows.map((row) => [row.id, row.number]));
  }

  /** Shoppers' names and emails by id, for the orders' customer fields (one statement per batch). */
  async customers(userIds: readonly string[]): Promise<Map<string, { name: string; email: string }>> {
    const rows: { id: string; name: string; email: string }[] = await this.db.query(`SELECT id, name, email FROM users WHERE id = ANY($1::uuid[])`, [[...userIds]]);
    return new Map(rows.map((row) => [row.id, row]));
  }
}
