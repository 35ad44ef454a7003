import nodemailer, { type Transporter } from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL of the mail server; without it, mail is written to the server log. */
  smtpUrl?: string;
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
    if (options.smtpUrl) this.transport = nodemailer.createTransport(options.smtpUrl);
  }

  async send(mail: Mail): Promise<void> {
    if (!this.transport) {
      console.log(`mail (no SMTP_URL set, so it is shown here instead of sent)\n  to: ${mail.to}\n  subject: ${mail.subject}\n\n${mail.text.replace(/^/gm, "  ")}\n`);
      return;
    }
    await this.transport.sendMail({ from: this.options.from, ...mail });
  }

  close(): void {
    this.transport?.close();
  }
}
