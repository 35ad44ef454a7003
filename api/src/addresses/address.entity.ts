import { BoolField, CreatedAt, IdField, RefersTo, TextField, UuidColumn } from "../common/columns";
import { Field, InputType, ObjectType } from "type-graphql";
import { Entity, Index } from "typeorm";
import { User } from "../accounts/user.entity";
import type { AddressFields } from "./address-rules";

/** A delivery address as an order keeps its copy (later edits of the address book leave it as it was). */
@ObjectType({ description: "A delivery address." })
export class ShippingAddress implements AddressFields {
  @Field(() => String) name!: string;
  @Field(() => String, { description: "10 to 15 digits." }) phone!: string;
  @Field(() => String) line1!: string;
  @Field(() => String) line2!: string;
  @Field(() => String) city!: string;
  @Field(() => String) state!: string;
  @Field(() => String, { description: "6 digits." }) pinCode!: string;
  @Field(() => String) country!: string;
}

/** An address of a shopper's address book; one of them may be the default. */
@ObjectType({ description: "An address of the shopper's address book." })
@Entity("addresses")
@Index("addresses_user", ["userId", "createdAt"])
// One default per shopper: a database fact.
@Index("addresses_one_default", ["userId"], { unique: true, where: `"isDefault"` })
export class Address implements AddressFields {
  @IdField()
  id!: string;

  @UuidColumn()
  userId!: string;

  @RefersTo(() => User, "userId", "CASCADE")
  user?: User;

  @TextField() name!: string;
  @TextField() phone!: string;
  @TextField() line1!: string;
  @TextField({ default: "" }) line2!: string;
  @TextField() city!: string;
  @TextField() state!: string;
  @TextField() pinCode!: string;
  @TextField({ default: "India" }) country!: string;

  @BoolField({ default: false, description: "The address the card page offers first." })
  isDefault!: boolean;

  @CreatedAt()
  createdAt!: Date;
}

@InputType({ description: "A delivery address as typed; country defaults to India." })
export class AddressInput implements Partial<AddressFields> {
  @Field(() => String) name!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) line1!: string;
  @Field(() => String, { nullable: true }) line2?: string;
  @Field(() => String) city!: string;
  @Field(() => String) state!: string;
  @Field(() => String) pinCode!: string;
  @Field(() => String, { nullable: true }) country?: string;
  @Field(() => Boolean, { nullable: true, description: "Make it the default address." }) isDefault?: boolean;
}
