import { ADDRESS_MESSAGES, MAX_ADDRESSES } from "@store/rules";
import type { DataSource, EntityManager } from "typeorm";
import type { User } from "../accounts/user.entity";
import { notFound } from "../common/errors";
import { isUuid } from "../common/ids";
import { Address } from "./address.entity";
import { parseAddress, type AddressFields } from "./address-rules";

/** The most addresses one shopper keeps: an address book, not a log. */
export { MAX_ADDRESSES } from "@store/rules";

/**
 * A shopper's address book: delivery addresses, one of them the default (the first one saved
 * is, until another is made so). Orders keep their own copy, so editing or deleting an address
 * here never changes a past order.
 */
export class AddressesService {
  constructor(private readonly db: DataSource) {}

  /** The shopper's addresses, the default first, then oldest first. */
  list(user: { id: string }, manager: EntityManager = this.db.manager): Promise<Address[]> {
    return manager.getRepository(Address).find({ where: { userId: user.id }, order: { isDefault: "DESC", createdAt: "ASC", id: "ASC" } });
  }

  /** The default address, or null when the shopper has none. */
  async defaultFor(userId: string): Promise<Address | null> {
    return this.db.getRepository(Address).findOne({ where: { userId, isDefault: true } });
  }

  /** Adds an address (`id` undefined) or changes one of the shopper's; answers the book. */
  async save(user: User, input: Partial<Record<keyof AddressFields, unknown>> & { isDefault?: boolean | null }, id?: string): Promise<Address[]> {
    const address = parseAddress(input);
    return this.db.transaction(async (manager) => {
      // Serialises one shopper's changes, so "one default" and the limit hold under races.
      await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [user.id]);
      const book = await this.list(user, manager);
      let saved: string;
      if (id !== undefined) {
        const existing = isUuid(id) ? book.find((entry) => entry.id === id) : undefined;
        if (!existing) throw notFound(ADDRESS_MESSAGES.addressNotFound);
        await manager.getRepository(Address).update({ id }, address);
        saved = id;
      } else {
        if (book.length >= MAX_ADDRESSES) await manager.getRepository(Address).delete({ id: book.filter((entry) => !entry.isDefault)[0]?.id ?? book[0].id });
        saved = (await manager.getRepository(Address).insert({ ...address, userId: user.id, isDefault: false })).identifiers[0].id;
      }
      if (input.isDefault || !book.some((entry) => entry.isDefault && entry.id !== saved)) await this.makeDefault(manager, user.id, saved);
      return this.list(user, manager);
    });
  }

  /** Makes one of the shopper's addresses the default; answers the book. */
  async setDefault(user: User, id: string): Promise<Address[]> {
    return this.db.transaction(async (manager) => {
      const exists = isUuid(id) && (await manager.getRepository(Address).existsBy({ id, userId: user.id }));
      if (!exists) throw notFound(ADDRESS_MESSAGES.addressNotFound);
      await this.makeDefault(manager, user.id, id);
      return this.list(user, manager);
    });
  }

  /** Deletes one of the shopper's addresses; when it was the default, the oldest left becomes it. */
  async remove(user: User, id: string): Promise<Address[]> {
    return this.db.transaction(async (manager) => {
      const address = isUuid(id) ? await manager.getRepository(Address).findOneBy({ id, userId: user.id }) : null;
      if (!address) throw notFound(ADDRESS_MESSAGES.addressNotFound);
      await manager.getRepository(Address).delete({ id });
      const left = await this.list(user, manager);
      if (address.isDefault && left.length > 0) await this.makeDefault(manager, user.id, left[0].id);
      return this.list(user, manager);
    });
  }

  /**
   * The card page's "save" tick, inside the payment's transaction: the address becomes the
   * shopper's default (an identical entry is reused, not copied).
   */
  async remember(manager: EntityManager, userId: string, address: AddressFields): Promise<void> {
    const same = await manager.getRepository(Address).findOneBy({ userId, ...address });
    const id = same?.id ?? (await manager.getRepository(Address).insert({ ...address, userId, isDefault: false })).identifiers[0].id;
    await this.makeDefault(manager, userId, id);
  }

  private async makeDefault(manager: EntityManager, userId: string, id: string): Promise<void> {
    await manager.query(`UPDATE addresses SET "isDefault" = false WHERE "userId" = $1 AND "isDefault" AND id <> $2`, [userId, id]);
    await manager.query(`UPDATE addresses SET "isDefault" = true WHERE id = $1`, [id]);
  }
}
