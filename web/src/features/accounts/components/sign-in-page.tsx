import { Navigate, useLocation, useNavigate } from "react-router";
import { AuthLayout, StyledFormLinks } from "../../../components/ui/auth-layout";
import { TextLink } from "../../../components/ui/text-link";
import { ACCOUNT_PATHS } from "../../../lib/account-paths";
import type { Role } from "../../../lib/session";
import { useSignInPageExit } from "../../../lib/sign-in-return";
import { useSignIn } from "../api/use-sign-in";
import { SignInForm } from "./sign-in-form";

/** Each role's door: its words, and where a newcomer registers (the admin has no sign-up). */
const PAGES: Record<Role, { eyebrow: string; title: string; intro: string; signUp?: { question: string; link: string; to: string } }> = {
  user: {
    eyebrow: "Members",
    title: "Sign in",
    intro: "Sign in with your email and password.",
    signUp: { question: "Not a member yet?", link: "Become a member", to: "/signup" },
  },
  seller: {
    eyebrow: "Sellers",
    title: "Seller sign in",
    intro: "Manage your store, products and orders.",
    signUp: { question: "New to selling with us?", link: "Register as a seller", to: "/seller/signup" },
  },
  admin: { eyebrow: "Admin", title: "Admin sign in", intro: "For the store's administrators only." },
};

export interface SignInPageProps {
  role: Role;
}

/** /login, /seller/login, /admin/login (also /admin/admin-login). */
export function SignInPage({ role }: SignInPageProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { signIn, loading } = useSignIn(role);
  const { returnTo, signedIn } = useSignInPageExit(role);
  const { eyebrow, title, intro, signUp } = PAGES[role];

  if (signedIn) return <Navigate to={returnTo} replace />;

  return (
    <AuthLayout eyebrow={eyebrow} title={title} intro={intro}>
      <SignInForm
        submitting={loading}
        onSubmit={async (values) => {
          const result = await signIn(values);
          if (result.ok) navigate(returnTo, { replace: true });
          else return result.fields;
        }}
        aside={<TextLink to={ACCOUNT_PATHS[role].forgotPassword}>Forgot password?</TextLink>}
      />
      {signUp && (
        <StyledFormLinks>
          <p>
            {signUp.question}{" "}
            <TextLink to={signUp.to} state={location.state}>
              {signUp.link}
            </TextLink>
          </p>
        </StyledFormLinks>
      )}
    </AuthLayout>
  );
}
