import type { DataSource, EntityManager, SelectQueryBuilder } from "typeorm";
import type { Seller } from "../accounts/seller.entity";
import type { Admin } from "../accounts/admin.entity";
import type { Viewer } from "../accounts/roles";
import { adminActor, recordAdminAction } from "../audit/admin-actions";
import { CATALOG_MESSAGES, check, filterRules, newProductPerSizeRules, newProductRules, productChangesRules, searchRules, sortRules, stockNotSum, type NewProduct, type ProductFilter, type ProductSort } from "@store/rules";
import { badInput, conflict, notFound, parse } from "../common/errors";
import { isUuid } from "../common/ids";
import { rowsOf } from "../common/rows";
import { fetchPage } from "../common/page-query";
import { pageWindow } from "../common/paging";
import { containingText } from "../common/text-search";
import type { PageRequest } from "../common/paging";
import { encodeImage, type ImagesService } from "../images/images.service";
import { Category } from "./category.entity";
import { Product } from "./product.entity";
import { ProductReads } from "./product-reads";
import { setStock, sizeCounts, spreadStock, type SizeCount } from "./stock";

/** The fields a seller writes; `imageId` names an uploaded picture. */
export type ProductFields = NewProduct;
export { PRODUCT_SORTS, type ProductFilter, type ProductSort } from "@store/rules";

export interface ProductPage {
  items: Product[];
  total: number;
  offset: number;
  limit: number;
}

/** A page of search results, and the words it is for when they are not the ones typed. */
export interface ProductSearchPage extends ProductPage {
  correctedQuery: string | null;
}

const newestFirst = (query: SelectQueryBuilder<Product>) => query.orderBy("product.createdAt", "DESC").addOrderBy("product.id", "ASC");

/** The category a path names, whatever its case; an exact name wins over one differing in case. */
const CATEGORY_BY_PATH = `SELECT c.name FROM categories c WHERE lower(c.name) = lower(:category) ORDER BY c.name = :category DESC LIMIT 1`;

/** A grid's order and narrowing, as a shopper chose them. */
export interface ProductListing {
  sort?: ProductSort | null;
  filter?: ProductFilter | null;
}

/**
 * Orders a query as the shopper chose; equal prices are ordered by id (the same way), so pages
 * never overlap and one index over products on sale, (price, id) or (category, price, id),
 * serves both directions.
 */
function sorted(query: SelectQueryBuilder<Product>, sort: ProductSort | null | undefined): SelectQueryBuilder<Product> {
  if (sort === "price-asc" || sort === "price-desc") {
    const direction = sort === "price-asc" ? "ASC" : "DESC";
    return query.orderBy("product.price", direction).addOrderBy("product.id", direction);
  }
  return newestFirst(query);
}

/** Checks a shopper's filter and sort; a bad one is a clear BAD_USER_INPUT, never an empty grid. */
function checkListing(listing: ProductListing): void {
  parse(sortRules, listing.sort);
  if (listing.filter != null) parse(filterRules, listing.filter);
}

/**
 * Narrows a query to the filter: a price range, and a size among the product's sizes (its own,
 * or its category's when it has none, as the detail page offers them).
 */
function filtered(query: SelectQueryBuilder<Product>, filter: ProductFilter | null | undefined): SelectQueryBuilder<Product> {
  if (filter?.minPrice != null) query.andWhere("product.price >= :minPrice", { minPrice: filter.minPrice });
  if (filter?.maxPrice != null) query.andWhere("product.price <= :maxPrice", { maxPrice: filter.maxPrice });
  if (filter?.size != null) {
    query.andWhere(`(:size = ANY(product."ownSizes") OR (cardinality(product."ownSizes") = 0 AND :size = ANY("categoryInfo".sizes)))`, { size: filter.size.trim() });
  }
  return query;
}

/** The product of that id among those the query selects; an id that is not a UUID names none. */
async function oneById(query: SelectQueryBuilder<Product>, id: string): Promise<Product | undefined> {
  if (!isUuid(id)) return undefined;
  return (await query.andWhere("product.id = :id", { id }).getOne()) ?? undefined;
}

/**
 * Takes every product of a seller off sale, inside the caller's transaction: the accounts
 * service runs it when the admin deletes the seller (the products then lose their seller);
 * services.ts hands it over, so accounts import nothing from the catalog.
 */
