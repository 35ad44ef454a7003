import type { DataSource, EntityManager } from "typeorm";
import type { User } from "../accounts/user.entity";
import type { CartService } from "../cart/cart.service";
import { CHECKOUT_MESSAGES, shortOfStock, tooManyUnits, type CompletionStatusWord } from "@store/rules";
import { badInput, conflict, notFound } from "../common/errors";
import type { Order } from "../orders/order.entity";
import { ordersOfCheckout, placeOrders } from "../orders/place-orders";
import { rowsOf } from "../common/rows";
import { giveBack, lockProducts, stockKey, stockLeft, take } from "../catalog/stock";
import { inTransaction, sqlState } from "../common/transaction";
import { logger } from "../logging/logger";
import { countCheckout } from "../metrics/metrics";
import type { PaymentProvider, PaymentSession, PaymentState } from "../payments/payment-provider";
import type { RefundsService } from "../payments/refunds.service";
import { Checkout, CheckoutLine } from "./checkout.entity";
import type { AddressFields } from "../addresses/address-rules";
import type { AddressesService } from "../addresses/addresses.service";
import type { MailOutbox } from "../mail/outbox.service";

/** The address a provider's page collected, as the shipping of the payment it reports. */
const shippingOf = (state: PaymentState): Shipping | undefined => (state.shippingAddress ? { address: state.shippingAddress } : undefined);

/** How many units of one product a shopper may hold in open checkouts unless MAX_UNITS_PER_PRODUCT says otherwise. */
export const DEFAULT_MAX_UNITS_PER_PRODUCT = 10;

/** How long stock stays reserved for a shopper who is paying. */
export const RESERVATION_MINUTES = 30;
/** The unique partial index that keeps one open checkout per shopper. */
export const ONE_OPEN_CHECKOUT = "checkouts_one_open_per_user";

export interface CheckoutUrls {
  successUrl: string;
  cancelUrl: string;
}

export type CompletionStatus = CompletionStatusWord;

/** The delivery address given on the payment page, and whether to keep it in the shopper's address book. */
export interface Shipping {
  address: AddressFields;
  save?: boolean;
}

export interface Completion {
  status: CompletionStatus;
  orders: Order[];
}

/**
 * From bag to orders. Starting reserves the bag's stock (all lines or none) and opens a payment
 * session; a confirmed payment turns the checkout into one order per seller exactly once,
 * however many times and in whatever order the provider's webhook, the success page and the
 * legacy calls report it. A checkout never paid gives its stock back. A paid one always ends as
 * its orders or as a refund: nothing here marks money as handled outside the transaction that
 * handles it, and the workers (`releaseExpired`, `recoverPaid`) finish what a crash interrupted.
 */
export class CheckoutService {
  constructor(
    private readonly db: DataSource,
    private readonly cart: CartService,
    private readonly providers: Record<string, PaymentProvider>,
    private readonly defaultProvider: string,
    private readonly refunds: RefundsService,
    /** How long one process may spend closing an expired checkout at its provider before another may try. */
    private readonly sweepLeaseMs = 2 * 60_000,
    /** How many units of one product a shopper may hold in their open checkout (MAX_UNITS_PER_PRODUCT). */
    private readonly maxUnitsPerProduct = DEFAULT_MAX_UNITS_PER_PRODUCT,
    private readonly addresses?: AddressesService,
    private readonly mail?: MailOutbox,
  ) {}

  private provider(name: string): PaymentProvider {
    const provider = this.providers[name];
    if (!provider) throw new Error(`no payment provider "${name}"`);
    return provider;
  }

