import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { readApiError, serverMessageOr } from "../../../lib/api-error";
import type { Role } from "../../../lib/session";
import { API_ROLE, PASSWORD_FLOW_FAILED } from "./password-reset-roles";

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($role: AccountRole!, $token: String!, $newPassword: String!) {
    resetPassword(role: $role, token: $token, newPassword: $newPassword)
  }
`);

export type ResetPasswordResult = { ok: true } | { ok: false; message: string; passwordError?: string };

/** Sets a new password with the mailed token; the server ends the account's other sessions. */
export function useResetPassword(role: Role) {
  const [mutate, { loading }] = useMutation(ResetPasswordMutation);

  const resetPassword = async (token: string, newPassword: string): Promise<ResetPasswordResult> => {
    try {
      await mutate({ variables: { role: API_ROLE[role], token, newPassword } });
      return { ok: true };
    } catch (error) {
      return { ok: false, message: serverMessageOr(error, PASSWORD_FLOW_FAILED), passwordError: readApiError(error).fields.newPassword };
    }
  };

  return { resetPassword, resetting: loading };
}
