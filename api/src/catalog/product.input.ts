import { Field, ID, InputType, Int } from "type-graphql";

/** What a seller sends to create a product; the catalog service checks every rule. */
@InputType({ description: "A new product: every field is required." })
export class ProductInput {
  @Field(() => String, { description: "1 to 200 characters." }) title!: string;
  @Field(() => Int, { description: "Whole rupees, 1 to 10,000,000." }) price!: number;
  @Field(() => String, { description: "1 to 5000 characters." }) description!: string;
  @Field(() => String, { description: "A category's name (see `categories`)." }) category!: string;
  @Field(() => String, { description: "1 to 2000 characters." }) materials!: string;
  @Field(() => String, { description: "1 to 2000 characters." }) careguide!: string;
  @Field(() => Int, { description: "0 to 1,000,000." }) stock!: number;
  @Field(() => [String], { description: "At most 20, each 1 to 20 characters; empty means the category's sizes apply." }) sizes!: string[];
  @Field(() => ID, { description: "An image the seller uploaded (POST /api/v1/images)." }) imageId!: string;
}

/** A change to a product: only the fields sent change. */
@InputType({ description: "Changes to a product: only the fields sent change; the rules are those of ProductInput." })
export class ProductUpdateInput implements Partial<ProductInput> {
  @Field(() => String, { nullable: true }) title?: string;
  @Field(() => Int, { nullable: true }) price?: number;
  @Field(() => String, { nullable: true }) description?: string;
  @Field(() => String, { nullable: true }) category?: string;
  @Field(() => String, { nullable: true }) materials?: string;
  @Field(() => String, { nullable: true }) careguide?: string;
  @Field(() => Int, { nullable: true }) stock?: number;
  @Field(() => [String], { nullable: true }) sizes?: string[];
  @Field(() => ID, { nullable: true }) imageId?: string;
}
