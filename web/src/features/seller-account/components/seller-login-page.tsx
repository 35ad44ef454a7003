import { Navigate, useNavigate } from "react-router";
import { AuthLayout, StyledFormLinks } from "../../../components/ui/auth-layout";
import { SignInForm } from "../../../components/ui/sign-in-form";
import { TextLink } from "../../../components/ui/text-link";
import { useSignInPageExit } from "../../../lib/sign-in-return";
import { useSignInSeller } from "../api/use-sign-in-seller";

export function SellerLoginPage() {
  const navigate = useNavigate();
  const { signIn, loading } = useSignInSeller();
  const { returnTo, signedIn } = useSignInPageExit("seller");

  if (signedIn) return <Navigate to={returnTo} replace />;

  return (
    <AuthLayout eyebrow="Sellers" title="Seller sign in" intro="Manage your store, products and orders.">
      <SignInForm
        submitting={loading}
        onSubmit={async (values) => {
          const result = await signIn(values);
          if (result.ok) navigate(returnTo, { replace: true });
          else return result.fields;
        }}
        aside={<TextLink to="/seller/seller-forgot-password">Forgot password?</TextLink>}
      />
      <StyledFormLinks>
        <p>
          New to selling with us? <TextLink to="/seller/signup">Register as a seller</TextLink>
        </p>
      </StyledFormLinks>
    </AuthLayout>
  );
}
