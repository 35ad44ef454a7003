import type { DataSource, SelectQueryBuilder } from "typeorm";
import { notFound } from "../common/errors";
import { isUuid } from "../common/ids";
import { pageWindow, type PageRequest } from "../common/paging";
import { Category } from "./category.entity";
import { Product } from "./product.entity";

export interface ProductPage {
  items: Product[];
  total: number;
  offset: number;
  limit: number;
}

/** Reading the catalog: categories with their sizes, product grids and product details. */
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

  // Product rows always come with their category (for sizes) and image: one statement, no N+1.
  private products(): SelectQueryBuilder<Product> {
    return this.db
      .getRepository(Product)
      .createQueryBuilder("product")
      .leftJoinAndSelect("product.categoryInfo", "categoryInfo")
      .leftJoinAndSelect("product.image", "image");
  }

  /** A page of products, newest first, optionally of one category: two statements whatever the size. */
  async pageProducts(filter: { category?: string | null } & PageRequest): Promise<ProductPage> {
    const { offset, limit } = pageWindow(filter);
    const query = this.products().orderBy("product.createdAt", "DESC").addOrderBy("product.id", "ASC").offset(offset).limit(limit);
    if (filter.category) {
      await this.getCategory(filter.category);
      query.where("product.category = :category", { category: filter.category });
    }
    const [items, total] = await query.getManyAndCount();
    return { items, total, offset, limit };
  }

  /** Every product, optionally of one category (the legacy REST lists are unpaged). */
  async allProducts(category?: string): Promise<Product[]> {
    const query = this.products().orderBy("product.createdAt", "DESC").addOrderBy("product.id", "ASC");
    if (category) {
      await this.getCategory(category);
      query.where("product.category = :category", { category });
    }
    return query.getMany();
  }

  async findProduct(id: string): Promise<Product | undefined> {
    if (!isUuid(id)) return undefined;
    return (await this.products().where("product.id = :id", { id }).getOne()) ?? undefined;
  }

  async getProduct(id: string): Promise<Product> {
    const product = await this.findProduct(id);
    if (!product) throw notFound("Product not found");
    return product;
  }
}
