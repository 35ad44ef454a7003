import { graphql } from "../../../gql";
import { usePagedQuery } from "./paged-query";

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

export const usePendingRequests = () => usePagedQuery(PendingRequestsQuery, (data) => data.pendingRequests);