export async function takeOffSaleBySeller(manager: EntityManager, sellerId: string): Promise<void> {
  await manager.query(`UPDATE products SET "onSale" = false WHERE "sellerId" = $1`, [sellerId]);
}

function found(product: Product | undefined): Product {
  if (!product) throw notFound(CATALOG_MESSAGES.productNotFound);
  return product;
}

/**
 * Whose favourites (wishlist) a request sees marked in grids: the signed-in shopper's while the account is
 * active; nobody's for guests and deactivated shoppers.
 */
export function favouritesOwner(viewer: Viewer): string | undefined {
  return viewer.user?.isActive ? viewer.user.id : undefined;
}

/** What shoppers are told about a product the admin took off sale (or whose seller is gone). */
export const NOT_FOR_SALE = CATALOG_MESSAGES.notForSale;

/**
 * The catalog: categories with their sizes, product grids and details for everyone (only products
 * on sale), each seller's own products (create, read for editing, update, delete) with their
 * rules and the ownership check, and the admin's view of every product, on sale or not, for
 * GraphQL and REST alike.
 */
export class CatalogService {
  private readonly reads: ProductReads;

  constructor(
    private readonly db: DataSource,
    private readonly images: ImagesService,
  ) {
    this.reads = new ProductReads(db);
  }

  listCategories(): Promise<Category[]> {
    return this.reads.categories();
  }

  /** A category by its path name, whatever its case ("ladies" is Ladies); unknown names are a 404, not an empty grid. */
  async getCategory(name: string): Promise<Category> {
    const category = await this.db.getRepository(Category).createQueryBuilder("category").where(`category.name = (${CATEGORY_BY_PATH})`, { category: name }).getOne();
    if (!category) throw notFound(CATALOG_MESSAGES.categoryNotFound);
    return category;
  }

  /** Product rows with their category (for sizes) and image: one statement, no N+1. */
  productQuery(manager: EntityManager = this.db.manager): SelectQueryBuilder<Product> {
    return manager
      .getRepository(Product)
      .createQueryBuilder("product")
      .leftJoinAndSelect("product.categoryInfo", "categoryInfo")
      .leftJoinAndSelect("product.image", "image");
  }

  /** Products shoppers may see: those on sale. Add conditions with `andWhere`. */
  onSaleQuery(manager?: EntityManager): SelectQueryBuilder<Product> {
    return this.productQuery(manager).where(`product."onSale"`);
  }

  /**
   * A page of products, newest first, optionally of one category: one statement whatever the size.
   * With `favouritesOf` (a shopper's id) each product also says whether that shopper keeps it
   * among their favourites (`favourite`), read in the same statement. With `reads` (the product
   * properties the caller will use; others are left unset) only their columns are selected: a
   * grid of cards reads no descriptions, care guides or timestamps.
   */
  async pageProducts(filter: { category?: string | null; favouritesOf?: string; reads?: ReadonlySet<string> } & ProductListing & PageRequest): Promise<ProductPage> {
    checkListing(filter);
    const { offset, limit } = pageWindow(filter);
    const narrowed = filter.filter ?? {};
    // The path's name whatever its case ("ladies" is Ladies) is resolved in the same statement; an exact name wins.
    const page = await this.reads.page({ reads: filter.reads, category: filter.category, order: filter.sort ?? "newest", minPrice: narrowed.minPrice, maxPrice: narrowed.maxPrice, size: narrowed.size, favouritesOf: filter.favouritesOf, offset, limit });
    // Only a page past the end needs a second statement to learn the total.
    let total = page.total;
    if (total === null) {
      const query = filtered(this.onSaleQuery(), narrowed);
      if (filter.category) query.andWhere(`product.category = (${CATEGORY_BY_PATH})`, { category: filter.category });
      total = await query.getCount();
    }
    // Only an empty grid needs to know whether the category exists at all (404 versus "No product found.").
    if (total === 0 && filter.category) await this.getCategory(filter.category);
    return { items: page.items, total, offset, limit };
  }

