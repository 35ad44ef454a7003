import { Arg, Ctx, ID, Resolver, Root, Subscription } from "type-graphql";
import { liveContext } from "../common/live-context";
import type { Context } from "../context";
import { Product } from "./product.entity";

/** A product's stock and sale as they change, for everyone, over the live socket (graphql-ws at /graphql). */
@Resolver()
export class ProductStockResolver {
  @Subscription(() => Product, {
    nullable: true,
    description: "A product as shoppers see it (stock, sizes, on sale) each time its stock or sale changes; null once it is no longer for sale.",
    subscribe: ({ args, context }) => {
      liveContext(context as Context);
      return (context as Context).services.live.productChanges(String(args.productId));
    },
  })
  productStockChanged(@Arg("productId", () => ID) _productId: string, @Root() product: Product | null, @Ctx() ctx: Context): Product | null {
    liveContext(ctx);
    return product;
  }
}
