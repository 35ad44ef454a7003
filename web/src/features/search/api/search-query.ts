import { useQuery } from "@apollo/client/react";
import { usePagedQuery } from "../../../lib/use-paged-query";
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
  return usePagedQuery(SearchProductsQuery, (data) => data.searchProducts, { variables: { query, ...listingVariables(listing) }, pageSize: RESULTS_PER_PAGE, skip: !query });
}

/** Every size any category offers, in the categories' order: what search results can be narrowed to. */
export function useSearchSizes(): string[] {
  const { data } = useQuery(SearchSizesQuery);
  return [...new Set(data?.categories.flatMap((category) => category.sizes) ?? [])];
}
