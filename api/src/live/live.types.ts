import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { Order } from "../orders/order.entity";
import { PermissionRequest } from "../requests/permission-request.entity";

/** What happened to one of a seller's orders. */
export enum SellerOrderEventKind {
  NEW_ORDER = "NEW_ORDER",
  ORDER_CANCELLED = "ORDER_CANCELLED",
  ORDER_UPDATED = "ORDER_UPDATED",
  REQUEST_DECIDED = "REQUEST_DECIDED",
}

registerEnumType(SellerOrderEventKind, {
  name: "SellerOrderEventKind",
  description: "NEW_ORDER: a shopper paid for it; ORDER_CANCELLED: the shopper cancelled it; ORDER_UPDATED: its status, lock, refund or address changed; REQUEST_DECIDED: the admin approved or denied the seller's permission request.",
});

@ObjectType({ description: "A change to one of the signed-in seller's orders, with the order as it is now." })
export class SellerOrderEvent {
  @Field(() => SellerOrderEventKind)
  kind!: SellerOrderEventKind;

  @Field(() => Order)
  order!: Order;

  @Field(() => PermissionRequest, { nullable: true, description: "The decided request (REQUEST_DECIDED); null otherwise." })
  request!: PermissionRequest | null;
}

@ObjectType({ description: "The permission requests waiting for the admin's decision." })
export class PendingRequestsSummary {
  @Field(() => Int)
  count!: number;

  @Field(() => PermissionRequest, { nullable: true, description: "The newest pending request; null when none is pending." })
  newest!: PermissionRequest | null;
}
