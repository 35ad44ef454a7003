import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { listingVariables, type ProductListing } from "../../../lib/product-listing";

export const RESULTS_PER_PAGE = 24;

const SearchProductsQuery = graphql(`
  query SearchProducts($query: String!, $offset: Int!, $limit: Int!, $sort: ProductSort, $filter: ProductFilterInput) {
    searchProducts(query: $query, offset: $offset, limit: $limit, sort: $sort, filter: $filter) {
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

const SearchSizesQuery = graphql(`
  query SearchSizes {
    categories {
      name
      sizes
    }
  }
`);

/** Products matching the words, best first (or in the order chosen), a page at a time; nothing is asked for no words. */
export function useProductSearch(query: string, listing: ProductListing) {
  const { data, loading, error, fetchMore, refetch } = useQuery(SearchProductsQuery, {
    variables: { query, offset: 0, limit: RESULTS_PER_PAGE, ...listingVariables(listing) },
    skip: !query,
  });
  const page = query ? data?.searchProducts : undefined;
  const loadMore = () => (page ? fetchMore({ variables: { offset: page.items.length } }).then(() => undefined) : Promise.resolve());
  return { page, loading, error, loadMore, refetch };
}

/** Every size any category offers, in the categories' order: what search results can be narrowed to. */
export function useSearchSizes(): string[] {
  const { data } = useQuery(SearchSizesQuery);
  return [...new Set(data?.categories.flatMap((category) => category.sizes) ?? [])];
}
