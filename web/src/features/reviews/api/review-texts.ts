import { REVIEW_MESSAGES } from "@store/rules";
import { toast } from "../../../lib/toast";
import { readApiError } from "../../../lib/api-error";

export const REVIEW_SIGN_IN_NEEDED = REVIEW_MESSAGES.signInToReview;

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
