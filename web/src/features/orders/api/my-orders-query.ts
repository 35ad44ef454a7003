import { useSubscription } from "@apollo/client/react";
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

const MyOrderUpdatedSubscription = graphql(`
  subscription MyOrderUpdated {
    myOrderUpdated {
      id
      ...OrderCard_order
    }
  }
`);

/**
 * Keeps the shopper's orders on screen as they are: each change (a seller moving one, a refund
 * confirmed) arrives with the order, which the normalised cache puts in place in the list.
 */
export function useMyOrderUpdates(active: boolean) {
  useSubscription(MyOrderUpdatedSubscription, { skip: !active });
}
