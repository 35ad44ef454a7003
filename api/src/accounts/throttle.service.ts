import type { DataSource } from "typeorm";
import { tooManyRequests } from "../common/errors";
import { rowsOf } from "../db/rows";

/** How many tries a window allows, per network address and per account. */
export const THROTTLE_LIMIT = 10;
export const THROTTLE_WINDOW_MINUTES = 15;
/** A sign-in that succeeded from an address keeps that address trusted for its account this long. */
const KNOWN_ADDRESS_DAYS = 30;
const MESSAGE = `Too many attempts. Please try again in ${THROTTLE_WINDOW_MINUTES} minutes.`;

export type ThrottledAction = "sign-in" | "forgot-password";

export interface Attempt {
  action: ThrottledAction;
  /** Role and normalised email, e.g. "USER:asha@example.com". */
  account: string;
  address: string;
}

/**
 * Limits sign-in and forgot-password tries per network address and per account, counted in the
 * database so the limit holds across app processes.
 *
 * Sign-in counts failures only. An account under attack from many addresses stays closed to
 * new addresses, but an address that signed in to it successfully before still gets in: the
 * owner is not locked out by other people's failures. Forgot-password counts every request (so
 * no one can flood a mailbox) and never touches sign-in.
 */
export class ThrottleService {
  constructor(private readonly db: DataSource) {}

  async assertAllowed(attempt: Attempt): Promise<void> {
    const countsFailuresOnly = attempt.action === "sign-in";
    const [row] = rowsOf(
      await this.db.query(
        `SELECT
           (SELECT count(*) FROM auth_attempts WHERE action = $1 AND address = $3 AND "createdAt" > now() - $4::int * interval '1 minute' AND ($5 = false OR NOT succeeded))::int AS by_address,
           (SELECT count(*) FROM auth_attempts WHERE action = $1 AND account = $2 AND "createdAt" > now() - $4::int * interval '1 minute' AND ($5 = false OR NOT succeeded))::int AS by_account,
           EXISTS (SELECT 1 FROM auth_attempts WHERE action = $1 AND account = $2 AND address = $3 AND succeeded AND "createdAt" > now() - $6::int * interval '1 day') AS known`,
        [attempt.action, attempt.account, attempt.address, THROTTLE_WINDOW_MINUTES, countsFailuresOnly, KNOWN_ADDRESS_DAYS],
      ),
    );
    if (row.by_address >= THROTTLE_LIMIT) throw tooManyRequests(MESSAGE);
    if (row.by_account >= THROTTLE_LIMIT && !(countsFailuresOnly && row.known)) throw tooManyRequests(MESSAGE);
  }

  async record(attempt: Attempt, succeeded: boolean): Promise<void> {
    await this.db.query(`INSERT INTO auth_attempts (action, account, address, succeeded) VALUES ($1, $2, $3, $4)`, [attempt.action, attempt.account, attempt.address, succeeded]);
  }

  /** Forgets tries older than the longest memory any rule needs; safe on every replica. */
  async prune(): Promise<void> {
    await this.db.query(`DELETE FROM auth_attempts WHERE "createdAt" < now() - $1::int * interval '1 day'`, [KNOWN_ADDRESS_DAYS]);
  }
}
