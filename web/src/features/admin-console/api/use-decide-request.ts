import { useApolloClient, useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { TEXTS } from "./admin-texts";
import { removeFromPagedList, runWithToast } from "./run-with-toast";

const DecideRequestMutation = graphql(`
  mutation DecideRequest($id: ID!, $approve: Boolean!) {
    decideRequest(id: $id, approve: $approve) {
      id
      state
      orderId
    }
  }
`);

/** Approves or denies a seller's permission request; its card leaves the list once decided. */
export function useDecideRequest() {
  const { cache } = useApolloClient();
  const [mutate] = useMutation(DecideRequestMutation, {
    update(cache, { data }) {
      if (!data) return;
      const { id, orderId } = data.decideRequest;
      removeFromPagedList(cache, "pendingRequests", "PermissionRequest", id);
      // An approval moved the order: the orders page asks for it again.
      cache.evict({ id: cache.identify({ __typename: "Order", id: orderId }) });
      cache.evict({ id: "ROOT_QUERY", fieldName: "allOrders" });
      cache.gc();
    },
  });
  // Another admin decided it meanwhile ('This request was already approved'), or it is gone: it waits no more.
  return (id: string, approve: boolean) =>
    runWithToast(() => mutate({ variables: { id, approve } }), approve ? TEXTS.requestApproved : TEXTS.requestDenied, TEXTS.requestFailed, {
      codes: ["CONFLICT", "NOT_FOUND"],
      forget: () => removeFromPagedList(cache, "pendingRequests", "PermissionRequest", id),
    });
}
