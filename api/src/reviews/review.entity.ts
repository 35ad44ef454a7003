import { IdField, RefersTo } from "../common/columns";
import { Field, ID, Int, ObjectType } from "type-graphql";
import { Check, Column, CreateDateColumn, Entity, Index, Unique, UpdateDateColumn } from "typeorm";
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

  @Field(() => ID)
  @Column({ type: "uuid" })
  productId!: string;

  @RefersTo(() => Product, "productId", "CASCADE")
  product?: Product;

  @Field(() => ID, { description: "The author's id: clients show Edit and Delete when it is theirs." })
  @Index()
  @Column({ type: "uuid" })
  userId!: string;

  @RefersTo(() => User, "userId", "CASCADE")
  author?: User;

  @Field(() => Int, { description: "1 to 5 stars." })
  @Column({ type: "int" })
  rating!: number;

  @Field(() => String)
  @Column({ type: "text" })
  comment!: string;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;

  @Field(() => String, { description: "The author's name as shown with the review." })
  get authorName(): string {
    return this.author?.name ?? "";
  }
}
