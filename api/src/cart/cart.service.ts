import type { DataSource, EntityManager } from "typeorm";
import type { User } from "../accounts/user.entity";
import { NOT_FOR_SALE, type CatalogService } from "../catalog/catalog.service";
import { Product } from "../catalog/product.entity";
import { addToBagProblem, CART_MESSAGES, CATALOG_MESSAGES, insufficientStock, MAX_CART_LINES, quantityRules } from "@store/rules";
import { badInput, conflict, notFound, parse } from "../common/errors";
import { isUuid } from "../common/ids";
import { retried } from "../common/transaction";
import { everyProductField, productOf } from "../catalog/product-reads";
import { PreparedReads, statement } from "../common/prepared";
import { CartLine } from "./cart-line.entity";
import { Cart } from "./cart.types";

export { MAX_CART_LINES } from "@store/rules";

const insufficient = (product: Pick<Product, "title">) => conflict(insufficientStock(product.title));

/**
 * What is left of the line's size: its row in product_sizes when the product has sizes (0 for a
 * size it does not have), else the product's one stock (0 for a size named for a product without).
 * `p` is the product's row and `ps` its sizes' rows, both share-locked by the statement (products
 * first, the lock order of catalog/stock.ts), so a checkout cannot change them under it and the
 * locked rows are read as they are now, not as the statement's snapshot had them.
 */
const LEFT = (size: string) => `CASE WHEN EXISTS (SELECT 1 FROM ps) THEN COALESCE((SELECT ps.stock FROM ps WHERE ps.size = ${size}), 0) WHEN ${size} = '' THEN p.stock ELSE 0 END`;
const LOCKED = (productId: string) => `p AS (SELECT p.id, p.title, p."onSale", p.stock, p."ownSizes", p.category FROM products p WHERE p.id = ${productId} FOR SHARE),
  ps AS (SELECT x.size, x.stock FROM product_sizes x WHERE x."productId" = (SELECT id FROM p) FOR SHARE)`;

/**
 * Adds one to the (shopper $1, product $2, size $3) line, creating it, in one statement: only when
 * the product is on sale, the size is one it offers (or '' for one without sizes), its stock is not
 * exceeded and the bag has room for a new line ($4 lines). It answers what the checks saw, so a
 * refusal can say why; `written` is null when nothing was written.
 */
const ADD = statement(`WITH ${LOCKED("$2")},
  k AS (SELECT p.*, CASE WHEN cardinality(p."ownSizes") > 0 THEN p."ownSizes" ELSE COALESCE((SELECT c.sizes FROM categories c WHERE c.name = p.category), '{}') END AS sizes FROM p),
  s AS (SELECT k.id, k.title, k."onSale", k.sizes, CASE WHEN cardinality(k.sizes) > 0 THEN $3::text ELSE '' END AS size FROM k),
  c AS (SELECT s.*, (SELECT ${LEFT("s.size")} FROM p) AS "left",
               (SELECT count(*) FROM cart_lines l WHERE l."userId" = $1)::int AS lines,
               EXISTS (SELECT 1 FROM cart_lines l WHERE l."userId" = $1 AND l."productId" = s.id AND l.size = s.size) AS "hasLine"
          FROM s),
  written AS (
    INSERT INTO cart_lines ("userId", "productId", size, count)
    SELECT $1, c.id, c.size, 1 FROM c
     WHERE c."onSale" AND (cardinality(c.sizes) = 0 OR c.size = ANY(c.sizes)) AND c."left" >= 1 AND (c."hasLine" OR c.lines < $4)
    ON CONFLICT ("userId", "productId", size) DO UPDATE SET count = cart_lines.count + 1 WHERE cart_lines.count + 1 <= (SELECT "left" FROM c)
    RETURNING count)
  SELECT c.title, c."onSale", c.sizes, c."left", c.lines, c."hasLine", (SELECT count FROM written) AS written FROM c`);

/** Sets the count of line $1 of shopper $2 to $3 in one statement, only while its product is on sale and has that many of its size. */
const SET_COUNT = statement(`WITH l AS (SELECT id, "productId", size FROM cart_lines WHERE id = $1 AND "userId" = $2),
  ${LOCKED(`(SELECT "productId" FROM l)`)},
  c AS (SELECT l.id AS "lineId", p.title, p."onSale", ${LEFT("l.size")} AS "left" FROM l JOIN p ON p.id = l."productId"),
  written AS (UPDATE cart_lines SET count = $3 FROM c WHERE cart_lines.id = c."lineId" AND c."onSale" AND $3 <= c."left" RETURNING cart_lines.id)
  SELECT c.title, c."onSale", c."left", EXISTS (SELECT 1 FROM written) AS written FROM c`);

const REMOVE_LINE = statement(`DELETE FROM cart_lines WHERE id = $1 AND "userId" = $2 RETURNING id`);

/** The bag's lines, oldest first, each with its product (every field), leaving out products off sale. */
const BAG = (() => {
  const product = everyProductField();
  return statement(`SELECT l.id AS "lineId", l.size AS "lineSize", l.count AS "lineCount", l."createdAt" AS "lineCreatedAt", l."productId" AS "lineProductId", ${product.select}
    FROM cart_lines l JOIN products p ON p.id = l."productId" ${product.joins}
   WHERE l."userId" = $1 AND p."onSale" ORDER BY l."createdAt" ASC, l.id ASC`);
})();

