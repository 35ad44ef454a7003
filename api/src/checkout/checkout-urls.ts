import type { Request } from "express";
import { publicOrigin } from "../common/public-origin";
import type { AppConfig } from "../context";
import { trustedSourceOrigin } from "../http/csrf";
import type { CheckoutUrls } from "./checkout.service";

/**
 * Where the provider sends the shopper back: to the origin the checkout was started from when the
 * store trusts it (its own: PUBLIC_URL, or, when that is unset, the origin the request was sent
 * to, e.g. 127.0.0.1 as well as localhost; or one of CORS_ORIGINS, the legacy client's own
 * pages), so the shopper lands where their session cookie is; else on PUBLIC_URL. Never a
 * Host header alone: the browser's Origin (or Referer) must name the same origin.
 */
export function checkoutUrls(req: Request, config: Pick<AppConfig, "publicUrl" | "corsOrigins">): CheckoutUrls {
  const origin = trustedSourceOrigin(req, { publicUrl: config.publicUrl, corsOrigins: config.corsOrigins ?? [] }) ?? publicOrigin(req, config.publicUrl);
  return {
    successUrl: `${origin}/user/payment_success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}/user/cart?checkout=cancelled`,
  };
}
