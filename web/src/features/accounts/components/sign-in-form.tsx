import { credentialsRules, type Credentials } from "@store/rules";
import type { ReactNode } from "react";
import { StyledForm } from "../../../components/ui/auth-layout";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { useRulesForm } from "../../../lib/use-rules-form";

export interface SignInFormProps {
  /** Sends the credentials; answers the server's per-field messages, if any. */
  onSubmit: (values: Credentials) => Promise<Record<string, string> | void>;
  submitting: boolean;
  submitLabel?: string;
  /** Links under the password, e.g. "Forgot password?". */
  aside?: ReactNode;
}

/** Email and password, both required (the server's sign-in rules), checked when submitted. Shared by all three roles. */
export function SignInForm({ onSubmit, submitting, submitLabel = "Sign in", aside }: SignInFormProps) {
  const form = useRulesForm(credentialsRules, { email: "", password: "" });

  const handleSubmit = form.handleSubmit(async (credentials) => {
    const fields = await onSubmit(credentials);
    if (fields) form.showFieldErrors(fields);
  });

  return (
    <StyledForm noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={submitLabel} data-testid="sign-in-form">
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...form.text("email")} />
      <TextField label="Password" type="password" autoComplete="current-password" {...form.text("password")} />
      {aside}
      <Button type="submit" block loading={submitting} data-testid="submit">
        {submitLabel}
      </Button>
    </StyledForm>
  );
}
