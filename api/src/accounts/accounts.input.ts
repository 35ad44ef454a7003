import { Field, InputType, registerEnumType } from "type-graphql";
import type { Role } from "./roles";
import type { SellerSignUp, UserSignUp } from "./accounts.service";

@InputType({ description: "A shopper's sign-up form." })
export class UserSignUpInput implements UserSignUp {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: "10 to 15 digits." }) mobile!: string;
  @Field(() => String, { description: "At least 8 characters." }) password!: string;
  @Field(() => Boolean, { description: "Must be true: the terms and conditions are accepted." }) terms!: boolean;
}

@InputType({ description: "A seller's registration form." })
export class SellerSignUpInput implements SellerSignUp {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: "10 to 15 digits." }) mobile!: string;
  @Field(() => String) storeName!: string;
  @Field(() => String) address!: string;
  @Field(() => String, { description: "At least 8 characters." }) password!: string;
}

@InputType({ description: "An email and password." })
export class SignInInput {
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
}

@InputType({ description: "A shopper's own profile: only the fields sent change, at least one." })
export class UserProfileInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true, description: "10 to 15 digits." }) mobile?: string;
}

@InputType({ description: "A seller's own profile: only the fields sent change, at least one." })
export class SellerProfileInput extends UserProfileInput {
  @Field(() => String, { nullable: true }) storeName?: string;
  @Field(() => String, { nullable: true }) address?: string;
}

@InputType({ description: "The admin's own profile: only the fields sent change, at least one." })
export class AdminProfileInput extends UserProfileInput {
  @Field(() => String, { nullable: true }) qualification?: string;
}

/** The three kinds of account, as GraphQL arguments name them. */
export enum AccountRole {
  USER = "USER",
  SELLER = "SELLER",
  ADMIN = "ADMIN",
}
registerEnumType(AccountRole, { name: "AccountRole", description: "A kind of account: shopper (USER), SELLER or ADMIN." });
export const roleOf = (role: AccountRole): Role => role;
