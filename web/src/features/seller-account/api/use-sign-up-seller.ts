import { useMutation } from "@apollo/client/react";
import toast from "react-hot-toast";
import { graphql } from "../../../gql";
import { readApiError } from "../../../lib/api-error";

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

export type SignUpResult = { ok: true } | { ok: false; fields: Record<string, string>; message?: string };

export function useSignUpSeller() {
  const [mutate, { loading }] = useMutation(SignUpSellerMutation);

  const signUp = async (input: SignUpSellerInput): Promise<SignUpResult> => {
    try {
      await mutate({ variables: { input } });
      toast.success("Seller Sign-up success! Please log in.");
      return { ok: true };
    } catch (error) {
      const { message, fields } = readApiError(error);
      const conflictField = message ? conflicts[message] : undefined;
      if (message && conflictField) {
        toast.error(message);
        return { ok: false, fields: { ...fields, [conflictField]: message } };
      }
      if (message && Object.keys(fields).length > 0) {
        toast.error(message);
        return { ok: false, fields };
      }
      toast.error(SELLER_SIGN_UP_FAILED);
      return { ok: false, fields, message: SELLER_SIGN_UP_FAILED };
    }
  };

  return { signUp, loading };
}