  /** Every product on sale, optionally of one category (the legacy REST lists are unpaged). */
  async allProducts(category?: string): Promise<Product[]> {
    const query = newestFirst(this.onSaleQuery());
    if (category) query.andWhere("product.category = :category", { category: (await this.getCategory(category)).name });
    return query.getMany();
  }

  /**
   * The product page's read of a product shoppers may see (one off sale is as absent as a missing
   * one): only the fields named in `reads` (all when none are), in one prepared statement.
   */
  productForShop(id: string, reads?: ReadonlySet<string>): Promise<Product | undefined> {
    return isUuid(id) ? this.reads.onSale(id, reads) : Promise.resolve(undefined);
  }

  /**
   * What a search engine may index (the sitemap): every category and every product on sale, with
   * when it last changed. Two statements, whatever the catalog's size.
   */
  async sitemapEntries(): Promise<{ categories: string[]; products: { id: string; updatedAt: Date }[] }> {
    const [categories, products] = await Promise.all([
      this.listCategories(),
      this.db.query(`SELECT id, "updatedAt" FROM products WHERE "onSale" ORDER BY "createdAt" DESC, id`) as Promise<{ id: string; updatedAt: Date }[]>,
    ]);
    return { categories: categories.map((category) => category.name), products: products.map(({ id, updatedAt }) => ({ id, updatedAt: new Date(updatedAt) })) };
  }

  /** A product shoppers may see; one off sale is as absent as a missing one. */
  findProduct(id: string): Promise<Product | undefined> {
    return oneById(this.onSaleQuery(), id);
  }

  async getProduct(id: string): Promise<Product> {
    return found(await this.findProduct(id));
  }

  /**
   * Products matching a shopper's words, best first: a title that is the words, then titles
   * with a word starting with them, then the other PostgreSQL full-text matches over title,
   * category, description and materials (stemmed, weighted in that order) by rank. When nothing
   * matches, each typed word is taken as the closest title word of the catalog within a typo or
   * two (edit distance, then trigram similarity), and the page is for those words: `correctedQuery`
   * says which ("jaket" answers the jackets, for "jacket").
   */
  async searchProducts(text: string, page: PageRequest, listing: ProductListing = {}): Promise<ProductSearchPage> {
    const words = parse(searchRules, text).replace(/\s+/g, " ");
    checkListing(listing);
    // Best match first unless the shopper chose an order; the filter narrows either way.
    const listed = (query: SelectQueryBuilder<Product>) => {
      if (listing.sort) sorted(query, listing.sort);
      return filtered(query, listing.filter);
    };
    return this.db.transaction(async (manager) => {
      const found = await fetchPage(listed(this.matching(manager, words)), page);
      if (found.total > 0) return { ...found, correctedQuery: null };
      const corrected = await this.closestTitleWords(manager, words);
      if (!corrected) return { ...found, correctedQuery: null };
      const fixed = await fetchPage(listed(this.matching(manager, corrected)), page);
      return { ...fixed, correctedQuery: fixed.total > 0 ? corrected : null };
    });
  }

  /**
   * On-sale products matching the words, ranked: the title itself, a title starting with them,
   * a title word starting with them, then the other full-text matches by rank. Both conditions
   * use their GIN index (full text; trigrams for the regular expression). A word merely inside
   * another does not count: "tshirt" is not a sweatshirt.
   */
  private matching(manager: EntityManager, words: string): SelectQueryBuilder<Product> {
    const literal = words.replace(/[^\p{L}\p{N}\s]/gu, "\\$&");
    return this.onSaleQuery(manager)
      .andWhere(`(product."searchVector" @@ websearch_to_tsquery('english', :words) OR product.title ~* :wordStart)`, {
        words,
        wordStart: `(^|[^[:alnum:]])${literal}`,
        titleStart: `^${literal}`,
      })
      .orderBy(
        `CASE WHEN lower(product.title) = lower(:words) THEN 0
              WHEN product.title ~* :titleStart THEN 1
              WHEN product.title ~* :wordStart THEN 2
              ELSE 3 END`,
        "ASC",
      )
      .addOrderBy(`ts_rank(product."searchVector", websearch_to_tsquery('english', :words))`, "DESC")
      .addOrderBy("product.title", "ASC")
      .addOrderBy("product.id", "ASC");
  }

