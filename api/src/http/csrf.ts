import type { NextFunction, Request, RequestHandler, Response } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const FORBIDDEN = JSON.stringify({ success: false, message: "Cross-site request refused: this origin may not change anything here" });

export interface OriginRules {
  /** The store's own origin; without it, the origin the request itself was sent to. */
  publicUrl?: string;
  /** Other origins trusted to call with the store's cookies (a legacy client). */
  corsOrigins: readonly string[];
}

/** The origin a browser says a request comes from: Origin, else the Referer's origin; undefined when it says neither. */
function sourceOrigin(req: Request): string | undefined {
  const origin = req.get("origin");
  if (origin) return origin;
  const referer = req.get("referer");
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return "null";
  }
}

/**
 * Refuses (403, `{ success: false, message }`) a state change (POST, PUT, PATCH, DELETE) sent by a
 * browser from any origin but the store's own and those in CORS_ORIGINS: form, multipart,
 * text/plain and body-less posts that a page on another origin, even one of the same site, could
 * make with the shopper's cookies. A request that names no origin at all (no Origin, no Referer)
 * is not a browser's cross-origin request (every browser sends Origin on those) and passes: the
 * Stripe webhook, scripts, integrators.
 */
export function originGuard(rules: OriginRules): RequestHandler {
  const trusted = new Set(rules.corsOrigins);
  if (rules.publicUrl) trusted.add(new URL(rules.publicUrl).origin);
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const source = sourceOrigin(req);
    if (source === undefined || trusted.has(source)) return next();
    if (!rules.publicUrl && source === `${req.protocol}://${req.get("host")}`) return next();
    res.status(403).type("application/json").send(FORBIDDEN);
  };
}

const ALLOWED_METHODS = "GET, POST, PUT, PATCH, DELETE";
const ALLOWED_HEADERS = "Content-Type, X-Request-Id, Apollo-Require-Preflight";

/**
 * CORS for the origins in CORS_ORIGINS only, with credentials (the legacy client sends the
 * store's cookies): their preflights are answered, their answers readable. Any other origin gets
 * no CORS header, so a browser keeps its answers from it and sends it no preflighted request.
 */
export function corsForTrustedOrigins(corsOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(corsOrigins);
  return (req, res, next) => {
    if (allowed.size === 0) return next();
    res.vary("Origin");
    const origin = req.get("origin");
    if (!origin || !allowed.has(origin)) return next();
    res.setHeader("Access-Control-Allow-Origin", origin);
    res.setHeader("Access-Control-Allow-Credentials", "true");
    res.setHeader("Access-Control-Expose-Headers", "X-Request-Id");
    if (req.method === "OPTIONS" && req.get("access-control-request-method")) {
      res.setHeader("Access-Control-Allow-Methods", ALLOWED_METHODS);
      res.setHeader("Access-Control-Allow-Headers", ALLOWED_HEADERS);
      res.setHeader("Access-Control-Max-Age", "600");
      res.status(204).end();
      return;
    }
    next();
  };
}
