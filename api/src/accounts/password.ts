import { hash, verify, Algorithm } from "@node-rs/argon2";

/** What an argon2id hash costs: memory in KiB and passes over it (one lane). */
export interface PasswordCost {
  memoryKib: number;
  passes: number;
}

/** OWASP's recommended argon2id cost (19 MiB, 2 passes, 1 lane), the library's own default: every store. */
export const PASSWORD_COST: PasswordCost = { memoryKib: 19_456, passes: 2 };

/**
 * Hashes and checks passwords with argon2id. A hash carries its own cost (`m=…,t=…`), so any hash
 * is checked whatever this hasher's cost is. The store always hashes at PASSWORD_COST; only test
 * apps are made with a cheaper one (testing/test-templates.ts), where hashing at full cost was
 * about 16 s of the suite's CPU and proved nothing more.
 */
export class Passwords {
  private dummy: Promise<string> | undefined;

  constructor(private readonly cost: PasswordCost = PASSWORD_COST) {}

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: Algorithm.Argon2id, memoryCost: this.cost.memoryKib, timeCost: this.cost.passes, parallelism: 1 });
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return verify(passwordHash, password).catch(() => false);
  }

  /** The work of checking a password when no account has the email: sign-in takes the same time either way. */
  async verifyNobody(password: string): Promise<void> {
    await this.verify(await (this.dummy ??= this.hash("no-such-account-dummy-password")), password);
  }
}
