import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { signOutWith } from "../../../lib/account-actions";
import { forgetSession } from "../../../lib/session-cache";

const SignOutSellerMutation = graphql(`
  mutation SignOutSeller {
    signOutSeller
  }
`);

export function useSignOutSeller() {
  const [mutate, { loading }] = useMutation(SignOutSellerMutation, {
    update: (cache) => forgetSession(cache, "currentSeller"),
  });

  const signOut = (): Promise<boolean> => signOutWith(() => mutate(), "Logout successful");

  return { signOut, loading };
}
