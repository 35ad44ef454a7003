import { useSubscription } from "@apollo/client/react";
import { graphql } from "../../../gql";

const PendingRequestsChangedSubscription = graphql(`
  subscription PendingRequestsChanged {
    pendingRequestsChanged {
      count
      newest {
        id
      }
    }
  }
`);

/** On every console page: when a request is made or decided, the pending list and the dashboard on screen are asked again. */
export function usePendingRequestsLive() {
  useSubscription(PendingRequestsChangedSubscription, {
    onData: ({ client }) => void client.refetchQueries({ include: ["PendingRequests", "AdminDashboard"] }),
  });
}
