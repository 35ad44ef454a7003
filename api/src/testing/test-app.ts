import "reflect-metadata";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { DataSource, Logger } from "typeorm";
import { createApp } from "../app";
import { repoRoot } from "../config";
import { openDatabase } from "../db/data-source";
import { ensureCategories, seedDemo } from "../seed/seed";
import type { Services } from "../services";
import type { AppConfig } from "../context";
import { logger } from "../logging/logger";
import { copyTemplate, makeTestDatabase, TEST_PASSWORD_COST, testPasswords, trimDemoCatalog } from "./test-templates";

// A test's output shows what went wrong, not a line per request (LOG_LEVEL=info brings them back).
logger.level = process.env.LOG_LEVEL ?? "warn";

/** Counts the SQL statements the app sends, so tests can hold a page to a fixed number. */
export class StatementCounter implements Logger {
  count = 0;
  readonly statements: string[] = [];
  logQuery(query: string) {
    this.count++;
    this.statements.push(query);
  }
  reset() {
    this.count = 0;
    this.statements.length = 0;
  }
  logQueryError() {}
  logQuerySlow() {}
  logSchemaBuild() {}
  logMigration() {}
  log() {}
}

const testDatabaseName = () => `store_test_${process.pid}_${randomBytes(4).toString("hex")}`;

export interface TestDatabase {
  /** PostgreSQL URL of a database made for this test, or undefined on PGlite. */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database: on the server named by TEST_DATABASE_URL when set (CI), else an
 * in-memory PGlite (each data source opens its own: db/pglite-pool.ts).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  return makeTestDatabase(serverUrl, testDatabaseName());
}

export interface TestApp {
  /** Origin of the running app, e.g. http://127.0.0.1:39123 */
  url: string;
  db: DataSource;
  /** The PostgreSQL URL of its database (a store process can serve the same data), or undefined on PGlite. */
  databaseUrl?: string;
  /** The settings the app runs with (a second app over the same database can share them). */
  config: AppConfig;
  services: Services;
  statements: StatementCounter;
  close(): Promise<void>;
}

/**
 * Starts the real app on a random port over a fresh database, migrated and optionally seeded. Its
 * PUBLIC_URL is its own origin, unless `publicUrl` is null (unset: the development default) or
 * `config` names one; `config` overrides any other setting.
 *
 * Under `npm test` the database is a copy of a template made once per run (test-templates.ts):
 * migrated, and with `demo` the demo catalog with its pictures drawn, cut to `productLimit`
 * products. Run alone (`node --test file`), it migrates and seeds as the app does at start-up.
 */
export async function startTestApp(
  options: { demo?: boolean; productLimit?: number; stripe?: AppConfig["stripe"]; workerIntervalMs?: number; smtpUrl?: string; publicUrl?: null; config?: Partial<AppConfig> } = {},
): Promise<TestApp> {
  const statements = new StatementCounter();
  const copy = await copyTemplate(options.demo ? "demo" : "base", testDatabaseName());
  // Not the copy itself: on PGlite it holds the dump, which the app no longer needs once it is open.
  const database: TestDatabase = copy ? { url: copy.url, drop: copy.drop } : await createTestDatabase();
  const db = await openDatabase({ url: database.url, loadDataDir: copy?.loadDataDir, logger: statements });
  if (copy) {
    if (options.demo && options.productLimit !== undefined) await trimDemoCatalog(db, options.productLimit);
  } else {
    await ensureCategories(db);
    if (options.demo) await seedDemo(db, { productLimit: options.productLimit, passwords: testPasswords });
  }
  const config: AppConfig = { production: false, sessionSecret: "test-secret", cookieSecure: false, webDist: path.join(repoRoot, "web/dist"), stripe: options.stripe, workerIntervalMs: options.workerIntervalMs, smtpUrl: options.smtpUrl, mailFrom: "Atelier Test <no-reply@example.com>", passwordCost: TEST_PASSWORD_COST, ...options.config };
  const app = await createApp(config, db);
  // Tests start once the seed's pictures are drawn and the start-up's round of background work
  // is done, so nothing but the worker's next tick runs beside them.
  await Promise.all([app.services.images.drawPending(), app.backgroundWork()]);
  await new Promise<void>((resolve) => app.server.listen(0, "127.0.0.1", resolve));
  const { port } = app.server.address() as AddressInfo;
  // The port is known only now; the app reads its config per request.
  if (options.publicUrl !== null && !options.config?.publicUrl) config.publicUrl = `http://127.0.0.1:${port}`;
  statements.reset();
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    databaseUrl: database.url,
    config,
    services: app.services,
    statements,
    async close() {
      await app.close();
      await db.destroy();
      await database.drop();
    },
  };
}
