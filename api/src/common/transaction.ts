import { setTimeout as sleep } from "node:timers/promises";
import type { DataSource, EntityManager } from "typeorm";
import { conflict } from "./errors";
import { logger } from "../logging/logger";

/** How many times a transaction runs before a lock conflict is given to the client as a 409. */
export const TRANSACTION_ATTEMPTS = 5;
/** The first retry waits up to this long (with full jitter); each further one up to twice as long. */
const FIRST_BACKOFF_MS = 20;

/** PostgreSQL's "deadlock detected" and "could not serialize access": the transaction was rolled back and may simply run again. */
const RETRYABLE = new Set(["40P01", "40001"]);

/** The SQLSTATE of a failed statement (TypeORM's QueryFailedError carries the driver's code). */
export function sqlState(error: unknown): string | undefined {
  const own = (error as { code?: unknown })?.code;
  if (typeof own === "string") return own;
  const driver = (error as { driverError?: { code?: unknown } })?.driverError?.code;
  return typeof driver === "string" ? driver : undefined;
}

export const BUSY = "The store is busy with the same items right now: please try again.";

/**
 * Runs `work` in one transaction. When PostgreSQL rolls it back for a deadlock or a serialization
 * failure, it runs again, up to TRANSACTION_ATTEMPTS times with a random, growing pause; after
 * that the caller gets a clear 409, never a server error. `retryOn` may name another condition
 * that makes a fresh attempt right (e.g. a unique index that a concurrent transaction won).
 *
 * `work` must be safe to run more than once: everything it does in the database is rolled back
 * between attempts, so it must keep no state outside it (or reset that state when it starts).
 */
export async function inTransaction<T>(db: DataSource, work: (manager: EntityManager) => Promise<T>, options: { retryOn?: (error: unknown) => boolean } = {}): Promise<T> {
  return retried(() => db.transaction(work), options);
}

/**
 * Runs `work` (one transaction, or one statement that is its own transaction) again when
 * PostgreSQL rolls it back for a deadlock or a serialization failure, as `inTransaction` does.
 */
export async function retried<T>(work: () => Promise<T>, options: { retryOn?: (error: unknown) => boolean } = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const retryable = RETRYABLE.has(sqlState(error) ?? "") || Boolean(options.retryOn?.(error));
      if (!retryable) throw error;
      if (attempt >= TRANSACTION_ATTEMPTS) {
        logger.warn({ code: sqlState(error), attempts: attempt }, "a transaction kept meeting lock conflicts");
        throw conflict(BUSY);
      }
      await sleep(Math.random() * FIRST_BACKOFF_MS * 2 ** (attempt - 1));
    }
  }
}
