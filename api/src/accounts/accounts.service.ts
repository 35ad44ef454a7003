import type { DataSource, EntityManager, EntityTarget, Repository } from "typeorm";
import { QueryFailedError } from "typeorm";
import { ACCOUNT_MESSAGES, accountNotFound, adminRules, emailTaken, mobileTaken, credentialsRules, profileRules, sellerSignUpRules, userSignUpRules, type Credentials, type ProfileEdit, type SellerSignUp, type UserSignUp } from "@store/rules";
import { conflict, forbidden, notFound, parse, unauthenticated } from "../common/errors";
import { adminActor, recordAdminAction } from "../audit/admin-actions";
import { isUuid } from "../common/ids";
import { fetchPage, type Page } from "../common/page-query";
import type { PageRequest } from "../common/paging";
import { Admin } from "./admin.entity";
import { endAccountSessions } from "./account-sessions";
import { Passwords } from "./password";
import { entityOf, roleNoun, type AccountOf, type Role } from "./roles";
import { Seller } from "./seller.entity";
import type { ThrottleService } from "./throttle.service";
import { User } from "./user.entity";
import { containingText } from "../common/text-search";

/** What the admin's search box looks in: shoppers by name, email and mobile; sellers by name, email and store. */
const ACCOUNT_SEARCH = {
  USER: ["account.name", "account.email", "account.mobile"],
  SELLER: ["account.name", "account.email", `account."storeName"`],
} as const;

export type { Credentials, SellerSignUp, UserSignUp } from "@store/rules";
export { NOT_EDITABLE } from "@store/rules";

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The kinds of account the admin lists and manages. */
export type ManagedRole = "USER" | "SELLER";

/**
 * Sign-up, credentials and look-ups for the three kinds of account, and the admin's management
 * of shoppers and sellers. The rules and messages are the documents' (shopper sign-up 5, seller
 * sign-up 5, error catalogues 8, admin screens 2.7 and states 4).
 */
export class AccountsService {
  constructor(
    private readonly db: DataSource,
    /** Throttles sign-ups from the network (per address). */
    private readonly throttle?: ThrottleService,
    /**
     * Runs inside the transaction that deletes a seller, before the row goes: the catalog takes
     * their products off sale (wired in services.ts, so accounts need not know what a product is).
     */
    private readonly sellerRemoved: (manager: EntityManager, sellerId: string) => Promise<void> = async () => {},
    /** How passwords are hashed and checked (password.ts); resets hash through it too. */
    readonly passwords = new Passwords(),
  ) {}

  private repo<R extends Role>(role: R): Repository<AccountOf[R]> {
    return this.db.getRepository(entityOf[role]);
  }

  /** The account with this (normalised) email, or undefined. */
  async findByEmail<R extends Role>(role: R, email: string): Promise<AccountOf[R] | undefined> {
    return (await this.repo(role).findOne({ where: { email } as never })) ?? undefined;
  }

  async setPasswordHash(role: Role, accountId: string, passwordHash: string, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.getRepository(entityOf[role] as EntityTarget<User>).update({ id: accountId }, { passwordHash });
  }

  /**
   * The signed-in account edits its own profile: only the fields sent (and not blank) change, at
   * least one; email and mobile stay unique within the role. The role, activity and password
   * cannot be changed this way.
   */
  async updateProfile<R extends Role>(role: R, account: AccountOf[R], input: Record<string, unknown>): Promise<AccountOf[R]> {
    const { name, email, mobile, storeName, address, qualification } = parse(profileRules[role], input) as ProfileEdit;
    const changes = Object.fromEntries(Object.entries({ name, email, mobile, storeName, address, qualification }).filter(([, value]) => value !== undefined));
    const repo = this.repo(role);
    const taken = async () => {
      if (email && email !== account.email && (await repo.exists({ where: { email } as never }))) throw conflict(emailTaken(roleNoun[role]));
      if (mobile && mobile !== account.mobile && (await repo.exists({ where: { mobile } as never }))) throw conflict(mobileTaken(roleNoun[role]));
    };
    await taken();
    try {
      await repo.update({ id: account.id } as never, changes as never);
    } catch (error) {
      // Two people taking the same address at once: the unique index decides.
      if (error instanceof QueryFailedError && (error as { code?: string }).code === "23505") await taken();
      throw error;
    }
    return (await this.findById(role, account.id))!;
  }

