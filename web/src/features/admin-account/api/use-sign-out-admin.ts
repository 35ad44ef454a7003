import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { signOutWith } from "../../../lib/account-actions";
import { forgetSession } from "../../../lib/session-cache";

const SignOutAdminMutation = graphql(`
  mutation SignOutAdmin {
    signOutAdmin
  }
`);

export function useSignOutAdmin() {
  const [mutate, { loading }] = useMutation(SignOutAdminMutation, {
    update: (cache) => forgetSession(cache, "currentAdmin"),
  });

  const signOut = (): Promise<boolean> => signOutWith(() => mutate(), "Logout successful");

  return { signOut, loading };
}
