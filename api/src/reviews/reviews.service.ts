import type { DataSource } from "typeorm";
import type { User } from "../accounts/user.entity";
import { NOT_FOR_SALE } from "../catalog/catalog.service";
import { Product } from "../catalog/product.entity";
import { CATALOG_MESSAGES, REVIEW_MESSAGES, reviewRules, type ReviewFields } from "@store/rules";
import { conflict, forbidden, notFound, parse } from "../common/errors";
import { isUuid } from "../common/ids";
import { fetchPage, type Page } from "../common/page-query";
import type { PageRequest } from "../common/paging";
import { Review } from "./review.entity";

export type { ReviewFields } from "@store/rules";

const checkFields = (fields: ReviewFields) => parse(reviewRules, fields);

/** Reviews: anyone reads them, a signed-in shopper writes one per product, only its author changes it. */
export class ReviewsService {
  constructor(private readonly db: DataSource) {}

  private reviews() {
    return this.db.getRepository(Review).createQueryBuilder("review").leftJoinAndSelect("review.author", "author");
  }

  /** A product's reviews, newest first. */
  async listForProduct(productId: string, page: PageRequest): Promise<Page<Review>> {
    await this.assertListed(productId);
    return fetchPage(this.reviews().where("review.productId = :productId", { productId }).orderBy("review.createdAt", "DESC").addOrderBy("review.id"), page);
  }

  /** Every review of a product (the legacy list is unpaged). */
  async allForProduct(productId: string): Promise<Review[]> {
    await this.assertListed(productId);
    return this.reviews().where("review.productId = :productId", { productId }).orderBy("review.createdAt", "DESC").addOrderBy("review.id").getMany();
  }

  /** Reviews only a product on sale: one taken off sale is "no longer for sale" (409). */
  async add(user: User, productId: string, fields: ReviewFields): Promise<Review> {
    const checked = checkFields(fields);
    if (!(await this.assertProduct(productId))) throw conflict(NOT_FOR_SALE);
    const inserted = await this.db
      .createQueryBuilder()
      .insert()
      .into(Review)
      .values({ productId, userId: user.id, ...checked })
      .orIgnore()
      .returning(["id"])
      .execute();
    const id = inserted.raw[0]?.id as string | undefined;
    if (!id) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
    return this.get(id);
  }

  async update(user: User, reviewId: string, fields: ReviewFields): Promise<Review> {
    const checked = checkFields(fields);
    const review = await this.owned(user, reviewId, REVIEW_MESSAGES.editOwnOnly);
    await this.db.getRepository(Review).update({ id: review.id }, checked);
    return this.get(review.id);
  }

  /** Deletes the author's review; `productId`, when given, must be the review's product. */
  async remove(user: User, reviewId: string, productId?: string): Promise<Review> {
    const review = await this.owned(user, reviewId, REVIEW_MESSAGES.deleteOwnOnly);
    if (productId !== undefined && review.productId !== productId) throw notFound(REVIEW_MESSAGES.reviewNotFound);
    await this.db.getRepository(Review).delete({ id: review.id });
    return review;
  }

  private async get(id: string): Promise<Review> {
    return this.reviews().where("review.id = :id", { id }).getOneOrFail();
  }

  private async owned(user: User, reviewId: string, refusal: string): Promise<Review> {
    const review = isUuid(reviewId) ? await this.reviews().where("review.id = :id", { id: reviewId }).getOne() : null;
    if (!review) throw notFound(REVIEW_MESSAGES.reviewNotFound);
    if (review.userId !== user.id) throw forbidden(refusal);
    return review;
  }

  /** The product exists (else 404); answers whether it is on sale. */
  private async assertProduct(productId: string): Promise<boolean> {
    const product = isUuid(productId) ? await this.db.getRepository(Product).findOne({ where: { id: productId }, select: { id: true, onSale: true } }) : null;
    if (!product) throw notFound(CATALOG_MESSAGES.productNotFound);
    return product.onSale;
  }

  /** A product's reviews are served while it is on sale, as the product itself is. */
  private async assertListed(productId: string): Promise<void> {
    if (!(await this.assertProduct(productId))) throw notFound(CATALOG_MESSAGES.productNotFound);
  }
}
