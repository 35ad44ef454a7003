import type { DataSource } from "typeorm";

/** The longest a failed attempt of a background job (a refund, a mail) waits for its next try. */
export const MAX_RETRY_MS = 60 * 60 * 1000;

/** The tables whose rows are retried with backoff by the background worker. */
type RetriedTable = "refunds" | "mail_outbox";

/**
 * Puts a pending row's next attempt off after a failure: `baseMs` after the first attempt,
 * doubling with each one after it, at most an hour; keeps the reason (cut to 500 characters).
 * Answers the delay, for the log.
 */
export async function postponeRetry(db: DataSource, table: RetriedTable, row: { id: string; attempts: number }, baseMs: number, reason: string): Promise<number> {
  const delay = Math.round(Math.min(baseMs * 2 ** Math.max(0, row.attempts - 1), MAX_RETRY_MS));
  await db.query(`UPDATE ${table} SET "lastError" = $2, "nextAttemptAt" = now() + $3::int * interval '1 millisecond' WHERE id = $1 AND status = 'pending'`, [row.id, reason.slice(0, 500), delay]);
  return delay;
}
