import { CreatedAt, IdField, IntField, RefersTo, TextColumn, UuidColumn } from "../common/columns";
import { Field, Int, ObjectType } from "type-graphql";
import { Check, Entity, Index, Unique } from "typeorm";
import { User } from "../accounts/user.entity";
import { Product } from "../catalog/product.entity";

/** One line of a shopper's bag: a product in one size (empty for products without sizes), counted. */
@ObjectType({ description: "A line of the shopping bag: one product in one size." })
@Entity("cart_lines")
@Unique("cart_lines_one_per_size", ["userId", "productId", "size"])
@Check("cart_lines_count_positive", `"count" >= 1`)
@Index("cart_lines_user_created", ["userId", "createdAt"])
export class CartLine {
  @IdField()
  id!: string;

  @UuidColumn()
  userId!: string;

  @RefersTo(() => User, "userId", "CASCADE")
  user?: User;

  @Index()
  @UuidColumn()
  productId!: string;

  @Field(() => Product)
  @RefersTo(() => Product, "productId", "CASCADE")
  product!: Product;

  /** "" when the product is sold without a size (a unique key cannot hold NULLs as equal). */
  @TextColumn({ default: "" })
  size!: string;

  @IntField()
  count!: number;

  @CreatedAt()
  createdAt!: Date;

  @Field(() => String, { name: "size", nullable: true, description: "The chosen size; null for products sold without one." })
  get chosenSize(): string | null {
    return this.size || null;
  }

  @Field(() => Int, { description: "The product's price now, in rupees: prices come from the catalog, never from the client." })
  get unitPrice(): number {
    return this.product.price;
  }

  @Field(() => Int)
  get lineTotal(): number {
    return this.product.price * this.count;
  }
}
