import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { Context } from "../context";
import { Product } from "./product.entity";

/** Product fields that depend on who is asking. */
@Resolver(() => Product)
export class ProductFieldsResolver {
  @FieldResolver(() => Boolean, { description: "Whether the signed-in shopper keeps it among their favourites; false for guests." })
  async inWishlist(@Root() product: Product, @Ctx() ctx: Context): Promise<boolean> {
    return product.favourite ?? (await ctx.loaders.favouriteIds()).has(product.id);
  }
}
