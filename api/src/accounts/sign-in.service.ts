import type passport from "passport";
import { AppError } from "../common/errors";
import { normaliseEmail, type AccountsService, type Credentials } from "./accounts.service";
import { authenticate } from "./passport";
import type { AccountOf, Role } from "./roles";
import type { ThrottleService } from "./throttle.service";

/** Signing in, for GraphQL and REST alike: the role's passport strategy behind the throttle. */
export class SignInService {
  constructor(
    private readonly passport: passport.PassportStatic,
    private readonly accounts: AccountsService,
    private readonly throttle: ThrottleService,
  ) {}

  /** Checks the credentials from `address`; answers the account, or throws (429 when throttled). */
  async signIn<R extends Role>(role: R, credentials: Credentials, address: string): Promise<AccountOf[R]> {
    const email = typeof credentials.email === "string" ? normaliseEmail(credentials.email) : "";
    const attempt = { action: "sign-in" as const, account: `${role}:${email}`, address };
    // Counted before the password is checked: parallel guesses cannot slip past.
    const counted = await this.throttle.count(attempt);
    try {
      const account = await authenticate(this.passport, this.accounts, role, credentials);
      await this.throttle.succeeded(counted);
      return account;
    } catch (error) {
      // A wrong password or an unknown address is a guess and counts; a missing field does not.
      if (error instanceof AppError && (error.status === 401 || error.status === 404)) await this.throttle.failed(counted);
      else await this.throttle.forget(counted);
      throw error;
    }
  }
}
