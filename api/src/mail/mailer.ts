import nodemailer, { type Transporter } from "nodemailer";
import { logger } from "../logging/logger";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A fixed Message-ID (`<id@host>`), so a resent mail is recognisably the same message. */
  messageId?: string;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL of the mail server; without it, mail is written to the server log. */
  smtpUrl?: string;
  /** In production, mail that cannot be sent is logged without its text (its links hold reset tokens). */
  production?: boolean;
  from: string;
}

/**
 * The store's outgoing mail through nodemailer: to `SMTP_URL` when it is set; otherwise (the
 * embedded default) each message, links included, goes to the server log, so a person trying
 * the demo can follow a reset link.
 */
export class Mailer {
  private readonly transport?: Transporter;

  constructor(private readonly options: MailerOptions) {
    // Bounded waits, so one attempt always ends well within the outbox's lease (MAIL_LEASE_MS).
    if (options.smtpUrl) this.transport = nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
  }

  async send(mail: Mail): Promise<void> {
    if (!this.transport) {
      if (this.options.production) logger.warn({ to: mail.to, subject: mail.subject }, "mail not sent: no SMTP_URL is set");
      else logger.info({ to: mail.to, subject: mail.subject, text: mail.text }, "mail (no SMTP_URL set, so it is shown here instead of sent)");
      return;
    }
    await this.transport.sendMail({ from: this.options.from, ...mail });
  }

  close(): void {
    this.transport?.close();
  }
}
