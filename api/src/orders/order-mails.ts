import type { EntityManager } from "typeorm";
import { addressLines, type AddressFields } from "../addresses/address-rules";
import { escapeHtml } from "../common/html";
import { rowsOf } from "../common/rows";
import { owe, type OwedMail } from "../mail/outbox.service";

/** The store's name as its mails sign and title them. */
export const STORE_NAME = "Atelier";

const STATUS_WORDS: Record<string, string> = { transit: "is on its way", "out-for-delivery": "is out for delivery", delivered: "was delivered" };
/** The statuses whose change the shopper is told about by mail. */
export const STATUSES_MAILED = Object.keys(STATUS_WORDS);

const rupees = (amount: number) => `Rs. ${amount}.00`;

interface MailOrder {
  id: string;
  number: string;
  checkoutId: string;
  total: number;
  status: string;
  shippingAddress: AddressFields | null;
  userEmail: string | null;
  userName: string | null;
  sellerEmail: string | null;
  sellerName: string | null;
  items: { title: string; size: string | null; quantity: number; unitPrice: number }[];
}

/** The orders with what their mails say: items, shopper and seller (two statements). */
async function loadOrders(manager: EntityManager, where: { orderIds?: string[]; checkoutId?: string }): Promise<MailOrder[]> {
  const orders: MailOrder[] = rowsOf(
    await manager.query(
      `SELECT o.id, o.number, o."checkoutId", o.total, o.status, o."shippingAddress", u.email AS "userEmail", u.name AS "userName", s.email AS "sellerEmail", s.name AS "sellerName"
         FROM orders o LEFT JOIN users u ON u.id = o."userId" LEFT JOIN sellers s ON s.id = o."sellerId"
        WHERE ($1::uuid[] IS NULL OR o.id = ANY($1::uuid[])) AND ($2::uuid IS NULL OR o."checkoutId" = $2::uuid)
        ORDER BY o.number`,
      [where.orderIds ?? null, where.checkoutId ?? null],
    ),
  );
  const items = rowsOf(
    await manager.query(`SELECT "orderId", title, size, quantity, "unitPrice" FROM order_items WHERE "orderId" = ANY($1::uuid[]) ORDER BY title`, [orders.map((order) => order.id)]),
  );
  for (const order of orders) order.items = items.filter((item) => item.orderId === order.id);
  return orders;
}

interface Body {
  greeting: string;
  paragraphs: string[];
  orders?: MailOrder[];
  address?: AddressFields | null;
}

