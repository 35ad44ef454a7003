import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { signUpWith, type SignUpResult } from "../../../lib/account-actions";

const SignUpUserMutation = graphql(`
  mutation SignUpUser($input: UserSignUpInput!) {
    signUpUser(input: $input) {
      id
    }
  }
`);

export const SIGN_UP_FAILED = "Something went wrong. Please try again later.";

/** The server's refusals a shopper can act on, and the field each one is about. */
const conflicts: Record<string, string> = {
  "User with this email already exists": "email",
  "User with this mobile number already exists": "mobile",
};

export interface SignUpUserInput {
  name: string;
  email: string;
  mobile: string;
  password: string;
  terms: boolean;
}

export function useSignUpUser() {
  const [mutate, { loading }] = useMutation(SignUpUserMutation);

  const signUp = (input: SignUpUserInput): Promise<SignUpResult> =>
    signUpWith(() => mutate({ variables: { input } }), { success: "Sign-up success! Please log in.", fallback: SIGN_UP_FAILED, conflicts });

  return { signUp, loading };
}
