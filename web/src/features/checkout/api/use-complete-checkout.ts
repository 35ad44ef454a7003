import { CHECKOUT_MESSAGES } from "@store/rules";
import type { CompletionStatus } from "../../../gql/graphql";
import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { toast } from "../../../lib/toast";
import { graphql } from "../../../gql";
import { serverMessageOr } from "../../../lib/api-error";
import { forgetStock } from "../../../lib/stock";

export const PAYMENT_SUCCESSFUL = "Your payment was successful";
export const PAYMENT_FAILED = CHECKOUT_MESSAGES.paymentFailed;

const CompleteCheckoutMutation = graphql(`
  mutation CompleteCheckout($sessionId: String!) {
    completeCheckout(sessionId: $sessionId) {
      status
      orders {
        id
        total
        items {
          id
          productId
        }
      }
    }
  }
`);

/** Why a checkout that came back is not paid, as `completeCheckout` answers it. */
export type UnpaidStatus = Exclude<CompletionStatus, "completed">;

export type CheckoutOutcome =
  | { phase: "working" }
  | { phase: "paid"; orderCount: number; total: number }
  | { phase: "failed"; message: string; status?: UnpaidStatus };

/**
 * The success page's one call: completes the checkout named by the provider's redirect (safe to
 * repeat on the server, but asked once per session id here, StrictMode included). A completed
 * checkout has emptied the bought lines from the bag and made new orders, so the cached bag
 * and the order list are forgotten and asked for when next shown, the header's count at once;
 * the bought products' stock too.
 */
export function useCompleteCheckout(sessionId: string | null): CheckoutOutcome {
  const [mutate] = useMutation(CompleteCheckoutMutation, {
    // The header's count is asked for again, by a request of its own: one sent as the page
    // opened, still on its way, may have read the bag before the checkout emptied it.
    refetchQueries: ({ data }) => (data?.completeCheckout.status === "completed" ? ["HeaderBag"] : []),
    update(cache, { data }) {
      const completion = data?.completeCheckout;
      if (completion?.status !== "completed") return;
      cache.evict({ id: "ROOT_QUERY", fieldName: "cart" });
      cache.evict({ id: "ROOT_QUERY", fieldName: "myOrders" });
      forgetStock(cache, completion.orders.flatMap((order) => order.items.map((item) => item.productId)));
      cache.gc();
    },
  });
  const [outcome, setOutcome] = useState<CheckoutOutcome>(() => (sessionId ? { phase: "working" } : { phase: "failed", message: PAYMENT_FAILED }));
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!sessionId) {
      toast.error(PAYMENT_FAILED, { id: "payment-without-session" });
      return;
    }
    if (asked.current === sessionId) return;
    asked.current = sessionId;
    setOutcome({ phase: "working" });
    mutate({ variables: { sessionId } }).then(
      ({ data }) => {
        const completion = data?.completeCheckout;
        if (completion?.status === "completed") {
          toast.success(PAYMENT_SUCCESSFUL, { id: `payment-${sessionId}` });
          setOutcome({ phase: "paid", orderCount: completion.orders.length, total: completion.orders.reduce((sum, order) => sum + order.total, 0) });
          return;
        }
        toast.error(PAYMENT_FAILED, { id: `payment-${sessionId}` });
        setOutcome({ phase: "failed", message: PAYMENT_FAILED, status: completion?.status });
      },
      (error: unknown) => {
        const message = serverMessageOr(error, PAYMENT_FAILED);
        toast.error(message, { id: `payment-${sessionId}` });
        setOutcome({ phase: "failed", message });
      },
    );
  }, [sessionId, mutate]);

  return outcome;
}