/**
 * The shopping bag. A line is a product in a size; adding the same again counts up. Counts stay
 * between 1 and that size's stock (the product's, for one sold without sizes); every change runs
 * in one transaction and answers the whole bag.
 */
export class CartService {
  private readonly reads: PreparedReads;

  constructor(
    private readonly db: DataSource,
    private readonly catalog: CatalogService,
  ) {
    this.reads = new PreparedReads(db);
  }

  /**
   * The bag. A line whose product went off sale is left out (of the lines, the count and the
   * total, and so of checkout, which reads the bag through here); it stays stored and comes back
   * if the product goes back on sale.
   */
  async get(user: User, manager?: EntityManager): Promise<Cart> {
    // Inside a caller's transaction (checkout) the bag is read on its connection; otherwise by one prepared statement.
    if (manager) return this.getIn(manager, user);
    const rows = await this.reads.rows(BAG, [user.id]);
    const lines = rows.map(({ lineId, lineSize, lineCount, lineCreatedAt, lineProductId, ...product }) =>
      Object.assign(new CartLine(), { id: lineId, userId: user.id, productId: lineProductId, size: lineSize, count: lineCount, createdAt: lineCreatedAt, product: productOf(product) }),
    );
    return Object.assign(new Cart(), { id: user.id, lines });
  }

  private async getIn(manager: EntityManager, user: User): Promise<Cart> {
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

  /**
   * Adds one of a product in a size (required when the product has sizes): one statement that
   * checks and writes under the product's share lock (atomic on its own, so no transaction), then
   * the bag's read. Refusals, in this order: no such product, off sale, no size or a size it does
   * not offer, none left of the size, a full bag, more than is left.
   */
  async add(user: User, productId: string, size?: string | null): Promise<Cart> {
    if (!isUuid(productId)) throw notFound(CATALOG_MESSAGES.productNotFound);
    const chosen = typeof size === "string" ? size.trim() : "";
    const [seen] = await retried(() => this.reads.rows(ADD, [user.id, productId, chosen, MAX_CART_LINES]));
    if (!seen) throw notFound(CATALOG_MESSAGES.productNotFound);
    if (seen.written === null) {
      if (!seen.onSale) throw conflict(NOT_FOR_SALE);
      // What is left is the chosen size's (or the product's one stock), as the statement read it under its lock.
      const problem = addToBagProblem({ title: seen.title, stock: seen.left, sizes: seen.sizes }, chosen);
      if (problem) throw problem.kind === "stock" ? conflict(problem.message) : badInput(problem.message);
      if (!seen.hasLine && seen.lines >= MAX_CART_LINES) throw badInput(CART_MESSAGES.bagFull);
      throw insufficient(seen);
    }
    return this.get(user);
  }

  /** Sets a line's count: at least 1, at most what is left of its size; one statement, then the bag's read. */
  async setCount(user: User, lineId: string, count: number): Promise<Cart> {
    parse(quantityRules, count);
    // Another shopper's line is "not found" too: ids of other bags reveal nothing.
    if (!isUuid(lineId)) throw notFound(CART_MESSAGES.lineNotFound);
    const [seen] = await retried(() => this.reads.rows(SET_COUNT, [lineId, user.id, count]));
    if (!seen) throw notFound(CART_MESSAGES.lineNotFound);
    if (!seen.written) throw seen.onSale ? insufficient(seen) : conflict(NOT_FOR_SALE);
    return this.get(user);
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

  /** Removes a line of the shopper's bag: one statement, then the bag's read. */
  async removeLine(user: User, lineId: string): Promise<Cart> {
    const removed = isUuid(lineId) ? await retried(() => this.reads.rows(REMOVE_LINE, [lineId, user.id])) : [];
    if (removed.length === 0) throw notFound(CART_MESSAGES.lineNotFound);
    return this.get(user);
  }

  /**
   * The line the legacy client means by a product id: the one in `size` when given, else the
   * product's only line (a product in two sizes needs the size).
   */
  async lineFor(user: User, productId: unknown, size?: unknown): Promise<CartLine> {
    if (!isUuid(productId)) throw notFound(CART_MESSAGES.lineNotFound);
    const lines = await this.db.getRepository(CartLine).find({ where: { userId: user.id, productId } });
    const wanted = typeof size === "string" && size.trim() ? lines.filter((line) => line.size === size.trim()) : lines;
    if (wanted.length === 0) throw notFound(CART_MESSAGES.lineNotFound);
    if (wanted.length > 1) throw badInput(CART_MESSAGES.whichSize);
    return wanted[0];
  }

  private async ownLine(manager: EntityManager, user: User, lineId: string): Promise<CartLine> {
    const line = isUuid(lineId) ? await manager.getRepository(CartLine).findOne({ where: { id: lineId, userId: user.id } }) : null;
    // Another shopper's line is "not found" too: ids of other bags reveal nothing.
    if (!line) throw notFound(CART_MESSAGES.lineNotFound);
    return line;
  }

  /**
   * The product with its sizes' stock, share-locked so its stock (its sizes' too: they change only
   * under the product's row lock) and whether it is on sale cannot change under this transaction.
   */
  private async lockProduct(manager: EntityManager, productId: string): Promise<Product> {
    if (!isUuid(productId)) throw notFound(CATALOG_MESSAGES.productNotFound);
    const locked = await manager.getRepository(Product).createQueryBuilder("product").setLock("pessimistic_read").where("product.id = :productId", { productId }).getExists();
    if (!locked) throw notFound(CATALOG_MESSAGES.productNotFound);
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
