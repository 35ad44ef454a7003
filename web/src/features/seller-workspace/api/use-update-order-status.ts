import type { OrderStatus } from "../../../gql/graphql";
import { useMutation } from "@apollo/client/react";
import { toast } from "../../../lib/toast";
import { graphql } from "../../../gql";
import { serverMessageOr } from "../../../lib/api-error";

export const STATUS_UPDATED = "Order status updated";
export const STATUS_UPDATE_FAILED = "Failed to update order status.";

// Answers the order as it now is: its card (status, Can Update) changes in place through the
// normalised Order, without asking for the list again.
const UpdateOrderStatusMutation = graphql(`
  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {
    updateOrderStatus(id: $id, status: $status) {
      id
      status
      canUpdate
      allowedStatuses
      ...SellerOrderCard_order
    }
  }
`);

/** Moves an order on; answers whether it moved. */
export function useUpdateOrderStatus() {
  const [mutate] = useMutation(UpdateOrderStatusMutation, {
    // The dashboard's figures count orders by status.
    update: (cache) => {
      cache.evict({ id: "ROOT_QUERY", fieldName: "sellerDashboard" });
      cache.gc();
    },
  });

  return async (id: string, status: OrderStatus): Promise<boolean> => {
    try {
      await mutate({ variables: { id, status } });
      toast.success(STATUS_UPDATED);
      return true;
    } catch (error) {
      toast.error(serverMessageOr(error, STATUS_UPDATE_FAILED));
      return false;
    }
  };
}
