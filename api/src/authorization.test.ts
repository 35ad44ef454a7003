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
  await watchWrites();
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

/**
 * Every write to a business table, as it commits: a trigger on each (installed by the file's
 * `before`, on this file's own database) logs the table of each row inserted, deleted or really
 * updated (an UPDATE to the same values is not a change), and of each TRUNCATE, in `test_writes`.
 * A refused call must leave no row there. Where hashing every table around each call read the whole
 * database twice per refused call, this reads one index; it also sees a row written and removed again.
 */
async function watchWrites(): Promise<void> {
  const tables: string[] = (await app.db.query(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`))
    .map((table: { name: string }) => table.name)
    .filter((name: string) => !EXCLUDED.has(name));
  await app.db.query(`CREATE TABLE test_writes (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, "table" text NOT NULL, operation text NOT NULL)`);
  await app.db.query(
    `CREATE FUNCTION test_log_write() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN RETURN NULL; END IF;
       INSERT INTO test_writes ("table", operation) VALUES (TG_TABLE_NAME, TG_OP);
       RETURN NULL;
     END $$`,
  );
  for (const table of tables) {
    await app.db.query(`CREATE TRIGGER test_log_rows AFTER INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION test_log_write()`);
    await app.db.query(`CREATE TRIGGER test_log_truncate AFTER TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION test_log_write()`);
  }
}

/** The last write logged so far. */
const lastWrite = async (): Promise<number> => Number((await app.db.query(`SELECT coalesce(max(id), 0) AS id FROM test_writes`))[0].id);

/** The writes logged after `since`, as `table (OPERATION)`. */
const writesSince = async (since: number): Promise<string[]> =>
  (await app.db.query(`SELECT "table", operation FROM test_writes WHERE id > $1 ORDER BY id`, [since])).map((write: { table: string; operation: string }) => `${write.table} (${write.operation})`);

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
  // A refused call may write nothing at all: the write log sees every business table, the owners'
  // rows among them. A stranger's allowed call writes rows of its own, but none of the owners'.
  const ownersBefore = expected === "allowed" && STRANGERS.includes(caller) ? await ownersData(world) : undefined;
  const writtenBefore = expected === "allowed" ? undefined : await lastWrite();
  const answer = await row.call(client, data, world);

  if (expected === "allowed") {
    assert.ok(answer.status >= 200 && answer.status < 300 && !answer.empty, `${where}: allowed, but got ${answer.status} ${answer.message ?? ""} ${answer.text.slice(0, 300)}`);
  } else if (expected === "null") {
    assert.ok(answer.status === 200 && answer.empty, `${where}: must answer null, got ${answer.status} ${answer.text.slice(0, 300)}`);
  } else {
    assert.equal(answer.status, expected.status, `${where}: must be refused with ${expected.status}, got ${answer.status} ${answer.text.slice(0, 300)}`);
    assert.equal(answer.message, expected.message, `${where}: the refusal's message`);
  }
  if (writtenBefore !== undefined) assert.deepEqual(await writesSince(writtenBefore), [], `${where}: refused, yet the data changed`);
  if (ownersBefore !== undefined) assert.deepEqual(await ownersData(world), ownersBefore, `${where}: the owners' data changed`);
  if (STRANGERS.includes(caller)) {
    for (const secret of await ownersSecrets(world)) assert.ok(!answer.text.includes(secret), `${where}: the answer shows the owners' ${secret}`);
  }
}

// The refusals below trust the write log: it must see what a refused call could do, and only that.
test("the write log sees rows inserted, changed and deleted, and no update to the same values", async () => {
  // Mail owed by the accounts made in `before` is sent in the background: its writes are not these.
  await app.services.mail.idle();
  const before = await lastWrite();
  const [category] = await app.db.query(`SELECT name FROM categories ORDER BY name LIMIT 1`);
  await app.db.query(`UPDATE categories SET position = position WHERE name = $1`, [category.name]);
  assert.deepEqual(await writesSince(before), [], "an update to the same values");
  // Moved and moved back in one transaction: no net change, and still two writes.
  await app.db.transaction(async (manager) => {
    await manager.query(`UPDATE categories SET position = position + 1000 WHERE name = $1`, [category.name]);
    await manager.query(`UPDATE categories SET position = position - 1000 WHERE name = $1`, [category.name]);
  });
  await app.db.query(`INSERT INTO categories (name) VALUES ('Write Log Test')`);
  await app.db.query(`DELETE FROM categories WHERE name = 'Write Log Test'`);
  await app.db.query(`DELETE FROM categories WHERE false`);
  assert.deepEqual(await writesSince(before), ["categories (UPDATE)", "categories (UPDATE)", "categories (INSERT)", "categories (DELETE)"]);
});

describe("who may call what", () => {
  for (const row of TABLE) {
    test(row.reading ? `${row.operation} (${row.reading})` : row.operation, async () => {
      let data: Promise<unknown> | undefined;
      const once = () => (data ??= row.setup ? row.setup(shared, "shopper") : Promise.resolve(undefined));
      for (const caller of callersOf(row)) await runAs(row, caller, once);
    });
  }
});
