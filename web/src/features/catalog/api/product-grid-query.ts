import type { ApolloClient } from "@apollo/client";
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

/** A category's first page (everything's without one), the grid's own first question. */
const firstPage = (category: string | undefined) => ({ category: category ?? null, offset: 0, limit: PRODUCTS_PER_PAGE });

/** Asks for a grid's first page ahead of the page (see app/page-data.ts); the grid then finds it. */
export function prefetchProductGrid(client: ApolloClient, category: string | undefined) {
  return client.query({ query: ProductGridQuery, variables: firstPage(category) });
}

/** One category's products (all of them without one), a page at a time; the cache appends pages. */
export function useProductGrid(category: string | undefined) {
  const { data, loading, error, fetchMore, refetch } = useQuery(ProductGridQuery, { variables: firstPage(category) });

  const page = data?.products;
  const loadMore = () =>
    page ? fetchMore({ variables: { offset: page.items.length } }).then(() => undefined) : Promise.resolve();

  return { page, loading, error, loadMore, refetch };
}
