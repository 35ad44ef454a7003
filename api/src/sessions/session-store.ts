import session from "express-session";
import type { DataSource } from "typeorm";
import { entityOf, ROLES, type AccountOf, type Role } from "../accounts/roles";
import { LessThan } from "typeorm";
import { PreparedReads, statement, type Statement } from "../common/prepared";
import { SessionRecord } from "./session.entity";

type Callback<T = void> = (error?: unknown, value?: T) => void;

const DAY = 24 * 60 * 60 * 1000;
/** A session's expiry is written again once it is this much older than the cookie's. */
const TOUCH_EVERY = 60 * 60 * 1000;

/** The signed-in accounts a session named, as read with it: null for one deleted since. */
export type SessionAccounts = { [R in Role]?: AccountOf[R] | null };

interface Loaded {
  expiresAt: number;
  accounts: SessionAccounts;
}

/**
 * An express-session store in the app's own database (PostgreSQL or PGlite).
 *
 * Reading a session also reads the accounts signed in with it, in the same statement, so a
 * signed-in request costs one statement before its own work; `loadViewer` takes them from
 * `accountsRead`. The record's expiry is rewritten at most once an hour, not on every request.
 */
export class DatabaseSessionStore extends session.Store {
  /**
   * What `get` read beside each session, keyed by the session's `accounts` object: express-session
   * copies that object by reference onto `req.session`, so the request finds it again, and it is
   * forgotten with the request.
   */
  private readonly loaded = new WeakMap<object, Loaded>();
  private readonly read: Statement;
  private readonly reads: PreparedReads;
  /** Per role: how a column of the account's row (as `to_jsonb` names it) becomes a property of its entity. */
  private readonly accountColumns: { [R in Role]: { column: string; property: string; timestamp: boolean }[] };

  constructor(private readonly db: DataSource) {
    super();
    this.reads = new PreparedReads(db);
    this.accountColumns = Object.fromEntries(
      ROLES.map((role) => [role, db.getMetadata(entityOf[role]).columns.map((column) => ({ column: column.databaseName, property: column.propertyName, timestamp: column.type === "timestamptz" }))]),
    ) as DatabaseSessionStore["accountColumns"];
    const accountColumns = ROLES.map((role) => {
      const table = db.getMetadata(entityOf[role]).tableName;
      return `(SELECT to_jsonb(a) - 'passwordHash' FROM "${table}" a WHERE a.id = (s.data -> 'accounts' ->> '${role}')::uuid) AS "${role}"`;
    });
    this.read = statement(`SELECT s.data, s."expiresAt", ${accountColumns.join(", ")} FROM sessions s WHERE s.sid = $1`);
  }

  /** An account entity from its row as `to_jsonb` gives it (timestamps come as text). */
  private account<R extends Role>(role: R, json: Record<string, unknown> | null): AccountOf[R] | null {
    if (!json) return null;
    const account = new (entityOf[role] as new () => object)() as Record<string, unknown>;
    for (const { column, property, timestamp } of this.accountColumns[role]) {
      if (!(column in json)) continue;
      const value = json[column];
      account[property] = timestamp && typeof value === "string" ? new Date(value) : value;
    }
    return account as unknown as AccountOf[R];
  }

  /** The accounts read with this request's session, or undefined when `get` did not read them. */
  accountsRead(accounts: object | undefined): SessionAccounts | undefined {
    return accounts ? this.loaded.get(accounts)?.accounts : undefined;
  }

  private get repo() {
    return this.db.getRepository(SessionRecord);
  }

  private expiry(data: session.SessionData): Date {
    return data.cookie?.expires ? new Date(data.cookie.expires) : new Date(Date.now() + DAY);
  }

  override get(sid: string, callback: Callback<session.SessionData | null>): void {
    this.reads
      .rows(this.read, [sid])
      .then(([row]) => {
        const expiresAt = row ? new Date(row.expiresAt).getTime() : 0;
        if (!row || expiresAt <= Date.now()) return callback(undefined, null);
        const data = row.data as session.SessionData;
        if (data.accounts && typeof data.accounts === "object") {
          const accounts: SessionAccounts = {};
          for (const role of ROLES) if (data.accounts[role]) accounts[role] = this.account(role, row[role]) as never;
          this.loaded.set(data.accounts, { expiresAt, accounts });
        }
        callback(undefined, data);
      })
      .catch(callback);
  }

  override set(sid: string, data: session.SessionData, callback?: Callback): void {
    this.repo
      .upsert({ sid, data: data as never, expiresAt: this.expiry(data) }, ["sid"])
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  override destroy(sid: string, callback?: Callback): void {
    this.repo
      .delete({ sid })
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  override touch(sid: string, data: session.SessionData, callback?: Callback): void {
    const loaded = data.accounts && this.loaded.get(data.accounts);
    if (loaded && this.expiry(data).getTime() - loaded.expiresAt < TOUCH_EVERY) {
      callback?.();
      return;
    }
    this.repo
      .update({ sid }, { expiresAt: this.expiry(data) })
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  /** Deletes expired sessions; safe to run on every replica at once. */
  async prune(): Promise<number> {
    const result = await this.repo.delete({ expiresAt: LessThan(new Date()) });
    return result.affected ?? 0;
  }
}
