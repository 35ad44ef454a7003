import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { forgetSession, signOutWith } from "../../../lib/account-actions";

const SignOutUserMutation = graphql(`
  mutation SignOutUser {
    signOutUser
  }
`);

export function useSignOutUser() {
  const [mutate, { loading }] = useMutation(SignOutUserMutation, {
    // Forget the shopper: whatever still shows them asks the server again and learns they left.
    update: (cache) => forgetSession(cache, "currentUser"),
  });

  const signOut = (): Promise<boolean> => signOutWith(() => mutate(), "Logout success");

  return { signOut, loading };
}
