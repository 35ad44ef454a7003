import { orderStatusName, type OrderStatusWord } from "@store/rules";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { SellerOrdersQuery as SellerOrdersData } from "../../../gql/graphql";

export type SellerOrder = SellerOrdersData["sellerOrders"]["items"][number];

const ORDERS_PER_PAGE = 20;

const SellerOrdersQuery = graphql(`
  query SellerOrders($status: OrderStatus, $offset: Int!, $limit: Int!) {
    sellerOrders(status: $status, offset: $offset, limit: $limit) {
      items {
        id
        status
        canUpdate
        allowedStatuses
        pendingRequest {
          id
          status
          state
        }
        ...SellerOrderCard_order
      }
      total
      hasMore
    }
  }
`);

/**
 * The seller's orders, newest first, all of them or those in one status (`""` means all), one
 * growing list per status. Asked on every visit and every change of the filter.
 */
export function useSellerOrders(status: OrderStatusWord | "" = "") {
  const { data, loading, error, fetchMore, refetch } = useQuery(SellerOrdersQuery, {
    variables: { status: status ? orderStatusName(status) : null, offset: 0, limit: ORDERS_PER_PAGE },
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const page = data?.sellerOrders;
  const loadMore = () => (page ? fetchMore({ variables: { offset: page.items.length } }).then(() => undefined) : Promise.resolve());
  return { page, loading, error, loadMore, refetch };
}
