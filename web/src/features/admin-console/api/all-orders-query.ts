import { orderStatusName, type OrderStatusWord } from "@store/rules";
import { graphql } from "../../../gql";
import { usePagedQuery } from "../../../lib/use-paged-query";
import { CONSOLE_LIST } from "./console-list";

const AllOrdersQuery = graphql(`
  query AllOrders($status: OrderStatus, $search: String, $offset: Int!, $limit: Int!) {
    allOrders(status: $status, search: $search, offset: $offset, limit: $limit) {
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
export const useAllOrders = (status: OrderStatusWord | "", search: string) =>
  usePagedQuery(AllOrdersQuery, (data) => data.allOrders, { ...CONSOLE_LIST, variables: { status: status ? orderStatusName(status) : null, search: search || null } });
