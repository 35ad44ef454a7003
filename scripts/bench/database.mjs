// The bench's databases: a fresh one on a PostgreSQL server (dropped at the end), or a PGlite
// data directory in a temporary folder (removed at the end).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import pg from "pg";
import { localUrl } from "./local.mjs";

/** Opens a PGlite data directory with the extensions the store's schema uses. */
export function openPglite(dataDir) {
  return PGlite.create({ dataDir, extensions: { pgcrypto, pg_trgm, fuzzystrmatch } });
}

/** A fresh database named for this run on the server of `serverUrl`. */
export async function createServerDatabase(serverUrl) {
  localUrl(serverUrl);
  const name = `store_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: "PostgreSQL",
    env: { DATABASE_URL: url.toString() },
    bareEnv: { BARE_DATABASE_URL: url.toString() },
    async query(sql, params) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    /** The bare server reads the store's own database. */
    async shareWithBare() {},
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/**
 * A PGlite data directory. PGlite lives inside the store's process, so the bare server gets a copy
 * of the seeded directory (taken while the store is stopped) and opens it with its own PGlite.
 */
export function createPgliteDatabase() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "store-bench-"));
  const dataDir = path.join(root, "data");
  const storeDir = path.join(dataDir, "pglite");
  const bareDir = path.join(root, "bare-pglite");
  return {
    kind: "PGlite",
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    bareEnv: { BARE_PGLITE_DIR: bareDir },
    async query(sql, params) {
      const db = await openPglite(storeDir);
      try {
        return (await db.query(sql, params)).rows;
      } finally {
        await db.close();
      }
    },
    async shareWithBare() {
      fs.cpSync(storeDir, bareDir, { recursive: true });
    },
    async drop() {
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
