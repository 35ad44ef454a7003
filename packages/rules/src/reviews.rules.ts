import { z } from "zod";
import { requiredText } from "./common";
import { REVIEW_LIMITS, REVIEW_MESSAGES } from "./reviews.messages";

const M = REVIEW_MESSAGES;
const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/** A whole number of stars, 1 to 5; a form's numeric text counts. */
export const rating = () =>
  z.preprocess(
    (value) => (typeof value === "string" && NUMERIC.test(value) ? Number(value) : value),
    z
      .number({ error: (issue) => (issue.input == null || typeof issue.input === "string" ? M.ratingRange : undefined) })
      .int(M.ratingRange)
      .min(REVIEW_LIMITS.rating.min, M.ratingRange)
      .max(REVIEW_LIMITS.rating.max, M.ratingRange),
  );

/** A review as a shopper writes or edits it. */
export const reviewRules = z.object({
  rating: rating(),
  comment: requiredText("Comment", REVIEW_LIMITS.comment, M.commentRequired),
});
/** A review as it arrives: the rules decide what it holds. */
export interface ReviewFields {
  rating?: unknown;
  comment?: unknown;
}
