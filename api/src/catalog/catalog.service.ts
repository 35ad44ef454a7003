import type { DataSource, EntityManager, SelectQueryBuilder } from "typeorm";
import { badInput, conflict, notFound } from "../common/errors";
import { isUuid } from "../common/ids";
import { fetchPage } from "../common/page-query";
import type { PageRequest } from "../common/paging";
import { Category } from "./category.entity";
import { Product } from "./product.entity";

export interface ProductPage {
  items: Product[];
  total: number;
  offset: number;
  limit: number;
}

const newestFirst = (query: SelectQueryBuilder<Product>) => query.orderBy("product.createdAt", "DESC").addOrderBy("product.id", "ASC");

/** The product of that id among those the query selects; an id that is not a UUID names none. */
async function oneById(query: SelectQueryBuilder<Product>, id: string): Promise<Product | undefined> {
  if (!isUuid(id)) return undefined;
  return (await query.andWhere("product.id = :id", { id }).getOne()) ?? undefined;
}

/**
 * Takes every product of a seller off sale, inside the caller's transaction: the accounts
 * service calls it when the admin deletes the seller (the products then lose their seller).
 */
export async function takeOffSaleBySeller(manager: EntityManager, sellerId: string): Promise<void> {
  await manager.query(`UPDATE products SET "onSale" = false WHERE "sellerId" = $1`, [sellerId]);
}

function found(product: Product | undefined): Product {
  if (!product) throw notFound("Product not found");
  return product;
}

/** What shoppers are told about a product the admin took off sale (or whose seller is gone). */
export const NOT_FOR_SALE = "This product is no longer for sale";

/**
 * Reading the catalog: categories with their sizes, product grids and product details. Shoppers
 * see only products on sale; the admin sees every product and takes them off sale or back.
 */
export class CatalogService {
  constructor(private readonly db: DataSource) {}

  listCategories(): Promise<Category[]> {
    return this.db.getRepository(Category).find({ order: { position: "ASC", name: "ASC" } });
  }

  /** A category by its path name; unknown names are a 404, not an empty grid. */
  async getCategory(name: string): Promise<Category> {
    const category = await this.db.getRepository(Category).findOne({ where: { name } });
    if (!category) throw notFound("Category not found");
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

  /** A page of products, newest first, optionally of one category: two statements whatever the size. */
  async pageProducts(filter: { category?: string | null } & PageRequest): Promise<ProductPage> {
    const query = newestFirst(this.onSaleQuery());
    if (filter.category) query.andWhere("product.category = :category", { category: filter.category });
    const page = await fetchPage(query, filter);
    // Only an empty page needs to know whether the category exists at all (404 versus "No product found.").
    if (page.total === 0 && filter.category) await this.getCategory(filter.category);
    return page;
  }

  /** Every product on sale, optionally of one category (the legacy REST lists are unpaged). */
  async allProducts(category?: string): Promise<Product[]> {
    const query = newestFirst(this.onSaleQuery());
    if (category) {
      await this.getCategory(category);
      query.andWhere("product.category = :category", { category });
    }
    return query.getMany();
  }

  /** A product shoppers may see; one off sale is as absent as a missing one. */
  findProduct(id: string): Promise<Product | undefined> {
    return oneById(this.onSaleQuery(), id);
  }

  async getProduct(id: string): Promise<Product> {
    return found(await this.findProduct(id));
  }

  /**
   * Products matching a shopper's words: PostgreSQL full text over title, category, description
   * and materials (stemmed, weighted in that order), or a title close to the words despite typos
   * (trigram word similarity). Best matches first; both conditions use their GIN index. Only
   * when nothing matches, title words a couple of edits away do (swapped letters).
   */
  async searchProducts(text: string, page: PageRequest): Promise<ProductPage> {
    const words = text.trim().replace(/\s+/g, " ");
    if (!words) throw badInput("Enter something to search for");
    if (words.length > 100) throw badInput("Search at most 100 characters");
    return this.db.transaction(async (manager) => {
      // The default (0.6) misses one-letter slips in short words: "jens" is 0.4 like "Slim Jeans".
      await manager.query("SET LOCAL pg_trgm.word_similarity_threshold = 0.4");
      const query = this.onSaleQuery(manager)
        .andWhere(`(product."searchVector" @@ websearch_to_tsquery('english', :words) OR :words <% product.title)`, { words })
        .orderBy(`ts_rank(product."searchVector", websearch_to_tsquery('english', :words)) + word_similarity(:words, product.title)`, "DESC")
        .addOrderBy("product.id", "ASC");
      const found = await fetchPage(query, page);
      if (found.total > 0) return found;
      // Nothing at all: likely a slip trigrams cannot see, such as swapped letters ("jakcet").
      // Title words within one edit (two for words of five letters or more) of a typed word match.
      // This scans titles, but only for searches that found nothing.
      const fuzzy = this.onSaleQuery(manager)
        .andWhere(
          `EXISTS (SELECT 1 FROM regexp_split_to_table(lower(product.title), '[^[:alnum:]]+') AS word,
                                regexp_split_to_table(lower(:words), '[^[:alnum:]]+') AS typed
                    WHERE length(typed) >= 4
                      AND levenshtein_less_equal(word, typed, 2) <= CASE WHEN length(typed) >= 5 THEN 2 ELSE 1 END)`,
          { words },
        )
        .orderBy("product.title", "ASC")
        .addOrderBy("product.id", "ASC");
      return fetchPage(fuzzy, page);
    });
  }

  // ---- The admin's view of the catalog (issue 10). ----

  private everyProductQuery(): SelectQueryBuilder<Product> {
    return newestFirst(this.productQuery());
  }

  /** A page of every product, on sale or not, newest first. */
  pageEveryProduct(page: PageRequest): Promise<ProductPage> {
    return fetchPage(this.everyProductQuery(), page);
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
  async setOnSale(id: string, onSale: boolean): Promise<Product> {
    const product = await this.getAnyProduct(id);
    if (onSale && !product.sellerId) throw conflict("This product's seller no longer exists: it cannot go back on sale");
    await this.db.getRepository(Product).update({ id: product.id }, { onSale });
    return Object.assign(product, { onSale });
  }
}
