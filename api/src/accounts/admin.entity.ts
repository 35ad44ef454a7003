import { TextField } from "../common/columns";
import { ObjectType } from "type-graphql";
import { Entity, Index } from "typeorm";
import { Account } from "./account.entity";

/**
 * The store's administrator. The first one, made from configuration, may have no mobile (an
 * empty one): only mobiles that are given must be unique.
 */
@ObjectType({ description: "An administrator's account.", implements: Account })
@Index("admins_mobile_unique", ["mobile"], { unique: true, where: `mobile <> ''` })
@Entity("admins")
export class Admin extends Account {
  @TextField({ default: "" })
  qualification!: string;
}
