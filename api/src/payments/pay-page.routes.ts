import express, { Router, type Request, type Response } from "express";
import type { CheckoutService } from "../checkout/checkout.service";
import { AppError } from "../common/errors";
import { cspHash } from "../http/security";
import { escapeHtml as escape } from "../common/html";
import { checkCard, type CardDetails } from "./card-rules";
import { CARD_PAGE_SCRIPT } from "./card-page.script";
import type { LocalPayment } from "./local-payment.entity";
import type { LocalPaymentProvider } from "./local-provider";
import { DEFAULT_COUNTRY, parseAddress, type AddressFields } from "../addresses/address-rules";
import type { AddressesService } from "../addresses/addresses.service";

/** The typed address checked by the address rules: the clean address, or a message per failing field. */
function readAddress(typed: Partial<AddressFields>): { ok: true; value: AddressFields } | { ok: false; errors: Partial<Record<keyof AddressFields, string>> } {
  try {
    return { ok: true, value: parseAddress(typed) };
  } catch (error) {
    if (error instanceof AppError && error.fields) return { ok: false, errors: error.fields as Partial<Record<keyof AddressFields, string>> };
    throw error;
  }
}

// The store's own format, as the documents write it: Rs. {price}.00
const rupees = (amount: number) => `Rs. ${amount}.00`;

// Light by default; dark when the system asks for it (unless the store's own choice, applied by
// the script, says light) or when the store's choice is dark.
const LIGHT = "--bg:#f4f2ee;--panel:#fff;--text:#1a1a1a;--muted:#5c5c5c;--line:#e6e3de;--field:#fff;--field-line:#8a867f;--button:#1a1a1a;--button-text:#fff;--button-hover:#333;--error-bg:#fdecea;--error:#a3261b";
const DARK = "--bg:#0e0e0e;--panel:#181818;--text:#f2f0ed;--muted:#b4b0aa;--line:#2e2e2e;--field:#101010;--field-line:#77736d;--button:#f2f0ed;--button-text:#111;--button-hover:#d9d6d1;--error-bg:#3a1714;--error:#ffb4a8";

const STYLE = `
:root{${LIGHT};color-scheme:light}
@media(prefers-color-scheme:dark){:root:not([data-theme=light]){${DARK};color-scheme:dark}}
:root[data-theme=dark]{${DARK};color-scheme:dark}
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--text);background:var(--bg)}
main{max-width:880px;margin:0 auto;padding:40px 20px;display:grid;gap:32px;grid-template-columns:1fr}
@media(min-width:768px){main{grid-template-columns:1fr 1fr}}
h1{font-size:13px;letter-spacing:.18em;text-transform:uppercase;margin:0 0 20px}
section{background:var(--panel);border-radius:6px;padding:28px;box-shadow:0 1px 2px rgba(0,0,0,.06)}
table{width:100%;border-collapse:collapse}td{padding:8px 0;border-bottom:1px solid var(--line);vertical-align:top}td.amount{text-align:right;white-space:nowrap}
tfoot td{border:0;font-weight:700;padding-top:16px}
label{display:block;font-size:13px;font-weight:600;margin:14px 0 6px}
input{width:100%;padding:11px 12px;border:1px solid var(--field-line);border-radius:4px;font:inherit;color:var(--text);background:var(--field)}input:focus{outline:2px solid var(--text);outline-offset:1px}
input[aria-invalid=true]{border-color:var(--error)}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button{font:inherit;cursor:pointer}
.pay{width:100%;margin-top:22px;padding:13px;border:0;border-radius:4px;background:var(--button);color:var(--button-text);font-weight:600;letter-spacing:.06em}
.pay:hover{background:var(--button-hover)}.back{background:none;border:0;padding:0;margin-top:18px;color:var(--muted);text-decoration:underline}
a{color:var(--text)}
.error{margin:16px 0 0;padding:10px 12px;border-radius:4px;background:var(--error-bg);color:var(--error)}
fieldset{border:0;padding:0;margin:0 0 18px}legend{font-size:13px;letter-spacing:.18em;text-transform:uppercase;font-weight:700;margin-bottom:4px}
.field-error{margin:4px 0 0;font-size:13px;color:var(--error)}
label.tick{display:flex;gap:8px;align-items:center;font-weight:400}label.tick input{width:auto}
.note{font-size:12px;color:var(--muted);margin-top:18px}.brand{font-weight:700;letter-spacing:.3em;margin-bottom:8px}
`;

/** Where the page's script is served (see card-page.script.ts): the page runs no inline script. */
export const CARD_PAGE_SCRIPT_PATH = "/pay/assets/card-page.js";

