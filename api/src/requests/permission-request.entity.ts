import { OrderStatus as OrderStatusEnum, RequestState as RequestStateEnum, type RequestStateWord } from "@store/rules";
import { CreatedAtField, IdField, RefersTo, TextField, TimeField, UuidColumn, UuidField } from "../common/columns";
import { ObjectType, registerEnumType } from "type-graphql";
import { type Relation, Check, Entity, Index } from "typeorm";
import { Order } from "../orders/order.entity";

export { REQUEST_STATES } from "@store/rules";
export type RequestState = RequestStateWord;

registerEnumType(RequestStateEnum, { name: "RequestState", description: "A permission request is pending until an admin approves or denies it." });

/**
 * A seller's request to move a locked order to a status; an admin approves or denies it.
 * "One pending request per order" is a partial unique index, so two racing requests cannot both land.
 */
@ObjectType({ description: "A seller's request for permission to change a locked order's status." })
@Entity("permission_requests")
@Check("permission_requests_state_known", `"state" IN ('pending', 'approved', 'denied')`)
@Index("permission_requests_one_pending", ["orderId"], { unique: true, where: `"state" = 'pending'` })
@Index("permission_requests_state_created", ["state", "createdAt"])
export class PermissionRequest {
  @IdField()
  id!: string;

  @UuidField()
  orderId!: string;

  @RefersTo(() => Order, "orderId", "CASCADE")
  order?: Relation<Order>;

  /** The seller who asked; kept even if the seller's account goes, as a record. */
  @UuidColumn()
  sellerId!: string;

  @TextField({ shownAs: () => OrderStatusEnum, description: "The requested status." })
  status!: string;

  @TextField({ shownAs: () => RequestStateEnum, default: "pending" })
  state!: RequestState;

  @CreatedAtField()
  createdAt!: Date;

  @TimeField({ nullable: true })
  decidedAt!: Date | null;

  /** The admin who decided. */
  @UuidColumn({ nullable: true })
  decidedBy!: string | null;
}
