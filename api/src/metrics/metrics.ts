import type { NextFunction, Request, Response } from "express";
import type { ApolloServerPlugin } from "@apollo/server";
import { Counter, Gauge, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The store's Prometheus metrics, one set per process (prom-client metrics are process-wide, and
 * a process runs one store). Served at GET /metrics; `npm run bench` reads them around a scenario.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** Every SQL statement the app sends, counted by the data source's logger (see db/counting-logger.ts). */
export const sqlStatements = new Counter({ name: "store_sql_statements_total", help: "SQL statements sent to the database.", registers: [registry] });

/**
 * What became of checkouts and their money: started (stock reserved, payment session opened),
 * paid (became its orders), expired, cancelled, refund_owed (a payment that came too late, or an
 * order cancelled after payment), refunded (the provider confirmed a refund), refund_failed (an
 * attempt failed; it is retried).
 */
export type CheckoutOutcome = "started" | "paid" | "expired" | "cancelled" | "refund_owed" | "refunded" | "refund_failed";
const checkoutOutcomes = new Counter({ name: "store_checkout_outcomes_total", help: "Checkouts and refunds by outcome: started, paid, expired, cancelled, refund_owed, refunded, refund_failed.", labelNames: ["outcome"], registers: [registry] });

/** Counts checkouts reaching an outcome; called once the change is committed. */
export function countCheckout(outcome: CheckoutOutcome, howMany = 1): void {
  if (howMany > 0) checkoutOutcomes.inc({ outcome }, howMany);
}

/**
 * Queries answered by a compiled document (graphql-jit, see compiled-queries.ts): `compiled`, or
 * `retried` when the compiled run ended with errors and graphql-js answered instead; `page` and
 * `page_retried` the same for a server-rendered page's queries (graphql-in-process.ts).
 */
export const compiledAnswers = new Counter({ name: "store_graphql_compiled_total", help: "GraphQL queries run compiled: compiled (answered so), retried (ended with errors; graphql-js answered); page and page_retried for server-rendered pages.", labelNames: ["outcome"], registers: [registry] });

/**
 * GraphQL requests the lean path took (http/lean-graphql.ts): `compiled` (a known query answered by
 * it), `apollo` (another document, handed to Apollo), `retried` (a known query whose compiled run
 * ended with errors; Apollo answered it again).
 */
export const leanAnswers = new Counter({ name: "store_graphql_lean_total", help: "GraphQL POSTs taken by the lean path: compiled (answered by it), apollo (another document), retried (ended with errors; Apollo answered).", labelNames: ["outcome"], registers: [registry] });

/** Unhandled promise rejections the process logged and survived (see logging/logger.ts). */
export const unhandledRejections = new Counter({ name: "store_unhandled_rejections_total", help: "Unhandled promise rejections, logged; the process kept serving.", registers: [registry] });

const REQUESTS = "store_http_requests_total";
const DURATION = "store_http_request_duration_seconds";
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const STATUS_CLASSES = ["0xx", "1xx", "2xx", "3xx", "4xx", "5xx"];

/** One (method, route, status class)'s requests: how many, their total time, and how many fell in each bucket (not yet cumulative). */
interface RequestStats {
  count: number;
  sum: number;
  buckets: number[];
}

/**
 * Requests by method, route and status class, counted in plain numbers: once a combination has
 * been seen, a request allocates nothing here (prom-client's counter and histogram built a label
 * object and hashed it into a string on every call). /metrics reads them as a counter and a
 * histogram of the usual names, labels and buckets.
 */
const requestStats = new Map<string, Map<string, Map<string, RequestStats>>>();

function statsOf(method: string, route: string, status: string): RequestStats {
  let byRoute = requestStats.get(method);
  if (!byRoute) requestStats.set(method, (byRoute = new Map()));
  let byStatus = byRoute.get(route);
  if (!byStatus) byRoute.set(route, (byStatus = new Map()));
  let stats = byStatus.get(status);
  if (!stats) byStatus.set(status, (stats = { count: 0, sum: 0, buckets: BUCKETS.map(() => 0) }));
  return stats;
}

function* everyRequestStats(): Generator<{ labels: { method: string; route: string; status: string }; stats: RequestStats }> {
  for (const [method, byRoute] of requestStats) for (const [route, byStatus] of byRoute) for (const [status, stats] of byStatus) yield { labels: { method, route, status }, stats };
}

new Counter({
  name: REQUESTS,
  help: "HTTP requests answered, by method, route or GraphQL operation, and status class.",
  labelNames: ["method", "route", "status"],
  registers: [registry],
  collect() {
    this.reset();
    for (const { labels, stats } of everyRequestStats()) this.inc(labels, stats.count);
  },
});

const DURATION_HELP = "Time to answer an HTTP request, by method, route or GraphQL operation, and status class.";

