import { emailTaken, mobileTaken } from "@store/rules";
import type { TypedDocumentNode } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { SellerSignUpInput, UserSignUpInput } from "../../../gql/graphql";
import { signUpWith, type SignUpResult } from "./account-actions";
import type { SignUpRole } from "./account-forms";

const SignUpUserMutation = graphql(`
  mutation SignUpUser($input: UserSignUpInput!) {
    signUpUser(input: $input) {
      id
    }
  }
`);

const SignUpSellerMutation = graphql(`
  mutation SignUpSeller($input: SellerSignUpInput!) {
    signUpSeller(input: $input) {
      id
    }
  }
`);

const SIGN_UP_FAILED = "Something went wrong. Please try again later.";
const SELLER_SIGN_UP_FAILED = "Something went wrong. Please try again.";

export interface SignUpInputs {
  user: UserSignUpInput;
  seller: SellerSignUpInput;
}

interface RoleSignUp<R extends SignUpRole> {
  mutation: TypedDocumentNode<unknown, { input: SignUpInputs[R] }>;
  success: string;
  fallback: string;
  /** The server's refusals the visitor can act on, and the field each one is about. */
  conflicts: Record<string, string>;
}

const SIGN_UP: { [R in SignUpRole]: RoleSignUp<R> } = {
  user: {
    mutation: SignUpUserMutation,
    success: "Sign-up success! Please log in.",
    fallback: SIGN_UP_FAILED,
    conflicts: { [emailTaken("User")]: "email", [mobileTaken("User")]: "mobile" },
  },
  seller: {
    mutation: SignUpSellerMutation,
    success: "Seller Sign-up success! Please log in.",
    fallback: SELLER_SIGN_UP_FAILED,
    conflicts: { [emailTaken("Seller")]: "email", [mobileTaken("Seller")]: "mobile" },
  },
};

/** Creates a shopper's or a seller's account; a toast (and the fields) say how it went. */
export function useSignUp<R extends SignUpRole>(role: R) {
  const { mutation, ...texts } = SIGN_UP[role] as RoleSignUp<R>;
  const [mutate, { loading }] = useMutation(mutation);

  const signUp = (input: SignUpInputs[R]): Promise<SignUpResult> => signUpWith(() => mutate({ variables: { input } }), texts);

  return { signUp, loading };
}
