import type { FormEvent, ReactNode } from "react";
import { StyledForm } from "../../../components/ui/auth-layout";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { hasErrors, useForm } from "../../../lib/use-form";
import { checkSignIn, type SignInValues } from "../api/account-forms";

export interface SignInFormProps {
  /** Sends the credentials; answers the server's per-field messages, if any. */
  onSubmit: (values: SignInValues) => Promise<Record<string, string> | void>;
  submitting: boolean;
  submitLabel?: string;
  /** Links under the password, e.g. "Forgot password?". */
  aside?: ReactNode;
}

/** Email and password, both required, checked when submitted. Shared by all three roles. */
export function SignInForm({ onSubmit, submitting, submitLabel = "Sign in", aside }: SignInFormProps) {
  const form = useForm({ email: "", password: "" });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = checkSignIn(form.values);
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    const fields = await onSubmit({ email: form.values.email.trim(), password: form.values.password });
    if (fields) form.showFieldErrors(fields);
  };

  return (
    <StyledForm noValidate onSubmit={handleSubmit} aria-label={submitLabel} data-testid="sign-in-form">
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...form.text("email")} />
      <TextField label="Password" type="password" autoComplete="current-password" {...form.text("password")} />
      {aside}
      <Button type="submit" block loading={submitting} data-testid="submit">
        {submitLabel}
      </Button>
    </StyledForm>
  );
}