  /**
   * Reserves the bag and opens a payment session; prices come from the catalog only. A shopper
   * has one open checkout at a time: starting again (a double click, a second tab) cancels the
   * earlier one and gives its stock back in the same transaction. The shopper's row is locked
   * first, so two starts of one shopper run one after the other; the unique partial index on
   * open checkouts is the backstop (a start that loses to it runs again and replaces the winner).
   */
  async start(user: User, urls: CheckoutUrls): Promise<PaymentSession> {
    let released: Checkout[] = [];
    const checkout = await inTransaction(
      this.db,
      async (manager) => {
        released = [];
        await manager.query(`SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE`, [user.id]);
        const earlier = await manager.getRepository(Checkout).find({ where: { userId: user.id, status: "open" }, order: { id: "ASC" }, lock: { mode: "pessimistic_write" } });
        const { lines } = await this.cart.get(user, manager);
        if (lines.length === 0) throw badInput(CHECKOUT_MESSAGES.emptyBag);
        const units = new Map<string, { title: string; quantity: number }>();
        for (const line of lines) {
          const entry = units.get(line.productId) ?? { title: line.product.title, quantity: 0 };
          entry.quantity += line.count;
          units.set(line.productId, entry);
        }
        for (const { title, quantity } of units.values()) {
          if (quantity > this.maxUnitsPerProduct) throw conflict(tooManyUnits(this.maxUnitsPerProduct, title, quantity));
        }
        // Every product this transaction gives back or takes, locked once, in id order (as every
        // other stock change locks them): no cycle of waits with another shopper. Then each
        // (product, size) is taken in that order, from the size's own stock.
        const releasing = earlier.length === 0 ? [] : rowsOf(await manager.query(`SELECT DISTINCT "productId" FROM checkout_lines WHERE "checkoutId" = ANY($1::uuid[])`, [earlier.map((open) => open.id)]));
        await lockProducts(manager, [...units.keys(), ...releasing.map((row) => row.productId as string)]);
        for (const open of earlier) if (await this.release(manager, open.id, "cancelled")) released.push(open);
        const short = await take(
          manager,
          lines.map((line) => ({ productId: line.productId, size: line.size, quantity: line.count })),
        );
        if (short) {
          const left = (await stockLeft(manager, [short])).get(stockKey(short.productId, short.size)) ?? 0;
          throw conflict(shortOfStock(units.get(short.productId)!.title, left, short.quantity, short.size || undefined));
        }
        const checkout = await manager.getRepository(Checkout).save({
          userId: user.id,
          status: "open",
          provider: this.defaultProvider,
          total: lines.reduce((sum, line) => sum + line.lineTotal, 0),
          expiresAt: new Date(Date.now() + RESERVATION_MINUTES * 60_000),
        });
        await manager.getRepository(CheckoutLine).insert(
          lines.map((line, position) => ({
            checkoutId: checkout.id,
            position,
            productId: line.productId,
            sellerId: line.product.sellerId,
            title: line.product.title,
            image: line.product.image?.url ?? null,
            size: line.size,
            quantity: line.count,
            unitPrice: line.product.price,
          })),
        );
        return { ...checkout, lines: await manager.getRepository(CheckoutLine).find({ where: { checkoutId: checkout.id }, order: { position: "ASC" } }) };
      },
      { retryOn: (error) => sqlState(error) === "23505" && String((error as { constraint?: string; driverError?: { constraint?: string } }).driverError?.constraint ?? (error as { constraint?: string }).constraint ?? "") === ONE_OPEN_CHECKOUT },
    );
    countCheckout("cancelled", released.length);
    await Promise.all(released.map((closed) => this.closeSession(closed)));

    try {
      const session = await this.provider(checkout.provider).createSession({
        checkoutId: checkout.id,
        total: checkout.total,
        expiresAt: checkout.expiresAt,
        customerEmail: user.email,
        lines: checkout.lines.map((line) => ({ title: line.title, quantity: line.quantity, unitPrice: line.unitPrice, size: line.size })),
        successUrl: urls.successUrl,
        cancelUrl: urls.cancelUrl,
      });
      await this.db.getRepository(Checkout).update(
        { id: checkout.id },
        { providerSessionId: session.sessionId, ...(session.expiresAt && session.expiresAt > checkout.expiresAt ? { expiresAt: session.expiresAt } : {}) },
      );
      countCheckout("started");
      return { sessionId: session.sessionId, url: session.url };
    } catch (error) {
      if (await inTransaction(this.db, (manager) => this.release(manager, checkout.id, "cancelled"))) countCheckout("cancelled");
      throw error;
    }
  }

  /**
   * Tells the provider a released checkout's session must take no payment. Best effort: when it
   * fails, or the payment got there first, a late payment still ends as a refund (confirmPaid).
   */
  private async closeSession(checkout: Checkout): Promise<void> {
    if (!checkout.providerSessionId) return;
    try {
      const state = await this.provider(checkout.provider).closeSession(checkout.providerSessionId);
      if (state.status === "paid") await this.confirmPaid(checkout.id, state.paymentRef!, undefined, shippingOf(state));
    } catch (error) {
      logger.error({ err: error, checkoutId: checkout.id, sessionId: checkout.providerSessionId }, "could not close a payment session");
    }
  }

