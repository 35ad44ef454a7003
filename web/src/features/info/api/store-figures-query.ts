import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

const StoreFiguresQuery = graphql(`
  query StoreFigures {
    products(offset: 0, limit: 1) {
      total
    }
    categories {
      name
    }
  }
`);

/**
 * The store's live figures for the About page: how many products and categories it has.
 * Not cached: a one-item page of all products would stand in for the catalog's own list.
 */
export function useStoreFigures() {
  const { data } = useQuery(StoreFiguresQuery, { fetchPolicy: "no-cache" });
  return data ? { products: data.products.total, categories: data.categories.length } : undefined;
}
