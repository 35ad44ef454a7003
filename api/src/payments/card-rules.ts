/**
 * The card checks of the built-in provider, as a card provider's test mode makes them:
 * 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, and malformed details are refused.
 */
export interface CardDetails {
  number?: string;
  expiry?: string;
  cvc?: string;
  name?: string;
}

export type CardVerdict = { ok: true; summary: string } | { ok: false; field: keyof CardDetails | "card"; message: string; declined?: boolean };

export const DECLINED_CARD = "4000000000000002";

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function checkCard(card: CardDetails, now = new Date()): CardVerdict {
  const digits = (card.number ?? "").replace(/[\s-]/g, "");
  if (!digits) return { ok: false, field: "number", message: "Your card number is incomplete." };
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return { ok: false, field: "number", message: "Your card number is invalid." };
  // "12/30", "12 / 30" and "1230" are the same date.
  const expiry = (card.expiry ?? "").replace(/\s/g, "").match(/^(\d{2})\/?(\d{2})$/);
  if (!expiry) return { ok: false, field: "expiry", message: "Your card's expiration date is incomplete." };
  const month = Number(expiry[1]);
  const year = 2000 + Number(expiry[2]);
  if (month < 1 || month > 12) return { ok: false, field: "expiry", message: "Your card's expiration month is invalid." };
  // A card is good through the last day of its expiry month.
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
    return { ok: false, field: "expiry", message: "Your card's expiration date is in the past." };
  }
  if (!/^\d{3,4}$/.test((card.cvc ?? "").trim())) return { ok: false, field: "cvc", message: "Your card's security code is invalid." };
  if (!(card.name ?? "").trim()) return { ok: false, field: "name", message: "Enter the name on your card." };
  if (digits === DECLINED_CARD) return { ok: false, field: "card", message: "Your card was declined.", declined: true };
  const brand = digits.startsWith("4") ? "Visa" : /^5[1-5]/.test(digits) ? "Mastercard" : "Card";
  return { ok: true, summary: `${brand} •••• ${digits.slice(-4)}` };
}
