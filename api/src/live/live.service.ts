import { CATALOG_MESSAGES } from "@store/rules";
import type { Role, Viewer } from "../accounts/roles";
import { notFound } from "../common/errors";
import { isUuid } from "../common/ids";
import type { CatalogService } from "../catalog/catalog.service";
import type { Product } from "../catalog/product.entity";
import type { Order } from "../orders/order.entity";
import type { OrdersService } from "../orders/orders.service";
import type { RequestsService } from "../requests/requests.service";
import type { SellerOrderEvent } from "../requests/order-events.type";
import type { PendingRequestsSummary } from "../requests/pending-requests-summary.type";
import type { LiveBus, LiveEvent } from "./live-bus";
import { Feed, SKIP } from "./live-feed";

/** WebSocket close codes the store uses beyond graphql-ws' own. */
export const CLOSE = {
  /** The account the socket was signed in as was deactivated, deleted or signed out everywhere. */
  signedOut: { code: 4403, reason: "Forbidden" },
  /** Events may have been missed (the process lost its database connection): reconnect and read again. */
  resync: { code: 1012, reason: "Service restart" },
} as const;

/** One open socket as the live service knows it. */
export interface LiveConnection {
  /** The express-session id the socket was opened with; undefined for a guest. */
  readonly sid?: string;
  /** Who the socket acts as, as last read from its session. */
  viewer: Viewer;
  close(code: number, reason: string): void;
}

const ROLE_KEY: Record<Role, keyof Viewer> = { USER: "user", SELLER: "seller", ADMIN: "admin" };

/** Whether the viewer acts as this account. */
const actsAs = (viewer: Viewer, role: Role, id: string) => viewer[ROLE_KEY[role]]?.id === id;

/**
 * Live updates for one process: events from the database (LiveBus) go to the subscriptions they
 * concern, by the ids they carry; each subscription then reads again what its reader may see,
 * with the same service calls (and ownership rules) as the queries. A signed-in socket's session
 * is read again before each event it is sent, and a socket whose account was deactivated,
 * deleted or signed out everywhere is closed as soon as the database says so.
 */
export class LiveService {
  private readonly topics = new Map<string, Set<(event: LiveEvent) => void>>();
  private readonly connections = new Set<LiveConnection>();
  /** What several readers of one event would each read alike (a product, the pending count), read once. */
  private readonly sharedReads = new WeakMap<LiveEvent, Map<string, Promise<unknown>>>();
  private subscriptionCount = 0;
  private readonly stopListening: () => void;

  constructor(
    private readonly bus: LiveBus,
    private readonly services: {
      orders: OrdersService;
      requests: RequestsService;
      catalog: CatalogService;
      /** Who a session acts as now, read from the database (sessions/session.ts' viewerOfSession). */
      viewerOfSession(sid: string | undefined): Promise<Viewer>;
    },
  ) {
    this.stopListening = bus.on((event) => this.dispatch(event));
  }

  /** Open subscriptions in this process (the /metrics gauge, and tests waiting for one to be in place). */
  get subscriptions(): number {
    return this.subscriptionCount;
  }

  get openConnections(): number {
    return this.connections.size;
  }

  opened(connection: LiveConnection): void {
    this.connections.add(connection);
  }

  closed(connection: LiveConnection): void {
    this.connections.delete(connection);
  }

  private dispatch(event: LiveEvent): void {
    switch (event.t) {
      case "order":
        if (event.u) this.publish(`order-user:${event.u}`, event);
        if (event.s) this.publish(`seller:${event.s}`, event);
        return;
      case "request":
        this.publish("requests", event);
        this.publish(`seller:${event.s}`, event);
        return;
      case "product":
        this.publish(`product:${event.id}`, event);
        return;
      case "account":
        for (const connection of this.connections) {
          if (actsAs(connection.viewer, event.r, event.id)) connection.close(CLOSE.signedOut.code, CLOSE.signedOut.reason);
        }
        return;
      case "resync":
        this.resync();
        return;
    }
  }

  /**
   * Closes every socket (1012, service restart) so that each client opens a new one and asks
   * again for what it shows: what this process does when it may have missed events.
   */
  resync(): void {
    for (const connection of this.connections) connection.close(CLOSE.resync.code, CLOSE.resync.reason);
  }

  private publish(topic: string, event: LiveEvent): void {
    for (const push of this.topics.get(topic) ?? []) push(event);
  }

