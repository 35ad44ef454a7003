import type { PGlite, PGliteOptions, Results } from "@electric-sql/pglite";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { PGliteDriver } from "typeorm-pglite";
import { PGlitePool } from "typeorm-pglite/dist/pglite-pool";
import { PGliteInstance } from "typeorm-pglite/dist/pglite-instance";

type Release = (error?: unknown) => void;
type ConnectCallback = (error: unknown, client: PGlitePool | null, done: Release) => void;
type QueryCallback = (error: unknown, results: Results<unknown> | null) => void;

/**
 * PGlite is a single connection. typeorm-pglite hands that one connection to every caller at
 * once, so two concurrent transactions would interleave their statements. This pool lends the
 * connection to one caller at a time (a query, or a whole transaction), like a pg pool of size
 * one: transactions stay isolated and row locks mean what they mean on a real server.
 */
class SerializedPGlitePool extends PGlitePool {
  private static queue: Promise<void> = Promise.resolve();

  override async connect(callback: ConnectCallback): Promise<void> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = SerializedPGlitePool.queue;
    SerializedPGlitePool.queue = previous.then(() => turn);
    await previous;
    try {
      await PGliteInstance.getInstance();
    } catch (error) {
      release();
      callback(error, null, () => {});
      return;
    }
    let released = false;
    callback(null, this, () => {
      if (!released) {
        released = true;
        release();
      }
    });
  }

  override async query(sql: string, parameters?: unknown[], callback?: QueryCallback): Promise<Results<unknown>> {
    // TypeORM reads `rowCount` (as node-postgres names it) for the rows an UPDATE or DELETE touched.
    const result = (await super.query(sql, parameters, callback)) as Results<unknown> & { rowCount?: number };
    result.rowCount = result.affectedRows ?? result.rows.length;
    return result;
  }
}

/** The `driver` option of a TypeORM postgres DataSource that runs on an embedded PGlite. */
export function pgliteDriver(dataDir: string | undefined, extra: PGliteOptions = {}) {
  new PGliteDriver({ dataDir, extensions: { pgcrypto, pg_trgm, fuzzystrmatch }, ...extra });
  return { Pool: SerializedPGlitePool };
}

/** The embedded database itself, for dumping it. */
export function embeddedInstance(): Promise<PGlite> {
  return PGliteInstance.getInstance();
}

/** Closes the embedded database so its files are left consistent. */
export async function closeEmbedded(): Promise<void> {
  await PGliteInstance.close();
}
