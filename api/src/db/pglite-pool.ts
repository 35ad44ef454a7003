import { PGlite, types, type PGliteOptions, type Results } from "@electric-sql/pglite";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import type { DataSource } from "typeorm";
import { PGlitePool } from "typeorm-pglite/dist/pglite-pool";

type Release = (error?: unknown) => void;
type QueryCallback = (error: unknown, results: Results<unknown> | null) => void;

/** TypeORM writes booleans as JavaScript values, `"true"` or 1; PostgreSQL wants TRUE or FALSE. */
const booleanSerializer = (value: unknown): string => (value === true || value === "true" || value === 1 ? "TRUE" : value === false || value === "false" || value === 0 ? "FALSE" : String(value));

/**
 * typeorm-pglite's pool (what TypeORM's postgres driver holds), over an embedded database of its
 * own instead of the package's one per process, so test files that share a process (`npm test`)
 * each get the database their app was opened on. PGlite is a single connection: this pool lends it
 * to one caller at a time (a query, or a whole transaction), like a pg pool of size one, so
 * transactions stay isolated and row locks mean what they mean on a real server.
 */
export class EmbeddedPool extends PGlitePool {
  private opened: Promise<PGlite> | undefined;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly options: PGliteOptions) {
    super();
  }

  /**
   * The embedded database, made on first use. A dump it starts from (`loadDataDir`, tens of MB) is
   * read once and let go: test files that share a process keep their closed apps in module scope.
   * So a data source initialised again after `destroy()` finds its data directory as it was left
   * (the store's), or, in memory, an empty database: the in-memory one went with the close.
   */
  database(): Promise<PGlite> {
    if (!this.opened) {
      // A copy: PGlite reads its options as it starts, after this returns.
      this.opened = PGlite.create({ ...this.options });
      delete this.options.loadDataDir;
    }
    return this.opened;
  }

  override async connect(callback: (error: unknown, client: EmbeddedPool | null, done: Release) => void): Promise<void> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    try {
      await this.database();
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

  /**
   * One statement with parameters, or a script without (TypeORM reads the last statement's result).
   * `rowCount` is set as node-postgres names it: TypeORM reads it for the rows an UPDATE or DELETE touched.
   */
  override async query(sql: string, parameters?: unknown[] | QueryCallback, callback?: QueryCallback): Promise<Results<unknown>> {
    if (typeof parameters === "function") [callback, parameters] = [parameters, undefined];
    try {
      const database = await this.database();
      const result: Results<unknown> & { rowCount?: number } =
        parameters && parameters.length > 0 ? await database.query(sql, parameters) : ((await database.exec(sql)).at(-1) ?? { rows: [], fields: [] });
      result.rowCount = result.affectedRows ?? result.rows.length;
      callback?.(null, result);
      return result;
    } catch (error) {
      callback?.(error, null);
      throw error;
    }
  }

  override end(callback: (error: unknown) => void): void {
    const opened = this.opened;
    this.opened = undefined;
    (opened ? opened.then((database) => database.close()) : Promise.resolve()).then(
      () => callback(null),
      (error) => callback(error),
    );
  }
}

/** The `driver` option of a TypeORM postgres DataSource that runs on an embedded PGlite of its own. */
export function pgliteDriver(dataDir: string | undefined, extra: PGliteOptions = {}) {
  const options: PGliteOptions = { dataDir, extensions: { pgcrypto, pg_trgm, fuzzystrmatch }, serializers: { [types.BOOL]: booleanSerializer }, ...extra };
  return {
    Pool: class extends EmbeddedPool {
      constructor() {
        super(options);
      }
    },
  };
}

/** The embedded database a data source on PGlite runs on (for its notifications, or to dump it). */
export function embeddedInstance(db: DataSource): Promise<PGlite> {
  const pool = (db.driver as { master?: unknown }).master;
  if (!(pool instanceof EmbeddedPool)) throw new Error("this data source does not run on PGlite");
  return pool.database();
}
