import { ORDER_MESSAGES } from "@store/rules";
import { useMutation } from "@apollo/client/react";
import { toast } from "../../../lib/toast";
import { graphql } from "../../../gql";
import { serverMessageOr } from "../../../lib/api-error";
import { forgetStock } from "../../../lib/stock";

export const ORDER_CANCELLED = ORDER_MESSAGES.orderCancelled;
export const CANCEL_FAILED = "Failed to cancel order.";

// Answers the order as it now is: its card (status, canUpdate, history) changes in place through
// the normalised Order, and the list is not asked again.
const CancelOrderMutation = graphql(`
  mutation CancelOrder($id: ID!) {
    cancelOrder(id: $id) {
      id
      ...OrderCard_order
      items {
        id
        productId
      }
    }
  }
`);

/** Cancels an order that is still processing; answers whether it was cancelled. */
export function useCancelOrder() {
  const [mutate] = useMutation(CancelOrderMutation, {
    update(cache, { data }) {
      // Its stock went back on the server.
      if (data) forgetStock(cache, data.cancelOrder.items.map((item) => item.productId));
    },
  });

  const cancelOrder = async (id: string): Promise<boolean> => {
    try {
      await mutate({ variables: { id } });
      toast.success(ORDER_CANCELLED);
      return true;
    } catch (error) {
      toast.error(serverMessageOr(error, CANCEL_FAILED));
      return false;
    }
  };

  return cancelOrder;
}
