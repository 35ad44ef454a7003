import session from "express-session";
import type { DataSource, EntityManager } from "typeorm";
import type { Role } from "../accounts/roles";
import { LessThan } from "typeorm";
import { SessionRecord } from "./session.entity";

type Callback<T = void> = (error?: unknown, value?: T) => void;

const DAY = 24 * 60 * 60 * 1000;

/** An express-session store in the app's own database (PostgreSQL or PGlite). */
export class DatabaseSessionStore extends session.Store {
  constructor(private readonly db: DataSource) {
    super();
  }

  private get repo() {
    return this.db.getRepository(SessionRecord);
  }

  private expiry(data: session.SessionData): Date {
    return data.cookie?.expires ? new Date(data.cookie.expires) : new Date(Date.now() + DAY);
  }

  override get(sid: string, callback: Callback<session.SessionData | null>): void {
    this.repo
      .findOne({ where: { sid } })
      .then((record) => callback(undefined, record && record.expiresAt > new Date() ? (record.data as unknown as session.SessionData) : null))
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

/**
 * Signs an account out of every browser at once (a password reset, a deleted or deactivated
 * account): its role leaves every session, and sessions left with no role go.
 */
export async function endAccountSessions(manager: EntityManager, role: Role, accountId: string): Promise<void> {
  await manager.query(`UPDATE sessions SET data = data #- ARRAY['accounts', $1::text] WHERE data -> 'accounts' ->> $1::text = $2`, [role, accountId]);
  await manager.query(`DELETE FROM sessions WHERE data -> 'accounts' = '{}'::jsonb`);
}
