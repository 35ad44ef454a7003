import { graphql } from "../../../gql";
import { usePagedQuery } from "./paged-query";

const AdminSellersQuery = graphql(`
  query AdminSellers($search: String, $offset: Int!, $limit: Int!) {
    sellers(search: $search, offset: $offset, limit: $limit) {
      items {
        id
        ...SellerCard_seller
      }
      total
      hasMore
    }
  }
`);

export const useAdminSellers = (search: string) => usePagedQuery(AdminSellersQuery, (data) => data.sellers, { search: search || null });
