import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { ProductPage } from "../catalog/catalog.resolver";
import { Product } from "../catalog/product.entity";
import type { Context } from "../context";

@Resolver()
export class WishlistResolver {
  @Authorized("USER")
  @Query(() => ProductPage, { description: "The shopper's favourites, most recently added first." })
  wishlist(
    @Ctx() ctx: Context,
    @Arg("offset", () => Int, { defaultValue: 0 }) offset: number,
    @Arg("limit", () => Int, { defaultValue: 24, description: "1 to 100." }) limit: number,
  ): Promise<ProductPage> {
    return ctx.services.wishlist.page(ctx.viewer.user!, { offset, limit }) as Promise<ProductPage>;
  }

  @Authorized("USER")
  @Mutation(() => Product, { description: "Keeps a product among the favourites (adding twice changes nothing); answers it with inWishlist true." })
  addToWishlist(@Arg("productId", () => ID) productId: string, @Ctx() ctx: Context): Promise<Product> {
    return ctx.services.wishlist.add(ctx.viewer.user!, productId);
  }

  @Authorized("USER")
  @Mutation(() => Product, { description: "Takes a product out of the favourites; answers it with inWishlist false." })
  removeFromWishlist(@Arg("productId", () => ID) productId: string, @Ctx() ctx: Context): Promise<Product> {
    return ctx.services.wishlist.remove(ctx.viewer.user!, productId);
  }
}