/** A mail's plain-text and HTML parts from the same parts, the HTML escaped. */
function render(body: Body): { text: string; html: string } {
  const text: string[] = [body.greeting, "", ...body.paragraphs.flatMap((p) => [p, ""])];
  const html: string[] = [`<p>${escapeHtml(body.greeting)}</p>`, ...body.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`)];
  for (const order of body.orders ?? []) {
    text.push(`Order ${order.number}`);
    for (const item of order.items) text.push(`  ${item.title}${item.size ? ` (${item.size})` : ""} x ${item.quantity}: ${rupees(item.unitPrice * item.quantity)}`);
    text.push(`  Total: ${rupees(order.total)}`, "");
    html.push(
      `<h3>Order ${escapeHtml(order.number)}</h3><table>`,
      ...order.items.map((item) => `<tr><td>${escapeHtml(item.title)}${item.size ? ` (${escapeHtml(item.size)})` : ""} &times; ${item.quantity}</td><td align="right">${rupees(item.unitPrice * item.quantity)}</td></tr>`),
      `<tr><td><strong>Total</strong></td><td align="right"><strong>${rupees(order.total)}</strong></td></tr></table>`,
    );
  }
  if (body.address) {
    text.push("Delivery address:", ...addressLines(body.address).map((line) => `  ${line}`), "");
    html.push(`<h3>Delivery address</h3><p>${addressLines(body.address).map(escapeHtml).join("<br>")}</p>`);
  }
  text.push(`${STORE_NAME}`);
  html.push(`<p>${STORE_NAME}</p>`);
  return { text: text.join("\n"), html: `<!doctype html><html><body style="font-family:sans-serif">${html.join("\n")}</body></html>` };
}

/**
 * A checkout just became its orders: the shopper's confirmation (every order, items, totals,
 * address) and each seller's new-order mail (their part only), owed in the same transaction.
 */
export async function owePlacedMails(manager: EntityManager, checkoutId: string): Promise<void> {
  const orders = await loadOrders(manager, { checkoutId });
  if (orders.length === 0) return;
  const mails: OwedMail[] = [];
  const [first] = orders;
  if (first.userEmail) {
    const numbers = orders.map((order) => order.number).join(", ");
    const grand = orders.reduce((sum, order) => sum + order.total, 0);
    mails.push({
      key: `placed:${checkoutId}`,
      kind: "placed",
      orderId: first.id,
      to: first.userEmail,
      subject: `${STORE_NAME}: order ${numbers} placed`,
      ...render({
        greeting: `Hello ${first.userName},`,
        paragraphs: [`Thank you for your order. We have received your payment of ${rupees(grand)}.`],
        orders,
        address: first.shippingAddress,
      }),
    });
  }
  for (const order of orders) {
    if (!order.sellerEmail) continue;
    mails.push({
      key: `new-order:${order.id}`,
      kind: "new-order",
      orderId: order.id,
      to: order.sellerEmail,
      subject: `${STORE_NAME}: new order ${order.number}`,
      ...render({
        greeting: `Hello ${order.sellerName},`,
        paragraphs: [`You have a new order from ${order.userName ?? "a shopper"}. Please ship it to the address below.`],
        orders: [order],
        address: order.shippingAddress,
      }),
    });
  }
  await owe(manager, mails);
}

/** The shopper's mail about a change of status (transit, out for delivery, delivered); other statuses send none. */
export async function oweStatusMail(manager: EntityManager, orderId: string, changeId: string, to: string): Promise<void> {
  if (!STATUS_WORDS[to]) return;
  const [order] = await loadOrders(manager, { orderIds: [orderId] });
  if (!order?.userEmail) return;
  await owe(manager, [
    {
      key: `status:${changeId}`,
      kind: "status",
      orderId,
      to: order.userEmail,
      subject: `${STORE_NAME}: order ${order.number} ${STATUS_WORDS[to]}`,
      ...render({ greeting: `Hello ${order.userName},`, paragraphs: [`Your order ${order.number} ${STATUS_WORDS[to]}.`], orders: [order], address: order.shippingAddress }),
    },
  ]);
}

/** The shopper's mail that an order was cancelled (its refund follows). */
export async function oweCancelledMail(manager: EntityManager, orderId: string, refundOwed: boolean): Promise<void> {
  const [order] = await loadOrders(manager, { orderIds: [orderId] });
  if (!order?.userEmail) return;
  await owe(manager, [
    {
      key: `cancelled:${orderId}`,
      kind: "cancelled",
      orderId,
      to: order.userEmail,
      subject: `${STORE_NAME}: order ${order.number} cancelled`,
      ...render({
        greeting: `Hello ${order.userName},`,
        paragraphs: [`Your order ${order.number} is cancelled.`, ...(refundOwed ? [`The ${rupees(order.total)} you paid is being refunded; we will write again once it is done.`] : [])],
        orders: [order],
      }),
    },
  ]);
}

/** The shopper's mail that an order's refund is confirmed by the payment provider. */
export async function oweRefundedMail(manager: EntityManager, orderId: string): Promise<void> {
  const [order] = await loadOrders(manager, { orderIds: [orderId] });
  if (!order?.userEmail) return;
  await owe(manager, [
    {
      key: `refunded:${orderId}`,
      kind: "refunded",
      orderId,
      to: order.userEmail,
      subject: `${STORE_NAME}: order ${order.number} refunded`,
      ...render({ greeting: `Hello ${order.userName},`, paragraphs: [`${rupees(order.total)} for your order ${order.number} is refunded to the card you paid with.`] }),
    },
  ]);
}

/** The seller's mail that an admin decided their permission request. */
export async function oweRequestDecidedMail(manager: EntityManager, request: { id: string; orderId: string; status: string }, approved: boolean): Promise<void> {
  const [order] = await loadOrders(manager, { orderIds: [request.orderId] });
  if (!order?.sellerEmail) return;
  await owe(manager, [
    {
      key: `request:${request.id}`,
      kind: "request-decided",
      orderId: order.id,
      to: order.sellerEmail,
      subject: `${STORE_NAME}: your request for order ${order.number} was ${approved ? "approved" : "denied"}`,
      ...render({
        greeting: `Hello ${order.sellerName},`,
        paragraphs: approved
          ? [`An admin approved your request for order ${order.number}: it is now ${request.status} and unlocked. Your next change may set any status.`]
          : [`An admin denied your request to set order ${order.number} to ${request.status}. The order stays as it was.`],
      }),
    },
  ]);
}
