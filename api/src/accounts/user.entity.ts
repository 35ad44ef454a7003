import { BoolField } from "../common/columns";
import { ObjectType } from "type-graphql";
import { Entity, Unique } from "typeorm";
import { Account } from "./account.entity";

/** A shopper. An admin may deactivate one; a deactivated shopper cannot sign in or act. */
@ObjectType({ description: "A shopper's account.", implements: Account })
@Unique(["mobile"])
@Entity("users")
export class User extends Account {
  @BoolField({ default: true })
  isActive!: boolean;
}
