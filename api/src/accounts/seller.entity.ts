import { TextField } from "../common/columns";
import { Field, ObjectType } from "type-graphql";
import { Entity, Unique } from "typeorm";
import { Account } from "./account.entity";

/** A seller: owns products and the orders placed for them. */
@ObjectType({ description: "A seller's account and store.", implements: Account })
@Unique(["mobile"])
@Entity("sellers")
export class Seller extends Account {
  @TextField()
  storeName!: string;

  @TextField()
  address!: string;

  @Field(() => String, { description: "Always \"seller\"; the legacy client shows it." })
  get role(): string {
    return "seller";
  }
}
