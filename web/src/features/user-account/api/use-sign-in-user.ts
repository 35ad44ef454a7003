import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { signInWith, type SignInResult } from "../../../lib/account-actions";
import { UserSessionQuery } from "../../../lib/session";
import { forgetShopperData } from "../../../lib/shopper";

const SignInUserMutation = graphql(`
  mutation SignInUser($input: SignInInput!) {
    signInUser(input: $input) {
      id
      name
    }
  }
`);

/** What the shopper reads for the server's sign-in refusals. */
const friendlier: Record<string, string> = {
  "Incorrect password": "Incorrect password. Please try again.",
  "User not found": "User not found. Please check your email.",
  "User is already deactivated!": "Sorry, your account has been deactivated. Contact admin.",
};

export function useSignInUser() {
  const [mutate, { loading }] = useMutation(SignInUserMutation, {
    // The shopper header reads this session query: it switches to the signed-in variant at once.
    // Hearts and the bag cached for the guest (or a previous shopper) are forgotten first.
    update(cache, { data }) {
      if (!data) return;
      forgetShopperData(cache);
      cache.writeQuery({ query: UserSessionQuery, data: { currentUser: data.signInUser } });
    },
  });

  const signIn = (input: { email: string; password: string }): Promise<SignInResult> =>
    signInWith(() => mutate({ variables: { input } }), {
      success: "Log-in success",
      failure: (message) => (message ? (friendlier[message] ?? message) : "Log-in failed. Please try again."),
    });

  return { signIn, loading };
}
