import type { TypedDocumentNode } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { toast } from "../../../lib/toast";
import { readApiError, serverMessageOr } from "../../../lib/api-error";

export type SaveProfileResult = { ok: true } | { ok: false; fields: Record<string, string>; message?: string };

export interface ProfileTexts {
  success: string;
  /** Shown when the server gives no message of its own. */
  fallback: string;
}

/** The server's "... with this email already exists" and its mobile twin belong under that field. */
const CONFLICT_FIELDS = [
  { ending: "with this email already exists", field: "email" },
  { ending: "with this mobile number already exists", field: "mobile" },
] as const;

/** A refused update: under the fields it names, else the form's message. */
function refusal(error: unknown, fallback: string): SaveProfileResult {
  const { message, fields } = readApiError(error);
  const conflict = message ? CONFLICT_FIELDS.find(({ ending }) => message.endsWith(ending)) : undefined;
  if (message && conflict) return { ok: false, fields: { ...fields, [conflict.field]: message } };
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: false, fields, message: serverMessageOr(error, fallback) };
}

/**
 * One role's profile editing: its account as it is now, and saving the fields filled in. The
 * mutation answers the account with its id, so the profile page and the header's session follow
 * from the normalised cache. Success is a toast (the page then leaves for the profile).
 */
export function useProfileEditing<TData, TAccount, TInput>(
  query: TypedDocumentNode<TData, Record<string, never>>,
  mutation: TypedDocumentNode<unknown, { input: TInput }>,
  accountOf: (data: TData) => TAccount,
  texts: ProfileTexts,
) {
  const { data, error, refetch } = useQuery(query);
  const [mutate, { loading }] = useMutation(mutation);

  const save = (input: TInput): Promise<SaveProfileResult> =>
    mutate({ variables: { input } }).then(
      () => {
        toast.success(texts.success);
        return { ok: true } as const;
      },
      (failure: unknown) => refusal(failure, texts.fallback),
    );

  return { account: data ? accountOf(data) : undefined, error, refetch, save, saving: loading };
}
