import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from "type-graphql";
import type { Context } from "../context";
import { PermissionRequest } from "./permission-request.entity";

/** Permission requests; the admin's side (list, decide) comes with the admin console. */
@Resolver()
export class RequestsResolver {
  @Authorized("SELLER")
  @Mutation(() => PermissionRequest, { description: "Asks an admin to move one of the seller's locked orders to a status (null: its current status)." })
  requestStatusChange(@Arg("orderId", () => ID) orderId: string, @Ctx() ctx: Context, @Arg("status", () => String, { nullable: true }) status?: string | null): Promise<PermissionRequest> {
    return ctx.services.requests.create(ctx.viewer.seller!, orderId, status);
  }
}
