import { resetPasswordRules } from "@store/rules";
import { useState } from "react";
import { toast } from "../../../lib/toast";
import { useNavigate, useParams } from "react-router";
import { AuthLayout, StyledForm, StyledFormLinks } from "../../../components/ui/auth-layout";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { FormMessage } from "../../../components/ui/form-message";
import { TextLink } from "../../../components/ui/text-link";
import { ACCOUNT_PATHS } from "../../../lib/account-paths";
import type { Role } from "../../../lib/session";
import { useRulesForm } from "../../../lib/use-rules-form";
import { EYEBROW, PASSWORD_RESET_DONE } from "../api/password-reset-roles";
import { useResetPassword } from "../api/use-reset-password";

export interface ResetPasswordPageProps {
  role: Role;
}

/** /user/user-reset-password/:resetToken and the seller's and admin's: the mailed link opens it. */
export function ResetPasswordPage({ role }: ResetPasswordPageProps) {
  const { resetToken = "" } = useParams<{ resetToken: string }>();
  const navigate = useNavigate();
  // The server's rule for a new password (at least 8 characters once trimmed), checked before asking.
  const form = useRulesForm(resetPasswordRules, { newPassword: "" });
  const { resetPassword, resetting } = useResetPassword(role);
  const [message, setMessage] = useState<string>();
  const { signIn } = ACCOUNT_PATHS[role];

  const handleSubmit = form.handleSubmit(async ({ newPassword }) => {
    const result = await resetPassword(resetToken, newPassword);
    if (result.ok) {
      toast.success(PASSWORD_RESET_DONE);
      navigate(signIn, { replace: true });
      return;
    }
    if (result.passwordError) form.setError("newPassword", { type: "server", message: result.passwordError });
    else setMessage(result.message);
  });

  return (
    <AuthLayout eyebrow={EYEBROW[role]} title="Reset password" intro="Choose a new password of at least 8 characters.">
      <StyledForm
        noValidate
        onSubmit={(event) => {
          setMessage(undefined);
          void handleSubmit(event);
        }} aria-label="Reset password" data-testid="reset-password-form">
        <TextField label="New password" type="password" autoComplete="new-password" {...form.text("newPassword")} />
        <FormMessage text={message} />
        <Button type="submit" block loading={resetting} data-testid="submit">
          Reset Password
        </Button>
      </StyledForm>
      <StyledFormLinks>
        <p>
          Link expired? <TextLink to={ACCOUNT_PATHS[role].forgotPassword}>Ask for a new one</TextLink>
        </p>
        <p>
          <TextLink to={signIn}>Back to sign in</TextLink>
        </p>
      </StyledFormLinks>
    </AuthLayout>
  );
}
