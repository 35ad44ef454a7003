import "reflect-metadata";
import path from "node:path";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { lockDataDir } from "./db/data-lock";
import { openDatabase } from "./db/data-source";
import { DEMO_ACCOUNTS, ensureAdmin, ensureCategories, seedDemo } from "./seed/seed";
import { handleProcessFailures, logger, writePlainLine } from "./logging/logger";
import { unhandledRejections } from "./metrics/metrics";

// Before anything can fail unawaited: see handleProcessFailures for what each failure does.
handleProcessFailures(() => unhandledRejections.inc());

/** The start-up banner is for the person at the terminal: plain text, not a log line. */
const say = writePlainLine;

async function main() {
  const config = loadConfig();
  const embedded = !config.databaseUrl;
  const pgliteDir = path.join(config.dataDir, "pglite");
  const unlock = embedded ? lockDataDir(config.dataDir) : () => {};
  logger.info({ database: embedded ? "pglite" : "postgresql", ...(embedded ? { dataDir: pgliteDir } : {}) }, embedded ? `database: embedded PostgreSQL (PGlite) in ${pgliteDir}` : "database: PostgreSQL at DATABASE_URL");
  const db = await openDatabase({ url: config.databaseUrl, dataDir: embedded ? pgliteDir : undefined });
  await ensureCategories(db);
  if (config.seedDemo) await seedDemo(db, { log: (line) => logger.info(`seed: ${line}`), showcase: true });

  const app = await createApp(config, db);
  const firstAdmin = { email: config.adminEmail ?? "", password: config.adminPassword ?? "", mobile: config.adminMobile };
  if (firstAdmin.email && firstAdmin.password && (await ensureAdmin(db, app.services.accounts, firstAdmin, (line) => logger.warn(line)))) {
    logger.info({ email: config.adminEmail }, "created the admin");
  }
  await new Promise<void>((resolve, reject) => {
    app.server.once("error", reject);
    app.server.listen(config.port, resolve);
  });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info({ port }, "listening");
  // The banner follows the start-up's log lines in the same destination, so it cannot come first.
  say(`\nThe store is open at http://localhost:${port}  (GraphQL: /graphql, legacy REST: /api/v1)`);
  if (config.seedDemo) {
    say("Demo accounts:");
    say(`  shopper  ${DEMO_ACCOUNTS.shopper.email} / ${DEMO_ACCOUNTS.shopper.password}   http://localhost:${port}/login`);
    say(`  seller   ${DEMO_ACCOUNTS.seller.email} / ${DEMO_ACCOUNTS.seller.password}     http://localhost:${port}/seller/login`);
    say(`  admin    ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}       http://localhost:${port}/admin/login`);
  }
  logger.flush();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "closing");
    let code = 0;
    try {
      await app.close();
    } catch (error) {
      logger.error({ err: error }, "closing the HTTP server failed");
      code = 1;
    }
    try {
      // Closing the data source checkpoints and closes PGlite, so its files stay consistent.
      await db.destroy();
      unlock();
    } catch (error) {
      logger.error({ err: error }, "closing the database failed");
      code = 1;
    }
    process.exit(code);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error) => {
  logger.fatal({ err: error }, `the store could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
