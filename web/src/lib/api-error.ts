import { CombinedGraphQLErrors } from "@apollo/client/errors";

/** What the API said about a failed operation, read from its first GraphQL error. */
export interface ApiError {
  /** The server's message; undefined when the request never got a GraphQL answer. */
  message?: string;
  /** `extensions.code`: BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, ... */
  code?: string;
  /** Per-field messages of a validation failure (`extensions.fields`). */
  fields: Record<string, string>;
}

export function readApiError(error: unknown): ApiError {
  if (!CombinedGraphQLErrors.is(error)) return { fields: {} };
  const [first] = error.errors;
  if (!first) return { fields: {} };
  const code = first.extensions?.code;
  const rawFields = first.extensions?.fields;
  const fields: Record<string, string> = {};
  if (rawFields && typeof rawFields === "object") {
    for (const [name, text] of Object.entries(rawFields)) if (typeof text === "string") fields[name] = text;
  }
  return { message: first.message || undefined, code: typeof code === "string" ? code : undefined, fields };
}

/** True when the error means "not signed in as that role" rather than a failure worth showing. */
export const isAuthError = (error: unknown) => {
  const { code } = readApiError(error);
  return code === "UNAUTHENTICATED" || code === "FORBIDDEN";
};

/**
 * The server's message when it is one of the store's own (a rule refused the request: stock, a
 * status, a missing order), else `fallback`: a crash or a lost connection says nothing useful.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  const { code, message } = readApiError(error);
  return message && code && code !== "INTERNAL_SERVER_ERROR" ? message : fallback;
}
