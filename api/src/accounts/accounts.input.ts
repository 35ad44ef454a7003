import { Field, InputType } from "type-graphql";
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
