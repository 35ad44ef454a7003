import { badInput } from "../common/errors";

/** The prefix of the store's order numbers. */
export const ORDER_NUMBER_PREFIX = "AT";

/**
 * An order's short human number from the next value of the `order_number_seq` sequence, e.g.
 * `AT-2026-000123`: the year it was placed and a serial that only grows (past 999999 it simply
 * gets longer), so numbers are unique and sort in the order orders were placed.
 */
export const orderNumber = (serial: number, placed = new Date()) => `${ORDER_NUMBER_PREFIX}-${placed.getUTCFullYear()}-${String(serial).padStart(6, "0")}`;

/**
 * An order-number search as a LIKE pattern: the whole number ("AT-2026-000123", any case) or its
 * last digits ("000123", "123"); empty means no filter. Anything else is BAD_USER_INPUT.
 */
export function orderNumberFilter(search: string | null | undefined): string | undefined {
  const text = (search ?? "").trim().toUpperCase();
  if (!text) return undefined;
  if (/^AT-\d{4}-\d+$/.test(text)) return text;
  if (/^\d{1,12}$/.test(text)) return `%-%${text}`;
  throw badInput("Enter an order number such as AT-2026-000123, or its last digits", { number: "Unknown order number" });
}
