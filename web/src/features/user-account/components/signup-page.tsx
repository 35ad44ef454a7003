import { useState, type FormEvent } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { AuthLayout, StyledForm, StyledFormLinks } from "../../../components/ui/auth-layout";
import { Button } from "../../../components/ui/button";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { TextField } from "../../../components/ui/field";
import { FormMessage } from "../../../components/ui/form-message";
import { TextLink } from "../../../components/ui/text-link";
import { useSignInPageExit } from "../../../lib/sign-in-return";
import { hasErrors, useForm } from "../../../lib/use-form";
import { useSignUpUser } from "../api/use-sign-up-user";

const MOBILE = /^\d{10,15}$/;

type Values = { name: string; email: string; mobile: string; password: string; terms: boolean };

function validate({ name, email, mobile, password, terms }: Values) {
  return {
    name: name.trim() ? undefined : "Name is required",
    email: email.trim() ? undefined : "Email is required",
    mobile: !mobile.trim() ? "Mobile number is required" : MOBILE.test(mobile.trim()) ? undefined : "Enter a valid Mobile number",
    password: !password ? "Password is required" : password.length < 8 ? "Password must be at least 8 characters" : undefined,
    terms: terms ? undefined : "You must agree to the terms and conditions",
  };
}

export function SignupPage() {
  const navigate = useNavigate();
  const form = useForm<Values>({ name: "", email: "", mobile: "", password: "", terms: false });
  const { signUp, loading } = useSignUpUser();
  const [message, setMessage] = useState<string>();
  const location = useLocation();
  const { returnTo, signedIn } = useSignInPageExit("user");

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(undefined);
    const errors = validate(form.values);
    form.setErrors(errors);
    if (hasErrors(errors)) return;

    const { name, email, mobile, password, terms } = form.values;
    const result = await signUp({ name: name.trim(), email: email.trim(), mobile: mobile.trim(), password, terms });
    if (result.ok) {
      // Sign-in next, and from there back to the page that asked for it.
      navigate("/login", { state: location.state });
      return;
    }
    form.showFieldErrors(result.fields);
    setMessage(result.message);
  };

  if (signedIn) return <Navigate to={returnTo} replace />;

  return (
    <AuthLayout eyebrow="Members" title="Become a member" intro="Create your account to shop, save favourites and follow your orders.">
      <StyledForm noValidate onSubmit={handleSubmit} aria-label="Sign up" data-testid="sign-up-form">
        <TextField label="Name" autoComplete="name" {...form.text("name")} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...form.text("email")} />
        <TextField label="Mobile number" type="tel" autoComplete="tel" inputMode="numeric" hint="10 to 15 digits" {...form.text("mobile")} />
        <TextField label="Password" type="password" autoComplete="new-password" hint="At least 8 characters" {...form.text("password")} />
        <CheckboxField label="I agree to the terms and conditions" {...form.checkbox("terms")} />
        <FormMessage text={message} />
        <Button type="submit" block loading={loading} data-testid="submit">
          {loading ? "Signing up" : "Become a member"}
        </Button>
      </StyledForm>
      <StyledFormLinks>
        <p>
          Already a member? <TextLink to="/login" state={location.state}>
            Sign in
          </TextLink>
        </p>
      </StyledFormLinks>
    </AuthLayout>
  );
}
