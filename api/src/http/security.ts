import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

/** A CSP source allowing exactly this inline script or style. */
export const cspHash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * The hashes of the inline scripts of the built index.html (the web build adds one that preloads
 * the opened page's bundle), read once at start-up: the only inline scripts the store runs.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const file = path.join(webDist, "index.html");
  if (!fs.existsSync(file)) return [];
  const html = fs.readFileSync(file, "utf8");
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => cspHash(body));
}

/**
 * Every answer's security headers (helmet): the storefront's Content-Security-Policy, which allows
 * exactly what the web app loads (its own scripts and the hashed inline one, its own styles plus
 * the `<style>` tags styled-components and the toaster inject, its own and data:/blob: pictures
 * for upload previews, its own API), no framing, nosniff, a strict Referrer-Policy, and HSTS when
 * the cookies are https-only. Built once; each request only copies the headers (see headersOf).
 */
export function securityHeaders(options: { webDist: string; https: boolean }): RequestHandler {
  const headers = headersOf(helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", ...inlineScriptHashes(options.webDist)],
        // styled-components and react-hot-toast write <style> tags at run time: inline styles
        // (never inline scripts) are allowed. A nonce would mean rewriting index.html per request.
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: "same-site" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: options.https ? { maxAge: 15552000, includeSubDomains: false } : false,
    xFrameOptions: { action: "deny" },
  }));
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/**
 * The headers a middleware sets, in its order, when they are the same for every request (as
 * helmet's are with this configuration: no nonce, nothing read from the request): it runs once
 * here, and each request gets a loop of setHeader calls instead of a dozen middleware calls.
 */
function headersOf(middleware: (req: never, res: never, next: (error?: unknown) => void) => void): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string) {
      headers.push([name, String(value)]);
    },
    removeHeader() {},
  };
  let done = false;
  middleware({ method: "GET", headers: {} } as never, recorder as never, (error) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error("the security headers' middleware did not finish at once");
  return headers;
}

/**
 * GraphiQL's page (GET /graphql from a browser): our own bundle, whose editor runs web workers
 * from blob: URLs and injects its styles; it calls only this server.
 */
const GRAPHIQL_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export function graphiqlPolicy(res: Response): void {
  res.setHeader("Content-Security-Policy", GRAPHIQL_CSP);
}
