/** The prefix of the store's order numbers. */
export const ORDER_NUMBER_PREFIX = "AT";

/**
 * An order's short human number from the next value of the `order_number_seq` sequence, e.g.
 * `AT-2026-000123`: the year it was placed and a serial that only grows (past 999999 it simply
 * gets longer), so numbers are unique and sort in the order orders were placed.
 */
export const orderNumber = (serial: number, placed = new Date()) => `${ORDER_NUMBER_PREFIX}-${placed.getUTCFullYear()}-${String(serial).padStart(6, "0")}`;
