import Stripe from "stripe";
import type { AddressFields } from "../addresses/address-rules";
import type { PaymentProvider, PaymentRequest, PaymentSession, PaymentState } from "./payment-provider";

export interface StripeOptions {
  secretKey: string;
  /** Another API base (tests point it at a local fake of Stripe's HTTP API). */
  apiBase?: string;
  /** How long one request may take before it counts as failed (and is retried with the same idempotency key). */
  timeoutMs?: number;
}

const COUNTRIES: Record<string, string> = { IN: "India" };

/** The shipping address Stripe's page collected, in the store's fields; undefined when there is none. */
export function shippingOf(session: Stripe.Checkout.Session): AddressFields | undefined {
  const details = session.collected_information?.shipping_details;
  if (!details?.address) return undefined;
  const { address } = details;
  return {
    name: details.name ?? session.customer_details?.name ?? "",
    phone: (session.customer_details?.phone ?? "").replace(/[\s-]/g, ""),
    line1: address.line1 ?? "",
    line2: address.line2 ?? "",
    city: address.city ?? "",
    state: address.state ?? "",
    pinCode: address.postal_code ?? "",
    country: COUNTRIES[address.country ?? ""] ?? address.country ?? "",
  };
}

/** Stripe Checkout Sessions in rupees. Stripe counts paise: amounts are multiplied by 100. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = "stripe" as const;
  readonly client: Stripe;

  constructor(options: StripeOptions) {
    const base = options.apiBase ? new URL(options.apiBase) : undefined;
    this.client = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: options.timeoutMs ?? 20_000,
      telemetry: false,
      ...(base ? { host: base.hostname, port: base.port || (base.protocol === "https:" ? 443 : 80), protocol: base.protocol.replace(":", "") as "http" | "https" } : {}),
    });
  }

  async createSession(request: PaymentRequest): Promise<PaymentSession> {
    const session = await this.client.checkout.sessions.create(
      {
        mode: "payment",
        currency: "inr",
        line_items: request.lines.map((line) => ({
          quantity: line.quantity,
          price_data: { currency: "inr", unit_amount: line.unitPrice * 100, product_data: { name: line.size ? `${line.title} (${line.size})` : line.title } },
        })),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        client_reference_id: request.checkoutId,
        metadata: { checkoutId: request.checkoutId },
        customer_email: request.customerEmail,
        // Stripe's page takes the delivery address (India only) and a phone number, as the built-in card page does.
        shipping_address_collection: { allowed_countries: ["IN"] },
        phone_number_collection: { enabled: true },
        // Stripe wants at least 30 minutes; the reservation is made to last as long.
        expires_at: Math.max(Math.floor(request.expiresAt.getTime() / 1000), Math.floor(Date.now() / 1000) + 30 * 60 + 60),
      },
      // The same checkout never opens two Stripe sessions, even when a request is retried.
      { idempotencyKey: `checkout-${request.checkoutId}` },
    );
    if (!session.url) throw new Error("Stripe answered a checkout session without a URL");
    return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
  }

  async getSession(sessionId: string): Promise<PaymentState> {
    const session = await this.client.checkout.sessions.retrieve(sessionId);
    if (session.payment_status === "paid") {
      const intent = session.payment_intent;
      return { status: "paid", paymentRef: typeof intent === "string" ? intent : (intent?.id ?? session.id), shippingAddress: shippingOf(session) };
    }
    return { status: session.status === "expired" ? "expired" : "open" };
  }

  async closeSession(sessionId: string): Promise<PaymentState> {
    const state = await this.getSession(sessionId);
    if (state.status !== "open") return state;
    try {
      await this.client.checkout.sessions.expire(sessionId);
    } catch (error) {
      // Stripe expires only open sessions: the shopper may have paid a moment ago. Ask again.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    }
    const closed = await this.getSession(sessionId);
    if (closed.status === "open") throw new Error(`Stripe session ${sessionId} is still open`);
    return closed;
  }

  async refund(paymentRef: string, amount: number, idempotencyKey: string): Promise<string> {
    const refund = await this.client.refunds.create({ payment_intent: paymentRef, amount: amount * 100 }, { idempotencyKey });
    return refund.id;
  }
}
