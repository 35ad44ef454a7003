import { check } from "@store/rules";
import type { z } from "zod";

/**
 * Expected failures of the store's rules. Services throw them; the GraphQL layer turns them into
 * errors with `extensions.code`, the REST adapter into the matching HTTP status. Anything else
 * that escapes is a bug and reaches the client only as "Internal server error".
 */
export type ErrorCode = "BAD_USER_INPUT" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "TOO_MANY_REQUESTS";

const statusOf: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Per-field messages for forms, e.g. `{ mobile: "Enter a valid Mobile number" }`. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
    this.status = statusOf[code];
  }
}

export const badInput = (message: string, fields?: Record<string, string>) => new AppError("BAD_USER_INPUT", message, fields);
export const unauthenticated = (message = "Please log in") => new AppError("UNAUTHENTICATED", message);
export const forbidden = (message = "You are not allowed to do this") => new AppError("FORBIDDEN", message);
export const notFound = (message: string) => new AppError("NOT_FOUND", message);
export const conflict = (message: string) => new AppError("CONFLICT", message);
export const tooLarge = (message: string) => new AppError("PAYLOAD_TOO_LARGE", message);
export const tooManyRequests = (message: string) => new AppError("TOO_MANY_REQUESTS", message);

/** Throws a BAD_USER_INPUT error carrying every field message when any rule failed. */
export function assertValid(fields: Record<string, string | undefined>): void {
  const failed = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const messages = Object.values(failed);
  if (messages.length > 0) throw badInput(messages[0], failed);
}

/**
 * Parses input with a schema of the rules package (@store/rules) and answers the clean value; a
 * refusal is BAD_USER_INPUT with the first message and one message per failing field.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = check(schema, input);
  if (result.success) return result.data;
  throw badInput(result.message, result.fields);
}
