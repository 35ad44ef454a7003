import type { ApolloCache, TypedDocumentNode } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { Role } from "../../../lib/session";
import { forgetSession } from "../../../lib/session-cache";
import { forgetShopperData } from "../../../lib/shopper";
import { signOutWith } from "./account-actions";

const SignOutUserMutation = graphql(`
  mutation SignOutUser {
    signOutUser
  }
`);

const SignOutSellerMutation = graphql(`
  mutation SignOutSeller {
    signOutSeller
  }
`);

const SignOutAdminMutation = graphql(`
  mutation SignOutAdmin {
    signOutAdmin
  }
`);

/** Forgets the shopper: whatever still shows them asks the server again and learns they left. */
export function forgetShopper(cache: ApolloCache): void {
  // Their hearts go too, so the guest's pages ask again.
  forgetShopperData(cache, { keepCart: true });
  forgetSession(cache, "currentUser");
}

const SIGN_OUT: Record<Role, { mutation: TypedDocumentNode<unknown, Record<string, never>>; forget: (cache: ApolloCache) => void; success: string }> = {
  user: { mutation: SignOutUserMutation, forget: forgetShopper, success: "Logout success" },
  seller: { mutation: SignOutSellerMutation, forget: (cache) => forgetSession(cache, "currentSeller"), success: "Logout successful" },
  admin: { mutation: SignOutAdminMutation, forget: (cache) => forgetSession(cache, "currentAdmin"), success: "Logout successful" },
};

/** Signs `role` out and forgets its session; a toast says how it went. */
export function useSignOut(role: Role) {
  const { mutation, forget, success } = SIGN_OUT[role];
  const [mutate, { loading }] = useMutation(mutation, { update: forget });

  const signOut = (): Promise<boolean> => signOutWith(() => mutate(), success);

  return { signOut, loading };
}
