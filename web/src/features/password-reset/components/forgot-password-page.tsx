import { useState, type FormEvent } from "react";
import { AuthLayout, StyledForm, StyledFormLinks } from "../../../components/ui/auth-layout";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { FormMessage } from "../../../components/ui/form-message";
import { TextLink } from "../../../components/ui/text-link";
import { ACCOUNT_PATHS } from "../../../lib/account-paths";
import type { Role } from "../../../lib/session";
import { hasErrors, useForm } from "../../../lib/use-form";
import { EYEBROW } from "../api/password-reset-roles";
import { useRequestPasswordReset } from "../api/use-request-password-reset";

// What an <input type="email"> accepts, as the server's rule says it: something@host.tld.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(email: string) {
  return { email: !email ? "Email is required" : EMAIL.test(email) ? undefined : "Enter a valid email address" };
}

export interface ForgotPasswordPageProps {
  role: Role;
}

/** /user/user-forgot-password, /seller/seller-forgot-password, /admin/admin-forgot-password. */
export function ForgotPasswordPage({ role }: ForgotPasswordPageProps) {
  const form = useForm({ email: "" });
  const { requestReset, sending } = useRequestPasswordReset(role);
  const [message, setMessage] = useState<string>();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(undefined);
    const email = form.values.email.trim();
    const errors = validate(email);
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    setMessage(await requestReset(email));
  };

  return (
    <AuthLayout
      eyebrow={EYEBROW[role]}
      title="Forgot password"
      intro="Enter your account's email address and we will mail you a link to set a new password."
    >
      <StyledForm noValidate onSubmit={handleSubmit} aria-label="Forgot password" data-testid="forgot-password-form">
        <TextField label="Email" type="email" required autoComplete="email" inputMode="email" {...form.text("email")} />
        <FormMessage text={message} />
        <Button type="submit" block loading={sending} data-testid="submit">
          SUBMIT
        </Button>
      </StyledForm>
      <StyledFormLinks>
        <p>
          Remembered it? <TextLink to={ACCOUNT_PATHS[role].signIn}>Back to sign in</TextLink>
        </p>
      </StyledFormLinks>
    </AuthLayout>
  );
}