  /** The account with this id, or undefined when it no longer exists. */
  async findById<R extends Role>(role: R, id: string): Promise<AccountOf[R] | undefined> {
    return (await this.repo(role).findOne({ where: { id } as never })) ?? undefined;
  }

  /**
   * A shopper signs up. From the network (`from`, the client's address, given) it is throttled per address like the
   * other account doors; the password is hashed only once the email and mobile are known free.
   */
  async signUpUser(input: UserSignUp, from?: string): Promise<User> {
    const { password, terms: _terms, ...fields } = parse(userSignUpRules, input);
    if (from !== undefined) await this.throttle?.count({ action: "sign-up", account: "", address: from });
    return this.create("USER", { ...fields, isActive: true }, password);
  }

  /** A seller signs up: throttled per address from the network, hashed after the uniqueness check (as signUpUser). */
  async signUpSeller(input: SellerSignUp, from?: string): Promise<Seller> {
    const { password, ...fields } = parse(sellerSignUpRules, input);
    if (from !== undefined) await this.throttle?.count({ action: "sign-up", account: "", address: from });
    return this.create("SELLER", fields, password);
  }

  /**
   * Creates an admin; used by `ADMIN_EMAIL` / `ADMIN_PASSWORD` (and `ADMIN_MOBILE`) at start-up.
   * The mobile may be empty: an admin made from configuration need not have one.
   */
  async createAdmin(input: { name: string; email: string; mobile: string; qualification: string; password: string }): Promise<Admin> {
    const { password, ...fields } = parse(adminRules, input);
    return this.create("ADMIN", fields, password);
  }

  private async create<R extends Role>(role: R, fields: Partial<AccountOf[R]> & { email: string; mobile: string }, password: string): Promise<AccountOf[R]> {
    const repo = this.repo(role);
    // Taken addresses are refused before the (deliberately costly) hash is computed.
    await this.assertUnique(role, fields.email, fields.mobile);
    const passwordHash = await this.passwords.hash(password);
    try {
      const { id } = (await repo.insert({ ...fields, passwordHash } as never)).identifiers[0] as { id: string };
      return (await this.findById(role, id))!;
    } catch (error) {
      // Two sign-ups racing past assertUnique: the unique index decides.
      if (error instanceof QueryFailedError && (error as { code?: string }).code === "23505") {
        await this.assertUnique(role, fields.email, fields.mobile);
      }
      throw error;
    }
  }

  private async assertUnique(role: Role, email: string, mobile: string): Promise<void> {
    const repo = this.repo(role);
    if (await repo.exists({ where: { email } as never })) throw conflict(emailTaken(roleNoun[role]));
    if (mobile && (await repo.exists({ where: { mobile } as never }))) throw conflict(mobileTaken(roleNoun[role]));
  }

  /** Checks an email and password; the passport strategies call this. */
  async verifyCredentials<R extends Role>(role: R, credentials: Credentials): Promise<AccountOf[R]> {
    const { email, password } = parse(credentialsRules, credentials);
    const account = await this.repo(role)
      .createQueryBuilder("account")
      .addSelect("account.passwordHash")
      .where("account.email = :email", { email })
      .getOne();
    if (!account) {
      // The same work as for a known email, so the answer's timing does not tell which exist.
      await this.passwords.verifyNobody(password);
      throw notFound(accountNotFound(roleNoun[role]));
    }
    if (!(await this.passwords.verify(account.passwordHash, password))) throw unauthenticated(ACCOUNT_MESSAGES.incorrectPassword);
    if (account instanceof User && !account.isActive) throw forbidden(ACCOUNT_MESSAGES.userDeactivated);
    return (await this.findById(role, account.id))!;
  }

  /**
   * A shopper deletes their own account, and with it their reviews, favourites and bag. Naming
   * any other account, existing or not, is refused the same way.
   */
  async deleteOwnAccount(user: User, accountId: string = user.id): Promise<void> {
    if (accountId !== user.id) throw forbidden(ACCOUNT_MESSAGES.ownAccountOnly);
    await this.db.transaction((manager) => this.removeUser(manager, user.id));
  }

  // ---- The admin's management of shoppers and sellers (issue 10). ----

