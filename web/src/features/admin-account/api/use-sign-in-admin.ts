import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { signInWith, type SignInResult } from "../../../lib/account-actions";
import { AdminSessionQuery } from "../../../lib/session";

const SignInAdminMutation = graphql(`
  mutation SignInAdmin($input: SignInInput!) {
    signInAdmin(input: $input) {
      id
      name
    }
  }
`);

export function useSignInAdmin() {
  const [mutate, { loading }] = useMutation(SignInAdminMutation, {
    // The admin layout reads this session query: its header appears at once.
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: AdminSessionQuery, data: { currentAdmin: data.signInAdmin } });
    },
  });

  const signIn = (input: { email: string; password: string }): Promise<SignInResult> =>
    signInWith(() => mutate({ variables: { input } }), {
      success: "Admin log-in success",
      failure: (message) => message ?? "Admin log-in failed",
    });

  return { signIn, loading };
}