  /** A subscription to some topics; `load` turns each event into what is sent, or SKIP. */
  private feed<T>(topics: string[], load: (event: LiveEvent) => Promise<T | typeof SKIP>): AsyncIterableIterator<T> {
    const feed: Feed<T> = new Feed(load, () => {
      this.subscriptionCount--;
      for (const topic of topics) {
        const pushes = this.topics.get(topic);
        pushes?.delete(push);
        if (pushes?.size === 0) this.topics.delete(topic);
      }
    });
    const push = (event: LiveEvent) => feed.push(event);
    for (const topic of topics) {
      let pushes = this.topics.get(topic);
      if (!pushes) this.topics.set(topic, (pushes = new Set()));
      pushes.add(push);
    }
    this.subscriptionCount++;
    return feed;
  }

  private shared<T>(event: LiveEvent, key: string, read: () => Promise<T>): Promise<T> {
    let reads = this.sharedReads.get(event);
    if (!reads) this.sharedReads.set(event, (reads = new Map()));
    let made = reads.get(key) as Promise<T> | undefined;
    if (!made) reads.set(key, (made = read()));
    return made;
  }

  /**
   * Reads the socket's session again: who it acts as now. When it no longer acts as `role`'s
   * account it had (signed out, deactivated, deleted), the socket is closed and undefined answered.
   */
  private async stillSignedIn(connection: LiveConnection, role: Role): Promise<Viewer | undefined> {
    const before = connection.viewer[ROLE_KEY[role]];
    const viewer = await this.services.viewerOfSession(connection.sid);
    const now = viewer[ROLE_KEY[role]];
    if (!before || !now || now.id !== before.id || (role === "USER" && !viewer.user!.isActive)) {
      connection.close(CLOSE.signedOut.code, CLOSE.signedOut.reason);
      return undefined;
    }
    connection.viewer = viewer;
    return viewer;
  }

  /** The signed-in shopper's orders, each time one changes (status, refund, address). */
  myOrderUpdates(connection: LiveConnection): AsyncIterableIterator<Order> {
    const userId = connection.viewer.user!.id;
    return this.feed([`order-user:${userId}`], async (event) => {
      if (event.t !== "order") return SKIP;
      const viewer = await this.stillSignedIn(connection, "USER");
      if (!viewer) return SKIP;
      return (await this.services.orders.oneForUser(viewer.user!, event.id)) ?? SKIP;
    });
  }

  /** The signed-in seller's orders: new ones, cancellations, other changes, and decided requests. */
  sellerOrderEvents(connection: LiveConnection): AsyncIterableIterator<SellerOrderEvent> {
    const sellerId = connection.viewer.seller!.id;
    return this.feed([`seller:${sellerId}`], async (event) => {
      if (event.t !== "order" && !(event.t === "request" && event.k === "decided")) return SKIP;
      const viewer = await this.stillSignedIn(connection, "SELLER");
      if (!viewer) return SKIP;
      const seller = viewer.seller!;
      if (event.t === "request") {
        const request = await this.services.requests.findForSeller(seller, event.id);
        const order = request && (await this.services.orders.oneForSeller(seller, request.orderId));
        return request && order ? { kind: "REQUEST_DECIDED", order, request } : SKIP;
      }
      const order = await this.services.orders.oneForSeller(seller, event.id);
      if (!order) return SKIP;
      const kind = event.k === "new" ? "NEW_ORDER" : event.k === "cancelled" ? "ORDER_CANCELLED" : "ORDER_UPDATED";
      return { kind, order, request: null };
    });
  }

  /** The admin's count of requests waiting for a decision, and the newest, each time a request is made or decided. */
  pendingRequests(connection: LiveConnection): AsyncIterableIterator<PendingRequestsSummary> {
    return this.feed(["requests"], async (event) => {
      if (!(await this.stillSignedIn(connection, "ADMIN"))) return SKIP;
      return this.shared(event, "pending", () => this.services.requests.pendingSummary());
    });
  }

  /** A product as shoppers see it, each time its stock or sale changes; null once it is no longer for sale. */
  productChanges(productId: string): AsyncIterableIterator<Product | null> {
    // The same answer as the product query gives for an id that cannot be one.
    if (!isUuid(productId)) throw notFound(CATALOG_MESSAGES.productNotFound);
    return this.feed([`product:${productId}`], async (event) => this.shared(event, "product", async () => (await this.services.catalog.findProduct(productId)) ?? null));
  }

  /** Stops listening; the sockets are closed by the server that holds them. */
  close(): void {
    this.stopListening();
  }
}
