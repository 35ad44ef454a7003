import { ORDER_MESSAGES, OrderStatus, type OrderStatusWord } from "@store/rules";
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, ObjectType, Query, Resolver, Root } from "type-graphql";
import { PageArgs, Paginated } from "../common/paging";
import type { Context } from "../context";
import { Order } from "./order.entity";
import { SellerDashboard } from "./seller-dashboard.type";

@ObjectType({ description: "A page of orders." })
export class OrderPage extends Paginated(Order) {}

/** Orders: the shopper's (list, cancel) and the seller's (list, move, dashboard). */
@Resolver()
export class OrdersResolver {
  @Authorized("USER")
  @Query(() => OrderPage, { description: "The shopper's orders, newest first." })
  async myOrders(
    @Ctx() ctx: Context,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<OrderPage> {
    return ctx.services.orders.pageForUser(ctx.viewer.user!, page) as Promise<OrderPage>;
  }

  @Authorized("USER")
  @Mutation(() => Order, { description: "Cancels an order that is still processing: its stock goes back and its payment is refunded (see refundStatus)." })
  cancelOrder(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<Order> {
    return ctx.services.orders.cancelByUser(ctx.viewer.user!, id);
  }

  @Authorized("SELLER")
  @Query(() => OrderPage, { description: "The signed-in seller's orders, newest first; status null means all." })
  sellerOrders(
    @Ctx() ctx: Context,
    @Arg("status", () => OrderStatus, { nullable: true, description: "Null for every status." }) status: OrderStatusWord | null,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<OrderPage> {
    return ctx.services.orders.pageForSeller(ctx.viewer.seller!, status, page) as Promise<OrderPage>;
  }

  @Authorized("SELLER")
  @Query(() => SellerDashboard, { description: "Figures for the seller's dashboard, each one SQL aggregate." })
  sellerDashboard(@Ctx() ctx: Context): Promise<SellerDashboard> {
    return ctx.services.orders.sellerDashboard(ctx.viewer.seller!);
  }

  @Authorized("SELLER")
  @Mutation(() => Order, { description: `Moves one of the seller's orders forward; a locked order is CONFLICT '${ORDER_MESSAGES.permissionRequired}'` })
  updateOrderStatus(@Arg("id", () => ID) id: string, @Arg("status", () => OrderStatus) status: OrderStatusWord, @Ctx() ctx: Context): Promise<Order> {
    return ctx.services.orders.updateStatusBySeller(ctx.viewer.seller!, id, status);
  }
}

/** Order fields read from other tables, batched per request (never one statement per order). */
@Resolver(() => Order)
export class OrderFieldsResolver {
  @FieldResolver(() => String, { nullable: true, description: "The shopper's name; null when the shopper's account is gone." })
  async customerName(@Root() order: Order, @Ctx() ctx: Context): Promise<string | null> {
    return (await this.customer(order, ctx))?.name ?? null;
  }

  @FieldResolver(() => String, { nullable: true, description: "The shopper's email; null when the shopper's account is gone." })
  async customerEmail(@Root() order: Order, @Ctx() ctx: Context): Promise<string | null> {
    return (await this.customer(order, ctx))?.email ?? null;
  }

  @FieldResolver(() => [OrderStatus], { description: "The statuses the seller may set now (empty while the order is locked): forward only, or any right after an admin's approval." })
  allowedStatuses(@Root() order: Order, @Ctx() ctx: Context): string[] {
    return ctx.services.orders.allowedStatuses(order);
  }

  /** The seller lists join the shopper already; other lists go through the per-request loader. */
  private async customer(order: Order, ctx: Context): Promise<{ name: string; email: string } | null> {
    if (order.user !== undefined) return order.user;
    return order.userId ? ctx.loaders.customer.load(order.userId) : null;
  }
}
