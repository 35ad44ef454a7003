import type Stripe from "stripe";
import type { CheckoutService } from "../checkout/checkout.service";
import { AppError, badInput, notFound } from "../common/errors";
import { shippingOf, type StripePaymentProvider } from "./stripe-provider";

/**
 * Stripe's events at `POST /api/v1/payment/webhook`: the signature is checked on the raw body,
 * then a paid session completes its checkout (with the delivery address Stripe collected) and an
 * expired or failed one gives its stock back, through the checkout's one finalisation path. The
 * REST route only hands over the bytes and the header.
 */
export class StripeEvents {
  constructor(
    private readonly stripe: StripePaymentProvider | undefined,
    private readonly webhookSecret: string | undefined,
    private readonly checkout: Pick<CheckoutService, "confirmPaid" | "abandon">,
  ) {}

  /** 404 without Stripe configured; 400 'Invalid webhook signature' for bytes Stripe did not sign. */
  async receive(body: Buffer | string, signature: string): Promise<void> {
    if (!this.stripe || !this.webhookSecret) throw notFound("Not found");
    let event: Stripe.Event;
    try {
      event = this.stripe.client.webhooks.constructEvent(body, signature, this.webhookSecret);
    } catch {
      throw badInput("Invalid webhook signature");
    }
    await this.act(event);
  }

  /** Acts on one of Stripe's checkout events; another store's session on the same account is acknowledged and ignored. */
  private async act(event: Stripe.Event): Promise<void> {
    if (!event.type.startsWith("checkout.session.")) return;
    const session = event.data.object as Stripe.Checkout.Session;
    const checkoutId = session.metadata?.checkoutId ?? session.client_reference_id;
    try {
      if ((event.type === "checkout.session.completed" || event.type === "checkout.session.async_payment_succeeded") && session.payment_status === "paid" && checkoutId) {
        const intent = session.payment_intent;
        const address = shippingOf(session);
        await this.checkout.confirmPaid(checkoutId, typeof intent === "string" ? intent : (intent?.id ?? session.id), undefined, address ? { address } : undefined);
      } else if ((event.type === "checkout.session.expired" || event.type === "checkout.session.async_payment_failed") && checkoutId) {
        await this.checkout.abandon(checkoutId);
      }
    } catch (error) {
      if (!(error instanceof AppError && error.status === 404)) throw error;
    }
  }
}
