import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server on loopback for tests: the app's nodemailer speaks SMTP to it, and the test
 * reads what arrived (e.g. a reset link) as a mail client would.
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const waiting = new Set<() => void>();
  /** While true, every mail is refused with a temporary failure (451), as a mail server in trouble does. */
  let refusing = false;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!refusing) return callback();
      refused++;
      callback(Object.assign(new Error("Mail service temporarily unavailable, try again later"), { responseCode: 451 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const addresses = [parsed.to].flat().flatMap((to) => to?.value ?? []).map((address) => (address.address ?? "").toLowerCase());
          received.push({ to: addresses, from: parsed.from?.text ?? "", subject: parsed.subject ?? "", text: parsed.text ?? "", html: typeof parsed.html === "string" ? parsed.html : "" });
          for (const wake of waiting) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first mail to `to` that arrives after `since` mails were already there; fails after `ms`. */
    async waitForMessage(to: string, options: { since?: number; ms?: number } = {}): Promise<ReceivedMail> {
      const find = () => received.slice(options.since ?? 0).find((mail) => mail.to.includes(to.toLowerCase()));
      const deadline = Date.now() + (options.ms ?? 15_000);
      while (!find()) {
        if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiting.delete(wake);
            resolve();
          };
          waiting.add(wake);
          setTimeout(wake, 200);
        });
      }
      return find()!;
    },
    /** From now on every mail is refused (451) until `accept()`. */
    refuse() {
      refusing = true;
    },
    accept() {
      refusing = false;
    },
    /** How many mails were refused so far. */
    get refused() {
      return refused;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
