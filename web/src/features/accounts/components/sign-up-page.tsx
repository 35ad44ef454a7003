import { useState } from "react";
import type { z } from "zod";
import { Navigate, useLocation, useNavigate } from "react-router";
import { AuthLayout, StyledForm, StyledFormLinks } from "../../../components/ui/auth-layout";
import { Button } from "../../../components/ui/button";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { TextField } from "../../../components/ui/field";
import { FormMessage } from "../../../components/ui/form-message";
import { TextLink } from "../../../components/ui/text-link";
import { ACCOUNT_PATHS } from "../../../lib/account-paths";
import { useSignInPageExit } from "../../../lib/sign-in-return";
import { useRulesForm } from "../../../lib/use-rules-form";
import { EMPTY_SIGN_UP, SIGN_UP_FIELDS, SIGN_UP_RULES, type SignUpRole } from "../api/account-forms";
import { useSignUp, type SignUpInputs } from "../api/use-sign-up";

/** Either role's form, by field name (the role picks the rules and the fields). */
type AnySignUp = Record<string, string | boolean>;

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
  const form = useRulesForm(SIGN_UP_RULES[role] as z.ZodType<AnySignUp, AnySignUp>, EMPTY_SIGN_UP[role] as AnySignUp);
  const { signUp, loading } = useSignUp(role);
  const [message, setMessage] = useState<string>();
  const { returnTo, signedIn } = useSignInPageExit(role);
  const page = PAGES[role];
  const signInPath = ACCOUNT_PATHS[role].signIn;

  // The values as the rules give them back: text trimmed, the email in lower case, the password as typed.
  const handleSubmit = form.handleSubmit(async (values) => {
    const result = await signUp(values as unknown as SignUpInputs[typeof role]);
    if (result.ok) {
      // Sign-in next, and from there back to the page that asked for it.
      navigate(signInPath, { state: location.state });
      return;
    }
    form.showFieldErrors(result.fields);
    setMessage(result.message);
  });

  if (signedIn) return <Navigate to={returnTo} replace />;

  return (
    <AuthLayout eyebrow={page.eyebrow} title={page.title} intro={page.intro}>
      <StyledForm
        noValidate
        onSubmit={(event) => {
          setMessage(undefined);
          void handleSubmit(event);
        }} aria-label={page.form} data-testid={page.testId}>
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
