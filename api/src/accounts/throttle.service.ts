import type { DataSource } from "typeorm";
import { tooManyRequests } from "../common/errors";
import { setTimeout as sleep } from "node:timers/promises";
import { rowsOf } from "../common/rows";

/** How many tries a window allows, per network address and per account. */
export const THROTTLE_LIMIT = 10;
export const THROTTLE_WINDOW_MINUTES = 15;
/**
 * Sign-ups per network address in the same window: more than the other doors allow, for a
 * family or an office behind one address, yet no one can mint accounts by the hundred.
 */
export const SIGN_UP_LIMIT = 20;
/** A sign-in that succeeded from an address keeps that address trusted for its account this long. */
const KNOWN_ADDRESS_DAYS = 30;
/** How long a sign-in waits for the checks in flight before it (to be safe) is refused. */
const SETTLE_WAIT_MS = 10_000;
const MESSAGE = `Too many attempts. Please try again in ${THROTTLE_WINDOW_MINUTES} minutes.`;

export type ThrottledAction = "sign-in" | "forgot-password" | "sign-up";

export interface Attempt {
  action: ThrottledAction;
  /** Role and normalised email, e.g. "USER:asha@example.com"; empty for sign-up (counted per address only). */
  account: string;
  address: string;
}

/** One counted try: settle it once its outcome is known. */
export interface Counted {
  id: string;
}

/**
 * Limits sign-in, forgot-password and sign-up tries per network address (and the first two per
 * account), counted in the database so the limit holds across app processes.
 *
 * Counting is atomic: `count` takes a transaction-scoped advisory lock on each key (address and
 * account, in a fixed order), counts the window and records the try in the same transaction,
 * before the password is checked or the mail is queued. So a burst of 100 parallel tries gets
 * at most THROTTLE_LIMIT past it, on any number of replicas.
 *
 * Sign-in counts failures only: a try is recorded as being checked (succeeded null), then as a
 * success or a failure; while checks in flight could still take the count past the limit, new
 * tries wait for them, so parallel guesses never slip past and parallel good sign-ins still pass. An account under attack from many addresses stays
 * closed to new addresses, but an address that signed in to it successfully before still gets
 * in: the owner is not locked out by other people's failures. Forgot-password and sign-up count
 * every request (no one can flood a mailbox or mint accounts), and never touch sign-in.
 */
export class ThrottleService {
  constructor(private readonly db: DataSource) {}

  /**
   * Counts a try, or refuses it (429) when its address or account has used up the window. A
   * sign-in whose outcome other checks in flight could still decide waits for them (briefly,
   * polling) rather than be refused or let through on a guess.
   */
  async count(attempt: Attempt): Promise<Counted> {
    const deadline = Date.now() + SETTLE_WAIT_MS;
    for (;;) {
      const counted = await this.tryCount(attempt);
      if (counted) return counted;
      if (Date.now() > deadline) throw tooManyRequests(MESSAGE);
      await sleep(5 + Math.random() * 20);
    }
  }

  /** One look under the keys' locks: the try counted, or undefined when checks in flight must settle first. */
  private async tryCount(attempt: Attempt): Promise<Counted | undefined> {
    const countsFailuresOnly = attempt.action === "sign-in";
    const keys = [`throttle:${attempt.action}:address:${attempt.address}`, ...(attempt.account ? [`throttle:${attempt.action}:account:${attempt.account}`] : [])].sort();
    return this.db.transaction(async (manager) => {
      // Tries of one key wait here for each other, in every replica: the count below is exact.
      for (const key of keys) await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [key]);
      // A failure is a sign-in that proved wrong, or one whose check never finished (a crash).
      const failure = `($5 = false OR succeeded = false OR (succeeded IS NULL AND "createdAt" < now() - interval '1 minute'))`;
      const pending = `($5 AND succeeded IS NULL AND "createdAt" >= now() - interval '1 minute')`;
      const recent = `action = $1 AND "createdAt" > now() - $4::int * interval '1 minute'`;
      const [row] = rowsOf(
        await manager.query(
          `SELECT
             (SELECT count(*) FROM auth_attempts WHERE ${recent} AND address = $3 AND ${failure})::int AS by_address,
             (SELECT count(*) FROM auth_attempts WHERE ${recent} AND address = $3 AND ${pending})::int AS pending_address,
             (SELECT count(*) FROM auth_attempts WHERE $2 <> '' AND ${recent} AND account = $2 AND ${failure})::int AS by_account,
             (SELECT count(*) FROM auth_attempts WHERE $2 <> '' AND ${recent} AND account = $2 AND ${pending})::int AS pending_account,
             EXISTS (SELECT 1 FROM auth_attempts WHERE action = $1 AND account = $2 AND address = $3 AND succeeded AND "createdAt" > now() - $6::int * interval '1 day') AS known`,
          [attempt.action, attempt.account, attempt.address, THROTTLE_WINDOW_MINUTES, countsFailuresOnly, KNOWN_ADDRESS_DAYS],
        ),
      );
      const addressLimit = attempt.action === "sign-up" ? SIGN_UP_LIMIT : THROTTLE_LIMIT;
      const accountLimited = !(countsFailuresOnly && row.known);
      if (row.by_address >= addressLimit) throw tooManyRequests(MESSAGE);
      if (row.by_account >= THROTTLE_LIMIT && accountLimited) throw tooManyRequests(MESSAGE);
      // Were every check in flight to fail, this one would be past the limit: wait for them.
      if (row.by_address + row.pending_address >= addressLimit) return undefined;
      if (row.by_account + row.pending_account >= THROTTLE_LIMIT && accountLimited) return undefined;
      const [made] = rowsOf(
        await manager.query(`INSERT INTO auth_attempts (action, account, address, succeeded) VALUES ($1, $2, $3, $4) RETURNING id`, [
          attempt.action,
          attempt.account,
          attempt.address,
          countsFailuresOnly ? null : true,
        ]),
      );
      return { id: made.id as string };
    });
  }

  /** The counted sign-in proved wrong: it counts as a failure. */
  async failed(counted: Counted): Promise<void> {
    await this.db.query(`UPDATE auth_attempts SET succeeded = false WHERE id = $1`, [counted.id]);
  }

  /** The counted sign-in proved right: it is no longer a failure (and its address becomes known). */
  async succeeded(counted: Counted): Promise<void> {
    await this.db.query(`UPDATE auth_attempts SET succeeded = true WHERE id = $1`, [counted.id]);
  }

  /** The counted try was no guess after all (a missing field): it does not count. */
  async forget(counted: Counted): Promise<void> {
    await this.db.query(`DELETE FROM auth_attempts WHERE id = $1`, [counted.id]);
  }

  /** Forgets tries older than the longest memory any rule needs; safe on every replica. */
  async prune(): Promise<void> {
    await this.db.query(`DELETE FROM auth_attempts WHERE "createdAt" < now() - $1::int * interval '1 day'`, [KNOWN_ADDRESS_DAYS]);
  }
}
