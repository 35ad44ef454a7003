import { graphql } from "../../../gql";
import { usePagedQuery } from "../../../lib/use-paged-query";
import { CONSOLE_LIST } from "./console-list";

const PendingRequestsQuery = graphql(`
  query PendingRequests($offset: Int!, $limit: Int!) {
    pendingRequests(offset: $offset, limit: $limit) {
      items {
        id
        ...RequestCard_request
      }
      total
      hasMore
    }
  }
`);

export const usePendingRequests = () => usePagedQuery(PendingRequestsQuery, (data) => data.pendingRequests, CONSOLE_LIST);
