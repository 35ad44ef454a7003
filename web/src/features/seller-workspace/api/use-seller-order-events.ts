import { useSubscription } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { toast } from "../../../lib/toast";

const SellerOrderEventsSubscription = graphql(`
  subscription SellerOrderEvents {
    sellerOrderEvents {
      kind
      order {
        id
        number
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
    }
  }
`);

/**
 * The seller's orders as they change, on every workspace page: the changed order lands in place
 * (normalised cache); the lists and figures it may join or leave (a new order, a status filter)
 * are asked again; a new order is announced: "New order {number}".
 */
export function useSellerOrderEvents() {
  useSubscription(SellerOrderEventsSubscription, {
    onData: ({ client, data }) => {
      const event = data.data?.sellerOrderEvents;
      if (!event) return;
      if (event.kind === "NEW_ORDER") toast.success(`New order ${event.order.number}`);
      void client.refetchQueries({ include: ["SellerOrders", "SellerDashboard"] });
    },
  });
}
