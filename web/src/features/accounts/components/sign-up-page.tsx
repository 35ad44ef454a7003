import { useState, type FormEvent } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { AuthLayout, StyledForm, StyledFormLinks } from "../../../components/ui/auth-layout";
import { Button } from "../../../components/ui/button";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { TextField } from "../../../components/ui/field";
import { FormMessage } from "../../../components/ui/form-message";
import { TextLink } from "../../../components/ui/text-link";
import { ACCOUNT_PATHS } from "../../../lib/account-paths";
import { useSignInPageExit } from "../../../lib/sign-in-return";
import { hasErrors, useForm } from "../../../lib/use-form";
import { CHECK_SIGN_UP, EMPTY_SIGN_UP, SIGN_UP_FIELDS, trimmed, type SignUpRole, type SignUpValues } from "../api/account-forms";
import { useSignUp } from "../api/use-sign-up";

/** Each role's sign-up page in its own words. */
const PAGES: Record<SignUpRole, { eyebrow: string; title: string; intro: string; form: string; testId: string; submit: string; busy: string; signIn: string }> = {
  user: {
    eyebrow: "Members",
    title: "Become a member",
    intro: "Create your account to shop, save favourites and follow your orders.",
    form: "Sign up",
    testId: "sign-up-form",
    submit: "Become a member",
    busy: "Signing up",
    signIn: "Already a member?",
  },
  seller: {
    eyebrow: "Sellers",
    title: "Register your store",
    intro: "Open your store and reach shoppers across the country.",
    form: "Seller sign up",
    testId: "seller-sign-up-form",
    submit: "Register",
    busy: "Register",
    signIn: "Already selling with us?",
  },
};

export interface SignUpPageProps {
  role: SignUpRole;
}

/** /signup and /seller/signup: a new account, then the role's sign-in page. */
export function SignUpPage({ role }: SignUpPageProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm<Record<string, string | boolean>>(EMPTY_SIGN_UP[role]);
  const { signUp, loading } = useSignUp(role);
  const [message, setMessage] = useState<string>();
  const { returnTo, signedIn } = useSignInPageExit(role);
  const page = PAGES[role];
  const signInPath = ACCOUNT_PATHS[role].signIn;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(undefined);
    const values = form.values as SignUpValues[typeof role];
    const errors: Record<string, string | undefined> = (CHECK_SIGN_UP[role] as (v: typeof values) => Record<string, string | undefined>)(values);
    form.setErrors(errors);
    if (hasErrors(errors)) return;

    const result = await signUp(trimmed(values));
    if (result.ok) {
      // Sign-in next, and from there back to the page that asked for it.
      navigate(signInPath, { state: location.state });
      return;
    }
    form.showFieldErrors(result.fields);
    setMessage(result.message);
  };

  if (signedIn) return <Navigate to={returnTo} replace />;

  return (
    <AuthLayout eyebrow={page.eyebrow} title={page.title} intro={page.intro}>
      <StyledForm noValidate onSubmit={handleSubmit} aria-label={page.form} data-testid={page.testId}>
        {SIGN_UP_FIELDS[role].map(({ name, ...field }) => (
          <TextField key={name} {...field} {...form.text(name)} />
        ))}
        {role === "user" && <CheckboxField label="I agree to the terms and conditions" {...form.checkbox("terms")} />}
        <FormMessage text={message} />
        <Button type="submit" block loading={loading} data-testid="submit">
          {loading ? page.busy : page.submit}
        </Button>
      </StyledForm>
      <StyledFormLinks>
        <p>
          {page.signIn}{" "}
          <TextLink to={signInPath} state={location.state}>
            Sign in
          </TextLink>
        </p>
      </StyledFormLinks>
    </AuthLayout>
  );
}
