import { Navigate, useNavigate } from "react-router";
import { AccountPanel } from "../../../components/ui/account-panel";
import { LoadProblem } from "../../../components/ui/load-problem";
import { PageSpinner } from "../../../components/ui/spinner";
import { isAuthError } from "../../../lib/api-error";
import { useSignOutUser } from "../api/use-sign-out-user";
import { useUserProfile } from "../api/user-profile-query";

export function ProfilePage() {
  const navigate = useNavigate();
  const { data, error, refetch } = useUserProfile();
  const { signOut, loading: signingOut } = useSignOutUser();

  if (error && isAuthError(error)) return <Navigate to="/login" replace />;
  const user = data?.currentUser;
  if (!user && error) return <LoadProblem text="Failed to load your account." onRetry={() => refetch().catch(() => undefined)} />;
  if (!user) return <PageSpinner label="Loading your account" />;

  return (
    <AccountPanel
      eyebrow="My account"
      title="Profile"
      greeting={`Welcome back, ${user.name}.`}
      details={[
        { label: "Name", value: user.name },
        { label: "Email", value: user.email },
        { label: "Mobile", value: user.mobile },
      ]}
      signingOut={signingOut}
      onSignOut={async () => {
        if (await signOut()) navigate("/login");
      }}
    />
  );
}
