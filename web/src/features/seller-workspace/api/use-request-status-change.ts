import type { OrderStatus } from "../../../gql/graphql";
import { useMutation } from "@apollo/client/react";
import { toast } from "../../../lib/toast";
import { graphql } from "../../../gql";
import { serverMessageOr } from "../../../lib/api-error";

export const PERMISSION_REQUESTED = "Permission request sent";
export const PERMISSION_REQUEST_FAILED = "Failed to request permission.";

const RequestStatusChangeMutation = graphql(`
  mutation RequestStatusChange($orderId: ID!, $status: OrderStatus) {
    requestStatusChange(orderId: $orderId, status: $status) {
      id
      orderId
      status
      state
      createdAt
    }
  }
`);

/** Asks an admin to allow a locked order's change; answers whether the request was filed. */
export function useRequestStatusChange() {
  const [mutate] = useMutation(RequestStatusChangeMutation, {
    // The order's card shows its open request (and so disables the button) at once.
    update(cache, { data }) {
      if (!data) return;
      const request = data.requestStatusChange;
      cache.modify({
        id: cache.identify({ __typename: "Order", id: request.orderId }),
        fields: { pendingRequest: (_, { toReference }) => toReference(request, true) },
      });
    },
  });

  return async (orderId: string, status: OrderStatus): Promise<boolean> => {
    try {
      await mutate({ variables: { orderId, status } });
      toast.success(PERMISSION_REQUESTED);
      return true;
    } catch (error) {
      toast.error(serverMessageOr(error, PERMISSION_REQUEST_FAILED));
      return false;
    }
  };
}