const head = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style><script src="${CARD_PAGE_SCRIPT_PATH}"></script></head>`;

interface PageState {
  error?: string;
  /** The field the error is about ("card": the card itself was declined). */
  field?: keyof CardDetails | "card";
  values?: CardDetails;
  /** The delivery address as typed (or the shopper's default, to start with). */
  address?: Partial<AddressFields>;
  /** Whether "save" is ticked. */
  save?: boolean;
  /** A message per address field that failed. */
  addressErrors?: Partial<Record<keyof AddressFields, string>>;
}

const ADDRESS_FIELDS: { field: keyof AddressFields; label: string; autocomplete: string; inputmode?: string; maxlength: number }[] = [
  { field: "name", label: "Full name", autocomplete: "shipping name", maxlength: 120 },
  { field: "phone", label: "Phone", autocomplete: "shipping tel", inputmode: "tel", maxlength: 20 },
  { field: "line1", label: "Address line 1", autocomplete: "shipping address-line1", maxlength: 200 },
  { field: "line2", label: "Address line 2 (optional)", autocomplete: "shipping address-line2", maxlength: 200 },
  { field: "city", label: "City", autocomplete: "shipping address-level2", maxlength: 120 },
  { field: "state", label: "State", autocomplete: "shipping address-level1", maxlength: 120 },
  { field: "pinCode", label: "PIN code", autocomplete: "shipping postal-code", inputmode: "numeric", maxlength: 10 },
  { field: "country", label: "Country", autocomplete: "shipping country-name", maxlength: 120 },
];

/** The delivery address part of the form, each failing field marked and described by its message. */
function addressSection(state: PageState): string {
  const address = state.address ?? {};
  const errors = state.addressErrors ?? {};
  const firstFailing = ADDRESS_FIELDS.find(({ field }) => errors[field])?.field;
  const fields = ADDRESS_FIELDS.map(({ field, label, autocomplete, inputmode, maxlength }) => {
    const error = errors[field];
    const value = field === "country" ? (address.country ?? DEFAULT_COUNTRY) : (address[field] ?? "");
    const marks = error ? ` aria-invalid="true" aria-describedby="${field}-error"${field === firstFailing ? " autofocus" : ""}` : "";
    return `<label for="ship-${field}">${label}</label><input id="ship-${field}" name="ship_${field}" autocomplete="${autocomplete}"${inputmode ? ` inputmode="${inputmode}"` : ""} maxlength="${maxlength}" value="${escape(value)}"${field === "line2" ? "" : " required"}${marks}>${
      error ? `<p class="field-error" id="${field}-error" data-testid="${field}-error">${escape(error)}</p>` : ""
    }`;
  }).join("\n");
  return `<fieldset><legend>Delivery address</legend>${fields}
<label class="tick"><input type="checkbox" name="save" value="yes"${state.save ? " checked" : ""} data-testid="save-address"> Save this address to my address book</label></fieldset>`;
}

function page(payment: LocalPayment, state: PageState = {}): string {
  const values = state.values ?? {};
  // A refused card comes back as typed, every field (the page is never cached: no-store).
  const value = (field: keyof CardDetails) => escape(values[field] ?? "");
  // The refused field is marked and described by the message, and takes the focus.
  const invalid = (field: keyof CardDetails) =>
    state.error && (state.field === field || (state.field === "card" && field === "number")) ? ` aria-invalid="true" aria-describedby="pay-error" autofocus` : "";
  const rows = payment.lines
    .map((line) => `<tr><td>${escape(line.title)}${line.size ? ` <small>(${escape(line.size)})</small>` : ""} × ${line.quantity}</td><td class="amount">${rupees(line.unitPrice * line.quantity)}</td></tr>`)
    .join("");
  return `${head(`Pay ${rupees(payment.amount)}`)}<body><main>
<section aria-labelledby="summary"><div class="brand">ATELIER</div><h1 id="summary">Order summary</h1>
<table><tbody>${rows}</tbody><tfoot><tr><td>Total</td><td class="amount" data-testid="pay-total">${rupees(payment.amount)}</td></tr></tfoot></table>
<p class="note">Test mode: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined. Any future expiry, any 3-digit CVC.</p></section>
<section aria-labelledby="card"><h1 id="card">Pay with card</h1>
<form method="post" action="/pay/${payment.id}" novalidate>
${addressSection(state)}
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" value="${value("number")}" maxlength="23" required${invalid("number")}>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" value="${value("expiry")}" maxlength="7" required${invalid("expiry")}></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" value="${value("cvc")}" maxlength="4" required${invalid("cvc")}></div></div>
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" value="${value("name")}" required${invalid("name")}>
${state.error ? `<p class="error" id="pay-error" role="alert" data-testid="pay-error">${escape(state.error)}</p>` : ""}
<button class="pay" type="submit">Pay</button></form>
<form method="post" action="/pay/${payment.id}/cancel"><button class="back" type="submit">Back to your shopping bag</button></form>
</section></main></body></html>`;
}

function message(res: Response, status: number, title: string, text: string, link: string) {
  res
    .status(status)
    .type("html")
    .send(`${head(title)}<body><main><section><h1>${escape(title)}</h1><p>${escape(text)}</p><p><a href="${escape(link)}">Back to your shopping bag</a></p></section></main></body></html>`);
}

/** 'self' and the other origins the payment returns to (its success and cancel URLs). */
function formTargets(req: Request, payment?: LocalPayment): string {
  const self = `${req.protocol}://${req.get("host")}`;
  const origins = new Set(["'self'"]);
  for (const url of payment ? [payment.successUrl, payment.cancelUrl] : []) {
    try {
      const { origin } = new URL(url);
      if (/^https?:\/\//.test(origin) && origin !== self) origins.add(origin);
    } catch {
      // A relative URL returns to this origin: 'self' covers it.
    }
  }
  return [...origins].join(" ");
}

