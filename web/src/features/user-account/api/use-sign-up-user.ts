import { useMutation } from "@apollo/client/react";
import toast from "react-hot-toast";
import { graphql } from "../../../gql";
import { readApiError } from "../../../lib/api-error";

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

export type SignUpResult = { ok: true } | { ok: false; fields: Record<string, string>; message?: string };

export function useSignUpUser() {
  const [mutate, { loading }] = useMutation(SignUpUserMutation);

  const signUp = async (input: SignUpUserInput): Promise<SignUpResult> => {
    try {
      await mutate({ variables: { input } });
      toast.success("Sign-up success! Please log in.");
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
      toast.error(SIGN_UP_FAILED);
      return { ok: false, fields, message: SIGN_UP_FAILED };
    }
  };

  return { signUp, loading };
}
