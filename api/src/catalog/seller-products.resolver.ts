import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { PageArgs } from "../common/paging";
import type { Context } from "../context";
import { ProductPage } from "./catalog.resolver";
import { ProductInput, ProductUpdateInput } from "./product.input";
import { Product } from "./product.entity";

/** The seller workspace's products: only ever the signed-in seller's own. */
@Resolver()
export class SellerProductsResolver {
  @Authorized("SELLER")
  @Query(() => ProductPage, { description: "The signed-in seller's own products, newest first." })
  sellerProducts(
    @Ctx() ctx: Context,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<ProductPage> {
    return ctx.services.catalog.pageSellerProducts(ctx.viewer.seller!, page) as Promise<ProductPage>;
  }

  @Authorized("SELLER")
  @Query(() => Product, { nullable: true, description: "One of the signed-in seller's own products (for the detail and edit screens); null when it does not exist or is another seller's." })
  async sellerProduct(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<Product | null> {
    return (await ctx.services.catalog.findSellerProduct(ctx.viewer.seller!, id)) ?? null;
  }

  @Authorized("SELLER")
  @Mutation(() => Product, { description: "Creates a product of the signed-in seller; every field is required." })
  createProduct(@Arg("input", () => ProductInput) input: ProductInput, @Ctx() ctx: Context): Promise<Product> {
    return ctx.services.catalog.createProduct(ctx.viewer.seller!, { ...input });
  }

  @Authorized("SELLER")
  @Mutation(() => Product, { description: "Changes the fields sent of one of the seller's own products; another seller's is NOT_FOUND." })
  updateProduct(@Arg("id", () => ID) id: string, @Arg("input", () => ProductUpdateInput) input: ProductUpdateInput, @Ctx() ctx: Context): Promise<Product> {
    return ctx.services.catalog.updateProduct(ctx.viewer.seller!, id, { ...input });
  }

  @Authorized("SELLER")
  @Mutation(() => ID, { description: "Deletes one of the seller's own products (past orders keep their copy); answers its id." })
  deleteProduct(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.catalog.deleteProduct(ctx.viewer.seller!, id);
  }
}
