import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

const SellerProductQuery = graphql(`
  query SellerProduct($id: ID!) {
    sellerProduct(id: $id) {
      id
      title
      price
      stock
      description
      category
      careguide
      materials
      sizes
      image {
        id
        url
        srcSet
        width
        height
      }
    }
  }
`);

/** One of the seller's own products; `sellerProduct` is null when it is missing or not theirs. */
export function useSellerProduct(id: string) {
  return useQuery(SellerProductQuery, { variables: { id }, fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
}
