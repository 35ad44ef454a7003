import { CART_MESSAGES, CHECKOUT_MESSAGES } from "@store/rules";
import { toast } from "../../../lib/toast";
import { readApiError } from "../../../lib/api-error";

export const CART_SIGN_IN_NEEDED = CART_MESSAGES.signInForBag;
export const CART_UPDATED = "Cart updated successfully";
export const CART_UPDATE_FAILED = "Failed to update cart";
/** PLACE ORDER refused without a reason of the store's own (the documents' payment failure). */
export const PAYMENT_FAILED = CHECKOUT_MESSAGES.paymentFailed;
/** Back from the card page without paying (`/user/cart?checkout=cancelled`); our wording. */
export const CHECKOUT_CANCELLED = "Payment not completed. Your bag is just as you left it.";

/**
 * A refused change: the server's reason when the shopper can act on it (stock), the sign-in
 * message when the session is gone (answers "go to /login"), else the store's text.
 */
export function cartFailure(error: unknown): "sign-in" | undefined {
  const { code, message } = readApiError(error);
  if (code === "UNAUTHENTICATED") {
    toast.error(CART_SIGN_IN_NEEDED);
    return "sign-in";
  }
  toast.error(code === "CONFLICT" && message ? message : CART_UPDATE_FAILED);
  return undefined;
}