  /**
   * The words with each one of four letters or more replaced by the closest word of an on-sale
   * title: within one edit, two for words of five letters or more (hyphens aside: "tshirt" is
   * "t-shirt"). Undefined when no word changes. This scans titles, but only for searches that
   * found nothing.
   */
  private async closestTitleWords(manager: EntityManager, words: string): Promise<string | undefined> {
    const typed = words.toLowerCase().split(" ");
    const rows: { typed: string; word: string }[] = await manager.query(
      `WITH vocabulary AS (
         SELECT word, regexp_replace(word, '[^[:alnum:]]', '', 'g') AS bare, count(*) AS uses
           FROM products, regexp_split_to_table(lower(title), '[^[:alnum:]-]+') AS word
          WHERE "onSale" AND word <> ''
          GROUP BY word
       )
       SELECT DISTINCT ON (t.typed) t.typed, v.word
         FROM unnest($1::text[]) AS t(typed)
         JOIN vocabulary v
           ON length(t.typed) >= 4
          AND levenshtein_less_equal(v.bare, t.typed, 2) <= CASE WHEN length(t.typed) >= 5 THEN 2 ELSE 1 END
        ORDER BY t.typed, levenshtein(v.bare, t.typed), similarity(v.word, t.typed) DESC, v.uses DESC, v.word`,
      [typed],
    );
    const closest = new Map(rows.map((row) => [row.typed, row.word]));
    const corrected = typed.map((word) => closest.get(word) ?? word).join(" ");
    return corrected === typed.join(" ") ? undefined : corrected;
  }

  /** A page of the seller's own products, newest first. */
  pageSellerProducts(seller: Seller, page: PageRequest): Promise<ProductPage> {
    return fetchPage(this.sellerProductQuery(seller), page);
  }

  /** Every product of the seller, newest first (the legacy list is unpaged). */
  allSellerProducts(seller: Seller): Promise<Product[]> {
    return this.sellerProductQuery(seller).getMany();
  }

  private sellerProductQuery(seller: Seller, manager?: EntityManager): SelectQueryBuilder<Product> {
    return newestFirst(this.productQuery(manager).where(`product."sellerId" = :sellerId`, { sellerId: seller.id }));
  }

  /** One of the seller's own products, or undefined: another seller's product is as absent as a missing one. */
  findSellerProduct(seller: Seller, id: string, manager?: EntityManager): Promise<Product | undefined> {
    return oneById(this.sellerProductQuery(seller, manager), id);
  }

  async getSellerProduct(seller: Seller, id: string, manager?: EntityManager): Promise<Product> {
    return found(await this.findSellerProduct(seller, id, manager));
  }

  /**
   * A seller's new product. Every field is required. The picture is either `input.imageId` (an
   * upload of this seller) or, for the legacy multipart form, the file itself, which is stored
   * only once every field has passed, in the same transaction as the product.
   */
  async createProduct(seller: Seller, input: Record<string, unknown>, file?: Buffer): Promise<Product> {
    const fields = await this.checkProductFields(input, { partial: false, withImage: !file });
    const encoded = file ? await encodeImage(file) : undefined;
    const id = await this.db.transaction(async (manager) => {
      const imageId = encoded ? (await this.images.save(encoded, manager, seller.id)).id : await this.usableImage(seller, fields.imageId, manager);
      const { sizes, sizeStock, stock, ...rest } = fields;
      const categorySizes = await this.categorySizes(manager, fields.category!);
      // Per-size counts name the sizes; one number is spread over them (the category's when none are named).
      const counts = sizeStock ?? spreadOver(stock ?? 0, sizes!.length > 0 ? sizes! : categorySizes);
      const ownSizes = sizeStock ? ownSizesFor(sizeStock, categorySizes) : sizes!;
      const { identifiers } = await manager.getRepository(Product).insert({ ...rest, stock: 0, ownSizes, imageId, sellerId: seller.id });
      const productId = identifiers[0].id as string;
      await setStock(manager, productId, counts, stock ?? 0);
      return productId;
    });
    return this.getAnyProduct(id);
  }

