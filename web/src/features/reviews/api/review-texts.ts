import { toast } from "../../../lib/toast";
import { readApiError } from "../../../lib/api-error";

export const REVIEW_SIGN_IN_NEEDED = "You have to log in to add a review";

export interface ReviewInput {
  rating: number;
  comment: string;
}

export type ReviewResult = { ok: true } | { ok: false; fields: Record<string, string> };

/** A refused review: the server's message (or `fallback`) as a toast, its field messages back to the form. */
export function reviewFailure(error: unknown, fallback: string): ReviewResult {
  const { code, message, fields } = readApiError(error);
  toast.error(code === "UNAUTHENTICATED" ? REVIEW_SIGN_IN_NEEDED : (message ?? fallback));
  return { ok: false, fields };
}
