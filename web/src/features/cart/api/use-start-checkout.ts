import { useMutation } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { toast } from "../../../lib/toast";
import { useNavigate } from "react-router";
import { graphql } from "../../../gql";
import { readApiError, serverMessageOr } from "../../../lib/api-error";
import { CART_SIGN_IN_NEEDED, PAYMENT_FAILED } from "./cart-texts";

// Nothing is sent: the server reserves the bag's stock and prices it from the catalog.
const StartCheckoutMutation = graphql(`
  mutation StartCheckout {
    startCheckout {
      sessionId
      url
    }
  }
`);

/**
 * PLACE ORDER: reserves the bag and sends the browser to the hosted card page (`/pay/{id}` of
 * the built-in provider, or the card provider's own). It stays pending while the page leaves, so
 * a second click cannot open a second checkout.
 */
export function useStartCheckout() {
  const navigate = useNavigate();
  const [mutate] = useMutation(StartCheckoutMutation);
  const [pending, setPending] = useState(false);

  // Back from the card page may restore this page from the back-forward cache as it was left.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(false);
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);

  const startCheckout = async (): Promise<void> => {
    if (pending) return;
    setPending(true);
    try {
      const { data } = await mutate();
      if (!data) throw new Error("startCheckout answered no session");
      window.location.assign(data.startCheckout.url);
    } catch (error) {
      setPending(false);
      if (readApiError(error).code === "UNAUTHENTICATED") {
        toast.error(CART_SIGN_IN_NEEDED);
        navigate("/login");
        return;
      }
      toast.error(serverMessageOr(error, PAYMENT_FAILED));
    }
  };

  return { startCheckout, pending };
}
