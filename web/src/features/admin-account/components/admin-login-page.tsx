import { Navigate, useNavigate } from "react-router";
import { AuthLayout } from "../../../components/ui/auth-layout";
import { SignInForm } from "../../../components/ui/sign-in-form";
import { TextLink } from "../../../components/ui/text-link";
import { useSignInPageExit } from "../../../lib/sign-in-return";
import { useSignInAdmin } from "../api/use-sign-in-admin";

/** /admin/login, also reached as /admin/admin-login. */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const { signIn, loading } = useSignInAdmin();
  const { returnTo, signedIn } = useSignInPageExit("admin");

  if (signedIn) return <Navigate to={returnTo} replace />;

  return (
    <AuthLayout eyebrow="Admin" title="Admin sign in" intro="For the store's administrators only.">
      <SignInForm
        submitting={loading}
        onSubmit={async (values) => {
          const result = await signIn(values);
          if (result.ok) navigate(returnTo, { replace: true });
          else return result.fields;
        }}
        aside={<TextLink to="/admin/admin-forgot-password">Forgot password?</TextLink>}
      />
    </AuthLayout>
  );
}
