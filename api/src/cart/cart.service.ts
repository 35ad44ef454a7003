import type { DataSource, EntityManager } from "typeorm";
import type { User } from "../accounts/user.entity";
import { NOT_FOR_SALE, type CatalogService } from "../catalog/catalog.service";
import { Product } from "../catalog/product.entity";
import { badInput, conflict, notFound } from "../common/errors";
import { isUuid } from "../common/ids";
import { inTransaction } from "../common/transaction";
import { CartLine } from "./cart-line.entity";
import { Cart } from "./cart.types";

/** How many different lines a bag holds. */
export const MAX_CART_LINES = 50;

const insufficient = (product: Product) => conflict(`Insufficient stock for ${product.title}`);

/**
 * The shopping bag. A line is a product in a size; adding the same again counts up. Counts stay
 * between 1 and that size's stock (the product's, for one sold without sizes); every change runs
 * in one transaction and answers the whole bag.
 */
export class CartService {
  constructor(
    private readonly db: DataSource,
    private readonly catalog: CatalogService,
  ) {}

  /**
   * The bag. A line whose product went off sale is left out (of the lines, the count and the
   * total, and so of checkout, which reads the bag through here); it stays stored and comes back
   * if the product goes back on sale.
   */
  async get(user: User, manager: EntityManager = this.db.manager): Promise<Cart> {
    const lines = await manager
      .getRepository(CartLine)
      .createQueryBuilder("line")
      .innerJoinAndSelect("line.product", "product")
      .leftJoinAndSelect("product.categoryInfo", "categoryInfo")
      .leftJoinAndSelect("product.image", "image")
      .where("line.userId = :userId", { userId: user.id })
      .andWhere(`product."onSale"`)
      .orderBy("line.createdAt", "ASC")
      .addOrderBy("line.id", "ASC")
      .getMany();
    return Object.assign(new Cart(), { id: user.id, lines });
  }

  /** Adds one of a product in a size (required when the product has sizes). */
  async add(user: User, productId: string, size?: string | null): Promise<Cart> {
    return inTransaction(this.db, async (manager) => {
      const product = await this.lockProduct(manager, productId);
      const sizes = product.sizes;
      const chosen = typeof size === "string" ? size.trim() : "";
      if (sizes.length > 0 && !chosen) throw badInput("Please select a size before adding to cart.");
      if (sizes.length > 0 && !sizes.includes(chosen)) throw badInput(`Size ${chosen} is not available for ${product.title}`);
      const key = { userId: user.id, productId: product.id, size: sizes.length > 0 ? chosen : "" };
      if (product.stockOf(key.size) <= 0) throw insufficient(product);
      const lines = manager.getRepository(CartLine);
      if (!(await lines.exists({ where: key })) && (await lines.count({ where: { userId: user.id } })) >= MAX_CART_LINES) {
        throw badInput(`Your bag can hold at most ${MAX_CART_LINES} different items`);
      }
      await manager.query(
        `INSERT INTO cart_lines ("userId", "productId", size, count) VALUES ($1, $2, $3, 1)
         ON CONFLICT ("userId", "productId", size) DO UPDATE SET count = cart_lines.count + 1`,
        [key.userId, key.productId, key.size],
      );
      await this.assertWithinStock(manager, user, product, key.size);
      return this.get(user, manager);
    });
  }

  /** Sets a line's count: at least 1, at most what is in stock. */
  async setCount(user: User, lineId: string, count: number): Promise<Cart> {
    if (!Number.isInteger(count) || count < 1) throw badInput("Quantity must be at least 1");
    return inTransaction(this.db, async (manager) => {
      const line = await this.ownLine(manager, user, lineId);
      const product = await this.lockProduct(manager, line.productId);
      await manager.getRepository(CartLine).update({ id: line.id }, { count });
      await this.assertWithinStock(manager, user, product, line.size);
      return this.get(user, manager);
    });
  }

  /**
   * One more or one fewer of a line: never below 1 (one fewer at 1 leaves the line as it is, as
   * the documents say of the bag's minus), never beyond what is in stock.
   */
  async stepCount(user: User, lineId: string, step: 1 | -1): Promise<Cart> {
    return this.db.transaction(async (manager) => {
      const line = await this.ownLine(manager, user, lineId);
      if (step < 0 && line.count <= 1) return this.get(user, manager);
      const product = await this.lockProduct(manager, line.productId);
      await manager.query(`UPDATE cart_lines SET count = GREATEST(1, count + $2) WHERE id = $1`, [line.id, step]);
      await this.assertWithinStock(manager, user, product, line.size);
      return this.get(user, manager);
    });
  }

  async removeLine(user: User, lineId: string): Promise<Cart> {
    return inTransaction(this.db, async (manager) => {
      const line = await this.ownLine(manager, user, lineId);
      await manager.getRepository(CartLine).delete({ id: line.id });
      return this.get(user, manager);
    });
  }

  /**
   * The line the legacy client means by a product id: the one in `size` when given, else the
   * product's only line (a product in two sizes needs the size).
   */
  async lineFor(user: User, productId: unknown, size?: unknown): Promise<CartLine> {
    if (!isUuid(productId)) throw notFound("Cart item not found");
    const lines = await this.db.getRepository(CartLine).find({ where: { userId: user.id, productId } });
    const wanted = typeof size === "string" && size.trim() ? lines.filter((line) => line.size === size.trim()) : lines;
    if (wanted.length === 0) throw notFound("Cart item not found");
    if (wanted.length > 1) throw badInput("This product is in your bag in several sizes: say which size");
    return wanted[0];
  }

  private async ownLine(manager: EntityManager, user: User, lineId: string): Promise<CartLine> {
    const line = isUuid(lineId) ? await manager.getRepository(CartLine).findOne({ where: { id: lineId, userId: user.id } }) : null;
    // Another shopper's line is "not found" too: ids of other bags reveal nothing.
    if (!line) throw notFound("Cart item not found");
    return line;
  }

  /**
   * The product with its sizes' stock, share-locked so its stock (its sizes' too: they change only
   * under the product's row lock) and whether it is on sale cannot change under this transaction.
   */
  private async lockProduct(manager: EntityManager, productId: string): Promise<Product> {
    if (!isUuid(productId)) throw notFound("Product not found");
    const locked = await manager.getRepository(Product).createQueryBuilder("product").setLock("pessimistic_read").where("product.id = :productId", { productId }).getExists();
    if (!locked) throw notFound("Product not found");
    const product = await this.catalog.productQuery(manager).where("product.id = :productId", { productId }).getOneOrFail();
    if (!product.onSale) throw conflict(NOT_FOR_SALE);
    return product;
  }

  /** The bag holds no more of this size (of the product, for one without sizes) than there is. */
  private async assertWithinStock(manager: EntityManager, user: User, product: Product, size: string): Promise<void> {
    const [{ units }] = await manager.query(`SELECT COALESCE(SUM(count), 0)::int AS units FROM cart_lines WHERE "userId" = $1 AND "productId" = $2 AND size = $3`, [user.id, product.id, size]);
    if (units > product.stockOf(size)) throw insufficient(product);
  }
}
