/**
 * Order statuses (seller document, 4), in the wire's words (REST, the database, the messages):
 * processing, transit, out-for-delivery, delivered, cancelled.
 */
export const ORDER_STATUSES = ["processing", "transit", "out-for-delivery", "delivered", "cancelled"] as const;
export type OrderStatusWord = (typeof ORDER_STATUSES)[number];

/**
 * The same statuses as GraphQL's enum `OrderStatus`: its names are the words, but a GraphQL name
 * cannot hold a dash, so out-for-delivery is `out_for_delivery`. `OrderStatus[name]` is the word.
 */
export enum OrderStatus {
  processing = "processing",
  transit = "transit",
  out_for_delivery = "out-for-delivery",
  delivered = "delivered",
  cancelled = "cancelled",
}
export type OrderStatusName = keyof typeof OrderStatus;
/** The GraphQL name of a status word (`out-for-delivery` is `out_for_delivery`). */
export const orderStatusName = (word: OrderStatusWord): OrderStatusName => word.replace(/-/g, "_") as OrderStatusName;

/** The statuses a seller may set (or ask an admin for), in the order an order moves along them. */
export const SELLER_STATUSES = ["processing", "transit", "out-for-delivery", "delivered"] as const satisfies readonly OrderStatusWord[];
export type SellerStatus = (typeof SELLER_STATUSES)[number];

/** The words the screens show (the seller's filter: All, Processing, Transit, Out for Delivery, Delivered, Cancelled). */
export const ORDER_STATUS_LABELS: Record<OrderStatusWord, string> = {
  processing: "Processing",
  transit: "Transit",
  "out-for-delivery": "Out for Delivery",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

/** How far a refund has come: pending until the provider confirms it, then refunded. */
export enum RefundStatus {
  pending = "pending",
  refunded = "refunded",
}

export const ORDER_MESSAGES = {
  orderNotFound: "Order not found",
  permissionRequired: "Permission required to update the status.",
  unknownStatus: "Unknown status",
  orderCancelled: "Order cancelled",
} as const;

export const notCancellable = (status: string) => `This order is ${status} and can no longer be cancelled`;
export const onlyForward = (status: string) => `This order is already ${status}: its status only moves forward`;

/** The refusal of a status that is not one of `allowed`: the list in the message, "Unknown status" under the field. */
export const unknownStatus = (allowed: readonly string[]) => ({ message: `Status must be one of ${allowed.join(", ")}`, fields: { status: ORDER_MESSAGES.unknownStatus } });

/** A status filter: empty or null means every status; anything else must be a known status (else the refusal). */
export function statusFilterOf(value: unknown): { status: OrderStatusWord | undefined } | { refusal: ReturnType<typeof unknownStatus> } {
  if (value === undefined || value === null || value === "") return { status: undefined };
  return ORDER_STATUSES.includes(value as OrderStatusWord) ? { status: value as OrderStatusWord } : { refusal: unknownStatus(ORDER_STATUSES) };
}

/** A status a seller names: one of the four seller statuses (cancelling is the shopper's). */
export const isSellerStatus = (value: unknown): value is SellerStatus => SELLER_STATUSES.includes(value as SellerStatus);

/**
 * The statuses a seller may set on an order right now, the one rule behind the seller's
 * mutation, the REST path and the web's dropdown:
 * - none while the order is locked (delivered, cancelled, or not yet unlocked by an admin);
 * - any of the four but the current one right after an admin approved a request (`reopened`):
 *   that is what the approval was for;
 * - otherwise only the statuses after the current one (forward only).
 */
export function allowedStatuses(order: { status: string; canUpdate: boolean; reopened: boolean }): SellerStatus[] {
  if (!order.canUpdate || order.status === "cancelled") return [];
  if (order.reopened) return SELLER_STATUSES.filter((status) => status !== order.status);
  const current = SELLER_STATUSES.indexOf(order.status as SellerStatus);
  return SELLER_STATUSES.filter((_, index) => index > current);
}

/** The word of a status GraphQL names (`out_for_delivery` is out-for-delivery): what the screens show. */
export const orderStatusWord = (name: OrderStatusName): OrderStatusWord => OrderStatus[name];
