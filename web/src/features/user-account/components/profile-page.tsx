import { useState } from "react";
import { Navigate, useNavigate } from "react-router";
import styled from "styled-components";
import { AccountPanel } from "../../../components/ui/account-panel";
import { Button } from "../../../components/ui/button";
import { LoadProblem } from "../../../components/ui/load-problem";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { PageSpinner } from "../../../components/ui/spinner";
import { isAuthError } from "../../../lib/api-error";
import { useDeleteAccount } from "../api/use-delete-account";
import { useSignOutUser } from "../api/use-sign-out-user";
import { useUserProfile } from "../api/user-profile-query";
import { AddressBook } from "./address-book";

const StyledDanger = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
  border-color: ${({ theme }) => theme.colors.danger};
`;

const accountLinks = [
  { to: "/user/orders", label: "My orders", testId: "profile-orders" },
  { to: "/user/update-user-profile", label: "Edit profile", testId: "profile-edit" },
  { to: "/contact", label: "Customer service", testId: "profile-contact" },
] as const;

export function ProfilePage() {
  const navigate = useNavigate();
  const { data, error, refetch } = useUserProfile();
  const { signOut, loading: signingOut } = useSignOutUser();
  const { deleteAccount, deleting } = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);

  // Leaving after a deletion: the profile query learns the shopper is gone, and must not race the navigation.
  const [left, setLeft] = useState(false);
  if (left) return <PageSpinner label="Signing out" />;
  if (error && isAuthError(error)) return <Navigate to="/login" replace />;
  const user = data?.currentUser;
  if (!user && error) return <LoadProblem text="Failed to load your account." onRetry={() => refetch().catch(() => undefined)} />;
  if (!user) return <PageSpinner label="Loading your account" />;

  return (
    <>
      <AccountPanel
        eyebrow="My account"
        title="Profile"
        greeting={`Welcome back, ${user.name}.`}
        details={[
          { label: "Name", value: user.name },
          { label: "Email", value: user.email },
          { label: "Mobile", value: user.mobile },
        ]}
        links={accountLinks}
        signingOut={signingOut}
        onSignOut={async () => {
          if (await signOut()) navigate("/login");
        }}
        actions={
          <StyledDanger variant="secondary" onClick={() => setConfirming(true)} data-testid="delete-account">
            Delete account
          </StyledDanger>
        }
      />
      <ConfirmDialog
        open={confirming}
        title="Delete account"
        question="Are you sure you want to delete your account?"
        confirmLabel="Delete"
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          if (await deleteAccount()) {
            setLeft(true);
            navigate("/login", { replace: true });
          } else {
            setConfirming(false);
          }
        }}
        testId="delete-account-modal"
      />
      <AddressBook />
    </>
  );
}
