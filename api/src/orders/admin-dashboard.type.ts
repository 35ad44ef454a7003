import { Field, Int, ObjectType } from "type-graphql";
import { SalesByDate } from "./seller-dashboard.type";

@ObjectType({ description: "Figures for the admin dashboard." })
export class AdminDashboard {
  @Field(() => Int, { description: "Sum of the totals of all non-cancelled orders, rupees." }) totalSales!: number;
  @Field(() => Int, { description: "Every order, cancelled ones included." }) totalOrders!: number;
  @Field(() => Int) totalSellers!: number;
  @Field(() => Int) totalUsers!: number;
  @Field(() => [SalesByDate], { description: "Non-cancelled order totals per day (UTC), oldest first; empty when there are no orders." }) salesByDate!: SalesByDate[];
}
