/**
 * Where a checkout stands after the shopper came back from paying: completed (orders made),
 * pending (not paid yet), expired, cancelled, refunding (paid too late: the money is on its way
 * back) or refunded (the provider confirmed that refund).
 */
export enum CompletionStatus {
  completed = "completed",
  pending = "pending",
  expired = "expired",
  cancelled = "cancelled",
  refunding = "refunding",
  refunded = "refunded",
}

export type CompletionStatusWord = `${CompletionStatus}`;

export const CHECKOUT_MESSAGES = {
  emptyBag: "Your shopping bag is empty",
  checkoutNotFound: "Checkout not found",
  nothingToComplete: "No checkout to complete",
  paymentFailed: "Failed to complete payment",
} as const;

export const tooManyUnits = (max: number, title: string, quantity: number) => `You can buy at most ${max} of ${title} at a time: you have ${quantity} in your bag`;
/** A checkout that finds less stock than the bag holds; `size` names the size that ran out, when the product has sizes. */
export const shortOfStock = (title: string, left: number, quantity: number, size?: string) => `Insufficient stock for ${title}${size ? ` in size ${size}` : ""}: ${left} left, ${quantity} in your bag`;