  /**
   * The provider says this session is paid: the checkout becomes its orders, once, in the same
   * transaction that records the payment. Safe to call any number of times from any path;
   * answers where the checkout stands.
   *
   * A payment for a checkout whose reservation went back (expired) takes its stock again when it
   * is all still there and completes; otherwise, and for a checkout the shopper gave up
   * (cancelled), the money goes back through the refunds table.
   *
   * `charge`, for the built-in provider: records the charge inside this transaction, and only
   * while the checkout is open, so paying and its outcome are one commit. `shipping`: the
   * delivery address the payment page took, copied onto the orders (and, when the shopper asked,
   * into the address book) in the same commit; the order mails are owed in it too.
   */
  async confirmPaid(checkoutId: string, paymentRef: string, charge?: (manager: EntityManager) => Promise<boolean>, shipping?: Shipping): Promise<Completion> {
    let paid = false;
    const refundId = await inTransaction(this.db, async (manager): Promise<string | undefined> => {
      paid = false;
      const checkout = await manager.getRepository(Checkout).findOne({ where: { id: checkoutId }, lock: { mode: "pessimistic_write" } });
      if (!checkout) throw notFound(CHECKOUT_MESSAGES.checkoutNotFound);
      if (charge && (checkout.status !== "open" || !(await charge(manager)))) return undefined;
      if (checkout.status === "open" || (checkout.status === "expired" && (await this.retake(manager, checkoutId)))) {
        const address = shipping?.address ?? checkout.shippingAddress;
        await manager.getRepository(Checkout).update({ id: checkoutId }, { status: "completed", paymentRef, completedAt: new Date(), shippingAddress: address });
        if (shipping?.save && checkout.userId) await this.addresses?.remember(manager, checkout.userId, shipping.address);
        await this.createOrders(manager, { ...checkout, shippingAddress: address });
        paid = true;
        return undefined;
      }
      if (checkout.status !== "expired" && checkout.status !== "cancelled") return undefined;
      await manager.getRepository(Checkout).update({ id: checkoutId }, { status: "refunding", paymentRef });
      return this.refunds.enqueue(manager, { provider: checkout.provider, paymentRef, amount: checkout.total, checkoutId, orderId: null, idempotencyKey: `refund-late-${checkoutId}` });
    });
    if (paid) countCheckout("paid");
    if (paid) this.mail?.sendSoon();
    if (refundId) await this.refunds.settleSoon(refundId);
    return this.completion(checkoutId);
  }

  /** Takes an expired checkout's stock again, every (product, size) or none; answers whether it could. */
  private async retake(manager: EntityManager, checkoutId: string): Promise<boolean> {
    const needed = await this.reservedUnits(manager, checkoutId);
    // Locked in id order, as every stock change takes them, so none deadlocks with another;
    // nothing is taken unless all of it is there.
    const left = await stockLeft(manager, needed);
    if (!needed.every((unit) => (left.get(stockKey(unit.productId, unit.size)) ?? 0) >= unit.quantity)) return false;
    if (await take(manager, needed)) throw new Error(`checkout ${checkoutId}: stock seen under lock could not be taken`);
    return true;
  }

  /** The units a checkout reserves, per product and size. */
  private async reservedUnits(manager: EntityManager, checkoutId: string): Promise<{ productId: string; size: string; quantity: number }[]> {
    return rowsOf(await manager.query(`SELECT "productId", size, SUM(quantity)::int AS quantity FROM checkout_lines WHERE "checkoutId" = $1 GROUP BY "productId", size`, [checkoutId]));
  }

  /** The provider says this session will never be paid (expired or abandoned): stock goes back. */
  async abandon(checkoutId: string, status: "expired" | "cancelled" = "expired"): Promise<void> {
    const released = await inTransaction(this.db, (manager) => this.release(manager, checkoutId, status));
    if (released) countCheckout(status);
    if (released) await this.closeSession(await this.db.getRepository(Checkout).findOneByOrFail({ id: checkoutId }));
  }

  /**
   * The success page and the legacy calls: asks the provider how a shopper's session stands and
   * completes the checkout when it is paid.
   */
  async complete(user: User, sessionId: string): Promise<Completion> {
    const checkout = await this.db.getRepository(Checkout).findOne({ where: { providerSessionId: sessionId, userId: user.id } });
    if (!checkout) throw notFound(CHECKOUT_MESSAGES.checkoutNotFound);
    return this.settle(checkout);
  }

  /** The legacy clear-cart / update-stock calls name no session: settle the shopper's latest one. */
  async completeLatest(user: User): Promise<Completion> {
    const checkout = await this.db.getRepository(Checkout).findOne({ where: { userId: user.id }, order: { createdAt: "DESC" } });
    if (!checkout || !checkout.providerSessionId) throw notFound(CHECKOUT_MESSAGES.nothingToComplete);
    return this.settle(checkout);
  }

  private async settle(checkout: Checkout): Promise<Completion> {
    if (checkout.status !== "open") return this.completion(checkout.id);
    const state = await this.provider(checkout.provider).getSession(checkout.providerSessionId!);
    if (state.status === "paid") return this.confirmPaid(checkout.id, state.paymentRef!, undefined, shippingOf(state));
    if (state.status === "expired") await this.abandon(checkout.id);
    return this.completion(checkout.id);
  }

