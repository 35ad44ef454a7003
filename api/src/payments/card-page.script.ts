/**
 * The card page's own script, served as a file from the store (the page allows scripts from
 * 'self' only, nothing inline). It runs in the browser: written here in TypeScript so it is
 * checked, and sent as its source text.
 *
 * - Theme: the store's choice (localStorage `darkMode`, "false" meaning dark, as the shop keeps
 *   it) when there is one, else the system's colour scheme (the stylesheet's media query).
 * - Formatting as the shopper types: the card number in groups of four, the expiry as
 *   `MM / YY`, the CVC digits only. The server accepts what it would accept without the script.
 */
function cardPage() {
  try {
    const stored = window.localStorage.getItem("darkMode");
    if (stored === "false") document.documentElement.dataset.theme = "dark";
    else if (stored === "true") document.documentElement.dataset.theme = "light";
  } catch {
    // Storage refused (private mode): the system's scheme decides.
  }

  const digitsOf = (text: string) => text.replace(/\D/g, "");
  const formatNumber = (digits: string) => digits.slice(0, 19).replace(/(\d{4})(?=\d)/g, "$1 ");
  const formatExpiry = (digits: string) => {
    let d = digits.slice(0, 4);
    // "4" can only be April: 04.
    if (/^[2-9]$/.test(d)) d = `0${d}`;
    return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
  };
  const formatCvc = (digits: string) => digits.slice(0, 4);

  /** Rewrites the field as formatted, keeping the caret after the same number of digits. */
  const formatAsTyped = (input: HTMLInputElement, format: (digits: string) => string) => {
    const caret = input.selectionStart ?? input.value.length;
    const digitsBeforeCaret = digitsOf(input.value.slice(0, caret)).length;
    const formatted = format(digitsOf(input.value));
    if (formatted === input.value) return;
    input.value = formatted;
    let position = 0;
    for (let seen = 0; position < formatted.length && seen < digitsBeforeCaret; position++) {
      if (/\d/.test(formatted[position])) seen++;
    }
    if (document.activeElement === input) input.setSelectionRange(position, position);
  };

  const wire = () => {
    const fields: [string, (digits: string) => string][] = [
      ["number", formatNumber],
      ["expiry", formatExpiry],
      ["cvc", formatCvc],
    ];
    for (const [id, format] of fields) {
      const input = document.getElementById(id);
      if (!(input instanceof HTMLInputElement)) continue;
      input.addEventListener("input", () => formatAsTyped(input, format));
      // A refused card comes back with what was typed: show it formatted too.
      if (input.value) formatAsTyped(input, format);
    }
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", wire);
  else wire();
}

export const CARD_PAGE_SCRIPT = `"use strict";(${cardPage.toString()})();\n`;
