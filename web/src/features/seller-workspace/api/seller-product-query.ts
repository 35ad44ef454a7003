import { useQuery } from "@apollo/client/react";
import { getFragmentData, graphql } from "../../../gql";

/** What the detail and edit screens show of a product; updateProduct answers it too. */
export const SellerProductFieldsFragment = graphql(`
  fragment SellerProductFields_product on Product {
    id
    title
    price
    stock
    description
    category
    careguide
    materials
    sizes
    sizeStock {
      size
      stock
    }
    image {
      ...ResponsiveImage_image
    }
  }
`);

const SellerProductQuery = graphql(`
  query SellerProduct($id: ID!) {
    sellerProduct(id: $id) {
      id
      ...SellerProductFields_product
    }
  }
`);

/**
 * One of the seller's own products. `product` is null when it is missing or not theirs, and
 * undefined until the first answer.
 */
export function useSellerProduct(id: string) {
  const { data, error, refetch } = useQuery(SellerProductQuery, { variables: { id }, fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
  const product = data ? (getFragmentData(SellerProductFieldsFragment, data.sellerProduct) ?? null) : undefined;
  return { product, error, refetch };
}
