import type { AddressFields } from "../addresses/address-rules";

/** What a payment provider is told about a checkout. */
export interface PaymentRequest {
  checkoutId: string;
  /** Rupees, whole. */
  total: number;
  expiresAt: Date;
  customerEmail?: string;
  lines: { title: string; quantity: number; unitPrice: number; size: string }[];
  /** Where the provider sends the browser after paying; `{CHECKOUT_SESSION_ID}` is replaced. */
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentSession {
  sessionId: string;
  /** The provider's hosted payment page. */
  url: string;
  /** When the provider closes the session, if later than asked: the reservation lasts as long. */
  expiresAt?: Date;
}

/** What the provider knows of a session now. */
export interface PaymentState {
  status: "open" | "paid" | "expired";
  /** The payment's reference, for refunds, once paid. */
  paymentRef?: string;
  /** The delivery address the provider's page collected (Stripe's shipping address collection), once paid. */
  shippingAddress?: AddressFields;
}

/**
 * A card payment provider with hosted checkout pages: the built-in `local` one or Stripe. The
 * checkout service speaks only this interface.
 */
export interface PaymentProvider {
  readonly name: "local" | "stripe";
  createSession(request: PaymentRequest): Promise<PaymentSession>;
  getSession(sessionId: string): Promise<PaymentState>;
  /**
   * The store wants to give up on the session: the provider must no longer take payment for it.
   * Answers how the session ended: `expired`, or `paid` when the payment got there first (then
   * the checkout must be completed, not released).
   */
  closeSession(sessionId: string): Promise<PaymentState>;
  /**
   * Gives `amount` rupees of a payment back; answers the refund's reference. The same
   * idempotency key always means the same refund: a retry after a lost answer refunds once.
   */
  refund(paymentRef: string, amount: number, idempotencyKey: string): Promise<string>;
  /**
   * Paid sessions whose checkouts the store has not completed or refunded, for providers that
   * can tell (the built-in one). Stripe re-sends its webhook until it is acknowledged instead.
   */
  unacknowledged?(): Promise<{ checkoutId: string; paymentRef: string }[]>;
}
