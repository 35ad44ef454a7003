import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { ProductPage } from "../catalog/catalog.resolver";
import { Product } from "../catalog/product.entity";
import { PageArgs } from "../common/paging";
import type { Context } from "../context";

@Resolver()
export class WishlistResolver {
  @Authorized("USER")
  @Query(() => ProductPage, { description: "The shopper's favourites, most recently added first." })
  wishlist(
    @Ctx() ctx: Context,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<ProductPage> {
    return ctx.services.wishlist.page(ctx.viewer.user!, page) as Promise<ProductPage>;
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
