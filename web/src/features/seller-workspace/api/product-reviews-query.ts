import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

const REVIEWS_SHOWN = 100;

const SellerProductReviewsQuery = graphql(`
  query SellerProductReviews($productId: ID!, $offset: Int!, $limit: Int!) {
    reviews(productId: $productId, offset: $offset, limit: $limit) {
      items {
        id
        rating
        comment
        authorName
      }
      total
    }
  }
`);

/** What shoppers said about a product; a failed fetch reads as none, as the store always showed it. */
export function useProductReviews(productId: string) {
  const { data, error, loading } = useQuery(SellerProductReviewsQuery, {
    variables: { productId, offset: 0, limit: REVIEWS_SHOWN },
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  return { reviews: error ? [] : (data?.reviews.items ?? []), total: data?.reviews.total ?? 0, loading: loading && !data };
}
