import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

export const PRODUCTS_PER_PAGE = 24;

export const ProductGridQuery = graphql(`
  query ProductGrid($category: String, $offset: Int!, $limit: Int!) {
    products(category: $category, offset: $offset, limit: $limit) {
      items {
        id
        title
        inWishlist
        ...ProductCard_product
      }
      total
      hasMore
    }
  }
`);

/** One category's products (all of them without one), a page at a time; the cache appends pages. */
export function useProductGrid(category: string | undefined) {
  const { data, loading, error, fetchMore, refetch } = useQuery(ProductGridQuery, {
    variables: { category: category ?? null, offset: 0, limit: PRODUCTS_PER_PAGE },
  });

  const page = data?.products;
  const loadMore = () =>
    page ? fetchMore({ variables: { offset: page.items.length } }).then(() => undefined) : Promise.resolve();

  return { page, loading, error, loadMore, refetch };
}
