import type { Request } from "express";
import type { CheckoutUrls } from "./checkout.service";

/** Where the provider sends the shopper back: the store's own pages, on PUBLIC_URL or this request's origin. */
export function checkoutUrls(req: Request, publicUrl?: string): CheckoutUrls {
  const origin = publicUrl ?? `${req.protocol}://${req.get("host")}`;
  return {
    successUrl: `${origin}/user/payment_success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}/user/cart?checkout=cancelled`,
  };
}
