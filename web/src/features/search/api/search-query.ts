import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

export const RESULTS_PER_PAGE = 24;

const SearchProductsQuery = graphql(`
  query SearchProducts($query: String!, $offset: Int!, $limit: Int!) {
    searchProducts(query: $query, offset: $offset, limit: $limit) {
      items {
        id
        title
        inWishlist
        ...ProductCard_product
      }
      total
      hasMore
      correctedQuery
    }
  }
`);

/** Products matching the words, best first, a page at a time; nothing is asked for no words. */
export function useProductSearch(query: string) {
  const { data, loading, error, fetchMore, refetch } = useQuery(SearchProductsQuery, {
    variables: { query, offset: 0, limit: RESULTS_PER_PAGE },
    skip: !query,
  });
  const page = query ? data?.searchProducts : undefined;
  const loadMore = () => (page ? fetchMore({ variables: { offset: page.items.length } }).then(() => undefined) : Promise.resolve());
  return { page, loading, error, loadMore, refetch };
}
