import type { NextFunction, Request, RequestHandler, Response } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const REFUSED = "Cross-site request refused: this origin may not change anything here";
// `error` too: the legacy client reads some failures there.
const FORBIDDEN = JSON.stringify({ success: false, message: REFUSED, error: REFUSED });

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
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const source = sourceOrigin(req);
    if (source === undefined || isTrustedOrigin(req, source, rules)) return next();
    res.status(403).type("application/json").send(FORBIDDEN);
  };
}

/**
 * Whether an origin is the store's own (PUBLIC_URL; when that is unset, the origin the request
 * was sent to) or one of CORS_ORIGINS: the origins that may change things, and that a checkout
 * may return to.
 */
export function isTrustedOrigin(req: Request, origin: string, rules: OriginRules): boolean {
  return originTrusted(origin, () => `${req.protocol}://${req.get("host")}`, rules);
}

/** isTrustedOrigin, given how to tell the origin the request was sent to (a WebSocket upgrade is not an express request). */
export function originTrusted(origin: string, ownOrigin: () => string, rules: OriginRules): boolean {
  if (rules.corsOrigins.includes(origin)) return true;
  if (rules.publicUrl) return new URL(rules.publicUrl).origin === origin;
  return origin === ownOrigin();
}

/** The origin the browser says a request comes from, when it is one the store trusts (see isTrustedOrigin). */
export function trustedSourceOrigin(req: Request, rules: OriginRules): string | undefined {
  const source = sourceOrigin(req);
  return source !== undefined && isTrustedOrigin(req, source, rules) ? source : undefined;
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