  /** The shopper a checkout belongs to (null when the account is gone), for the payment page's default address. */
  async shopperOf(checkoutId: string): Promise<string | null> {
    return (await this.db.getRepository(Checkout).findOne({ where: { id: checkoutId }, select: { id: true, userId: true } }))?.userId ?? null;
  }

  async completion(checkoutId: string): Promise<Completion> {
    const checkout = await this.db.getRepository(Checkout).findOneByOrFail({ id: checkoutId });
    const status: CompletionStatus = checkout.status === "open" ? "pending" : checkout.status;
    const orders =
status === "completed" ? await ordersOfCheckout(this.db, checkoutId) : [];
    return { status, orders };
  }

  /**
   * The sweeper: open checkouts past their expiry are closed at their provider first; one the
   * shopper paid meanwhile is completed, never expired, and the others give their stock back.
   * Every replica runs it: a checkout is leased to one process at a time (rows another process
   * is claiming are skipped), and every step is conditional, so a crash or a second sweeper
   * changes nothing twice. Answers how many checkouts gave their stock back.
   */
  async releaseExpired(limit = 100): Promise<number> {
    const due = rowsOf(
      await this.db.query(
        `UPDATE checkouts SET "sweepLeaseUntil" = now() + $2::int * interval '1 millisecond'
          WHERE id IN (SELECT id FROM checkouts WHERE status = 'open' AND "expiresAt" < now() AND ("sweepLeaseUntil" IS NULL OR "sweepLeaseUntil" < now())
                        ORDER BY "expiresAt" LIMIT $1 FOR UPDATE SKIP LOCKED)
          RETURNING id, provider, "providerSessionId"`,
        [limit, this.sweepLeaseMs],
      ),
    );
    let released = 0;
    for (const checkout of due) {
      try {
        const state = checkout.providerSessionId ? await this.provider(checkout.provider).closeSession(checkout.providerSessionId) : { status: "expired" as const };
        if (state.status === "paid") await this.confirmPaid(checkout.id, state.paymentRef!, undefined, shippingOf(state));
        else if (await inTransaction(this.db, (manager) => this.release(manager, checkout.id, "expired"))) {
          countCheckout("expired");
          released++;
        }
      } catch (error) {
        // The lease runs out and the next sweep tries again; until then the stock stays reserved.
        logger.error({ err: error, checkoutId: checkout.id }, "could not close an expired checkout");
      }
    }
    return released;
  }

  /**
   * Payments the providers hold as paid that the store has not acted on (a crash between the
   * provider's confirmation and ours): each is completed or refunded now. Every replica runs it.
   */
  async recoverPaid(): Promise<number> {
    let recovered = 0;
    for (const provider of Object.values(this.providers)) {
      for (const payment of (await provider.unacknowledged?.()) ?? []) {
        await this.confirmPaid(payment.checkoutId, payment.paymentRef);
        recovered++;
      }
    }
    return recovered;
  }

  /** Closes an open checkout and returns its reserved stock; answers false for one that was not open. */
  private async release(manager: EntityManager, checkoutId: string, status: "expired" | "cancelled"): Promise<boolean> {
    const closed = rowsOf(await manager.query(`UPDATE checkouts SET status = $2 WHERE id = $1 AND status = 'open' RETURNING id`, [checkoutId, status]));
    if (closed.length === 0) return false;
    await giveBack(manager, await this.reservedUnits(manager, checkoutId));
    return true;
  }

  /**
   * The orders of a paid checkout (one call into orders: one per seller, with their mails), then
   * the units bought leave the bag.
   */
  private async createOrders(manager: EntityManager, checkout: Checkout): Promise<void> {
    const lines = await manager.getRepository(CheckoutLine).find({ where: { checkoutId: checkout.id }, order: { position: "ASC" } });
    await placeOrders(manager, { id: checkout.id, userId: checkout.userId, shippingAddress: checkout.shippingAddress, lines });
    // Only the units bought leave the bag: units added to a line after the checkout started stay.
    if (checkout.userId) {
      for (const line of lines) {
        const key = [checkout.userId, line.productId, line.size, line.quantity];
        await manager.query(`DELETE FROM cart_lines WHERE "userId" = $1 AND "productId" = $2 AND size = $3 AND count <= $4`, key);
        await manager.query(`UPDATE cart_lines SET count = count - $4 WHERE "userId" = $1 AND "productId" = $2 AND size = $3 AND count > $4`, key);
      }
    }
  }
}
