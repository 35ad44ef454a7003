import type { Request } from "express";
import type { EntityManager } from "typeorm";
import { entityOf, type Role } from "./roles";

// Which account a session is signed in as, per role: accounts write it (sign-in, sign-out, ending an
// account's sessions); sessions/ stores it and loads the accounts it names on every request.

declare module "express-session" {
  interface SessionData {
    /** The account id signed in for each role, independently. */
    accounts: Partial<Record<Role, string>>;
    /** When each role signed in (ms since the epoch): compared with the account's sessionsValidAfter. */
    signedInAt: Partial<Record<Role, number>>;
  }
}

const promisify = (run: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => run((error) => (error ? reject(error) : resolve())));

/** Starts a role's session under a fresh session id, keeping the other roles signed in. */
export async function signInSession(req: Request, role: Role, accountId: string): Promise<void> {
  const kept = { ...(req.session.accounts ?? {}) };
  const keptTimes = { ...(req.session.signedInAt ?? {}) };
  await promisify((done) => req.session.regenerate(done));
  req.session.accounts = { ...kept, [role]: accountId };
  req.session.signedInAt = { ...keptTimes, [role]: Date.now() };
  await promisify((done) => req.session.save(done));
}

/** Ends one role's session; the session itself goes when no role is left in it. */
export async function signOutSession(req: Request, role: Role): Promise<void> {
  const accounts = { ...(req.session.accounts ?? {}) };
  delete accounts[role];
  if (Object.keys(accounts).length === 0) {
    await promisify((done) => req.session.destroy(done));
    return;
  }
  req.session.accounts = accounts;
  const times = { ...(req.session.signedInAt ?? {}) };
  delete times[role];
  req.session.signedInAt = times;
  await promisify((done) => req.session.save(done));
}

/**
 * Signs an account out of every browser at once (a password reset, a deleted or deactivated
 * account). The account's "sessions valid after" moves to now, which is what ends them: a
 * session signed in before it no longer counts, whatever a request in flight writes back into
 * the sessions table. Its role also leaves every session row, and rows left with no role go.
 */
export async function endAccountSessions(manager: EntityManager, role: Role, accountId: string): Promise<void> {
  const table = manager.connection.getMetadata(entityOf[role]).tableName;
  await manager.query(`UPDATE "${table}" SET "sessionsValidAfter" = $2 WHERE id = $1`, [accountId, new Date()]);
  await manager.query(`UPDATE sessions SET data = data #- ARRAY['accounts', $1::text] WHERE data -> 'accounts' ->> $1::text = $2`, [role, accountId]);
  await manager.query(`DELETE FROM sessions WHERE data -> 'accounts' = '{}'::jsonb`);
}
