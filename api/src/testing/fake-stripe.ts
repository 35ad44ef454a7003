import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";

/**
 * A local stand-in for the parts of Stripe's HTTP API the store calls: Checkout Sessions
 * (create, retrieve, expire) and refunds. It speaks the real protocol (form-encoded requests,
 * bearer keys, idempotency keys, JSON answers and error objects), so the real Stripe SDK talks
 * to it. It can be told to fail refunds (`failRefunds`) or to make them and never answer
 * (`hangRefunds`, a lost answer), as the real service sometimes does.
 */
export class FakeStripe {
  readonly sessions = new Map<string, any>();
  readonly refunds: any[] = [];
  readonly requests: { method: string; path: string; idempotencyKey?: string }[] = [];
  private readonly idempotent = new Map<string, string>();
  private refundFailures = 0;
  private refundHangs = 0;
  private server!: http.Server;
  url = "";

  /** The next `count` refund requests are answered 500 (not to be retried at once) and refund nothing. */
  failRefunds(count: number): this {
    this.refundFailures = count;
    return this;
  }

  /** The next `count` refund requests are carried out but never answered (the client times out). */
  hangRefunds(count: number): this {
    this.refundHangs = count;
    return this;
  }

  /** The refunds made under one idempotency key: exactly one when the store retried correctly. */
  refundsFor(paymentIntent: string): any[] {
    return this.refunds.filter((refund) => refund.payment_intent === paymentIntent);
  }

  constructor(readonly secretKey = "sk_test_fake_store") {}

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** A delivery address as Stripe's page collects it (shipping_address_collection, India). */
  static readonly SHIPPING = { name: "Asha Rao", phone: "+919876543210", line1: "12 MG Road", line2: "Flat 4B", city: "Bengaluru", state: "KA", postal_code: "560001", country: "IN" };

  /** The shopper pays on Stripe's page, giving the delivery address when the session collects one. */
  pay(sessionId: string, shipping = FakeStripe.SHIPPING): any {
    const session = this.sessions.get(sessionId);
    if (session.shipping_address_collection) {
      const { name, phone, ...address } = shipping;
      session.collected_information = { shipping_details: { name, address } };
      session.customer_details = { email: session.customer_email, name, phone };
    }
    session.payment_status = "paid";
    session.status = "complete";
    session.payment_intent = `pi_${randomBytes(8).toString("hex")}`;
    return session;
  }

  /** Stripe closes an unpaid session. */
  expire(sessionId: string): any {
    const session = this.sessions.get(sessionId);
    session.status = "expired";
    return session;
  }

  /** The JSON body of a webhook event about a session, as Stripe would post it. */
  event(type: string, sessionId: string): string {
    return JSON.stringify({ id: `evt_${randomBytes(8).toString("hex")}`, object: "event", type, api_version: "2025-01-01", created: Math.floor(Date.now() / 1000), data: { object: this.sessions.get(sessionId) } });
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
      this.requests.push({ method: req.method!, path: req.url!, idempotencyKey });
      const reply = (status: number, payload: unknown, headers: http.OutgoingHttpHeaders = {}) => {
        const text = JSON.stringify(payload);
        if (idempotencyKey && req.method === "POST" && status < 300) this.idempotent.set(idempotencyKey, text);
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomBytes(6).toString("hex")}`, ...headers }).end(text);
      };
      if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
        return reply(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      if (idempotencyKey && req.method === "POST" && this.idempotent.has(idempotencyKey)) {
        res.writeHead(200, { "content-type": "application/json", "idempotent-replayed": "true" }).end(this.idempotent.get(idempotencyKey));
        return;
      }
      const form = parseForm(body);
      const path = (req.url ?? "").split("?")[0];
      if (req.method === "POST" && path === "/v1/checkout/sessions") {
        if (form.currency !== "inr" || form.mode !== "payment") return reply(400, { error: { type: "invalid_request_error", message: "currency must be inr" } });
        const id = `cs_test_${randomBytes(12).toString("hex")}`;
        const lineItems: any[] = form.line_items ?? [];
        const session = {
          id,
          object: "checkout.session",
          mode: "payment",
          currency: "inr",
          amount_total: lineItems.reduce((sum, item) => sum + Number(item.price_data.unit_amount) * Number(item.quantity), 0),
          line_items_sent: lineItems,
          client_reference_id: form.client_reference_id ?? null,
          metadata: form.metadata ?? {},
          customer_email: form.customer_email ?? null,
          shipping_address_collection: form.shipping_address_collection ?? null,
          phone_number_collection: form.phone_number_collection ?? null,
          collected_information: null,
          customer_details: null,
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          expires_at: Number(form.expires_at),
          status: "open",
          payment_status: "unpaid",
          payment_intent: null,
          url: `${this.url}/c/pay/${id}`,
        };
        this.sessions.set(id, session);
        return reply(200, session);
      }
      const retrieve = path.match(/^\/v1\/checkout\/sessions\/([\w]+)$/);
      if (req.method === "GET" && retrieve) {
        const session = this.sessions.get(retrieve[1]);
        return session ? reply(200, session) : reply(404, { error: { type: "invalid_request_error", message: `No such checkout.session: '${retrieve[1]}'` } });
      }
      const expire = path.match(/^\/v1\/checkout\/sessions\/([\w]+)\/expire$/);
      if (req.method === "POST" && expire) {
        const session = this.sessions.get(expire[1]);
        if (!session) return reply(404, { error: { type: "invalid_request_error", message: `No such checkout.session: '${expire[1]}'` } });
        if (session.status !== "open") return reply(400, { error: { type: "invalid_request_error", message: `Only Checkout Sessions with a status in ["open"] can be expired.` } });
        session.status = "expired";
        return reply(200, session);
      }
      if (req.method === "POST" && path === "/v1/refunds") {
        if (this.refundFailures > 0) {
          this.refundFailures--;
          // As Stripe answers most of its 500s (the SDK's own note): a retry would not help, so the
          // SDK hands the failure to the store at once, whose refunds worker tries again later.
          return reply(500, { error: { type: "api_error", message: "An unknown error occurred" } }, { "stripe-should-retry": "false" });
        }
        const paid = [...this.sessions.values()].find((session) => session.payment_intent === form.payment_intent);
        if (!paid) return reply(400, { error: { type: "invalid_request_error", message: "No such payment_intent" } });
        const refunded = this.refundsFor(form.payment_intent).reduce((sum, refund) => sum + refund.amount, 0);
        if (refunded + Number(form.amount) > paid.amount_total) return reply(400, { error: { type: "invalid_request_error", code: "charge_already_refunded", message: "Refund amount is greater than the unrefunded amount" } });
        const refund = { id: `re_${randomBytes(8).toString("hex")}`, object: "refund", amount: Number(form.amount), payment_intent: form.payment_intent, status: "succeeded" };
        this.refunds.push(refund);
        if (this.refundHangs > 0) {
          // Done, but the answer is lost: only a retry with the same key learns of it.
          this.refundHangs--;
          if (idempotencyKey) this.idempotent.set(idempotencyKey, JSON.stringify(refund));
          return;
        }
        return reply(200, refund);
      }
      reply(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  }
}

/** Decodes Stripe's form encoding (`line_items[0][price_data][unit_amount]=...`) into objects and arrays. */
function parseForm(body: string): any {
  const root: any = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    let node = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[index + 1]);
      if (last) node[part] = value;
      else node = node[part] ??= nextIsIndex ? [] : {};
    });
  }
  return root;
}
