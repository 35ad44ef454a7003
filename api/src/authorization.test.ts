import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Router } from "express";
import { appSchema } from "./schema";
import { restRouter } from "./rest/router";
import { CALLERS, type Caller, expectedFor, type Row, TABLE, World } from "./testing/authorization-table";
import { startTestApp, type TestApp } from "./testing/test-app";

// The matrix: every operation of both APIs, as each of six callers, against data owned by the
// first shopper and the first seller. The table lives in testing/authorization-table.ts.

let app: TestApp;
let shared: World;
before(async () => {
  // No background work during the run: a refund retried between two snapshots would look like a change.
  app = await startTestApp({ workerIntervalMs: 3_600_000 });
  shared = new World(app);
  for (const who of ["shopper", "otherShopper", "seller", "otherSeller", "admin"] as const) await shared.account(who);
});
after(() => app.close());

/** `METHOD /path` of every route of the REST adapter, read from its express router (sub-routers with their mount path). */
function restOperations(router: Router): string[] {
  const found: string[] = [];
  type Layer = { route?: { path: string | string[]; methods: Record<string, boolean> }; handle?: { stack?: unknown[] }; slash?: boolean; rawPath?: unknown };
  const walk = (stack: unknown[], prefix: string) => {
    for (const layer of stack as Layer[]) {
      if (layer.route) {
        for (const path of [layer.route.path].flat()) {
          for (const method of Object.keys(layer.route.methods)) if (method !== "_all") found.push(`${method.toUpperCase()} ${prefix}${path}`);
        }
      } else if (layer.handle?.stack) {
        if (layer.slash) walk(layer.handle.stack, prefix);
        else if (typeof layer.rawPath === "string") walk(layer.handle.stack, prefix + layer.rawPath);
        else throw new Error("a sub-router of /api/v1 is mounted under a pattern: teach restOperations its prefix");
      }
    }
  };
  walk((router as unknown as { stack: unknown[] }).stack, "");
  return found;
}

async function schemaOperations(): Promise<string[]> {
  const schema = await appSchema();
  return [
    ...Object.keys(schema.getQueryType()?.getFields() ?? {}).map((name) => `query ${name}`),
    ...Object.keys(schema.getMutationType()?.getFields() ?? {}).map((name) => `mutation ${name}`),
    ...Object.keys(schema.getSubscriptionType()?.getFields() ?? {}).map((name) => `subscription ${name}`),
  ];
}

test("the table lists every GraphQL operation and /api/v1 path, and nothing else", async () => {
  const router = restRouter(app.services, { production: false, sessionSecret: "test-secret", cookieSecure: false, webDist: "", publicUrl: undefined, stripe: undefined, workerIntervalMs: undefined });
  const operations = [...(await schemaOperations()), ...restOperations(router)];
  const listed = TABLE.map((row) => row.operation);
  assert.ok(operations.length > 100, `only ${operations.length} operations found: is the router walk still right?`);
  assert.deepEqual(
    operations.filter((operation) => !listed.includes(operation)),
    [],
    "operations without a row in api/src/testing/authorization-table.ts: say who may call them there",
  );
  assert.deepEqual(
    listed.filter((operation) => !operations.includes(operation)),
    [],
    "rows of api/src/testing/authorization-table.ts for operations that no longer exist",
  );
  const readings = TABLE.map((row) => `${row.operation}${row.reading ? ` (${row.reading})` : ""}`);
  assert.deepEqual(
    readings.filter((reading, index) => readings.indexOf(reading) !== index),
    [],
    "operations listed twice",
  );
});

const EXCLUDED = new Set([
  // Signing in and out, throttling and reset tokens are what public calls legitimately write.
  "sessions",
  "auth_attempts",
  "password_resets",
  "migrations",
]);

