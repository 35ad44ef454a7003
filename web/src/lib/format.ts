/** Prices are whole rupees, shown the way the store always has: `Rs. 1499.00`. */
export const formatPrice = (rupees: number) => `Rs. ${rupees}.00`;

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });

/** `12 Mar 2025`, in the shopper's time zone. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
/** `12 Mar 2025, 04:05 pm`, in the shopper's time zone. */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
