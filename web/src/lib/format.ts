/** Prices are whole rupees, shown the way the store always has: `Rs. 1499.00`. */
export const formatPrice = (rupees: number) => `Rs. ${rupees}.00`;

/**
 * An `Intl` formatter made on first use: making one loads the locale's data, which costs a busy
 * phone a noticeable moment, and most pages that import this module show no date at all.
 */
function lazyFormat<F extends { format(value: Date | number): string }>(make: () => F): () => F {
  let made: F | undefined;
  return () => (made ??= make());
}

const dateFormat = lazyFormat(() => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" }));
const dateTimeFormat = lazyFormat(() => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" }));

/** `12 Mar 2025`, in the shopper's time zone. */
export const formatDate = (iso: string) => dateFormat().format(new Date(iso));
/** `12 Mar 2025, 04:05 pm`, in the shopper's time zone. */
export const formatDateTime = (iso: string) => dateTimeFormat().format(new Date(iso));
