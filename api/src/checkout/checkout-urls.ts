import type { Request } from "express";
import { publicOrigin } from "../common/public-origin";
import type { CheckoutUrls } from "./checkout.service";

/** Where the provider sends the shopper back: the store's own pages, on its public origin (never the Host header). */
export function checkoutUrls(req: Request, publicUrl?: string): CheckoutUrls {
  const origin = publicOrigin(req, publicUrl);
  return {
    successUrl: `${origin}/user/payment_success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}/user/cart?checkout=cancelled`,
  };
}
