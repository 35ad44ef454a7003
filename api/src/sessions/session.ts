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
 * The accounts a session is signed in as. An account deleted since sign-in, or whose sessions
 * were ended after this one signed in (reset, deactivation), is dropped from the session; a
 * deactivated shopper stays loaded so the checks can refuse it by name. Used for every request
 * and, for a live socket, at its connection and before each event it is sent.
 */
export async function viewerOfSession(accounts: AccountsService, store: DatabaseSessionStore, data: Partial<session.SessionData> | null | undefined): Promise<Viewer> {
  const viewer: Viewer = {};
  const ids = data?.accounts;
  if (!ids) return viewer;
  // Usually read with the session itself, in the same statement.
  const read = store.accountsRead(ids);
  for (const role of ROLES) {
    const id = ids[role];
    if (!id) continue;
    const account = read && role in read ? read[role] : await accounts.findById(role, id);
    if (account && sessionStillValid(account, data.signedInAt?.[role])) Object.assign(viewer, { [viewerKey[role]]: account });
    else {
      delete ids[role];
      if (data.signedInAt) delete data.signedInAt[role];
    }
  }
  return viewer;
}

/** Loads the signed-in accounts of every role for each request (see viewerOfSession). */
export function loadViewer(accounts: AccountsService, store: DatabaseSessionStore): RequestHandler {
  return async (req, _res, next) => {
    // A guest (no session, or nobody signed in): the shared empty viewer, no reads.
    if (!req.session?.accounts) {
      req.viewer = NOBODY;
      return next();
    }
    try {
      req.viewer = await viewerOfSession(accounts, store, req.session);
      next();
    } catch (error) {
      req.viewer = {};
      next(error);
    }
  };
}

export function viewerOf(req: Request, role: Role) {
  return req.viewer?.[viewerKey[role]];
}
