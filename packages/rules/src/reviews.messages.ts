// A review's limits and messages, apart from its schema so that the product page (which shows
// them) does not load zod; the review form, which checks input, brings it.

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
