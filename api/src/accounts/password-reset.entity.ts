import { BoolColumn, CreatedAt, Id, TextColumn, TimeColumn, UuidColumn } from "../common/columns";
import { Entity, Index } from "typeorm";
import type { Role } from "./roles";

/** A mailed password-reset link: only the token's hash is kept; it works once, for 30 minutes. */
@Entity("password_resets")
@Index("password_resets_account", ["role", "accountId"])
export class PasswordReset {
  @Id()
  id!: string;

  @TextColumn()
  role!: Role;

  @UuidColumn()
  accountId!: string;

  /** SHA-256 of the token, hex. The token itself is only in the mail. */
  @Index({ unique: true })
  @TextColumn()
  tokenHash!: string;

  @TimeColumn()
  expiresAt!: Date;

  @CreatedAt()
  createdAt!: Date;
}

/** One sign-in or forgot-password try, counted for throttling (kept a month, then pruned). */
@Entity("auth_attempts")
@Index("auth_attempts_address", ["action", "address", "createdAt"])
@Index("auth_attempts_account", ["action", "account", "createdAt"])
export class AuthAttempt {
  @Id()
  id!: string;

  /** "sign-in" or "forgot-password". */
  @TextColumn()
  action!: string;

  /** The role and the address tried, e.g. "USER:asha@example.com". */
  @TextColumn()
  account!: string;

  /** The client's network address. */
  @TextColumn()
  address!: string;

  /** null while a sign-in's password is being checked; a check that never finished counts as a failure after a minute. */
  @BoolColumn({ nullable: true })
  succeeded!: boolean | null;

  @CreatedAt()
  createdAt!: Date;
}
