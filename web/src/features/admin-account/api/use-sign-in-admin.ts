import { useMutation } from "@apollo/client/react";
import toast from "react-hot-toast";
import { graphql } from "../../../gql";
import { readApiError } from "../../../lib/api-error";
import { AdminSessionQuery } from "../../../lib/session";

const SignInAdminMutation = graphql(`
  mutation SignInAdmin($input: SignInInput!) {
    signInAdmin(input: $input) {
      id
      name
    }
  }
`);

export type SignInResult = { ok: true } | { ok: false; fields: Record<string, string> };

export function useSignInAdmin() {
  const [mutate, { loading }] = useMutation(SignInAdminMutation, {
    // The admin layout reads this session query: its header appears at once.
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: AdminSessionQuery, data: { currentAdmin: data.signInAdmin } });
    },
  });

  const signIn = async (input: { email: string; password: string }): Promise<SignInResult> => {
    try {
      await mutate({ variables: { input } });
      toast.success("Admin log-in success");
      return { ok: true };
    } catch (error) {
      const { message, fields } = readApiError(error);
      toast.error(message ?? "Admin log-in failed");
      return { ok: false, fields };
    }
  };

  return { signIn, loading };
}
