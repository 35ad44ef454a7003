import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { serverMessageOr } from "../../../lib/api-error";
import type { Role } from "../../../lib/session";
import { API_ROLE, PASSWORD_FLOW_FAILED, RESET_LINK_SENT } from "./password-reset-roles";

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($role: AccountRole!, $email: String!) {
    requestPasswordReset(role: $role, email: $email)
  }
`);

/** Asks for a reset link by mail; answers the text to show (the server says the same for any address). */
export function useRequestPasswordReset(role: Role) {
  const [mutate, { loading }] = useMutation(RequestPasswordResetMutation);

  const requestReset = async (email: string): Promise<string> => {
    try {
      await mutate({ variables: { role: API_ROLE[role], email } });
      return RESET_LINK_SENT;
    } catch (error) {
      // Too many tries, an address that is not one: the server's words; a crash: the documents' fallback.
      return serverMessageOr(error, PASSWORD_FLOW_FAILED);
    }
  };

  return { requestReset, sending: loading };
}