const successUrl = (payment: LocalPayment) => payment.successUrl.replace("{CHECKOUT_SESSION_ID}", payment.id);

/**
 * The built-in provider's hosted card page, /pay/{sessionId}: like a card provider's checkout
 * page, it takes the card, charges it (test-mode rules) and sends the browser to the store's
 * success URL. The session id in the path is the capability; no store cookie is involved.
 */
export function payPageRoutes(local: LocalPaymentProvider, checkout: CheckoutService, addresses: AddressesService): Router {
  const router = Router();
  // Its own script file, its own (hashed) style sheet and its forms, which post to this origin
  // only; form-action also names the origins of the payment's success and cancel pages, where
  // those posts are redirected (Chromium applies form-action to a form's redirects too).
  const policy = (res: Response, payment?: LocalPayment) =>
    `default-src 'none'; script-src 'self'; style-src ${cspHash(STYLE)}; form-action ${formTargets(res.req, payment)}; base-uri 'none'; frame-ancestors 'none'`;
  const noStore = (res: Response, payment?: LocalPayment) => res.set({ "Cache-Control": "no-store", "Content-Security-Policy": policy(res, payment) });

  const load = async (res: Response, sessionId: string) => {
    try {
      return await local.find(sessionId);
    } catch (error) {
      if (error instanceof AppError) message(res, 404, "Payment not found", "This payment link is not valid.", "/user/cart");
      else throw error;
      return undefined;
    }
  };

  router.get("/assets/card-page.js", (_req, res) => {
    res.set("Cache-Control", "public, max-age=3600").type("text/javascript").send(CARD_PAGE_SCRIPT);
  });

  router.get("/:sessionId", async (req, res, next) => {
    try {
      noStore(res);
      const payment = await load(res, req.params.sessionId);
      if (!payment) return;
      noStore(res, payment);
      if (payment.status === "paid") return res.redirect(303, successUrl(payment));
      if (payment.expiresAt < new Date()) return message(res, 410, "This checkout has expired", "Your items were put back on sale. Place your order again from your bag.", payment.cancelUrl);
      // Prefilled with the shopper's default address, saved again only if they tick "save".
      const userId = await checkout.shopperOf(payment.checkoutId);
      const saved = userId ? await addresses.defaultFor(userId) : null;
      res.type("html").send(page(payment, { address: saved ?? undefined, save: !saved }));
    } catch (error) {
      next(error);
    }
  });

  router.post("/:sessionId", express.urlencoded({ extended: false, limit: "10kb" }), async (req, res, next) => {
    try {
      noStore(res);
      const payment = await load(res, req.params.sessionId);
      if (!payment) return;
      noStore(res, payment);
      if (payment.status === "paid") return res.redirect(303, successUrl(payment));
      if (payment.expiresAt < new Date()) return message(res, 410, "This checkout has expired", "Your items were put back on sale. Place your order again from your bag.", payment.cancelUrl);
      const card: CardDetails = { number: req.body?.number, expiry: req.body?.expiry, cvc: req.body?.cvc, name: req.body?.name };
      const typed = Object.fromEntries(ADDRESS_FIELDS.map(({ field }) => [field, typeof req.body?.[`ship_${field}`] === "string" ? req.body[`ship_${field}`] : ""])) as Partial<AddressFields>;
      const save = req.body?.save === "yes";
      const address = readAddress(typed);
      if (!address.ok) {
        res.status(400).type("html").send(page(payment, { values: card, address: typed, save, addressErrors: address.errors }));
        return;
      }
      const verdict = checkCard(card);
      if (!verdict.ok) {
        res.status(verdict.declined ? 402 : 400).type("html").send(page(payment, { error: verdict.message, field: verdict.field, values: card, address: typed, save }));
        return;
      }
      // The charge and the orders it pays for are one commit: a crash leaves both or neither.
      const outcome = await checkout.confirmPaid(payment.checkoutId, `local_${payment.id}`, (manager) => local.markPaid(manager, payment.id, verdict.summary), {
        address: address.value,
        save,
      });
      if (outcome.status !== "completed") return message(res, 410, "This checkout has expired", "Your items were put back on sale. Place your order again from your bag.", payment.cancelUrl);
      res.redirect(303, successUrl(payment));
    } catch (error) {
      next(error);
    }
  });

  router.post("/:sessionId/cancel", async (req, res, next) => {
    try {
      noStore(res);
      const payment = await load(res, req.params.sessionId);
      if (!payment) return;
      noStore(res, payment);
      if (payment.status !== "paid") await checkout.abandon(payment.checkoutId, "cancelled");
      res.redirect(303, payment.cancelUrl.replace("{CHECKOUT_SESSION_ID}", payment.id));
    } catch (error) {
      next(error);
    }
  });

  return router;
}