/** Every business table's rows, hashed (pictures' bytes by count only): must not move on a refused call. */
async function everything(): Promise<Record<string, string>> {
  tables ??= (await app.db.query(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`))
    .map((table: { name: string }) => table.name)
    .filter((name: string) => !EXCLUDED.has(name));
  const parts = tables!.map((name) =>
    name === "image_variants"
      ? `SELECT '${name}' AS name, count(*)::text AS digest FROM image_variants`
      : `SELECT '${name}' AS name, md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS digest FROM "${name}" t`,
  );
  const rows: { name: string; digest: string }[] = await app.db.query(parts.join(" UNION ALL "));
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}
let tables: string[] | undefined;

const NIL = "00000000-0000-0000-0000-000000000000";

/**
 * The first shopper's and first seller's data, row by row. Stock is left out: another shopper's
 * checkout may rightly reserve some of the seller's stock.
 */
async function ownersData(world: World): Promise<Record<string, unknown>> {
  const user = world.has("shopper") ? (await world.account("shopper")).id : NIL;
  const seller = world.has("seller") ? (await world.account("seller")).id : NIL;
  const orders = `SELECT id FROM orders WHERE "userId" = $1 OR "sellerId" = $2`;
  const parts: Record<string, string> = {
    user: `SELECT to_jsonb(t) AS r FROM users t WHERE id = $1`,
    seller: `SELECT to_jsonb(t) AS r FROM sellers t WHERE id = $2`,
    bag: `SELECT to_jsonb(t) AS r FROM cart_lines t WHERE "userId" = $1`,
    favourites: `SELECT to_jsonb(t) AS r FROM wishlist_items t WHERE "userId" = $1`,
    reviews: `SELECT to_jsonb(t) AS r FROM reviews t WHERE "userId" = $1`,
    checkouts: `SELECT to_jsonb(t) AS r FROM checkouts t WHERE "userId" = $1`,
    orders: `SELECT to_jsonb(t) AS r FROM orders t WHERE "userId" = $1 OR "sellerId" = $2`,
    history: `SELECT to_jsonb(t) AS r FROM order_status_changes t WHERE "orderId" IN (${orders})`,
    products: `SELECT to_jsonb(t) - 'stock' AS r FROM products t WHERE "sellerId" = $2`,
    requests: `SELECT to_jsonb(t) AS r FROM permission_requests t WHERE "sellerId" = $2`,
  };
  const sql = Object.entries(parts)
    .map(([name, part]) => `SELECT '${name}' AS name, coalesce(jsonb_agg(r ORDER BY r::text), '[]'::jsonb)::text AS rows FROM (${part}) AS part_${name}`)
    .join(" UNION ALL ");
  const rows: { name: string; rows: string }[] = await app.db.query(sql, [user, seller]);
  return Object.fromEntries(rows.map((row) => [row.name, JSON.parse(row.rows)]));
}

/** What only the owners (and the admin, and the seller of an order) may read: contact details and private ids. */
async function ownersSecrets(world: World): Promise<string[]> {
  const secrets: string[] = [];
  for (const who of ["shopper", "seller"] as const) {
    if (!world.has(who)) continue;
    const account = await world.account(who);
    secrets.push(account.email, account.mobile);
  }
  const user = world.has("shopper") ? (await world.account("shopper")).id : NIL;
  const seller = world.has("seller") ? (await world.account("seller")).id : NIL;
  const ids: { id: string }[] = await app.db.query(
    `SELECT id::text FROM cart_lines WHERE "userId" = $1
     UNION ALL SELECT id::text FROM orders WHERE "userId" = $1
     UNION ALL SELECT "providerSessionId" FROM checkouts WHERE "userId" = $1 AND "providerSessionId" IS NOT NULL
     UNION ALL SELECT id::text FROM permission_requests WHERE "sellerId" = $2`,
    [user, seller],
  );
  return [...secrets, ...ids.map((row) => row.id)];
}

/** Refused callers first, so the allowed ones (which may delete the data) come after. */
const callersOf = (row: Row): Caller[] => [...CALLERS.filter((caller) => expectedFor(row.access, caller) !== "allowed"), ...CALLERS.filter((caller) => expectedFor(row.access, caller) === "allowed")];

/** Callers who are neither the owners nor the admin: they must never read or change the owners' data. */
const STRANGERS: Caller[] = ["guest", "otherShopper", "otherSeller"];

async function runAs(row: Row, caller: Caller, once: () => Promise<unknown>): Promise<void> {
  const expected = expectedFor(row.access, caller);
  const world = row.fresh === "accounts" && expected === "allowed" ? new World(app) : shared;
  const data = row.setup && (row.perCaller || world !== shared) ? await row.setup(world, caller) : await once();
  const client = row.fresh === "sessions" ? await world.freshSession(caller) : await world.client(caller);
  const where = `${caller} → ${row.operation}`;

  // Mail owed by the setup (an order placed, a status moved) is sent in the background: let that
  // finish first, or it would look like a change made by the refused call.
  await app.services.mail.idle();
  const ownersBefore = await ownersData(world);
  const allBefore = expected === "allowed" ? undefined : await everything();
  const answer = await row.call(client, data, world);

  if (expected === "allowed") {
    assert.ok(answer.status >= 200 && answer.status < 300 && !answer.empty, `${where}: allowed, but got ${answer.status} ${answer.message ?? ""} ${answer.text.slice(0, 300)}`);
  } else if (expected === "null") {
    assert.ok(answer.status === 200 && answer.empty, `${where}: must answer null, got ${answer.status} ${answer.text.slice(0, 300)}`);
  } else {
    assert.equal(answer.status, expected.status, `${where}: must be refused with ${expected.status}, got ${answer.status} ${answer.text.slice(0, 300)}`);
    assert.equal(answer.message, expected.message, `${where}: the refusal's message`);
  }
  if (expected !== "allowed") assert.deepEqual(await everything(), allBefore, `${where}: refused, yet the data changed`);
  if (expected !== "allowed" || STRANGERS.includes(caller)) assert.deepEqual(await ownersData(world), ownersBefore, `${where}: the owners' data changed`);
  if (STRANGERS.includes(caller)) {
    for (const secret of await ownersSecrets(world)) assert.ok(!answer.text.includes(secret), `${where}: the answer shows the owners' ${secret}`);
  }
}

describe("who may call what", () => {
  for (const row of TABLE) {
    test(row.reading ? `${row.operation} (${row.reading})` : row.operation, async () => {
      let data: Promise<unknown> | undefined;
      const once = () => (data ??= row.setup ? row.setup(shared, "shopper") : Promise.resolve(undefined));
      for (const caller of callersOf(row)) await runAs(row, caller, once);
    });
  }
});