  /**
   * Changes only the fields sent; another seller's product is 404 'Product not found' and stays as
   * it was. Stock (issue 27): `sizeStock` sets each size's count (and so the sizes); `stock` alone
   * is spread over the sizes as the migration spread it; new sizes without counts start at 0,
   * sizes kept keep theirs, and a product gaining or losing its sizes keeps its total.
   */
  async updateProduct(seller: Seller, id: string, input: Record<string, unknown>): Promise<Product> {
    const fields = await this.checkProductFields(input, { partial: true, withImage: true });
    await this.db.transaction(async (manager) => {
      const product = await this.lockSellerProduct(seller, id, manager);
      const { sizes, sizeStock, stock, imageId, ...rest } = fields;
      const changes: Partial<Product> = { ...rest };
      if (imageId !== undefined && imageId !== product.imageId) changes.imageId = await this.usableImage(seller, imageId, manager);
      const categorySizes = await this.categorySizes(manager, fields.category ?? product.category);
      const current = await sizeCounts(manager, product.id);
      let counts: SizeCount[] | undefined;
      if (sizeStock) {
        counts = sizeStock;
        changes.ownSizes = ownSizesFor(sizeStock, categorySizes);
      } else {
        if (sizes !== undefined) changes.ownSizes = sizes;
        const own = changes.ownSizes ?? product.ownSizes;
        const offered = own.length > 0 ? own : categorySizes;
        const total = stock ?? product.stock;
        if (stock !== undefined) counts = spreadOver(stock, offered);
        else if (offered.join("\u0000") !== current.map((count) => count.size).join("\u0000")) {
          if (current.length === 0 || offered.length === 0) counts = spreadOver(total, offered);
          else counts = offered.map((size) => ({ size, stock: current.find((count) => count.size === size)?.stock ?? 0 }));
        }
        if (counts && offered.length === 0) await setStock(manager, product.id, [], total);
      }
      if (Object.keys(changes).length > 0) await manager.getRepository(Product).update({ id: product.id }, changes);
      if (counts && counts.length > 0) await setStock(manager, product.id, counts);
    });
    return this.getAnyProduct(id);
  }

  /** The sizes a category offers (a product naming none of its own is offered in these). */
  private async categorySizes(manager: EntityManager, category: string): Promise<string[]> {
    return (await manager.getRepository(Category).findOneBy({ name: category }))?.sizes ?? [];
  }

  /**
   * Deletes one of the seller's products. Past orders keep their copied title, price and picture
   * (their `productId` is cleared, as the product no longer exists); bags, favourites and reviews
   * of it go with it (their foreign keys cascade).
   */
  async deleteProduct(seller: Seller, id: string): Promise<string> {
    return this.db.transaction(async (manager) => {
      const product = await this.lockSellerProduct(seller, id, manager);
      // order_items has no foreign key to products on purpose: finalising a paid checkout must
      // never fail because a product went meanwhile. So the link is cleared here instead.
      await manager.query(`UPDATE order_items SET "productId" = NULL WHERE "productId" = $1`, [product.id]);
      await manager.getRepository(Product).delete({ id: product.id });
      return product.id;
    });
  }

  /** One of the seller's products, its row locked (so its stock and sizes change under no one else, see catalog/stock.ts). */
  private async lockSellerProduct(seller: Seller, id: string, manager: EntityManager): Promise<Product> {
    const product = isUuid(id) ? await manager.getRepository(Product).findOne({ where: { id, sellerId: seller.id }, lock: { mode: "pessimistic_write" } }) : null;
    if (!product) throw notFound(CATALOG_MESSAGES.productNotFound);
    return product;
  }

  private async usableImage(seller: Seller, imageId: string | undefined, manager: EntityManager): Promise<string> {
    if (!imageId || !(await this.images.usableBy(seller.id, imageId, manager))) throw badInput(CATALOG_MESSAGES.imageNotFound, { imageId: CATALOG_MESSAGES.imageNotFound });
    return imageId;
  }

