import { Field, ID, InputType, Int } from "type-graphql";

/** A size and how many of it the seller has. */
@InputType({ description: "One size of a product and its stock." })
export class SizeStockInput {
  @Field(() => String, { description: "1 to 20 characters." }) size!: string;
  @Field(() => Int, { description: "0 to 1,000,000." }) stock!: number;
}

/** What a seller sends to create a product; the catalog service checks every rule. */
@InputType({ description: "A new product. Its stock is either `sizeStock` (a count per size, which also names the sizes) or `stock` and `sizes` (the one number is spread over the sizes: evenly, the remainder to the first sizes)." })
export class ProductInput {
  @Field(() => String, { description: "1 to 200 characters." }) title!: string;
  @Field(() => Int, { description: "Whole rupees, 1 to 10,000,000." }) price!: number;
  @Field(() => String, { description: "1 to 5000 characters." }) description!: string;
  @Field(() => String, { description: "A category's name (see `categories`)." }) category!: string;
  @Field(() => String, { description: "1 to 2000 characters." }) materials!: string;
  @Field(() => String, { description: "1 to 2000 characters." }) careguide!: string;
  @Field(() => Int, { nullable: true, description: "0 to 1,000,000; required without `sizeStock` (spread over the sizes), else their sum if given." }) stock?: number;
  @Field(() => [String], { nullable: true, description: "At most 20, each 1 to 20 characters; empty means the category's sizes apply. Required without `sizeStock`, else the same sizes if given." }) sizes?: string[];
  @Field(() => [SizeStockInput], { nullable: true, description: "A count per size, in the order offered (at most 20 sizes, 1,000,000 units in all); empty or absent: `stock` and `sizes` say it." })
  sizeStock?: SizeStockInput[];
  @Field(() => ID, { description: "An image the seller uploaded (POST /api/v1/images)." }) imageId!: string;
}

/** A change to a product: only the fields sent change. */
@InputType({
  description:
    "Changes to a product: only the fields sent change; the rules are those of ProductInput. `sizeStock` sets each size's count (and so the sizes); `stock` alone is spread over the sizes; new sizes without counts start at 0 and sizes kept keep theirs.",
})
export class ProductUpdateInput implements Partial<ProductInput> {
  @Field(() => String, { nullable: true }) title?: string;
  @Field(() => Int, { nullable: true }) price?: number;
  @Field(() => String, { nullable: true }) description?: string;
  @Field(() => String, { nullable: true }) category?: string;
  @Field(() => String, { nullable: true }) materials?: string;
  @Field(() => String, { nullable: true }) careguide?: string;
  @Field(() => Int, { nullable: true }) stock?: number;
  @Field(() => [String], { nullable: true }) sizes?: string[];
  @Field(() => [SizeStockInput], { nullable: true }) sizeStock?: SizeStockInput[];
  @Field(() => ID, { nullable: true }) imageId?: string;
}
