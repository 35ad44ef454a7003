import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { Context } from "../context";
import { favouritesOwner } from "./catalog.service";
import { Product } from "./product.entity";

/** Product fields that depend on who is asking. */
@Resolver(() => Product)
export class ProductFieldsResolver {
  @FieldResolver(() => Boolean, { description: "Whether the signed-in shopper keeps it among their favourites; false for guests." })
  // Synchronous when the answer is known (a guest's grid, or one that read the hearts with its
  // rows): a promise per product would make graphql await every item of the list.
  inWishlist(@Root() product: Product, @Ctx() ctx: Context): boolean | Promise<boolean> {
    if (product.favourite !== undefined) return product.favourite;
    if (!favouritesOwner(ctx.viewer)) return false;
    return ctx.loaders.favouriteIds().then((ids) => ids.has(product.id));
  }
}
