import { parse as parseCookies } from "cookie";
import { unsign } from "cookie-signature";
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
/** How old a session's cookie may get before a request sends it again with a new week (and saves the session). */
const RENEW_EVERY = 60 * 60 * 1000;

declare module "express-session" {
  interface SessionData {
    /** When the session's cookie was last sent again with a new week (ms since the epoch). */
    renewedAt?: number;
  }
}

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
  return !isGraphqlRead(req);
}

/**
 * A POST to /graphql of a document sent with its text that holds no mutation: it cannot sign in or
 * out. (A GET carries its document in the query string; the live socket's upgrade is a GET that
 * never went through Express, with no `originalUrl`.)
 */
function isGraphqlRead(req: Request): boolean {
  if (req.method !== "POST" || !req.originalUrl.startsWith("/graphql")) return false;
  const query = (req.body as { query?: unknown } | undefined)?.query;
  return typeof query === "string" && !query.includes("mutation");
}

export function sessionMiddleware(options: { store: DatabaseSessionStore; secret: string; secure: boolean; trustProxy: boolean }): RequestHandler {
  const sessions = session({
    name: SESSION_COOKIE,
    store: options.store,
    secret: options.secret,
    resave: false,
    saveUninitialized: false,
    // Renewed by renewIfDue, not on every answer (express-session's `rolling` signs and sends the cookie each time).
    rolling: false,
    proxy: options.trustProxy,
    cookie: { httpOnly: true, sameSite: "lax", secure: options.secure, maxAge: WEEK },
  });
  const full: RequestHandler = (req, res, next) =>
    sessions(req, res, (error?: unknown) => {
      if (!error) renewIfDue(req);
      next(error);
    });
  const reads = sessionReads(options.store, options.secret);
  return (req, res, next) => {
    if (!mayUseSession(req)) return next();
    if (!isGraphqlRead(req)) return full(req, res, next);
    reads(req).then((read) => {
      if (read === "express-session") return full(req, res, next);
      if (read) {
        req.sessionID = read.sid;
        req.session = read.data as typeof req.session;
      }
      next();
    }, next);
  };
}

/** How many verified cookie values are remembered (a full memo starts again). */
const VERIFIED_MAX = 10_000;

/**
 * The session of a GraphQL read, read without express-session: a query cannot change who is signed
 * in, so nothing is saved, touched or sent back, and express-session's work for that (its session
 * and cookie objects, four hashes of the session, the wrapping of the answer) is not done. The
 * same cookie (the packages express-session parses and unsigns it with), the same store and statement, and
 * the same outcome: a signed-in session, or none (a guest). A session whose cookie is due for
 * renewal, and any cookie this does not read as express-session does, are left to express-session
 * ("express-session"), which reads it again.
 */
function sessionReads(store: DatabaseSessionStore, secret: string) {
  // A cookie value's signature is checked once (an HMAC each time cost as much as the statement's own parsing).
  const verified = new Map<string, string>();
  const sidOf = (value: string): string | undefined => {
    const known = verified.get(value);
    if (known !== undefined) return known;
    const sid = unsign(value, secret);
    if (sid === false) return undefined;
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.set(value, sid);
    return sid;
  };
  return async (req: Request): Promise<{ sid: string; data: Partial<session.SessionData> } | null | "express-session"> => {
    // Read as express-session reads it: the `cookie` package's parse, a signed value starting "s:".
    const raw = req.headers.cookie ? parseCookies(req.headers.cookie)[SESSION_COOKIE] : undefined;
    if (raw === undefined || !raw.startsWith("s:")) return "express-session";
    const sid = sidOf(raw.slice(2));
    if (sid === undefined) return "express-session";
    const data = await new Promise<session.SessionData | null | undefined>((resolve, reject) => store.get(sid, (error, value) => (error ? reject(error) : resolve(value))));
    if (!data) return null;
    const expires = data.cookie?.expires ? new Date(data.cookie.expires).getTime() : NaN;
    if (!(expires - Date.now() > WEEK - RENEW_EVERY)) return "express-session";
    return { sid, data };
  };
}

/**
 * A session lasts a week from its last use, give or take an hour: once its cookie is more than an
 * hour old, the request marks the session changed, so express-session saves it with a new week
 * and sends the cookie again. Any other request sends no cookie and writes nothing (the store's
 * touch moves the record's expiry on the same hourly rhythm: session-store.ts).
 */
function renewIfDue(req: Request): void {
  const session = req.session;
  const expires = session?.cookie.expires;
  if (!session?.accounts || !(expires instanceof Date)) return;
  if (expires.getTime() - Date.now() > WEEK - RENEW_EVERY) return;
  session.renewedAt = Date.now();
  session.cookie.maxAge = WEEK;
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
