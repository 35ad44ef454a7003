import type { Request } from "express";

/**
 * The store's origin for links it hands out (payment returns, reset mails): PUBLIC_URL, required
 * in production; in development `http://localhost:{the port this server listens on}`. Never the
 * request's Host header: a client chooses that, and could have payment returns and reset links
 * sent to its own site.
 */
export function publicOrigin(req: Request, publicUrl?: string): string {
  return publicUrl ?? `http://localhost:${req.socket.localPort}`;
}
