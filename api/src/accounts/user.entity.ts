import { Field, ObjectType } from "type-graphql";
import { Column, Entity, Unique } from "typeorm";
import { Account } from "./account.entity";

/** A shopper. An admin may deactivate one; a deactivated shopper cannot sign in or act. */
@ObjectType({ description: "A shopper's account.", implements: Account })
@Unique(["mobile"])
@Entity("users")
export class User extends Account {
  @Field(() => Boolean)
  @Column({ type: "boolean", default: true })
  isActive!: boolean;
}
