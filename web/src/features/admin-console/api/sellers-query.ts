import { graphql } from "../../../gql";
import { usePagedQuery } from "./paged-query";

const AdminSellersQuery = graphql(`
  query AdminSellers($offset: Int!, $limit: Int!) {
    sellers(offset: $offset, limit: $limit) {
      items {
        id
        ...SellerCard_seller
      }
      total
      hasMore
    }
  }
`);

export const useAdminSellers = () => usePagedQuery(AdminSellersQuery, (data) => data.sellers);
