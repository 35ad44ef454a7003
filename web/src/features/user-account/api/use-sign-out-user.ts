import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { signOutWith } from "../../../lib/account-actions";
import { forgetSession } from "../../../lib/session-cache";
import { forgetShopperData } from "../../../lib/shopper";

const SignOutUserMutation = graphql(`
  mutation SignOutUser {
    signOutUser
  }
`);

export function useSignOutUser() {
  const [mutate, { loading }] = useMutation(SignOutUserMutation, {
    // Forget the shopper: whatever still shows them asks the server again and learns they left.
    // Their hearts go too, so the guest's pages ask again.
    update: (cache) => {
      forgetShopperData(cache, { keepCart: true });
      forgetSession(cache, "currentUser");
    },
  });

  const signOut = (): Promise<boolean> => signOutWith(() => mutate(), "Logout success");

  return { signOut, loading };
}
