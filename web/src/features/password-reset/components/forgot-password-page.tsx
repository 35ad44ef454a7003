import { zodResolver } from "@hookform/resolvers/zod";
import { forgotPasswordRules } from "@store/rules";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { AuthLayout, StyledForm, StyledFormLinks } from "../../../components/ui/auth-layout";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { FormMessage } from "../../../components/ui/form-message";
import { TextLink } from "../../../components/ui/text-link";
import { ACCOUNT_PATHS } from "../../../lib/account-paths";
import type { Role } from "../../../lib/session";
import { EYEBROW } from "../api/password-reset-roles";
import { useRequestPasswordReset } from "../api/use-request-password-reset";

export interface ForgotPasswordPageProps {
  role: Role;
}

/** /user/user-forgot-password, /seller/seller-forgot-password, /admin/admin-forgot-password. */
export function ForgotPasswordPage({ role }: ForgotPasswordPageProps) {
  // The server's own rule for the address (@store/rules), checked before asking.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordRules), defaultValues: { email: "" } });
  const { requestReset, sending } = useRequestPasswordReset(role);
  const [message, setMessage] = useState<string>();

  const submit = handleSubmit(async ({ email }) => {
    setMessage(undefined);
    setMessage(await requestReset(email));
  });

  return (
    <AuthLayout
      eyebrow={EYEBROW[role]}
      title="Forgot password"
      intro="Enter your account's email address and we will mail you a link to set a new password."
    >
      <StyledForm noValidate onSubmit={(event) => { setMessage(undefined); void submit(event); }} aria-label="Forgot password" data-testid="forgot-password-form">
        <TextField label="Email" type="email" required autoComplete="email" inputMode="email" {...register("email")} error={errors.email?.message} />
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
