import type { DataSource } from "typeorm";
import { CreatedAt, Id, IntColumn, TextColumn, TimeColumn } from "./columns";

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

/**
 * The columns of a row the background worker retries with backoff until it is done: its status is
 * "pending" while owed (never tried, refused, or an attempt under way whose lease runs out).
 */
export abstract class RetriedRow<Status extends string> {
  @Id()
  id!: string;

  @TextColumn({ default: "pending" })
  status!: Status;

  @IntColumn({ default: 0 })
  attempts!: number;

  /** When the worker may try next; while an attempt is under way, the end of its lease. */
  @TimeColumn({ default: () => "now()" })
  nextAttemptAt!: Date;

  /** Why the last attempt failed (see postponeRetry), for whoever looks into a row that keeps failing. */
  @TextColumn({ nullable: true })
  lastError!: string | null;

  @CreatedAt()
  createdAt!: Date;
}
