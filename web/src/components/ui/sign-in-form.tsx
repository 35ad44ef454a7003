import type { FormEvent, ReactNode } from "react";
import { hasErrors, useForm } from "../../lib/use-form";
import { StyledForm } from "./auth-layout";
import { Button } from "./button";
import { TextField } from "./field";

export interface SignInValues {
  email: string;
  password: string;
}

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
    const errors = {
      email: form.values.email.trim() ? undefined : "Email is required",
      password: form.values.password ? undefined : "Password is required",
    };
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
