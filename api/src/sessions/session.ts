import type { Request, RequestHandler } from "express";
import session from "express-session";
import type { AccountsService } from "../accounts/accounts.service";
import { ROLES, type Role, type Viewer } from "../accounts/roles";
import type { DatabaseSessionStore } from "./session-store";

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

export function sessionMiddleware(options: { store: DatabaseSessionStore; secret: string; secure: boolean; trustProxy: boolean }): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    store: options.store,
    secret: options.secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: options.trustProxy,
    cookie: { httpOnly: true, sameSite: "lax", secure: options.secure, maxAge: WEEK },
  });
}

const viewerKey: Record<Role, keyof Viewer> = { USER: "user", SELLER: "seller", ADMIN: "admin" };

/** Whether a role's sign-in in this session is still good: made after the account last ended its sessions. */
export function sessionStillValid(account: { sessionsValidAfter?: Date | null }, signedInAt: number | undefined): boolean {
  if (!account.sessionsValidAfter) return true;
  return (signedInAt ?? 0) >= new Date(account.sessionsValidAfter).getTime();
}

/**
 * Loads the signed-in accounts of every role. An account deleted since sign-in, or whose
 * sessions were ended after this one signed in (reset, deactivation), is dropped from the
 * session; a deactivated shopper stays loaded so the checks can refuse it by name.
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
        if (account && sessionStillValid(account, req.session.signedInAt?.[role])) Object.assign(req.viewer, { [viewerKey[role]]: account });
        else {
          delete ids[role];
          if (req.session.signedInAt) delete req.session.signedInAt[role];
        }
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

export function viewerOf(req: Request, role: Role) {
  return req.viewer?.[viewerKey[role]];
}
