import { usePagedQuery } from "../../../lib/use-paged-query";
import { graphql } from "../../../gql";

export const ORDERS_PER_PAGE = 10;

const MyOrdersQuery = graphql(`
  query MyOrders($offset: Int!, $limit: Int!) {
    myOrders(offset: $offset, limit: $limit) {
      items {
        id
        ...OrderCard_order
      }
      total
      hasMore
    }
  }
`);

/**
 * The shopper's orders, newest first, one growing list in the cache ("Load more" appends).
 * Asked on each visit (a seller may have moved an order since); a cancellation then changes its
 * order in place through the normalised `Order`.
 */
export function useMyOrders() {
  return usePagedQuery(MyOrdersQuery, (data) => data.myOrders, { pageSize: ORDERS_PER_PAGE, fresh: true });
}
