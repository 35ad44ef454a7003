import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { PageArgs } from "../common/paging";
import type { Context } from "../context";
import { ProductPage } from "./catalog.resolver";
import { Product } from "./product.entity";

/** The admin's view of the catalog: every product, on sale or not. */
@Resolver()
export class AdminProductsResolver {
  @Authorized("ADMIN")
  @Query(() => ProductPage, { description: "Every product, on sale or not, newest first; `search` keeps those whose title contains it (any case)." })
  adminProducts(@Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context, @Arg("search", () => String, { nullable: true, description: "At most 100 characters." }) search?: string | null): Promise<ProductPage> {
    return ctx.services.catalog.pageEveryProduct(page, search) as Promise<ProductPage>;
  }

  @Authorized("ADMIN")
  @Query(() => Product, { nullable: true, description: "Any product, on sale or not; null when there is none." })
  async adminProduct(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<Product | null> {
    return (await ctx.services.catalog.findAnyProduct(id)) ?? null;
  }

  @Authorized("ADMIN")
  @Mutation(() => Product, { description: "Takes a product off sale (shoppers no longer see or buy it) or puts it back." })
  setProductOnSale(@Arg("id", () => ID) id: string, @Arg("onSale", () => Boolean) onSale: boolean, @Ctx() ctx: Context): Promise<Product> {
    return ctx.services.catalog.setOnSale(ctx.viewer.admin!, id, onSale);
  }
}
