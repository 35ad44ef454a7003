import { CHECKOUT_MESSAGES } from "@store/rules";
import type { CompletionStatus } from "../../../gql/graphql";
import { useMutation } from "@apollo/client/react";
import { useEffect, useState } from "react";
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
 * Completions asked for in this document, by session id. The page may mount more than once for one
 * return from the card page (StrictMode does it on purpose; a session guard that checks again may
 * draw its spinner in between): each mount reads the one answer instead of asking again. A
 * payment seen once stays paid; after any other answer, a later visit asks again.
 */
const completions = new Map<string, Promise<CheckoutOutcome>>();

/**
 * The success page's one call: completes the checkout named by the provider's redirect (safe to
 * repeat on the server, but asked once per session id here, however often the page mounts). A
 * completed checkout has emptied the bought lines from the bag and made new orders, so the cached
 * bag and the order list are forgotten and asked for when next shown, the header's count at once;
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

  useEffect(() => {
    if (!sessionId) {
      toast.error(PAYMENT_FAILED, { id: "payment-without-session" });
      return;
    }
    let mounted = true;
    setOutcome({ phase: "working" });
    let completion = completions.get(sessionId);
    if (!completion) {
      completion = mutate({ variables: { sessionId } }).then(
        ({ data }): CheckoutOutcome => {
          const completed = data?.completeCheckout;
          if (completed?.status === "completed") {
            toast.success(PAYMENT_SUCCESSFUL, { id: `payment-${sessionId}` });
            return { phase: "paid", orderCount: completed.orders.length, total: completed.orders.reduce((sum, order) => sum + order.total, 0) };
          }
          toast.error(PAYMENT_FAILED, { id: `payment-${sessionId}` });
          return { phase: "failed", message: PAYMENT_FAILED, status: completed?.status };
        },
        (error: unknown): CheckoutOutcome => {
          const message = serverMessageOr(error, PAYMENT_FAILED);
          toast.error(message, { id: `payment-${sessionId}` });
          return { phase: "failed", message };
        },
      );
      completions.set(sessionId, completion);
      // Only a paid checkout's answer is final: after any other, a new visit asks again.
      void completion.then((answer) => {
        if (answer.phase !== "paid") completions.delete(sessionId);
      });
    }
    void completion.then((answer) => {
      if (mounted) setOutcome(answer);
    });
    return () => {
      mounted = false;
    };
  }, [sessionId, mutate]);

  return outcome;
}
