import { CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, Index } from "typeorm";
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

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "userId" })
  user?: User;

  @ManyToOne(() => Product, { onDelete: "CASCADE" })
  @JoinColumn({ name: "productId" })
  product?: Product;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}
