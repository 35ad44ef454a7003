import { CreatedAt, RefersTo } from "../common/columns";
import { Entity, PrimaryColumn, Index } from "typeorm";
import { User } from "../accounts/user.entity";
import { Product } from "../catalog/product.entity";

/** A product a shopper keeps among their favourites. */
@Entity("wishlist_items")
@Index("wishlist_items_user_created", ["userId", "createdAt"])
export class WishlistItem {
  @PrimaryColumn({ type: "uuid" })
  userId!: string;

  @PrimaryColumn({ type: "uuid" })
  productId!: string;

  @RefersTo(() => User, "userId", "CASCADE")
  user?: User;

  @RefersTo(() => Product, "productId", "CASCADE")
  product?: Product;

  @CreatedAt()
  createdAt!: Date;
}
