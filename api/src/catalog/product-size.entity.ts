import { IntColumn } from "../common/columns";
import { Check, Entity, JoinColumn, ManyToOne, PrimaryColumn } from "typeorm";
import { Product } from "./product.entity";

/**
 * The stock of one size of a product (issue 27). A product with sizes has one row per size, in
 * the order the sizes are offered; `products.stock` is kept equal to their sum in the same
 * transaction that changes them (see catalog/stock.ts). A product sold without a size has no rows
 * and keeps its one `products.stock`.
 */
@Entity("product_sizes")
@Check("product_sizes_stock_not_negative", `"stock" >= 0`)
export class ProductSize {
  @PrimaryColumn({ type: "uuid" })
  productId!: string;

  @PrimaryColumn({ type: "text" })
  size!: string;

  /** Where the size stands among the product's sizes (0 first). */
  @IntColumn()
  position!: number;

  @IntColumn()
  stock!: number;

  @ManyToOne(() => Product, { onDelete: "CASCADE" })
  @JoinColumn({ name: "productId" })
  product?: Product;
}
