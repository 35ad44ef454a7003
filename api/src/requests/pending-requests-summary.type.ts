import { Field, Int, ObjectType } from "type-graphql";
import { PermissionRequest } from "./permission-request.entity";

@ObjectType({ description: "The permission requests waiting for the admin's decision." })
export class PendingRequestsSummary {
  @Field(() => Int)
  count!: number;

  @Field(() => PermissionRequest, { nullable: true, description: "The newest pending request; null when none is pending." })
  newest!: PermissionRequest | null;
}
