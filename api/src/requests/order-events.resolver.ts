import { Authorized, Ctx, Resolver, Root, Subscription } from "type-graphql";
import { liveContext } from "../common/live-context";
import type { Context } from "../context";
import { SellerOrderEvent } from "./order-events.type";
import { Order } from "../orders/order.entity";

/**
 * Orders as they change, over the live socket (graphql-ws at /graphql): each event carries the
 * order as its reader may see it now, read by the orders service; roles are checked when
 * subscribing and for each event (see live/live.service.ts).
 */
@Resolver()
export class OrderEventsResolver {
  @Authorized("USER")
  @Subscription(() => Order, {
    description: "The signed-in shopper's order each time it changes: its status, refund or delivery address.",
    subscribe: ({ context }) => (context as Context).services.live.myOrderUpdates(liveContext(context as Context).connection),
  })
  myOrderUpdated(@Root() order: Order, @Ctx() ctx: Context): Order {
    liveContext(ctx);
    return order;
  }

  @Authorized("SELLER")
  @Subscription(() => SellerOrderEvent, {
    description: "The signed-in seller's orders: a new order, a cancellation, another change, or a permission request decided.",
    subscribe: ({ context }) => (context as Context).services.live.sellerOrderEvents(liveContext(context as Context).connection),
  })
  sellerOrderEvents(@Root() event: SellerOrderEvent, @Ctx() ctx: Context): SellerOrderEvent {
    liveContext(ctx);
    return event;
  }
}
