import { useMutation } from "@apollo/client/react";
import { toast } from "../../../lib/toast";
import { graphql } from "../../../gql";
import { firstPage, ProductReviewsQuery } from "./product-reviews-query";
import { reviewFailure, type ReviewInput, type ReviewResult } from "./review-texts";

const AddReviewMutation = graphql(`
  mutation AddReview($productId: ID!, $input: ReviewInput!) {
    addReview(productId: $productId, input: $input) {
      id
      userId
      ...ReviewItem_review
    }
  }
`);

export function useAddReview(productId: string) {
  const [mutate, { loading }] = useMutation(AddReviewMutation, {
    // The new review heads the product's cached list (newest first); nothing is asked again.
    update(cache, { data }) {
      if (!data) return;
      cache.updateQuery({ query: ProductReviewsQuery, variables: firstPage(productId) }, (current) =>
        current
          ? { ...current, reviews: { ...current.reviews, items: [data.addReview, ...current.reviews.items], total: current.reviews.total + 1 } }
          : current,
      );
    },
  });

  const addReview = async (input: ReviewInput): Promise<ReviewResult> => {
    try {
      await mutate({ variables: { productId, input } });
      toast.success("Review added successfully");
      return { ok: true };
    } catch (error) {
      return reviewFailure(error, "Something went wrong!");
    }
  };

  return { addReview, adding: loading };
}
