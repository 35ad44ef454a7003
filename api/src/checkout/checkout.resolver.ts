import { CompletionStatus, type CompletionStatusWord } from "@store/rules";
import { Arg, Authorized, Ctx, Field, Mutation, ObjectType, Resolver, registerEnumType } from "type-graphql";
import type { Context } from "../context";
import { Order } from "../orders/order.entity";
import { checkoutUrls } from "./checkout-urls";

@ObjectType({ description: "A hosted payment session: send the browser to its url." })
export class CheckoutSession {
  @Field(() => String) sessionId!: string;
  @Field(() => String) url!: string;
}

registerEnumType(CompletionStatus, {
  name: "CompletionStatus",
  description: "completed (orders made), pending (not paid yet), expired, cancelled, refunding (paid too late: the money is on its way back) or refunded (the provider confirmed that refund).",
});

@ObjectType({ description: "Where a checkout stands after the shopper came back from paying." })
export class CheckoutCompletion {
  @Field(() => CompletionStatus)
  status!: CompletionStatusWord;

  @Field(() => [Order], { description: "The orders made of it: one per seller." })
  orders!: Order[];
}

@Resolver()
export class CheckoutResolver {
  @Authorized("USER")
  @Mutation(() => CheckoutSession, { description: "Reserves the bag's stock for 30 minutes and opens a hosted payment session. Prices come from the catalog." })
  startCheckout(@Ctx() ctx: Context): Promise<CheckoutSession> {
    return ctx.services.checkout.start(ctx.viewer.user!, checkoutUrls(ctx.req, ctx.config));
  }

  @Authorized("USER")
  @Mutation(() => CheckoutCompletion, { description: "After paying: completes the checkout if the provider says it is paid (safe to repeat)." })
  completeCheckout(@Arg("sessionId", () => String) sessionId: string, @Ctx() ctx: Context): Promise<CheckoutCompletion> {
    return ctx.services.checkout.complete(ctx.viewer.user!, sessionId);
  }
}
