import { Field, InputType, Int, registerEnumType } from "type-graphql";
import type { ProductFilter, ProductSort } from "./catalog.service";

/** The orders a grid or search results can be listed in. */
export enum ProductSortOrder {
  NEWEST = "newest",
  PRICE_ASC = "price-asc",
  PRICE_DESC = "price-desc",
}
registerEnumType(ProductSortOrder, {
  name: "ProductSort",
  description: "How products are ordered: NEWEST first, by price low to high (PRICE_ASC) or high to low (PRICE_DESC).",
});
export const sortOf = (sort: ProductSortOrder | null | undefined): ProductSort | null => sort ?? null;

/** What a shopper narrows a grid or search results to; the catalog service checks it. */
@InputType({ description: "Narrows products to a size and a price range; every part is optional." })
export class ProductFilterInput implements ProductFilter {
  @Field(() => String, { nullable: true, description: "Only products offering this size (their own sizes, or their category's when they have none)." })
  size?: string | null;

  @Field(() => Int, { nullable: true, description: "Lowest price in whole rupees, inclusive." })
  minPrice?: number | null;

  @Field(() => Int, { nullable: true, description: "Highest price in whole rupees, inclusive." })
  maxPrice?: number | null;
}
