import { Arg, Ctx, ID, Int, ObjectType, Query, Resolver } from "type-graphql";
import { Paginated } from "../common/paging";
import type { Context } from "../context";
import { Category } from "./category.entity";
import { Product } from "./product.entity";

@ObjectType({ description: "A page of products." })
export class ProductPage extends Paginated(Product) {}

@Resolver()
export class CatalogResolver {
  @Query(() => [Category], { description: "Every category with the sizes it offers." })
  categories(@Ctx() ctx: Context): Promise<Category[]> {
    return ctx.services.catalog.listCategories();
  }

  @Query(() => ProductPage, { description: "Products, newest first; one category when `category` is given (an unknown one is NOT_FOUND)." })
  products(
    @Ctx() ctx: Context,
    @Arg("category", () => String, { nullable: true }) category?: string | null,
    @Arg("offset", () => Int, { defaultValue: 0 }) offset?: number,
    @Arg("limit", () => Int, { defaultValue: 24, description: "1 to 100." }) limit?: number,
  ): Promise<ProductPage> {
    // A signed-in shopper's favourites come with the grid, in the same statement.
    const favouritesOf = ctx.viewer.user?.isActive ? ctx.viewer.user.id : undefined;
    return ctx.services.catalog.pageProducts({ category, offset, limit, favouritesOf }) as Promise<ProductPage>;
  }

  @Query(() => ProductPage, { description: "Products matching words in their title, category, description or materials; forgiving of typos in titles. Best matches first." })
  searchProducts(
    @Arg("query", () => String) query: string,
    @Ctx() ctx: Context,
    @Arg("offset", () => Int, { defaultValue: 0 }) offset: number,
    @Arg("limit", () => Int, { defaultValue: 24, description: "1 to 100." }) limit: number,
  ): Promise<ProductPage> {
    return ctx.services.catalog.searchProducts(query, { offset, limit }) as Promise<ProductPage>;
  }

  @Query(() => Product, { nullable: true, description: "A product by id; null when there is none." })
  async product(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<Product | null> {
    return (await ctx.services.catalog.findProduct(id)) ?? null;
  }
}
