import { Field, ObjectType, registerEnumType } from "type-graphql";
import { PermissionRequest } from "./permission-request.entity";
import { Order } from "../orders/order.entity";

/** What happened to one of a seller's orders (the live service names them alike: live/live.service.ts). */
export const SellerOrderEventKind = {
  NEW_ORDER: "NEW_ORDER",
  ORDER_CANCELLED: "ORDER_CANCELLED",
  ORDER_UPDATED: "ORDER_UPDATED",
  REQUEST_DECIDED: "REQUEST_DECIDED",
} as const;

registerEnumType(SellerOrderEventKind, {
  name: "SellerOrderEventKind",
  description: "NEW_ORDER: a shopper paid for it; ORDER_CANCELLED: the shopper cancelled it; ORDER_UPDATED: its status, lock, refund or address changed; REQUEST_DECIDED: the admin approved or denied the seller's permission request.",
});

@ObjectType({ description: "A change to one of the signed-in seller's orders, with the order as it is now." })
export class SellerOrderEvent {
  @Field(() => SellerOrderEventKind)
  kind!: keyof typeof SellerOrderEventKind;

  @Field(() => Order)
  order!: Order;

  @Field(() => PermissionRequest, { nullable: true, description: "The decided request (REQUEST_DECIDED); null otherwise." })
  request!: PermissionRequest | null;
}
