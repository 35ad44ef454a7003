import { z } from "zod";
import { requiredText } from "./common";

export const REVIEW_LIMITS = { rating: { min: 1, max: 5 }, comment: 2000 } as const;

export const REVIEW_MESSAGES = {
  ratingRange: "Rating must be between 1 and 5",
  commentRequired: "Comment is required",
  alreadyReviewed: "You have already reviewed this product",
  editOwnOnly: "You can only edit your own review",
  deleteOwnOnly: "You can only delete your own review",
  reviewNotFound: "Review not found",
  signInToReview: "You have to log in to add a review",
} as const;

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
