import { graphql } from "../../../gql";
import { usePagedQuery } from "./paged-query";

const AllOrdersQuery = graphql(`
  query AllOrders($status: String, $offset: Int!, $limit: Int!) {
    allOrders(status: $status, offset: $offset, limit: $limit) {
      items {
        id
        ...AdminOrderCard_order
      }
      total
      hasMore
    }
  }
`);

/** Every order, newest first; `status` "" means all. */
export const useAllOrders = (status: string) => usePagedQuery(AllOrdersQuery, (data) => data.allOrders, { status: status || null });
