import { Arg, Args, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { PageArgs, Paginated } from "../common/paging";
import type { Context } from "../context";
import { Review } from "./review.entity";

@ObjectType({ description: "A page of reviews." })
export class ReviewPage extends Paginated(Review) {}

@InputType({ description: "A rating of 1 to 5 stars and a comment." })
export class ReviewInput {
  @Field(() => Int) rating!: number;
  @Field(() => String) comment!: string;
}

@Resolver()
export class ReviewsResolver {
  @Query(() => ReviewPage, { description: "A product's reviews, newest first." })
  reviews(
    @Arg("productId", () => ID) productId: string,
    @Ctx() ctx: Context,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<ReviewPage> {
    return ctx.services.reviews.listForProduct(productId, page) as Promise<ReviewPage>;
  }

  @Authorized("USER")
  @Mutation(() => Review, { description: "Reviews a product: one review per shopper and product." })
  addReview(@Arg("productId", () => ID) productId: string, @Arg("input", () => ReviewInput) input: ReviewInput, @Ctx() ctx: Context): Promise<Review> {
    return ctx.services.reviews.add(ctx.viewer.user!, productId, input);
  }

  @Authorized("USER")
  @Mutation(() => Review, { description: "Changes one's own review." })
  updateReview(@Arg("id", () => ID) id: string, @Arg("input", () => ReviewInput) input: ReviewInput, @Ctx() ctx: Context): Promise<Review> {
    return ctx.services.reviews.update(ctx.viewer.user!, id, input);
  }

  @Authorized("USER")
  @Mutation(() => Review, { description: "Deletes one's own review; answers it as it was." })
  deleteReview(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<Review> {
    return ctx.services.reviews.remove(ctx.viewer.user!, id);
  }
}
