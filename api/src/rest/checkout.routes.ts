import { ORDER_MESSAGES, insufficientStock } from "@store/rules";
import { checkoutUrls } from "../checkout/checkout-urls";
import type { Completion } from "../checkout/checkout.service";
import { conflict } from "../common/errors";
import { type RestRoute, route } from "./route";
import { ok, okMessage, z } from "./schema";
import { absoluteUrl, OrderJson, orderJson } from "./shapes";

const TAG = "Checkout and orders";

const settled = (completion: Completion, message: string, origin: string) => {
  if (completion.status === "completed") return { success: true as const, message, data: completion.orders.map((order) => orderJson(order, origin)) };
  if (completion.status === "pending") throw conflict("Your payment has not been completed");
  if (completion.status === "refunding") throw conflict("Your payment arrived after the reservation ended and is being refunded");
  if (completion.status === "refunded") throw conflict("Your payment arrived after the reservation ended and was refunded");
  throw conflict(`This checkout was ${completion.status}`);
};

// Both legacy calls after a payment settle the shopper's latest checkout: at most once, whoever comes first.
const settles = (method: "delete" | "post", path: string, summary: string, message: string): RestRoute =>
  route({
    method,
    path,
    tag: TAG,
    summary,
    description:
      "Settles the shopper's latest checkout once its payment is confirmed: it becomes its orders (one per seller) exactly once, and its lines leave the bag. Stock was reserved when checkout started; this call never changes it by itself. 409 while the payment is not complete.",
    access: "USER",
    answer: okMessage(z.array(OrderJson)),
    failures: { 404: "No checkout to settle", 409: "Your payment has not been completed" },
    handle: async ({ account, services, origin }) => settled(await services.checkout.completeLatest(account), message, origin),
  });

/** /payment, /orders and the bag's clear-cart: checkout, the Stripe webhook and the shopper's orders. */
export const checkoutRoutes: RestRoute[] = [
  // The webhook's signature covers the raw bytes: the route table mounts it before the JSON parser.
  route({
    method: "post",
    path: "/payment/webhook",
    tag: TAG,
    summary: "Stripe's events (only when Stripe is configured)",
    description: "Verified with the `Stripe-Signature` header against `STRIPE_WEBHOOK_SECRET` on the raw body. Without Stripe configured the path answers 404.",
    access: "anyone",
    body: { raw: "A Stripe event, as Stripe sends it." },
    answer: z.object({ received: z.literal(true) }),
    failures: { 400: "Invalid webhook signature", 404: "Stripe is not configured" },
    handle: async ({ body, req, services }) => {
      await services.payments.events.receive(body, req.get("stripe-signature") ?? "");
      return { received: true as const };
    },
  }),
  // The legacy body lists the bag's products with prices: ignored, the server's bag decides.
  route({
    method: "post",
    path: "/payment/create-checkout-session",
    tag: TAG,
    summary: "Starts checkout: reserves the bag's stock and opens the provider's hosted card page",
    description:
      "The old client's body (`{ products }` with prices) is ignored: the server's bag and prices decide. The browser goes to `url`, an absolute URL (`sessionId` and `id` are the same session's id). After paying, the shopper is sent back to `/user/payment_success` on the origin the checkout was started from when it is the store's own or one of `CORS_ORIGINS`, else on `PUBLIC_URL`; giving up returns to `/user/cart` there.",
    access: "USER",
    answer: z.object({ success: z.literal(true), sessionId: z.string(), url: z.string(), id: z.string() }),
    failures: { 400: "The bag is empty", 409: `${insufficientStock("{title}")}, or more than MAX_UNITS_PER_PRODUCT (10) units of one product` },
    handle: async ({ account, req, services, config, origin }) => {
      const session = await services.checkout.start(account, checkoutUrls(req, config));
      return { success: true as const, sessionId: session.sessionId, url: absoluteUrl(origin, session.url), id: session.sessionId };
    },
  }),
  settles("delete", "/cart/clear-cart", "After payment: settles the checkout and empties what it bought from the bag", "Cart cleared"),
  settles("post", "/orders/update-stock", "After payment: settles the checkout (the stock was reserved at its start)", "Stock updated"),
  route({
    method: "get",
    path: "/orders/get-order-by-userid",
    tag: TAG,
    summary: "The shopper's orders, newest first",
    access: "USER",
    answer: ok(z.array(OrderJson)),
    handle: async ({ account, services, origin }) => ({ success: true as const, data: (await services.orders.allForUser(account)).map((order) => orderJson(order, origin)) }),
  }),
  route({
    method: "put",
    path: "/orders/cancel-order/:id",
    tag: TAG,
    summary: "Cancels one of the shopper's orders while it is processing",
    description: "Returns the stock, locks the order and refunds it through the payment provider.",
    access: "USER",
    params: z.object({ id: z.string() }),
    answer: okMessage(OrderJson),
    failures: { 404: ORDER_MESSAGES.orderNotFound, 409: "The order is no longer processing" },
    handle: async ({ account, params, services, origin }) => ({ success: true as const, message: ORDER_MESSAGES.orderCancelled, data: orderJson(await services.orders.cancelByUser(account, params.id), origin) }),
  }),
];