  /**
   * Checks a product's fields against the rules (@store/rules) and answers them cleaned (trimmed
   * text, whole numbers, trimmed sizes), the category looked up among the store's. All failures
   * are reported at once, per field, in the form's order. With `partial`, absent (or null) fields
   * are left out instead of being required.
   */
  private async checkProductFields(input: Record<string, unknown>, options: { partial: boolean; withImage: boolean }): Promise<Partial<ProductFields>> {
    // Counts per size stand for both the sizes and the stock; an empty list of them counts as not sent.
    const perSize = input.sizeStock != null && !(Array.isArray(input.sizeStock) && input.sizeStock.length === 0);
    const given = perSize ? input : { ...input, sizeStock: undefined };
    const full = perSize ? newProductPerSizeRules : newProductRules;
    const schema = options.partial ? productChangesRules : options.withImage ? full : full.omit({ imageId: true });
    const result = check(schema, given);
    const problems: Record<string, string> = result.success ? {} : { ...result.fields };
    const category = input.category;
    if (!problems.category && typeof category === "string" && category !== "" && !(await this.db.getRepository(Category).existsBy({ name: category }))) {
      problems.category = CATALOG_MESSAGES.unknownCategory;
    }
    const counts = result.success ? result.data.sizeStock : undefined;
    const named = counts?.map((count) => count.size);
    const sum = counts?.reduce((all, count) => all + count.stock, 0);
    if (result.success && named && sum !== undefined) {
      if (result.data.sizes && result.data.sizes.join("\u0000") !== named.join("\u0000")) problems.sizes = CATALOG_MESSAGES.sizesNotCounted;
      if (result.data.stock !== undefined && result.data.stock !== sum) problems.stock = stockNotSum(sum);
    }
    const failed = Object.keys(schema.shape).filter((key) => problems[key]);
    if (failed.length > 0) throw badInput(problems[failed[0]], Object.fromEntries(failed.map((key) => [key, problems[key]])));
    if (!result.success) throw badInput(result.message, result.fields);
    const fields = Object.fromEntries(Object.entries(result.data).filter(([, value]) => value !== undefined)) as Partial<ProductFields>;
    if (named && sum !== undefined) Object.assign(fields, { sizes: named, stock: sum });
    return fields;
  }
  // ---- The admin's view of the catalog (issue 10). ----

  private everyProductQuery(): SelectQueryBuilder<Product> {
    return newestFirst(this.productQuery());
  }

  /** A page of every product, on sale or not, newest first; with `search`, those whose title contains it. */
  pageEveryProduct(page: PageRequest, search?: string | null): Promise<ProductPage> {
    return fetchPage(containingText(this.everyProductQuery(), ["product.title"], search), page);
  }

  /** Every product, on sale or not, newest first (the legacy admin list is unpaged). */
  everyProduct(): Promise<Product[]> {
    return this.everyProductQuery().getMany();
  }

  /** Any product, on sale or not, or undefined. */
  findAnyProduct(id: string): Promise<Product | undefined> {
    return oneById(this.productQuery(), id);
  }

  async getAnyProduct(id: string): Promise<Product> {
    return found(await this.findAnyProduct(id));
  }

  /**
   * The admin takes a product off sale or puts it back. A product whose seller was deleted stays
   * off sale: nobody would send it. Repeating what is already so changes nothing.
   */
  async setOnSale(admin: Admin, id: string, onSale: boolean): Promise<Product> {
    const product = await this.getAnyProduct(id);
    await this.db.transaction(async (manager) => {
      // One conditional UPDATE, so a seller deleted meanwhile is seen: their product stays off sale.
      const changed = await manager.query(`UPDATE products SET "onSale" = $2 WHERE id = $1 AND (NOT $2 OR "sellerId" IS NOT NULL) RETURNING id`, [product.id, onSale]);
      if (rowsOf(changed).length === 0) throw conflict(CATALOG_MESSAGES.sellerGone);
      await recordAdminAction(manager, adminActor(admin), onSale ? "put-product-on-sale" : "take-product-off-sale", product.id);
    });
    return Object.assign(product, { onSale });
  }
}

/** One count spread over the sizes offered, or nothing (the product's one stock) when there are none. */
function spreadOver(total: number, sizes: readonly string[]): SizeCount[] {
  return sizes.length > 0 ? spreadStock(total, sizes) : [];
}

/** A product counted in exactly its category's sizes keeps following them (own sizes empty); otherwise the sizes are its own. */
function ownSizesFor(counts: readonly SizeCount[], categorySizes: readonly string[]): string[] {
  const sizes = counts.map((count) => count.size);
  return sizes.join("\u0000") === categorySizes.join("\u0000") ? [] : sizes;
}

