import type { Request, RequestHandler } from "express";
import session from "express-session";
import type { AccountsService } from "../accounts/accounts.service";
import { ROLES, type Role, type Viewer } from "../accounts/roles";
import type { DatabaseSessionStore } from "./session-store";

declare module "express-session" {
  interface SessionData {
    /** The account id signed in for each role, independently. */
    accounts: Partial<Record<Role, string>>;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- augmenting Express's own global namespace
  namespace Express {
    interface Request {
      /** The accounts this request acts as, re-read from the database on every request. */
      viewer: Viewer;
    }
  }
}

export const SESSION_COOKIE = "store.sid";
const WEEK = 7 * 24 * 60 * 60 * 1000;

export function sessionMiddleware(options: { store: DatabaseSessionStore; secret: string; secure: boolean }): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    store: options.store,
    secret: options.secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: options.secure,
    cookie: { httpOnly: true, sameSite: "lax", secure: options.secure, maxAge: WEEK },
  });
}

const viewerKey: Record<Role, keyof Viewer> = { USER: "user", SELLER: "seller", ADMIN: "admin" };

/**
 * Loads the signed-in accounts of every role. An account deleted since sign-in is dropped from
 * the session; a deactivated shopper stays loaded so the checks can refuse it by name.
 */
export function loadViewer(accounts: AccountsService, store: DatabaseSessionStore): RequestHandler {
  return async (req, _res, next) => {
    req.viewer = {};
    const ids = req.session?.accounts;
    if (!ids) return next();
    try {
      // Usually read with the session itself, in the same statement.
      const read = store.accountsRead(ids);
      for (const role of ROLES) {
        const id = ids[role];
        if (!id) continue;
        const account = read && role in read ? read[role] : await accounts.findById(role, id);
        if (account) Object.assign(req.viewer, { [viewerKey[role]]: account });
        else delete ids[role];
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

const promisify = (run: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => run((error) => (error ? reject(error) : resolve())));

/** Starts a role's session under a fresh session id, keeping the other roles signed in. */
export async function signInSession(req: Request, role: Role, accountId: string): Promise<void> {
  const kept = { ...(req.session.accounts ?? {}) };
  await promisify((done) => req.session.regenerate(done));
  req.session.accounts = { ...kept, [role]: accountId };
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
  await promisify((done) => req.session.save(done));
}

export function viewerOf(req: Request, role: Role) {
  return req.viewer?.[viewerKey[role]];
}
