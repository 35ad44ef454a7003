import { useMutation } from "@apollo/client/react";
import { toast } from "../../../lib/toast";
import { graphql } from "../../../gql";
import { reviewFailure, type ReviewInput, type ReviewResult } from "./review-texts";

// The answer is the review with its new rating and comment: the normalised `Review` updates the
// list in place.
const UpdateReviewMutation = graphql(`
  mutation UpdateReview($id: ID!, $input: ReviewInput!) {
    updateReview(id: $id, input: $input) {
      id
      userId
      ...ReviewItem_review
    }
  }
`);

export function useUpdateReview() {
  const [mutate, { loading }] = useMutation(UpdateReviewMutation);

  const updateReview = async (id: string, input: ReviewInput): Promise<ReviewResult> => {
    try {
      await mutate({ variables: { id, input } });
      toast.success("Review updated successfully!");
      return { ok: true };
    } catch (error) {
      return reviewFailure(error, "Something went wrong!");
    }
  };

  return { updateReview, updating: loading };
}
