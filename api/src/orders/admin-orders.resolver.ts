import { Arg, Args, Authorized, Ctx, Query, Resolver } from "type-graphql";
import { OrderPage } from "./orders.resolver";
import { PageArgs } from "../common/paging";
import type { Context } from "../context";
import { AdminDashboard } from "./admin-dashboard.type";

/** The admin's view of every order and the dashboard's figures. */
@Resolver()
export class AdminOrdersResolver {
  @Authorized("ADMIN")
  @Query(() => AdminDashboard, { description: "Figures for the admin dashboard, each one SQL aggregate." })
  adminDashboard(@Ctx() ctx: Context): Promise<AdminDashboard> {
    return ctx.services.orders.adminDashboard();
  }

  @Authorized("ADMIN")
  @Query(() => OrderPage, { description: "Every order, newest first; status null or empty means all; number: an order number (AT-2026-000123) or its last digits." })
  allOrders(
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
    @Arg("status", () => String, { nullable: true }) status?: string | null,
    @Arg("number", () => String, { nullable: true }) number?: string | null,
  ): Promise<OrderPage> {
    return ctx.services.orders.pageEveryOrder(status, page, number) as Promise<OrderPage>;
  }
}
