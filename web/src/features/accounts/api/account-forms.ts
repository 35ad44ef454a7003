import { ACCOUNT_LIMITS, sellerSignUpRules, userSignUpRules, type SellerSignUp, type UserSignUp } from "@store/rules";
import type { InputHTMLAttributes } from "react";
import { EMAIL_FIELD, MOBILE_FIELD, MOBILE_NUMBER_FIELD, NAME_FIELD, STORE_ADDRESS_FIELD, STORE_NAME_FIELD } from "../../../lib/account-fields";

// The sign-up forms' fields. Their rules and messages (the documents' words) are the server's own,
// from @store/rules: the shopper's form says "Mobile number is required", the seller's "Mobile is
// required", each its own named message there. The pages only lay the fields out.

export type SignUpRole = "user" | "seller";

export interface SignUpValues {
  user: UserSignUp;
  seller: SellerSignUp;
}

/** Each role's sign-up rules, as the server checks them. */
export const SIGN_UP_RULES = { user: userSignUpRules, seller: sellerSignUpRules } as const;

/** A text field of a sign-up form. */
export interface SignUpField<F extends string> {
  name: F;
  label: string;
  type?: "text" | "email" | "tel" | "password";
  autoComplete: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>["inputMode"];
  hint?: string;
}

const [fewestDigits, mostDigits] = ACCOUNT_LIMITS.mobileDigits;

/** Each role's sign-up fields, in order; the shopper's terms checkbox follows them. */
export const SIGN_UP_FIELDS: { [R in SignUpRole]: ReadonlyArray<SignUpField<Exclude<keyof SignUpValues[R] & string, "terms">>> } = {
  user: [
    NAME_FIELD,
    EMAIL_FIELD,
    { ...MOBILE_NUMBER_FIELD, hint: `${fewestDigits} to ${mostDigits} digits` },
    { name: "password", label: "Password", type: "password", autoComplete: "new-password", hint: `At least ${ACCOUNT_LIMITS.passwordMin} characters` },
  ],
  seller: [
    NAME_FIELD,
    EMAIL_FIELD,
    MOBILE_FIELD,
    STORE_NAME_FIELD,
    STORE_ADDRESS_FIELD,
    { name: "password", label: "Password", type: "password", autoComplete: "new-password" },
  ],
};

export const EMPTY_SIGN_UP: SignUpValues = {
  user: { name: "", email: "", mobile: "", password: "", terms: false },
  seller: { name: "", email: "", mobile: "", storeName: "", address: "", password: "" },
};
