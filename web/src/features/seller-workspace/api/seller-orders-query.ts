import { orderStatusName, type OrderStatusWord } from "@store/rules";
import { usePagedQuery } from "../../../lib/use-paged-query";
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
  return usePagedQuery(SellerOrdersQuery, (data) => data.sellerOrders, { variables: { status: status ? orderStatusName(status) : null }, pageSize: ORDERS_PER_PAGE, fresh: true });
}
