import type { GraphQLResolveInfo } from "graphql";
import { Arg, Args, Ctx, Field, ID, Info, ObjectType, Query, Resolver } from "type-graphql";
import { selectedFields } from "../common/selected-fields";
import { PageArgs, Paginated } from "../common/paging";
import type { Context } from "../context";
import { Category } from "./category.entity";
import { Product } from "./product.entity";
import { ProductFilterInput, ProductSortOrder, sortOf } from "./product-listing.input";
import { favouritesOwner } from "./catalog.service";

@ObjectType({ description: "A page of products." })
export class ProductPage extends Paginated(Product) {}

@ObjectType({ description: "A page of search results." })
export class ProductSearchPage extends Paginated(Product) {
  @Field(() => String, {
    nullable: true,
    description: "When nothing matched the words as typed: the words the results are for instead, each typed word replaced by the closest title word (\"jaket\" gives \"jacket\"). Null when the results are for the words as typed.",
  })
  correctedQuery!: string | null;
}

@Resolver()
export class CatalogResolver {
  @Query(() => [Category], { description: "Every category with the sizes it offers." })
  categories(@Ctx() ctx: Context): Promise<Category[]> {
    return ctx.services.catalog.listCategories();
  }

  @Query(() => ProductPage, {
    description: "Products on sale, newest first unless `sort` says otherwise, narrowed by `filter`; one category when `category` is given (its name in any case; an unknown one is NOT_FOUND).",
  })
  products(
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
    @Arg("category", () => String, { nullable: true }) category: string | null | undefined,
    @Args(() => PageArgs) page: PageArgs,
    @Arg("sort", () => ProductSortOrder, { nullable: true, description: "NEWEST when not given." }) sort?: ProductSortOrder | null,
    @Arg("filter", () => ProductFilterInput, { nullable: true }) filter?: ProductFilterInput | null,
  ): Promise<ProductPage> {
    // A signed-in shopper's favourites come with the grid, in the same statement, which reads only
    // the product fields the query asks for (Product's fields are its properties).
    const reads = selectedFields(info, ["items"]);
    return ctx.services.catalog.pageProducts({ category, ...page, sort: sortOf(sort), filter, favouritesOf: favouritesOwner(ctx.viewer), reads }) as Promise<ProductPage>;
  }

  @Query(() => ProductSearchPage, {
    description:
      "Products matching words in their title, category, description or materials, best first: the title itself, a title word starting with the words, then the other matches. When nothing matches, typos in title words are forgiven (see `correctedQuery`).",
  })
  searchProducts(
    @Arg("query", () => String) query: string,
    @Ctx() ctx: Context,
    @Args(() => PageArgs) page: PageArgs,
    @Arg("sort", () => ProductSortOrder, { nullable: true, description: "Best match first when not given." }) sort?: ProductSortOrder | null,
    @Arg("filter", () => ProductFilterInput, { nullable: true }) filter?: ProductFilterInput | null,
  ): Promise<ProductSearchPage> {
    return ctx.services.catalog.searchProducts(query, page, { sort: sortOf(sort), filter }) as Promise<ProductSearchPage>;
  }

  @Query(() => Product, { nullable: true, description: "A product by id; null when there is none." })
  async product(@Arg("id", () => ID) id: string, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<Product | null> {
    return (await ctx.services.catalog.productForShop(id, selectedFields(info, []))) ?? null;
  }
}
