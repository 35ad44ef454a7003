import { z } from "zod";

// zod compiles object parsers with `new Function` when it may; the store's pages run under a
// strict CSP (no 'unsafe-eval'), where even zod's probe for it is a reported violation. The
// rules parse small forms: the interpreted path is fast enough everywhere.
z.config({ jitless: true });

/**
 * What a field must be, in the words the 400 answers use ("price must be a number"). The documents
 * give no message for a wrong type; they do for a missing field, and those messages are in the
 * domains' rules. Given to `safeParse` as the fallback error map: a schema's own message wins.
 */
const noun: Record<string, string> = { string: "text", number: "a number", boolean: "true or false", array: "a list", object: "an object" };

export const typeMessage = (issue: z.core.$ZodRawIssue): string | undefined => {
  const field = issue.path?.length ? issue.path.join(".") : "The request body";
  if (issue.code === "invalid_type") return `${field} must be ${noun[issue.expected] ?? issue.expected}`;
  if (issue.code === "invalid_union") return `${field} has the wrong type`;
  return undefined;
};

/** A refused form: the first message, and one message per field (the first of each), in the schema's order. */
export interface Refusal {
  message: string;
  fields?: Record<string, string>;
}

/** The refusal a zod error stands for; issues about the whole input give the message but no field. */
export function refusalOf(error: z.ZodError): Refusal {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.path.length > 0) fields[String(issue.path[0])] ??= issue.message;
  }
  const message = error.issues[0]?.message ?? "Invalid input";
  return Object.keys(fields).length > 0 ? { message, fields } : { message };
}

/** Parses with the rules; answers the data, or the refusal in the store's shape. */
export function check<S extends z.ZodType>(schema: S, input: unknown): { success: true; data: z.output<S> } | ({ success: false } & Refusal) {
  const result = schema.safeParse(input, { error: typeMessage });
  return result.success ? { success: true, data: result.data } : { success: false, ...refusalOf(result.error) };
}

/** `{ error }` for a schema: `missing` when the value is absent (or null), the fallback (a wrong type) otherwise. */
const whenMissing = (missing: string) => ({ error: (issue: { input?: unknown }) => (issue.input == null ? missing : undefined) });

/** A required text field, trimmed: present, not blank, at most `max` characters (UTF-16 code units). */
export const requiredText = (label: string, max: number, missing = `${label} is required`) =>
  z.string(whenMissing(missing)).trim().min(1, missing).max(max, `${label} must be at most ${max} characters`);

/** A text field that may be left out: absent, null and blank all mean "not given" (undefined). */
export const optional = <S extends z.ZodType>(schema: S) => z.preprocess((value) => (value == null || (typeof value === "string" && value.trim() === "") ? undefined : value), schema.optional());

/** A required field's schema with the missing-value message, for fields other than text. */
export const required = whenMissing;
