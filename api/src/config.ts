import path from "node:path";
import { repoRoot } from "./common/repo-root";
import { LOG_LEVELS } from "./logging/logger";
import { DEFAULT_MAX_UNITS_PER_PRODUCT } from "./checkout/checkout.service";
import type { PasswordCost } from "./accounts/password";

/** Everything the server reads from its environment, parsed once at start-up. */
export interface Config {
  port: number;
  production: boolean;
  /** A PostgreSQL URL; when absent the server embeds PGlite under `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  sessionSecret: string;
  /** Secure session cookies (https only); on by default in production. */
  cookieSecure: boolean;
  /** Seed the demo accounts and catalog (the embedded default; never in production). */
  seedDemo: boolean;
  adminEmail?: string;
  adminPassword?: string;
  /** The first admin's mobile number; optional (admins made from configuration may have none). */
  adminMobile?: string;
  webDist: string;
  /**
   * Origin of links the store hands out (payment returns, reset mails). Required in production; in
   * development, `http://localhost:{port}`. Never taken from a request's Host header.
   */
  publicUrl?: string;
  /** Card payments through Stripe when set; otherwise the built-in provider and its card page. */
  stripe?: { secretKey: string; webhookSecret?: string; apiBase?: string; timeoutMs?: number };
  /** smtp:// or smtps:// URL for outgoing mail; without it mail is written to the server log. */
  smtpUrl?: string;
  /** The sender of the store's mail. */
  mailFrom: string;
  /** How often each process runs the background work: the checkout sweeper, payment recovery and the refund worker. */
  workerIntervalMs?: number;
  /** GraphiQL at GET /graphql and schema introspection; on by default outside production. */
  graphqlIde: boolean;
  /** Origins besides the store's own allowed to call the API with its cookies (CORS with credentials, and past the CSRF check). */
  corsOrigins: string[];
  /** The bearer token /metrics asks for; without it /metrics is open outside production and off in production. */
  metricsToken?: string;
  /**
   * How many reverse-proxy hops in front of the app to believe X-Forwarded-For (and -Proto) from;
   * 0 (the default) believes none: the client's address is the connection's.
   */
  trustProxy: number;
  /** How many units of one product a shopper may hold in an open checkout. */
  maxUnitsPerProduct: number;
  /**
   * What a password hash costs. Never read from the environment: the store always hashes at
   * PASSWORD_COST (accounts/password.ts); only test apps are made with a cheaper one.
   */
  passwordCost?: PasswordCost;
}

/** TRUST_PROXY: unset, "false" or 0 trusts no proxy; "true" one hop; a number that many hops. */
function parseTrustProxy(value: string | undefined): number {
  if (value === undefined || value === "" || value === "false") return 0;
  if (value === "true") return 1;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) throw new Error(`TRUST_PROXY must be false, true or a number of proxy hops (0-10), got "${value}"`);
  return hops;
}

/** CORS_ORIGINS: comma-separated origins such as `https://old.example.com`; each must be a bare origin. */
function parseOrigins(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  return value.split(",").map((entry) => {
    const text = entry.trim();
    let origin: string | undefined;
    try {
      origin = new URL(text).origin;
    } catch {
      origin = undefined;
    }
    if (!origin || origin === "null" || origin !== text.replace(/\/$/, "")) throw new Error(`CORS_ORIGINS must be comma-separated origins like https://shop.example.com, got "${text}"`);
    return origin;
  });
}

export const DEFAULT_WORKER_INTERVAL_MS = 60_000;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const production = env.NODE_ENV === "production";
  const sessionSecret = env.SESSION_SECRET ?? (production ? undefined : "dev-only-session-secret");
  if (!sessionSecret) throw new Error("SESSION_SECRET must be set when NODE_ENV=production");
  const publicUrl = env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/$/, "") : undefined;
  if (production && !publicUrl) throw new Error("PUBLIC_URL must be set when NODE_ENV=production (e.g. https://shop.example.com): payment and reset links are built on it");
  if (publicUrl && !/^https?:\/\/[^/\s?#]+$/.test(publicUrl)) throw new Error(`PUBLIC_URL must be an origin such as https://shop.example.com, got "${env.PUBLIC_URL}"`);
  const workerIntervalMs = Number(env.WORKER_INTERVAL_MS ?? DEFAULT_WORKER_INTERVAL_MS);
  if (!Number.isInteger(workerIntervalMs) || workerIntervalMs < 100) throw new Error(`WORKER_INTERVAL_MS must be a whole number of milliseconds, at least 100, got "${env.WORKER_INTERVAL_MS}"`);
  if (env.GRAPHQL_IDE && env.GRAPHQL_IDE !== "true" && env.GRAPHQL_IDE !== "false") throw new Error(`GRAPHQL_IDE must be true or false, got "${env.GRAPHQL_IDE}"`);
  const maxUnitsPerProduct = Number(env.MAX_UNITS_PER_PRODUCT ?? DEFAULT_MAX_UNITS_PER_PRODUCT);
  if (!Number.isInteger(maxUnitsPerProduct) || maxUnitsPerProduct < 1) throw new Error(`MAX_UNITS_PER_PRODUCT must be a whole number, at least 1, got "${env.MAX_UNITS_PER_PRODUCT}"`);
  if (env.LOG_LEVEL && !(LOG_LEVELS as readonly string[]).includes(env.LOG_LEVEL)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${env.LOG_LEVEL}"`);
  return {
    port,
    workerIntervalMs,
    graphqlIde: env.GRAPHQL_IDE ? env.GRAPHQL_IDE === "true" : !production,
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    metricsToken: env.METRICS_TOKEN || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    maxUnitsPerProduct,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Atelier <no-reply@localhost>",
    production,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, "data")),
    sessionSecret,
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === "true" : production,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === "true" : !production,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    adminMobile: env.ADMIN_MOBILE || undefined,
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, "web/dist")),
    publicUrl,
    stripe: env.STRIPE_SECRET_KEY
      ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined, apiBase: env.STRIPE_API_BASE || undefined }
      : undefined,
  };
}

export { repoRoot };
