import { Arg, Authorized, Ctx, ID, Resolver, Root, Subscription } from "type-graphql";
import { Product } from "../catalog/product.entity";
import type { Context } from "../context";
import { notFound } from "../common/errors";
import { Order } from "../orders/order.entity";
import { PendingRequestsSummary, SellerOrderEvent } from "./live.types";

/** The socket's own context: only a live (WebSocket) operation has one. */
function live(ctx: Context) {
  if (!ctx.live) throw notFound("Subscriptions are served over WebSocket at /graphql (graphql-ws)");
  // Each event is answered like a request of its own: the viewer as just read and fresh loaders.
  ctx.live.refresh(ctx);
  return ctx.live;
}

/**
 * Live updates (graphql-ws at /graphql). Each event carries what changed as its reader may see it
 * now, read by the same services as the queries; the roles are checked when subscribing and again
 * for each event.
 */
@Resolver()
export class LiveResolver {
  @Authorized("USER")
  @Subscription(() => Order, {
    description: "The signed-in shopper's order each time it changes: its status, refund or delivery address.",
    subscribe: ({ context }) => (context as Context).services.live.myOrderUpdates(live(context as Context).connection),
  })
  myOrderUpdated(@Root() order: Order, @Ctx() ctx: Context): Order {
    live(ctx);
    return order;
  }

  @Authorized("SELLER")
  @Subscription(() => SellerOrderEvent, {
    description: "The signed-in seller's orders: a new order, a cancellation, another change, or a permission request decided.",
    subscribe: ({ context }) => (context as Context).services.live.sellerOrderEvents(live(context as Context).connection),
  })
  sellerOrderEvents(@Root() event: SellerOrderEvent, @Ctx() ctx: Context): SellerOrderEvent {
    live(ctx);
    return event;
  }

  @Authorized("ADMIN")
  @Subscription(() => PendingRequestsSummary, {
    description: "How many permission requests wait for a decision, and the newest, each time one is made or decided.",
    subscribe: ({ context }) => (context as Context).services.live.pendingRequests(live(context as Context).connection),
  })
  pendingRequestsChanged(@Root() summary: PendingRequestsSummary, @Ctx() ctx: Context): PendingRequestsSummary {
    live(ctx);
    return summary;
  }

  @Subscription(() => Product, {
    nullable: true,
    description: "A product as shoppers see it (stock, sizes, on sale) each time its stock or sale changes; null once it is no longer for sale.",
    subscribe: ({ args, context }) => {
      live(context as Context);
      return (context as Context).services.live.productChanges(String(args.productId));
    },
  })
  productStockChanged(@Arg("productId", () => ID) _productId: string, @Root() product: Product | null, @Ctx() ctx: Context): Product | null {
    live(ctx);
    return product;
  }
}
