import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { signUpWith, type SignUpResult } from "../../../lib/account-actions";

const SignUpSellerMutation = graphql(`
  mutation SignUpSeller($input: SellerSignUpInput!) {
    signUpSeller(input: $input) {
      id
    }
  }
`);

export const SELLER_SIGN_UP_FAILED = "Something went wrong. Please try again.";

/** The server's refusals a seller can act on, and the field each one is about. */
const conflicts: Record<string, string> = {
  "Seller with this email already exists": "email",
  "Seller with this mobile number already exists": "mobile",
};

export interface SignUpSellerInput {
  name: string;
  email: string;
  mobile: string;
  storeName: string;
  address: string;
  password: string;
}

export function useSignUpSeller() {
  const [mutate, { loading }] = useMutation(SignUpSellerMutation);

  const signUp = (input: SignUpSellerInput): Promise<SignUpResult> =>
    signUpWith(() => mutate({ variables: { input } }), { success: "Seller Sign-up success! Please log in.", fallback: SELLER_SIGN_UP_FAILED, conflicts });

  return { signUp, loading };
}
