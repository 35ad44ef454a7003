import type { ApolloClient } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

export const ProductDetailsQuery = graphql(`
  query ProductDetails($id: ID!) {
    product(id: $id) {
      id
      title
      price
      stock
      sizes
      sizeStock {
        size
        stock
        soldOut
      }
      category
      description
      materials
      careguide
      inWishlist
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

/** Asks for a product ahead of its page (see app/page-data.ts); the page then finds it. */
export function prefetchProductDetails(client: ApolloClient, id: string) {
  return client.query({ query: ProductDetailsQuery, variables: { id } });
}

export function useProductDetails(id: string) {
  return useQuery(ProductDetailsQuery, { variables: { id } });
}
