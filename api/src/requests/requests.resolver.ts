import { OrderStatus, type OrderStatusWord } from "@store/rules";
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, ObjectType, Query, Resolver, Root } from "type-graphql";
import { PageArgs, Paginated } from "../common/paging";
import type { Context } from "../context";
import { Order } from "../orders/order.entity";
import { PermissionRequest } from "./permission-request.entity";

@ObjectType({ description: "A page of permission requests." })
export class PermissionRequestPage extends Paginated(PermissionRequest) {}

/** Request fields read from the order, batched per request. */
@Resolver(() => PermissionRequest)
export class RequestFieldsResolver {
  @FieldResolver(() => String, { nullable: true, description: "The order's number (AT-2026-000123)." })
  orderNumber(@Root() request: PermissionRequest, @Ctx() ctx: Context): Promise<string | null> {
    return ctx.loaders.orderNumber.load(request.orderId);
  }
}

/** The order's side of its requests (requests sit above orders: orders know nothing of them). */
@Resolver(() => Order)
export class OrderRequestFieldsResolver {
  @FieldResolver(() => PermissionRequest, { nullable: true, description: "The open permission request of this order, if any." })
  async pendingRequest(@Root() order: Order, @Ctx() ctx: Context): Promise<PermissionRequest | null> {
    return ctx.loaders.pendingRequest.load(order.id);
  }
}

/** Permission requests: sellers ask, the admin lists and decides. */
@Resolver()
export class RequestsResolver {
  @Authorized("SELLER")
  @Mutation(() => PermissionRequest, { description: "Asks an admin to move one of the seller's locked orders to a status (null: its current status)." })
  requestStatusChange(@Arg("orderId", () => ID) orderId: string, @Ctx() ctx: Context, @Arg("status", () => OrderStatus, { nullable: true }) status?: OrderStatusWord | null): Promise<PermissionRequest> {
    return ctx.services.requests.create(ctx.viewer.seller!, orderId, status);
  }

  @Authorized("ADMIN")
  @Query(() => PermissionRequestPage, { description: "Permission requests waiting for a decision, oldest first." })
  pendingRequests(@Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context): Promise<PermissionRequestPage> {
    return ctx.services.requests.pagePending(page) as Promise<PermissionRequestPage>;
  }

  @Authorized("ADMIN")
  @Mutation(() => PermissionRequest, {
    description: "Approves (the requested status is applied and the order unlocked) or denies (the order stays as it is) a pending request; both go into the order's history. A decided request is CONFLICT.",
  })
  decideRequest(@Arg("id", () => ID) id: string, @Arg("approve", () => Boolean) approve: boolean, @Ctx() ctx: Context): Promise<PermissionRequest> {
    return ctx.services.requests.decide(ctx.viewer.admin!, id, approve);
  }
}
