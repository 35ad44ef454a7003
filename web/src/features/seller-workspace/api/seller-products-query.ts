import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

const PRODUCTS_PER_PAGE = 24;

const SellerProductsQuery = graphql(`
  query SellerProducts($offset: Int!, $limit: Int!) {
    sellerProducts(offset: $offset, limit: $limit) {
      items {
        id
        stock
        sizeStock {
          size
          stock
        }
        ...ProductCard_product
      }
      total
      hasMore
    }
  }
`);

/** The seller's own products, newest first, one growing list ("Load more" appends). */
export function useSellerProducts() {
  const { data, loading, error, fetchMore } = useQuery(SellerProductsQuery, {
    variables: { offset: 0, limit: PRODUCTS_PER_PAGE },
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const page = data?.sellerProducts;
  const loadMore = () => (page ? fetchMore({ variables: { offset: page.items.length } }).then(() => undefined) : Promise.resolve());
  return { page, loading, error, loadMore };
}
