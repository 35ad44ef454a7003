import type { TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { Role } from "../../../lib/session";

// Each role's account, under the one alias `account`, and how its page shows it.

const UserProfileQuery = graphql(`
  query UserProfile {
    account: currentUser {
      id
      name
      email
      mobile
    }
  }
`);

const SellerProfileQuery = graphql(`
  query SellerProfile {
    account: currentSeller {
      id
      name
      email
      mobile
      storeName
      address
    }
  }
`);

const AdminProfileQuery = graphql(`
  query AdminProfile {
    account: currentAdmin {
      id
      name
      email
      mobile
      qualification
    }
  }
`);

/** An account as its page shows it. */
export interface AccountView {
  title: string;
  greeting: string;
  details: ReadonlyArray<{ label: string; value: string }>;
}

interface RoleAccount<A> {
  query: TypedDocumentNode<{ account: A }, Record<string, never>>;
  view: (account: A) => AccountView;
}

/** Ties a role's query to its view, so the table below is checked field by field. */
const roleAccount = <A>(query: RoleAccount<A>["query"], view: RoleAccount<A>["view"]) => ({ query, view }) as RoleAccount<unknown>;

const ACCOUNTS: Record<Role, RoleAccount<unknown>> = {
  user: roleAccount(UserProfileQuery, (user) => ({
    title: "Profile",
    greeting: `Welcome back, ${user.name}.`,
    details: [
      { label: "Name", value: user.name },
      { label: "Email", value: user.email },
      { label: "Mobile", value: user.mobile },
    ],
  })),
  seller: roleAccount(SellerProfileQuery, (seller) => ({
    title: seller.storeName,
    greeting: `Signed in as ${seller.name}.`,
    details: [
      { label: "Name", value: seller.name },
      { label: "Email", value: seller.email },
      { label: "Mobile", value: seller.mobile },
      { label: "Store name", value: seller.storeName },
      { label: "Address", value: seller.address },
    ],
  })),
  admin: roleAccount(AdminProfileQuery, (admin) => ({
    title: "Admin profile",
    greeting: `Signed in as ${admin.name}.`,
    details: [
      { label: "Name", value: admin.name },
      { label: "Email", value: admin.email },
      { label: "Mobile", value: admin.mobile },
      { label: "Qualification", value: admin.qualification },
    ],
  })),
};

/** The signed-in account of `role`, asked afresh on each visit. */
export function useAccount(role: Role) {
  const { query, view } = ACCOUNTS[role];
  const { data, error, refetch } = useQuery(query, { fetchPolicy: "network-only", nextFetchPolicy: "cache-first" });
  return { account: data ? view(data.account) : undefined, error, retry: () => refetch().catch(() => undefined) };
}
