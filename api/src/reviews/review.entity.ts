import { CreatedAtField, IdField, IntField, RefersTo, TextField, UpdatedAt, UuidField } from "../common/columns";
import { Field, ObjectType } from "type-graphql";
import { Check, Entity, Index, Unique } from "typeorm";
import { User } from "../accounts/user.entity";
import { Product } from "../catalog/product.entity";

/** A shopper's rating and comment on a product; one per shopper and product. */
@ObjectType({ description: "A shopper's review of a product." })
@Entity("reviews")
@Unique("reviews_one_per_shopper", ["productId", "userId"])
@Check("reviews_rating_range", `"rating" BETWEEN 1 AND 5`)
@Index("reviews_product_created", ["productId", "createdAt"])
export class Review {
  @IdField()
  id!: string;

  @UuidField()
  productId!: string;

  @RefersTo(() => Product, "productId", "CASCADE")
  product?: Product;

  @Index()
  @UuidField({ description: "The author's id: clients show Edit and Delete when it is theirs." })
  userId!: string;

  @RefersTo(() => User, "userId", "CASCADE")
  author?: User;

  @IntField({ description: "1 to 5 stars." })
  rating!: number;

  @TextField()
  comment!: string;

  @CreatedAtField()
  createdAt!: Date;

  @Field(() => Date)
  @UpdatedAt()
  updatedAt!: Date;

  @Field(() => String, { description: "The author's name as shown with the review." })
  get authorName(): string {
    return this.author?.name ?? "";
  }
}
