import type { ApolloClient } from "@apollo/client";
import { useQuery, useSubscription } from "@apollo/client/react";
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
        url
        ...ResponsiveImage_image
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

const ProductStockChangedSubscription = graphql(`
  subscription ProductStockChanged($id: ID!) {
    productStockChanged(productId: $id) {
      id
      stock
      sizes
    }
  }
`);

/**
 * Keeps the product's stock on its page as it is now: a change lands on the cached product in
 * place; a product taken off sale (null) is asked for again, and the page says it is gone.
 */
export function useProductStockUpdates(id: string, active: boolean) {
  useSubscription(ProductStockChangedSubscription, {
    variables: { id },
    skip: !active,
    onData: ({ client, data }) => {
      if (data.data && data.data.productStockChanged === null) void client.refetchQueries({ include: [ProductDetailsQuery] });
    },
  });
}
