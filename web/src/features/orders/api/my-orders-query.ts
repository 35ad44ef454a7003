import { useQuery, useSubscription } from "@apollo/client/react";
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
  const { data, loading, error, fetchMore, refetch } = useQuery(MyOrdersQuery, {
    variables: { offset: 0, limit: ORDERS_PER_PAGE },
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const page = data?.myOrders;
  const loadMore = () => (page ? fetchMore({ variables: { offset: page.items.length } }).then(() => undefined) : Promise.resolve());
  return { page, loading, error, loadMore, refetch };
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
