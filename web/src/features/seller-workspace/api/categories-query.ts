import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

const ProductCategoriesQuery = graphql(`
  query ProductCategories {
    categories {
      name
      sizes
    }
  }
`);

/** Every category a product may belong to, with the sizes it offers. */
export function useCategories() {
  const { data } = useQuery(ProductCategoriesQuery);
  return data?.categories ?? [];
}
