import { createHash } from "node:crypto";
import { types as pgTypes } from "pg";
import type { DataSource } from "typeorm";

/** A statement of fixed text: PostgreSQL prepares it once per connection under its name. */
export interface Statement {
  readonly name: string;
  readonly text: string;
}

/** A statement named by its text (the same text is the same name on every replica and connection). */
export function statement(text: string): Statement {
  return { name: `store_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`, text };
}

/** The node-postgres pool TypeORM holds (`driver.master`): named queries are prepared once per connection. */
interface PgPool {
  query(config: { name?: string; text: string; values: unknown[]; types: typeof hotPathTypes }): Promise<{ rows: unknown[] }>;
}

// int4[]: pg's typings name only the scalar types' ids.
const INT4_ARRAY = 1007 as unknown as Parameters<typeof pgTypes.getTypeParser>[0];
const generalIntArray = (value: string): unknown => pgTypes.getTypeParser(INT4_ARRAY, "text")(value);
const [OPEN, CLOSE, COMMA, MINUS, ZERO, NINE] = ["{", "}", ",", "-", "0", "9"].map((character) => character.charCodeAt(0));

/**
 * node-postgres' own parsers, but for an integer array (a picture's widths, a row of every grid
 * item): its general array parser cost about 250 ns an array (the grid's largest allocation after
 * its own objects); a plain `{320,640,960}` is read in one pass, ten times faster (anything else,
 * an empty array, a null element, goes to the general one).
 */
const hotPathTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    return oid === (INT4_ARRAY as number) && format !== "binary" ? parseIntArray : pgTypes.getTypeParser(oid as typeof INT4_ARRAY, format as "text");
  },
};

export function parseIntArray(value: string): unknown {
  if (value.charCodeAt(0) !== OPEN) return generalIntArray(value);
  const numbers: number[] = [];
  let number = 0;
  let negative = false;
  let digits = false;
  for (let at = 1; at < value.length; at++) {
    const code = value.charCodeAt(at);
    if (code >= ZERO && code <= NINE) {
      number = number * 10 + (code - ZERO);
      digits = true;
    } else if ((code === COMMA || code === CLOSE) && digits) {
      numbers.push(negative ? -number : number);
      if (code === CLOSE) return at === value.length - 1 ? numbers : generalIntArray(value);
      number = 0;
      negative = false;
      digits = false;
    } else if (code === MINUS && !digits && !negative) {
      negative = true;
    } else {
      // An empty array, a NULL element, a nested array: the general parser's.
      return generalIntArray(value);
    }
  }
  return generalIntArray(value);
}

/** PGlite's pool as the app serialises it (db/pglite-pool.ts): one caller at a time on its one connection. */
interface LendingPool {
  connect(callback: (error: unknown, client: { query(sql: string, values: unknown[]): Promise<{ rows: unknown[] }> } | null, release: () => void) => void): void;
}

/**
 * Reads on the hot paths (grids, product detail, bag, session lookup) without TypeORM's query
 * building or hydration: a statement of fixed text, prepared once per connection on PostgreSQL
 * (PGlite, one connection in-process, runs it as it is), answered as plain rows. Each is still
 * counted by the data source's logger (store_sql_statements_total, the tests' counters), as
 * every other statement is.
 */
export class PreparedReads {
  private readonly run: (statement: Statement, values: unknown[]) => Promise<unknown[]>;

  constructor(private readonly db: DataSource) {
    const pool = (db.driver as { master?: unknown }).master;
    const isNodePostgres = db.options.type === "postgres" && !(db.options as { driver?: unknown }).driver;
    if (isNodePostgres) {
      const pg = pool as PgPool;
      this.run = async (statement, values) => (await pg.query(statement.name ? { name: statement.name, text: statement.text, values, types: hotPathTypes } : { text: statement.text, values, types: hotPathTypes })).rows;
    } else {
      const lending = pool as LendingPool;
      this.run = (statement, values) =>
        new Promise((resolve, reject) => {
          lending.connect((error, client, release) => {
            if (error || !client) return reject(error);
            client.query(statement.text, values).then(
              (result) => {
                release();
                resolve(result.rows);
              },
              (failure) => {
                release();
                reject(failure);
              },
            );
          });
        });
    }
  }

  /** The rows the statement answers for these values. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw rows have no type; callers name the columns they read
  rows(statement: Statement, values: unknown[]): Promise<any[]> {
    this.db.logger.logQuery(statement.text, values);
    return this.run(statement, values);
  }
}

/** How many statements of distinct text one process names; past it, new shapes run unnamed (parsed each time). */
const MAX_NAMED = 256;

/**
 * Statements by the shape of a read (which fields, which conditions): the text is built once per
 * shape. Shapes come from clients' queries, so only the first MAX_NAMED are named and prepared on
 * every connection; the rest run unnamed rather than grow each connection's prepared statements.
 */
export class StatementCache {
  private readonly byShape = new Map<string, Statement>();

  get(shape: string, build: () => string): Statement {
    let found = this.byShape.get(shape);
    if (!found) {
      const text = build();
      found = this.byShape.size < MAX_NAMED ? statement(text) : { name: "", text };
      if (this.byShape.size < MAX_NAMED * 4) this.byShape.set(shape, found);
    }
    return found;
  }
}
