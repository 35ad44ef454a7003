import { Navigate, useLocation, useNavigate } from "react-router";
import { AuthLayout, StyledFormLinks } from "../../../components/ui/auth-layout";
import { SignInForm } from "../../../components/ui/sign-in-form";
import { TextLink } from "../../../components/ui/text-link";
import { useSignInPageExit } from "../../../lib/sign-in-return";
import { useSignInUser } from "../api/use-sign-in-user";

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { signIn, loading } = useSignInUser();
  const { returnTo, signedIn } = useSignInPageExit("user");

  if (signedIn) return <Navigate to={returnTo} replace />;

  return (
    <AuthLayout eyebrow="Members" title="Sign in" intro="Sign in with your email and password.">
      <SignInForm
        submitting={loading}
        onSubmit={async (values) => {
          const result = await signIn(values);
          if (result.ok) navigate(returnTo, { replace: true });
          else return result.fields;
        }}
        aside={<TextLink to="/user/user-forgot-password">Forgot password?</TextLink>}
      />
      <StyledFormLinks>
        <p>
          Not a member yet? <TextLink to="/signup" state={location.state}>
            Become a member
          </TextLink>
        </p>
      </StyledFormLinks>
    </AuthLayout>
  );
}
