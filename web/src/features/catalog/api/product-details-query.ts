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

export function useProductDetails(id: string) {
  return useQuery(ProductDetailsQuery, { variables: { id } });
}
