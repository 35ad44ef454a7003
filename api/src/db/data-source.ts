import path from "node:path";
import fs from "node:fs";
import { DataSource, type Logger } from "typeorm";
import type { PostgresDataSourceOptions } from "typeorm/driver/postgres/PostgresDataSourceOptions.js";
import { CountingLogger } from "./counting-logger";
import { pgliteDriver } from "./pglite-pool";
import { entities } from "./entities";

export interface DatabaseOptions {
  /** PostgreSQL URL; without it PGlite runs in-process. */
  url?: string;
  /** PGlite data directory; `undefined` keeps the embedded database in memory. */
  dataDir?: string;
  /** A dump of a PGlite data directory to start from (tests start from a seeded template). */
  loadDataDir?: Blob;
  logging?: boolean;
  /** Sees every statement (tests count them). */
  logger?: Logger;
}

const migrationsDir = path.resolve(__dirname, "../../../migrations");

/** Builds (without connecting) the one DataSource the app uses, on PostgreSQL or PGlite. */
export function createDataSource(options: DatabaseOptions): DataSource {
  const logging: PostgresDataSourceOptions["logging"] = options.logging ? ["query", "error"] : ["error"];
  const common: PostgresDataSourceOptions = {
    type: "postgres",
    entities,
    migrations: [path.join(migrationsDir, "*.js")],
    migrationsTableName: "migrations",
    migrationsTransactionMode: "each",
    synchronize: false,
    logging,
    // Every statement is counted for /metrics (store_sql_statements_total), around any logger given.
    logger: CountingLogger.around(options.logger, logging),
    uuidExtension: "pgcrypto",
  };
  if (options.url) {
    return new DataSource({ ...common, url: options.url, poolSize: 10, applicationName: "clothing-store" });
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  return new DataSource({
    ...common,
    driver: pgliteDriver(options.dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
}

/** Connects and brings the schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<DataSource> {
  const dataSource = createDataSource(options);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: "each" });
  return dataSource;
}
