import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { usePagedQuery } from "../../../lib/use-paged-query";
import { CONSOLE_LIST } from "./console-list";

const AdminProductsQuery = graphql(`
  query AdminProducts($search: String, $offset: Int!, $limit: Int!) {
    adminProducts(search: $search, offset: $offset, limit: $limit) {
      items {
        id
        onSale
        ...ProductCard_product
      }
      total
      hasMore
    }
  }
`);

const AdminProductQuery = graphql(`
  query AdminProduct($id: ID!) {
    adminProduct(id: $id) {
      id
      stock
      sizeStock {
        size
        stock
      }
      description
      category
      careguide
      materials
      onSale
      ...ProductCard_product
    }
  }
`);

export const useAdminProducts = (search: string) => usePagedQuery(AdminProductsQuery, (data) => data.adminProducts, { ...CONSOLE_LIST, variables: { search: search || null } });

export function useAdminProduct(id: string) {
  return useQuery(AdminProductQuery, { variables: { id }, fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
}
