import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { signInWith, type SignInResult } from "../../../lib/account-actions";
import { SellerSessionQuery } from "../../../lib/session";

const SignInSellerMutation = graphql(`
  mutation SignInSeller($input: SignInInput!) {
    signInSeller(input: $input) {
      id
      name
    }
  }
`);

export function useSignInSeller() {
  const [mutate, { loading }] = useMutation(SignInSellerMutation, {
    // The seller layout reads this session query: its header appears at once.
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: SellerSessionQuery, data: { currentSeller: data.signInSeller } });
    },
  });

  const signIn = (input: { email: string; password: string }): Promise<SignInResult> =>
    signInWith(() => mutate({ variables: { input } }), {
      success: "Seller log-in success",
      failure: (message) => message ?? "Seller log-in failed",
    });

  return { signIn, loading };
}
