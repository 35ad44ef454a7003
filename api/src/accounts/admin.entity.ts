import { Field, ObjectType } from "type-graphql";
import { Column, Entity } from "typeorm";
import { Account } from "./account.entity";

/** The store's administrator. */
@ObjectType({ description: "An administrator's account.", implements: Account })
@Entity("admins")
export class Admin extends Account {
  @Field(() => String)
  @Column({ type: "text", default: "" })
  qualification!: string;
}
