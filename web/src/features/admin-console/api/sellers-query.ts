import { graphql } from "../../../gql";
import { usePagedQuery } from "../../../lib/use-paged-query";
import { CONSOLE_LIST } from "./console-list";

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

export const useAdminSellers = (search: string) => usePagedQuery(AdminSellersQuery, (data) => data.sellers, { ...CONSOLE_LIST, variables: { search: search || null } });
