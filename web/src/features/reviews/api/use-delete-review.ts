import { useMutation } from "@apollo/client/react";
import { toast } from "../../../lib/toast";
import { graphql } from "../../../gql";
import { firstPage, ProductReviewsQuery } from "./product-reviews-query";
import { reviewFailure } from "./review-texts";

const DeleteReviewMutation = graphql(`
  mutation DeleteReview($id: ID!) {
    deleteReview(id: $id) {
      id
    }
  }
`);

export function useDeleteReview(productId: string) {
  const [mutate, { loading }] = useMutation(DeleteReviewMutation, {
    // Out of the cached list, then out of the cache.
    update(cache, { data }) {
      if (!data) return;
      const { id } = data.deleteReview;
      cache.updateQuery({ query: ProductReviewsQuery, variables: firstPage(productId) }, (current) =>
        current
          ? {
              ...current,
              reviews: { ...current.reviews, items: current.reviews.items.filter((item) => item.id !== id), total: Math.max(0, current.reviews.total - 1) },
            }
          : current,
      );
      cache.evict({ id: cache.identify({ __typename: "Review", id }) });
      cache.gc();
    },
  });

  const deleteReview = async (id: string): Promise<boolean> => {
    try {
      await mutate({ variables: { id } });
      toast.success("Review deleted successfully!");
      return true;
    } catch (error) {
      reviewFailure(error, "Failed to delete review");
      return false;
    }
  };

  return { deleteReview, deleting: loading };
}
