import { Navigate, useNavigate } from "react-router";
import { AccountPanel } from "../../../components/ui/account-panel";
import { LoadProblem } from "../../../components/ui/load-problem";
import { PageSpinner } from "../../../components/ui/spinner";
import { isAuthError } from "../../../lib/api-error";
import { useAdminProfile } from "../api/admin-profile-query";
import { useSignOutAdmin } from "../api/use-sign-out-admin";

/** /admin/admin-profile. */
export function AdminAccountPage() {
  const navigate = useNavigate();
  const { data, error, refetch } = useAdminProfile();
  const { signOut, loading: signingOut } = useSignOutAdmin();

  if (error && isAuthError(error)) return <Navigate to="/admin/login" replace />;
  const admin = data?.currentAdmin;
  if (!admin && error) return <LoadProblem text="Failed to fetch admin profile" onRetry={() => refetch().catch(() => undefined)} />;
  if (!admin) return <PageSpinner label="Loading your account" />;

  return (
    <AccountPanel
      eyebrow="Admin"
      title="Admin profile"
      greeting={`Signed in as ${admin.name}.`}
      details={[
        { label: "Name", value: admin.name },
        { label: "Email", value: admin.email },
        { label: "Mobile", value: admin.mobile },
        { label: "Qualification", value: admin.qualification },
      ]}
      links={[{ to: "/admin/update-admin-profile", label: "Edit profile", testId: "profile-edit" }]}
      signingOut={signingOut}
      onSignOut={async () => {
        if (await signOut()) navigate("/admin/login");
      }}
    />
  );
}
