import { useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { LoadProblem } from "../../../components/ui/load-problem";
import { PageSpinner } from "../../../components/ui/spinner";
import { ACCOUNT_PATHS } from "../../../lib/account-paths";
import { isAuthError } from "../../../lib/api-error";
import type { Role } from "../../../lib/session";
import { useAccount } from "../api/use-account";
import { useSignOut } from "../api/use-sign-out";
import { AccountPanel, type AccountPanelProps } from "./account-panel";
import { AddressBook } from "./address-book";
import { DeleteAccount } from "./delete-account";

/** Each role's account page: whose it is, where it leads, and what a failed load says. */
const PAGES: Record<Role, { eyebrow: string; links: AccountPanelProps["links"]; loadFailed: string }> = {
  user: {
    eyebrow: "My account",
    links: [
      { to: "/user/orders", label: "My orders", testId: "profile-orders" },
      { to: "/user/update-user-profile", label: "Edit profile", testId: "profile-edit" },
      { to: "/contact", label: "Customer service", testId: "profile-contact" },
    ],
    loadFailed: "Failed to load your account.",
  },
  seller: {
    eyebrow: "Seller account",
    links: [
      { to: "/seller/update-seller-profile", label: "Edit profile", testId: "profile-edit" },
      { to: "/contact", label: "Contact us", testId: "contact" },
    ],
    loadFailed: "Failed to load your account.",
  },
  admin: {
    eyebrow: "Admin",
    links: [{ to: "/admin/update-admin-profile", label: "Edit profile", testId: "profile-edit" }],
    loadFailed: "Failed to fetch admin profile",
  },
};

export interface AccountPageProps {
  role: Role;
}

/**
 * /user/profile, /seller/profile, /admin/admin-profile: who is signed in, their details, and the
 * way out. The shopper may also delete the account and keeps an address book here.
 */
export function AccountPage({ role }: AccountPageProps) {
  const navigate = useNavigate();
  const { account, error, retry } = useAccount(role);
  const { signOut, loading: signingOut } = useSignOut(role);
  const { eyebrow, links, loadFailed } = PAGES[role];
  const signInPath = ACCOUNT_PATHS[role].signIn;

  // Leaving after a deletion: the account query learns the shopper is gone, and must not race the navigation.
  const [left, setLeft] = useState(false);
  if (left) return <PageSpinner label="Signing out" />;
  if (error && isAuthError(error)) return <Navigate to={signInPath} replace />;
  if (!account && error) return <LoadProblem text={loadFailed} onRetry={retry} />;
  if (!account) return <PageSpinner label="Loading your account" />;

  const panel = (
    <AccountPanel
      eyebrow={eyebrow}
      {...account}
      links={links}
      signingOut={signingOut}
      onSignOut={async () => {
        if (await signOut()) navigate(signInPath);
      }}
      actions={
        role === "user" && (
          <DeleteAccount
            onDeleted={() => {
              setLeft(true);
              navigate(signInPath, { replace: true });
            }}
          />
        )
      }
    />
  );
  if (role !== "user") return panel;
  return (
    <>
      {panel}
      <AddressBook />
    </>
  );
}
