import "reflect-metadata";
import path from "node:path";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { lockDataDir } from "./db/data-lock";
import { openDatabase } from "./db/data-source";
import { DEMO_ACCOUNTS, ensureAdmin, ensureCategories, seedDemo } from "./db/seed";

async function main() {
  const config = loadConfig();
  const embedded = !config.databaseUrl;
  const pgliteDir = path.join(config.dataDir, "pglite");
  const unlock = embedded ? lockDataDir(config.dataDir) : () => {};
  console.log(embedded ? `database: embedded PostgreSQL (PGlite) in ${pgliteDir}` : "database: PostgreSQL at DATABASE_URL");
  const db = await openDatabase({ url: config.databaseUrl, dataDir: embedded ? pgliteDir : undefined });
  await ensureCategories(db);
  if (config.seedDemo) await seedDemo(db, { log: (line) => console.log(`seed: ${line}`) });

  const app = await createApp(config, db);
  const firstAdmin = { email: config.adminEmail ?? "", password: config.adminPassword ?? "", mobile: config.adminMobile };
  if (firstAdmin.email && firstAdmin.password && (await ensureAdmin(db, app.services.accounts, firstAdmin, (line) => console.warn(line)))) {
    console.log(`created the admin ${config.adminEmail}`);
  }
  await new Promise<void>((resolve, reject) => {
    app.server.once("error", reject);
    app.server.listen(config.port, resolve);
  });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  console.log(`\nThe store is open at http://localhost:${port}  (GraphQL: /graphql, legacy REST: /api/v1)`);
  if (config.seedDemo) {
    console.log("Demo accounts:");
    console.log(`  shopper  ${DEMO_ACCOUNTS.shopper.email} / ${DEMO_ACCOUNTS.shopper.password}   http://localhost:${port}/login`);
    console.log(`  seller   ${DEMO_ACCOUNTS.seller.email} / ${DEMO_ACCOUNTS.seller.password}     http://localhost:${port}/seller/login`);
    console.log(`  admin    ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}       http://localhost:${port}/admin/login`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: closing...`);
    let code = 0;
    try {
      await app.close();
    } catch (error) {
      console.error(error);
      code = 1;
    }
    try {
      // Closing the data source checkpoints and closes PGlite, so its files stay consistent.
      await db.destroy();
      unlock();
    } catch (error) {
      console.error(error);
      code = 1;
    }
    process.exit(code);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  if (process.env.DEBUG) console.error(error);
  process.exit(1);
});
