import type { DataSource } from "typeorm";
import type { User } from "../accounts/user.entity";
import type { CatalogService } from "../catalog/catalog.service";
import type { Product } from "../catalog/product.entity";
import { fetchPage, type Page } from "../common/page-query";
import type { PageRequest } from "../common/paging";
import { WishlistItem } from "./wishlist-item.entity";

/** A shopper's favourites. Adding twice or removing what is not there changes nothing. */
export class WishlistService {
  constructor(
    private readonly db: DataSource,
    private readonly catalog: CatalogService,
  ) {}

  /** The shopper's favourites that are on sale: one taken off sale drops out until it is back. */
  private products(user: User) {
    return this.catalog
      .onSaleQuery()
      .innerJoin(WishlistItem, "favourite", `favourite."productId" = product.id AND favourite."userId" = :userId`, { userId: user.id })
      .orderBy("favourite.createdAt", "DESC")
      .addOrderBy("product.id");
  }

  /** The favourites, most recently added first. */
  page(user: User, page: PageRequest): Promise<Page<Product>> {
    return fetchPage(this.products(user), page);
  }

  all(user: User): Promise<Product[]> {
    return this.products(user).getMany();
  }

  /** Ids of every favourite of a shopper: one statement however many hearts a page shows. */
  async favouriteIds(userId: string): Promise<Set<string>> {
    const rows = await this.db.getRepository(WishlistItem).find({ select: { productId: true }, where: { userId } });
    return new Set(rows.map((row) => row.productId));
  }

  async add(user: User, productId: string): Promise<Product> {
    const product = await this.catalog.getProduct(productId);
    await this.db.createQueryBuilder().insert().into(WishlistItem).values({ userId: user.id, productId: product.id }).orIgnore().execute();
    return product;
  }

  async remove(user: User, productId: string): Promise<Product> {
    const product = await this.catalog.getProduct(productId);
    await this.db.getRepository(WishlistItem).delete({ userId: user.id, productId: product.id });
    return product;
  }
}