  private newestFirst(role: ManagedRole) {
    return this.repo(role).createQueryBuilder("account").orderBy("account.createdAt", "DESC").addOrderBy("account.id", "ASC");
  }

  /** A page of shoppers or sellers, newest first; with `search`, those whose searched fields contain it (ACCOUNT_SEARCH). */
  pageAccounts<R extends ManagedRole>(role: R, page: PageRequest, search?: string | null): Promise<Page<AccountOf[R]>> {
    return fetchPage(containingText(this.newestFirst(role), ACCOUNT_SEARCH[role], search), page) as Promise<Page<AccountOf[R]>>;
  }

  /** Every shopper or seller, newest first (the legacy lists are unpaged). */
  allAccounts<R extends ManagedRole>(role: R): Promise<AccountOf[R][]> {
    return this.newestFirst(role).getMany() as Promise<AccountOf[R][]>;
  }

  /** The account, locked for the rest of the transaction; a missing one is `message` (404). */
  private async lockAccount<R extends ManagedRole>(manager: EntityManager, role: R, id: string, message: string): Promise<AccountOf[R]> {
    const account = isUuid(id) ? await manager.getRepository(entityOf[role]).findOne({ where: { id } as never, lock: { mode: "pessimistic_write" } }) : null;
    if (!account) throw notFound(message);
    return account;
  }

  /**
   * The admin activates or deactivates a shopper; doing what is already done is refused with the
   * documents' messages. A deactivated shopper is signed out of every browser at once.
   */
  async setUserActive(admin: Admin, userId: string, active: boolean): Promise<User> {
    return this.db.transaction(async (manager) => {
      const user = await this.lockAccount(manager, "USER", userId, ACCOUNT_MESSAGES.managedUserNotFound);
      if (user.isActive === active) throw conflict(active ? ACCOUNT_MESSAGES.userActivated : ACCOUNT_MESSAGES.userDeactivated);
      await manager.getRepository(User).update({ id: user.id }, { isActive: active });
      await recordAdminAction(manager, adminActor(admin), active ? "activate-user" : "deactivate-user", user.id);
      if (!active) await endAccountSessions(manager, "USER", user.id);
      return Object.assign(user, { isActive: active });
    });
  }

  /** The admin deletes a shopper: as when the shopper does it (reviews, favourites and bag go; orders stay, without the shopper). */
  async deleteUser(admin: Admin, userId: string): Promise<string> {
    return this.db.transaction(async (manager) => {
      const user = await this.lockAccount(manager, "USER", userId, ACCOUNT_MESSAGES.managedUserNotFound);
      await this.removeUser(manager, user.id);
      await recordAdminAction(manager, adminActor(admin), "delete-user", user.id);
      return user.id;
    });
  }

  /** Deletes a shopper's row (the foreign keys take reviews, favourites and bag, and unlink orders) and every session of theirs. */
  private async removeUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.getRepository(User).delete({ id: userId });
    await endAccountSessions(manager, "USER", userId);
  }

  /**
   * The admin deletes a seller: they are signed out everywhere, their products go off sale (and
   * stay, without a seller, for the records), and their past orders stay readable by shoppers
   * (orders.sellerId is set null). Refused while a checkout awaiting payment holds one of their
   * products: paying it would make an order for a seller who no longer exists.
   */
  async deleteSeller(admin: Admin, sellerId: string): Promise<string> {
    return this.db.transaction(async (manager) => {
      const seller = await this.lockAccount(manager, "SELLER", sellerId, ACCOUNT_MESSAGES.sellerNotFound);
      await this.sellerRemoved(manager, seller.id);
      const [awaiting] = await manager.query(
        `SELECT 1 FROM checkout_lines l JOIN checkouts c ON c.id = l."checkoutId" WHERE l."sellerId" = $1 AND c.status = 'open' LIMIT 1`,
        [seller.id],
      );
      if (awaiting) throw conflict("This seller's products are in checkouts awaiting payment: try again when they end (at most 30 minutes)");
      await manager.getRepository(Seller).delete({ id: seller.id });
      await endAccountSessions(manager, "SELLER", seller.id);
      await recordAdminAction(manager, adminActor(admin), "delete-seller", seller.id);
      return seller.id;
    });
  }
}
