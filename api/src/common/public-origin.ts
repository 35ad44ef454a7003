import type { Request } from "express";

/** The store's origin for links it hands out (payment returns, reset mails): PUBLIC_URL, or this request's own. */
export function publicOrigin(req: Request, publicUrl?: string): string {
  return publicUrl ?? `${req.protocol}://${req.get("host")}`;
}
