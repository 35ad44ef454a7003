/** Prices are whole rupees, shown the way the store always has: `Rs. 1499.00`. */
export const formatPrice = (rupees: number) => `Rs. ${rupees}.00`;

/**
 * Dates are spelled out here rather than with `Intl.DateTimeFormat`: making one loads the locale's
 * data, a long task on a phone (tens of milliseconds) in the middle of showing a product's
 * reviews, and the server's ICU and the browser's may spell a month differently (`Sep`, `Sept`),
 * which would break hydration. The spelling is en-IN's.
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];
const twoDigits = (value: number) => String(value).padStart(2, "0");
const day = (date: Date) => `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
const time = (date: Date) => `${twoDigits(date.getHours() % 12 || 12)}:${twoDigits(date.getMinutes())} ${date.getHours() < 12 ? "am" : "pm"}`;

/** `12 Mar 2025`, in the shopper's time zone. */
export const formatDate = (iso: string) => day(new Date(iso));
/** `12 Mar 2025, 04:05 pm`, in the shopper's time zone. */
export const formatDateTime = (iso: string) => {
  const date = new Date(iso);
  return `${day(date)}, ${time(date)}`;
};