/** The duration histogram in prom-client's own form, read from the counts above. */
registry.registerMetric({
  name: DURATION,
  help: DURATION_HELP,
  type: "histogram",
  aggregator: "sum",
  reset() {},
  get() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
    for (const { labels, stats } of everyRequestStats()) {
      let cumulative = 0;
      BUCKETS.forEach((bound, index) => {
        cumulative += stats.buckets[index];
        values.push({ labels: { le: bound, ...labels }, value: cumulative, metricName: `${DURATION}_bucket` });
      });
      values.push({ labels: { le: "+Inf", ...labels }, value: stats.count, metricName: `${DURATION}_bucket` });
      values.push({ labels, value: stats.sum, metricName: `${DURATION}_sum` });
      values.push({ labels, value: stats.count, metricName: `${DURATION}_count` });
    }
    return { name: DURATION, help: DURATION_HELP, type: "histogram", aggregator: "sum", values };
  },
} as unknown as Parameters<Registry["registerMetric"]>[0]);

/** The connection counts of a node-postgres pool (the driver's `master` on PostgreSQL; PGlite has none). */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
let pool: PoolCounts | undefined;
const poolSize = new Gauge({ name: "store_db_pool_connections", help: "Connections the database pool holds.", registers: [registry], collect() { if (pool) this.set(pool.totalCount); } });
const poolInUse = new Gauge({ name: "store_db_pool_connections_in_use", help: "Pool connections lent out to a query or transaction.", registers: [registry], collect() { if (pool) this.set(pool.totalCount - pool.idleCount); } });
const poolWaiting = new Gauge({ name: "store_db_pool_waiting", help: "Callers waiting for a pool connection.", registers: [registry], collect() { if (pool) this.set(pool.waitingCount); } });

/** The process's live sockets and subscriptions (GraphQL subscriptions, live/live-server.ts). */
let live: (() => { connections: number; subscriptions: number }) | undefined;
new Gauge({ name: "store_live_connections", help: "Open WebSocket connections (GraphQL subscriptions) on this process.", registers: [registry], collect() { this.set(live?.().connections ?? 0); } });
new Gauge({ name: "store_live_subscriptions", help: "Open GraphQL subscriptions on this process.", registers: [registry], collect() { this.set(live?.().subscriptions ?? 0); } });

/** Reports the live gauges from this source. */
export function watchLive(source: () => { connections: number; subscriptions: number }): void {
  live = source;
}

/** Reports the pool's gauges from this driver pool when it exposes node-postgres' counts. */
export function watchPool(driverPool: unknown): void {
  const candidate = driverPool as Partial<PoolCounts> | undefined;
  pool = typeof candidate?.totalCount === "number" && typeof candidate.idleCount === "number" ? (candidate as PoolCounts) : undefined;
  if (!pool) for (const gauge of [poolSize, poolInUse, poolWaiting]) gauge.reset();
}

// Operation names come from clients: past this many distinct ones, the rest share one label.
const MAX_OPERATIONS = 200;
const operations = new Set<string>();

/** Names a request's GraphQL operation for its metrics label and log line. */
export function labelGraphqlOperation(res: Response, operationName: string | null | undefined): void {
  let label = operationName ?? "anonymous";
  if (!operations.has(label)) {
    if (operations.size >= MAX_OPERATIONS) label = "other";
    else operations.add(label);
  }
  res.locals.graphqlOperation = label;
}

/** Names the GraphQL operation of a request for its metrics label, once Apollo has resolved it. */
export const graphqlOperationLabel: ApolloServerPlugin<{ res: Response }> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operationName, contextValue }) {
        labelGraphqlOperation(contextValue.res, operationName);
      },
    };
  },
};

// The route label of each GraphQL operation, made once (operations are at most MAX_OPERATIONS + 2).
const graphqlRoutes = new Map<string, string>();

/** The route's pattern (never the raw path, which would make a label per product), or the operation for /graphql. */
function routeOf(req: Request, res: Response): string {
  if (req.baseUrl === "/graphql") {
    const operation: string = res.locals.graphqlOperation ?? "unparsed";
    let route = graphqlRoutes.get(operation);
    if (!route) graphqlRoutes.set(operation, (route = `graphql:${operation}`));
    return route;
  }
  const route = (req as Request & { route?: { path?: unknown } }).route;
  return typeof route?.path === "string" ? req.baseUrl + route.path : "unmatched";
}

/** Counts and times every request once it is answered; nothing is logged. */
export function httpMetrics(req: Request, res: Response, next: NextFunction): void {
  const start = process.hrtime.bigint();
  res.once("finish", () => {
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const stats = statsOf(req.method, routeOf(req, res), STATUS_CLASSES[Math.floor(res.statusCode / 100)] ?? `${Math.floor(res.statusCode / 100)}xx`);
    stats.count += 1;
    stats.sum += seconds;
    for (let bucket = 0; bucket < BUCKETS.length; bucket++) {
      if (seconds <= BUCKETS[bucket]) {
        stats.buckets[bucket] += 1;
        break;
      }
    }
  });
  next();
}

/** GET /metrics: the Prometheus text format. */
export async function metricsHandler(_req: Request, res: Response): Promise<void> {
  res.set("Content-Type", registry.contentType).set("Cache-Control", "no-store").send(await registry.metrics());
}
