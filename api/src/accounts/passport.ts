import passport from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import type { AccountsService, Credentials } from "./accounts.service";
import type { AccountOf, Role } from "./roles";
import { ROLES } from "./roles";

const strategyName = (role: Role) => `${role.toLowerCase()}-local`;

/** One local strategy per role; each checks credentials through the accounts service. */
export function createPassport(accounts: AccountsService): passport.PassportStatic {
  const instance = new passport.Passport();
  for (const role of ROLES) {
    instance.use(
      strategyName(role),
      new LocalStrategy({ usernameField: "email", passwordField: "password", session: false }, (email, password, done) => {
        accounts.verifyCredentials(role, { email, password }).then((account) => done(null, account), done);
      }),
    );
  }
  return instance as passport.PassportStatic;
}

/**
 * Runs a role's strategy on a pair of credentials (from a REST body or GraphQL arguments alike).
 * Missing fields are reported by the service's own rules, not as passport's "Missing credentials".
 */
export async function authenticate<R extends Role>(
  instance: passport.PassportStatic,
  accounts: AccountsService,
  role: R,
  credentials: Credentials,
): Promise<AccountOf[R]> {
  if (!credentials.email || !credentials.password) return accounts.verifyCredentials(role, credentials);
  const request = { body: { email: credentials.email, password: credentials.password }, query: {} };
  return new Promise((resolve, reject) => {
    const handler = instance.authenticate(strategyName(role), { session: false }, (error: unknown, account: AccountOf[R] | false) => {
      if (error) reject(error);
      else if (!account) accounts.verifyCredentials(role, credentials).then(resolve, reject);
      else resolve(account);
    });
    handler(request, {}, reject);
  });
}
