import { Field, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "Sales of one day (UTC)." })
export class SalesByDate {
  @Field(() => String, { description: "YYYY-MM-DD" }) date!: string;
  @Field(() => Int, { description: "Sum of the day's order totals, rupees." }) total!: number;
  @Field(() => Int) orders!: number;
}

@ObjectType({ description: "Figures for the seller's dashboard." })
export class SellerDashboard {
  @Field(() => Int, { description: "Sum of the totals of the seller's non-cancelled orders (all orders are paid), rupees." }) totalSales!: number;
  @Field(() => Int, { description: "Every order of the seller, cancelled ones included." }) totalOrders!: number;
  @Field(() => Int) processingOrders!: number;
  @Field(() => Int) products!: number;
  @Field(() => [SalesByDate], { description: "Non-cancelled order totals per day (UTC), oldest first; empty when the seller has no such orders." }) salesByDate!: SalesByDate[];
}
