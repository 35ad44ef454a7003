import { SHOPPER_SIGN_IN_REFUSALS } from "@store/rules";
import type { ApolloCache, TypedDocumentNode } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { AdminSessionQuery, SellerSessionQuery, UserSessionQuery, type Role } from "../../../lib/session";
import { forgetShopperData } from "../../../lib/shopper";
import { signInWith, type SignInResult } from "./account-actions";

// Each role's sign-in answers the account under the one alias `account`, so one hook serves all three.

const SignInUserMutation = graphql(`
  mutation SignInUser($input: SignInInput!) {
    account: signInUser(input: $input) {
      id
      name
    }
  }
`);

const SignInSellerMutation = graphql(`
  mutation SignInSeller($input: SignInInput!) {
    account: signInSeller(input: $input) {
      id
      name
    }
  }
`);

const SignInAdminMutation = graphql(`
  mutation SignInAdmin($input: SignInInput!) {
    account: signInAdmin(input: $input) {
      id
      name
    }
  }
`);

type SignedIn = { __typename?: string; id: string; name: string };

interface RoleSignIn {
  mutation: TypedDocumentNode<{ account: SignedIn }, { input: { email: string; password: string } }>;
  /** Writes the new session where the role's layout reads it, so its header switches at once. */
  remember: (cache: ApolloCache, account: SignedIn) => void;
  success: string;
  failure: (message?: string) => string;
}

const SIGN_IN: Record<Role, RoleSignIn> = {
  user: {
    mutation: SignInUserMutation,
    // Hearts and the bag cached for the guest (or a previous shopper) are forgotten first.
    remember(cache, account) {
      forgetShopperData(cache);
      cache.writeQuery({ query: UserSessionQuery, data: { currentUser: { ...account, __typename: "User" } } });
    },
    success: "Log-in success",
    failure: (message) => (message ? (SHOPPER_SIGN_IN_REFUSALS[message] ?? message) : "Log-in failed. Please try again."),
  },
  seller: {
    mutation: SignInSellerMutation,
    remember: (cache, account) => cache.writeQuery({ query: SellerSessionQuery, data: { currentSeller: { ...account, __typename: "Seller" } } }),
    success: "Seller log-in success",
    failure: (message) => message ?? "Seller log-in failed",
  },
  admin: {
    mutation: SignInAdminMutation,
    remember: (cache, account) => cache.writeQuery({ query: AdminSessionQuery, data: { currentAdmin: { ...account, __typename: "Admin" } } }),
    success: "Admin log-in success",
    failure: (message) => message ?? "Admin log-in failed",
  },
};

/** Signs `role` in with email and password; a toast says how it went. */
export function useSignIn(role: Role) {
  const { mutation, remember, success, failure } = SIGN_IN[role];
  const [mutate, { loading }] = useMutation(mutation, {
    update(cache, { data }) {
      if (data) remember(cache, data.account);
    },
  });

  const signIn = (input: { email: string; password: string }): Promise<SignInResult> => signInWith(() => mutate({ variables: { input } }), { success, failure });

  return { signIn, loading };
}
