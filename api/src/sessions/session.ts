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

/**
 * Whether a request may read or start a session: it carries the session cookie, or it may sign in
 * (any method but GET and HEAD; on /graphql, only a document that may hold a mutation: one that
 * names the word `mutation`, or has no text, such as a persisted query's hash). Anything else is
 * a guest's read, which express-session would only give a fresh, unsaved session to: it skips the
 * session (no id drawn, no store, no cookie) and is served as a guest.
 */
export function mayUseSession(req: Request): boolean {
  if (req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return true;
  if (req.method === "GET" || req.method === "HEAD") return false;
  if (!req.originalUrl.startsWith("/graphql")) return true;
  const query = (req.body as { query?: unknown } | undefined)?.query;
  return typeof query !== "string" || query.includes("mutation");
}

export function sessionMiddleware(options: { store: DatabaseSessionStore; secret: string; secure: boolean; trustProxy: boolean }): RequestHandler {
  const sessions = session({
    name: SESSION_COOKIE,
    store: options.store,
    secret: options.secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: options.trustProxy,
    cookie: { httpOnly: true, sameSite: "lax", secure: options.secure, maxAge: WEEK },
  });
  return (req, res, next) => (mayUseSession(req) ? sessions(req, res, next) : next());
}

/** A guest's viewer, shared by every guest request: nobody writes to it. */
const NOBODY: Viewer = Object.freeze({});

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
    req.viewer = NOBODY;
    const ids = req.session?.accounts;
    if (!ids) return next();
    req.viewer = {};
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
