import { BoolField, CreatedAtField, IdField, IntField, RefersTo, TextColumn, TextField, UpdatedAt, UuidColumn } from "../common/columns";
import { Field, Int, ObjectType } from "type-graphql";
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, VirtualColumn } from "typeorm";
import { Seller } from "../accounts/seller.entity";
import { Image } from "../images/image.entity";
import { Category } from "./category.entity";

/** One size of a product and how many of it are left. */
@ObjectType({ description: "A size of a product and its stock.", simpleResolvers: true })
export class SizeStock {
  @Field(() => String)
  size!: string;

  @Field(() => Int)
  stock!: number;

  @Field(() => Boolean, { description: "True when none of this size is left: it cannot be chosen." })
  get soldOut(): boolean {
    return this.stock <= 0;
  }
}

/** A product a seller offers. `stock` can never go below zero: the database refuses it. */
// Plain properties and getters, no field roles: graphql reads them directly (no per-field wrapper).
@ObjectType({ description: "A product of the catalog.", simpleResolvers: true })
@Entity("products")
@Check("products_stock_not_negative", `"stock" >= 0`)
@Check("products_price_not_negative", `"price" >= 0`)
@Check("products_on_sale_has_seller", `NOT "onSale" OR "sellerId" IS NOT NULL`)
@Index("products_category_created", ["category", "createdAt"])
// The shop's grids list only what is on sale, newest first or by price (issue 26), in a category or not.
@Index("products_on_sale_created", ["createdAt"], { where: `"onSale"` })
@Index("products_on_sale_price", ["price", "id"], { where: `"onSale"` })
@Index("products_on_sale_category_price", ["category", "price", "id"], { where: `"onSale"` })
export class Product {
  @IdField()
  id!: string;

  @Index("products_title_trgm", { synchronize: false })
  @TextField()
  title!: string;

  @IntField({ description: "Price in whole rupees." })
  price!: number;

  @TextField()
  description!: string;

  @TextField({ description: "The category's name, as used in paths." })
  category!: string;

  @ManyToOne(() => Category, { onUpdate: "CASCADE" })
  @JoinColumn({ name: "category", referencedColumnName: "name" })
  categoryInfo?: Category;

  @TextField()
  materials!: string;

  @TextField({ description: "The care guide (the legacy API calls it careguid)." })
  careguide!: string;

  @IntField({ description: "Units left: for a product with sizes, the sum of its sizes' stock (see sizeStock)." })
  stock!: number;

  /**
   * The sizes' stock rows (`product_sizes`), read with the product in the same statement, in the
   * order the sizes are offered; empty for a product sold without a size. Not a column: a
   * grid that names what it reads selects it only when asked (see `FIELD_READS` in product-reads.ts).
   */
  @VirtualColumn({
    type: "jsonb",
    query: (alias) =>
      `SELECT COALESCE(jsonb_agg(jsonb_build_object('size', s.size, 'stock', s.stock) ORDER BY s.position), '[]'::jsonb) FROM product_sizes s WHERE s."productId" = ${alias}.id`,
  })
  sizeRows?: { size: string; stock: number }[];

  /** The product's own sizes; empty means the category's sizes apply (see the `sizes` field). */
  @TextColumn({ array: true, default: () => "'{}'" })
  ownSizes!: string[];

  @UuidColumn({ nullable: true })
  imageId!: string | null;

  @Field(() => Image, { nullable: true })
  @RefersTo(() => Image, "imageId", "SET NULL")
  image?: Image | null;

  /**
   * Null once the seller's account is deleted: the product stays, off sale, for the admin's
   * records. Typed as always present because everything a shopper can see or buy has a seller
   * (the check constraint `products_on_sale_has_seller` makes that a database fact).
   */
  @Index()
  @UuidColumn({ nullable: true })
  sellerId!: string;

  @RefersTo(() => Seller, "sellerId", "SET NULL")
  seller?: Seller | null;

  /**
   * Whether shoppers see and may buy it. False once the admin takes it off sale or its seller is
   * deleted; it then vanishes from every grid, search, favourites list and bag.
   */
  @BoolField({ default: true, description: "False once the admin takes it off sale or its seller is deleted: shoppers no longer see or buy it." })
  onSale!: boolean;

  /**
   * Full-text document for search: title, category, description and materials, weighted in that
   * order. Its GIN index (and the title's trigram index) are written by hand in the migration.
   */
  @Index("products_search", { synchronize: false })
  @Column({
    type: "tsvector",
    select: false,
    insert: false,
    update: false,
    generatedType: "STORED",
    asExpression: `setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "category"), 'B') || setweight(to_tsvector('english', "description"), 'C') || setweight(to_tsvector('english', "materials"), 'D')`,
  })
  searchVector!: string;

  @CreatedAtField()
  createdAt!: Date;

  @UpdatedAt()
  updatedAt!: Date;

  /**
   * Whether the signed-in shopper who asked keeps it among their favourites, when the query that
   * read it already knew (the grid reads it in the same statement); not a column.
   */
  favourite?: boolean;

  /** Nothing left to sell, in any size: grids mark the card "Sold out" (adding to a bag is still refused on the server). */
  @Field(() => Boolean, { description: "True when stock is 0 (every size is out): the product cannot be added to a bag." })
  get soldOut(): boolean {
    return this.stock <= 0;
  }

  /** The sizes the detail page offers: the product's own, else its category's. */
  @Field(() => [String], { description: "Sizes to choose from; empty when the product is sold without a size." })
  get sizes(): string[] {
    return this.ownSizes.length > 0 ? this.ownSizes : (this.categoryInfo?.sizes ?? []);
  }

  /** Each size with its stock, in the order the sizes are offered; empty for a product sold without a size. */
  @Field(() => [SizeStock], { description: "Each size with its own stock, in the order of `sizes`; empty when the product is sold without a size (then `stock` is its one count)." })
  get sizeStock(): SizeStock[] {
    return (this.sizeRows ?? []).map((row) => Object.assign(new SizeStock(), row));
  }

  /** The stock of one size, or of the product when it has no sizes ("" or null). */
  stockOf(size: string | null | undefined): number {
    const rows = this.sizeRows ?? [];
    if (rows.length === 0) return size ? 0 : this.stock;
    return rows.find((row) => row.size === size)?.stock ?? 0;
  }
}
