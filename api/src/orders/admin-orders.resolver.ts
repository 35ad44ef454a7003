import { OrderStatus, type OrderStatusWord } from "@store/rules";
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
  @Query(() => OrderPage, { description: "Every order, newest first; status null means all; `search` keeps those whose order number, customer's name or customer's email contains it (any case)." })
  allOrders(
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
    @Arg("status", () => OrderStatus, { nullable: true, description: "Null for every status." }) status?: OrderStatusWord | null,
    @Arg("search", () => String, { nullable: true, description: "At most 100 characters." }) search?: string | null,
  ): Promise<OrderPage> {
    return ctx.services.orders.pageEveryOrder(status, page, search) as Promise<OrderPage>;
  }
}
