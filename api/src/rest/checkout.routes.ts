import express, { Router } from "express";
import type Stripe from "stripe";
import { checkoutUrls } from "../checkout/checkout-urls";
import type { Completion } from "../checkout/checkout.service";
import { AppError, badInput, conflict } from "../common/errors";
import type { AppConfig } from "../context";
import type { Services } from "../services";
import { handle, requireRole } from "./http";
import { orderJson } from "./shapes";

const settled = (completion: Completion, message: string) => {
  if (completion.status === "completed") return { success: true, message, data: completion.orders.map(orderJson) };
  if (completion.status === "pending") throw conflict("Your payment has not been completed");
  if (completion.status === "refunding") throw conflict("Your payment arrived after the reservation ended and is being refunded");
  if (completion.status === "refunded") throw conflict("Your payment arrived after the reservation ended and was refunded");
  throw conflict(`This checkout was ${completion.status}`);
};

/** The Stripe webhook: signature checked on the raw body, before any JSON parsing. */
export function stripeWebhookRoute(services: Services): Router {
  const router = Router();
  router.post(
    "/payment/webhook",
    express.raw({ type: () => true, limit: "1mb" }),
    handle(async (req, res) => {
      const { stripe, webhookSecret } = services.payments;
      if (!stripe || !webhookSecret) {
        res.status(404).json({ success: false, message: "Not found" });
        return;
      }
      let event: Stripe.Event;
      try {
        event = stripe.client.webhooks.constructEvent(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), req.get("stripe-signature") ?? "", webhookSecret);
      } catch {
        throw badInput("Invalid webhook signature");
      }
      if (event.type.startsWith("checkout.session.")) {
        const session = event.data.object as Stripe.Checkout.Session;
        const checkoutId = session.metadata?.checkoutId ?? session.client_reference_id;
        try {
          if ((event.type === "checkout.session.completed" || event.type === "checkout.session.async_payment_succeeded") && session.payment_status === "paid" && checkoutId) {
            const intent = session.payment_intent;
            await services.checkout.confirmPaid(checkoutId, typeof intent === "string" ? intent : (intent?.id ?? session.id));
          } else if ((event.type === "checkout.session.expired" || event.type === "checkout.session.async_payment_failed") && checkoutId) {
            await services.checkout.abandon(checkoutId);
          }
        } catch (error) {
          // A session that is not ours (another store on the same account): acknowledge and move on.
          if (!(error instanceof AppError && error.status === 404)) throw error;
        }
      }
      res.json({ received: true });
    }),
  );
  return router;
}

/** /payment, /orders and the bag's clear-cart: checkout and the shopper's orders. */
export function checkoutRoutes(services: Services, config: AppConfig): Router {
  const router = Router();
  const { checkout, orders } = services;

  // The legacy body lists the bag's products with prices: ignored, the server's bag decides.
  router.post(
    "/payment/create-checkout-session",
    handle(async (req, res) => {
      const session = await checkout.start(requireRole(req, "USER"), checkoutUrls(req, config.publicUrl));
      res.json({ success: true, sessionId: session.sessionId, url: session.url, id: session.sessionId });
    }),
  );
  // Both legacy calls after a payment settle the shopper's latest checkout: at most once, whoever comes first.
  router.delete(
    "/cart/clear-cart",
    handle(async (req, res) => res.json(settled(await checkout.completeLatest(requireRole(req, "USER")), "Cart cleared"))),
  );
  router.post(
    "/orders/update-stock",
    handle(async (req, res) => res.json(settled(await checkout.completeLatest(requireRole(req, "USER")), "Stock updated"))),
  );
  router.get(
    "/orders/get-order-by-userid",
    handle(async (req, res) => res.json({ success: true, data: (await orders.allForUser(requireRole(req, "USER"))).map(orderJson) })),
  );
  router.put(
    "/orders/cancel-order/:id",
    handle(async (req, res) => {
      const order = await orders.cancelByUser(requireRole(req, "USER"), String(req.params.id));
      res.json({ success: true, message: "Order cancelled", data: orderJson(order) });
    }),
  );
  return router;
}
