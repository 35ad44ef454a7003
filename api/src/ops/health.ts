import { timingSafeEqual } from "node:crypto";
import { Router, type RequestHandler } from "express";
import type { DataSource } from "typeorm";
import { logger } from "../logging/logger";

/** How long /readyz waits for the database before it calls it unreachable. */
const READY_TIMEOUT_MS = 2000;

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The probes of a supervisor or load balancer. GET /healthz: the process is up and serving (200,
 * nothing else checked, so a slow database never gets a live process restarted). GET /readyz:
 * this process can serve the store: the database answers and every migration this code knows is
 * applied (200), else 503 with the reason.
 */
export function healthRoutes(db: DataSource): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      const pending = await within(READY_TIMEOUT_MS, (async () => {
        await db.query("SELECT 1");
        return db.showMigrations();
      })());
      if (pending) {
        res.status(503).json({ status: "unavailable", reason: "database migrations are pending" });
        return;
      }
      res.json({ status: "ready" });
    } catch (error) {
      logger.warn({ err: error }, "readiness check: the database is unreachable");
      res.status(503).json({ status: "unavailable", reason: "the database is unreachable" });
    }
  });
  return router;
}

/**
 * Who may read /metrics: with METRICS_TOKEN set, only a request carrying it as a bearer token;
 * without it, anyone outside production, and no one in production (404, as if it were not there).
 */
export function metricsAccess(options: { token?: string; production: boolean }): RequestHandler {
  const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : undefined;
  return (req, res, next) => {
    if (!expected) {
      if (options.production) res.status(404).type("text/plain").send("Not found");
      else next();
      return;
    }
    const given = Buffer.from(req.get("authorization") ?? "");
    if (given.length === expected.length && timingSafeEqual(given, expected)) return next();
    res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').type("text/plain").send("Unauthorized");
  };
}
