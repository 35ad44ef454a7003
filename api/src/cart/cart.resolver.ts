import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../context";
import { Cart } from "./cart.types";

@Resolver()
export class CartResolver {
  @Authorized("USER")
  @Query(() => Cart, { description: "The shopper's bag." })
  cart(@Ctx() ctx: Context): Promise<Cart> {
    return ctx.services.cart.get(ctx.viewer.user!);
  }

  @Authorized("USER")
  @Mutation(() => Cart, { description: "Adds one of a product in a size (required when it has sizes); the same product and size again counts up." })
  addToCart(@Arg("productId", () => ID) productId: string, @Ctx() ctx: Context, @Arg("size", () => String, { nullable: true }) size?: string | null): Promise<Cart> {
    return ctx.services.cart.add(ctx.viewer.user!, productId, size);
  }

  @Authorized("USER")
  @Mutation(() => Cart, { description: "Sets how many of a line: at least 1, at most the product's stock." })
  setCartLineCount(@Arg("lineId", () => ID) lineId: string, @Arg("count", () => Int) count: number, @Ctx() ctx: Context): Promise<Cart> {
    return ctx.services.cart.setCount(ctx.viewer.user!, lineId, count);
  }

  @Authorized("USER")
  @Mutation(() => Cart, { description: "Deletes a line from the bag." })
  removeCartLine(@Arg("lineId", () => ID) lineId: string, @Ctx() ctx: Context): Promise<Cart> {
    return ctx.services.cart.removeLine(ctx.viewer.user!, lineId);
  }
}
