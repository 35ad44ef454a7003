import { usePagedQuery } from "../../../lib/use-paged-query";
import { graphql } from "../../../gql";

export const REVIEWS_PER_PAGE = 10;

export const ProductReviewsQuery = graphql(`
  query ProductReviews($productId: ID!, $offset: Int!, $limit: Int!) {
    reviews(productId: $productId, offset: $offset, limit: $limit) {
      items {
        id
        userId
        ...ReviewItem_review
      }
      total
      hasMore
    }
  }
`);

/** The first page's variables: mutation hooks rewrite the cached list through them. */
export const firstPage = (productId: string) => ({ productId, offset: 0, limit: REVIEWS_PER_PAGE });

/** A product's reviews, newest first, a page at a time (the cache appends pages). */
export function useProductReviews(productId: string) {
  return usePagedQuery(ProductReviewsQuery, (data) => data.reviews, { variables: { productId }, pageSize: REVIEWS_PER_PAGE });
}
