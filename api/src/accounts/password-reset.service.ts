import { createHash, randomBytes } from "node:crypto";
import type { DataSource } from "typeorm";
import { ACCOUNT_MESSAGES, forgotPasswordRules, resetPasswordRules } from "@store/rules";
import { badInput, parse } from "../common/errors";
import { escapeHtml } from "../common/html";
import { rowsOf } from "../common/rows";
import { logger } from "../logging/logger";
import type { Mailer } from "../mail/mailer";
import { endAccountSessions } from "./account-sessions";
import type { AccountsService } from "./accounts.service";
import { PasswordReset } from "./password-reset.entity";
import { roleNoun, type Role } from "./roles";
import type { ThrottleService } from "./throttle.service";

export const RESET_MINUTES = 30;
const INVALID_LINK = ACCOUNT_MESSAGES.invalidResetLink;
/** 32 random bytes in base64url. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const resetPath: Record<Role, string> = { USER: "/user/user-reset-password", SELLER: "/seller/seller-reset-password", ADMIN: "/admin/admin-reset-password" };

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Forgot and reset password for the three roles. A request answers the same, in the same time,
 * whether or not the address has an account (the token and the mail are made after the answer).
 * Tokens are 32 random bytes, stored only as a hash, last 30 minutes, work once, and a newer one
 * replaces an older one; a reset ends every session of the account.
 */
export class PasswordResetService {
  constructor(
    private readonly db: DataSource,
    private readonly accounts: AccountsService,
    private readonly throttle: ThrottleService,
    private readonly mailer: Mailer,
  ) {}

  /** Mails a reset link to `email` when it has an account of `role`; `origin` is the store's public origin. */
  async request(role: Role, rawEmail: unknown, origin: string, address: string): Promise<void> {
    const { email } = parse(forgotPasswordRules, { email: rawEmail });
    const attempt = { action: "forgot-password" as const, account: `${role}:${email}`, address };
    // Counted before the mail is queued, atomically: a burst sends at most the limit.
    await this.throttle.count(attempt);
    const account = await this.accounts.findByEmail(role, email);
    if (!account) return;
    // After the answer: making the token and sending the mail must not show in its timing.
    setImmediate(() => {
      this.send(role, account.id, account.email, account.name, origin).catch((error) => logger.error({ err: error, role, accountId: account.id }, "sending a password-reset mail failed"));
    });
  }

  private async send(role: Role, accountId: string, email: string, name: string, origin: string): Promise<void> {
    const token = randomBytes(32).toString("base64url");
    await this.db.transaction(async (manager) => {
      await manager.delete(PasswordReset, { role, accountId });
      await manager.insert(PasswordReset, { role, accountId, tokenHash: hashOf(token), expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000) });
    });
    const link = `${origin}${resetPath[role]}/${token}`;
    await this.mailer.send({
      to: email,
      subject: "Reset your password",
      text: `Hello ${name},\n\nSomeone asked to reset the password of your ${roleNoun[role].toLowerCase()} account. To choose a new one, open this link within ${RESET_MINUTES} minutes:\n\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
      html: `<p>Hello ${escapeHtml(name)},</p><p>Someone asked to reset the password of your ${roleNoun[role].toLowerCase()} account. To choose a new one, open this link within ${RESET_MINUTES} minutes:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>If it was not you, ignore this mail: your password stays as it is.</p>`,
    });
  }

  /** Sets a new password with a mailed token, once; ends every session of the account. */
  async reset(role: Role, token: unknown, newPassword: unknown): Promise<void> {
    parse(resetPasswordRules, { newPassword });
    if (typeof token !== "string" || !TOKEN_SHAPE.test(token)) throw badInput(INVALID_LINK);
    const passwordHash = await this.accounts.passwords.hash(newPassword as string);
    await this.db.transaction(async (manager) => {
      // Deleting it is what makes it work once.
      const used = rowsOf(await manager.query(`DELETE FROM password_resets WHERE "tokenHash" = $1 AND role = $2 RETURNING "accountId", "expiresAt" > now() AS live`, [hashOf(token), role]));
      if (used.length === 0 || !used[0].live) throw badInput(INVALID_LINK);
      await this.accounts.setPasswordHash(role, used[0].accountId, passwordHash, manager);
      await endAccountSessions(manager, role, used[0].accountId);
    });
  }
}
