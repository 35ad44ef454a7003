import type { DataSource, EntityManager } from "typeorm";
import { postponeRetry } from "../common/retries";
import { rowsOf } from "../common/rows";
import { logger } from "../logging/logger";
import type { Mailer } from "./mailer";
import type { OutboxMail } from "./outbox.entity";

/** A mail to write to the outbox: rendered now, sent later. */
export interface OwedMail {
  /** What the mail is for, once (see OutboxMail.key): owing it twice writes it once. */
  key: string;
  kind: string;
  orderId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxOptions {
  /** The first retry waits this long; each later one twice as long, up to an hour. */
  retryBaseMs: number;
  /** How long an attempt may be under way before another process may take the mail over. */
  leaseMs: number;
}

/**
 * How long a claimed mail is left to the process sending it. Longer than any one attempt can
 * take (the mailer's timeouts end it within about two minutes), so a slow send is never taken
 * over and sent twice; a process that dies mid-send delays that mail by this much.
 */
export const MAIL_LEASE_MS = 5 * 60 * 1000;

/** Writes owed mails inside the caller's transaction; a key already written is skipped. */
export async function owe(manager: EntityManager, mails: OwedMail[]): Promise<void> {
  for (const mail of mails) {
    await manager.query(
      `INSERT INTO mail_outbox (key, kind, "orderId", "to", subject, text, html) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (key) DO NOTHING`,
      [mail.key, mail.kind, mail.orderId, mail.to, mail.subject, mail.text, mail.html],
    );
  }
}

/**
 * The order mails' outbox, worked like the refunds table: every app process runs `processDue`
 * on its timer (rows another process holds are skipped), a refused or unanswered attempt is
 * retried with backoff, and a mail is marked sent once the mail server took it. Each mail
 * carries a Message-ID made from its row, so the rare resend after a crash between the server's
 * answer and the mark is one message to the receiving mail system, not two.
 */
export class MailOutbox {
  private kicked?: Promise<void>;

  constructor(
    private readonly db: DataSource,
    private readonly mailer: Mailer,
    private readonly options: OutboxOptions,
    private readonly domain = "atelier.local",
  ) {}

  /** After a transaction that owed mail: one pass now, in the background, so mail goes out at once. */
  sendSoon(): void {
    if (this.kicked) return;
    this.kicked = this.processDue()
      .then(() => undefined)
      .catch((error) => logger.error({ err: error }, "mail: sending owed mail failed"))
      .finally(() => (this.kicked = undefined));
  }

  /** Waits for a pass started by `sendSoon` to end (at shutdown). */
  async idle(): Promise<void> {
    await this.kicked;
  }

  /**
   * Sends the mails that are due, oldest first, at most `limit`; answers how many the mail server
   * took. Each mail is claimed just before its attempt, so only the one being sent holds a lease
   * (a process that dies holds back that one mail, not a batch).
   */
  async processDue(limit = 20): Promise<number> {
    let sent = 0;
    for (let tried = 0; tried < limit; tried++) {
      const [mail]: OutboxMail[] = rowsOf(
        await this.db.query(
          `UPDATE mail_outbox SET "nextAttemptAt" = now() + $1::int * interval '1 millisecond', attempts = attempts + 1
            WHERE id = (SELECT id FROM mail_outbox WHERE status = 'pending' AND "nextAttemptAt" <= now() ORDER BY "createdAt", id LIMIT 1 FOR UPDATE SKIP LOCKED)
            RETURNING *`,
          [this.options.leaseMs],
        ),
      );
      if (!mail) break;
      if (await this.attempt(mail)) sent++;
    }
    return sent;
  }

  private async attempt(mail: OutboxMail): Promise<boolean> {
    try {
      await this.mailer.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId: `<${mail.id}@${this.domain}>` });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = await postponeRetry(this.db, "mail_outbox", mail, this.options.retryBaseMs, reason);
      logger.warn({ mailId: mail.id, kind: mail.kind, attempt: mail.attempts, retryInSeconds: Math.round(delay / 1000), reason }, "mail not sent; it will be retried");
      return false;
    }
    await this.db.query(`UPDATE mail_outbox SET status = 'sent', "sentAt" = now(), "lastError" = NULL WHERE id = $1`, [mail.id]);
    return true;
  }
}
