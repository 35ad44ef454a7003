// The bag's limits, messages and the add-to-bag rule, apart from its schema so that the product page's button does not load zod.

/** How many different lines a bag holds. */
export const MAX_CART_LINES = 50;

export const CART_MESSAGES = {
  sizeNeeded: "Please select a size before adding to cart.",
  quantityAtLeastOne: "Quantity must be at least 1",
  lineNotFound: "Cart item not found",
  whichSize: "This product is in your bag in several sizes: say which size",
  bagFull: `Your bag can hold at most ${MAX_CART_LINES} different items`,
  signInForBag: "You have to log in to add items to your shopping bag.",
} as const;

export const insufficientStock = (title: string) => `Insufficient stock for ${title}`;
export const sizeNotOffered = (size: string, title: string) => `Size ${size} is not available for ${title}`;

/** The product as adding it to the bag reads it. */
export interface BagProduct {
  title: string;
  stock: number;
  sizes: readonly string[];
  /** Each size's own stock (issue 27); without it (or for a product without sizes) `stock` counts. */
  sizeStock?: readonly { size: string; stock: number }[];
}

/**
 * Whether one of this product in this size may go in the bag (shopper document, 5): a size when
 * the product has sizes, one it offers, and stock above 0 (of that size, when the sizes have their own). The server's rule; the product page
 * asks it too before sending. `kind` says which refusal: a bad choice, or no stock.
 */
export function addToBagProblem(product: BagProduct, size: string | null | undefined): { kind: "input" | "stock"; message: string } | undefined {
  const chosen = typeof size === "string" ? size.trim() : "";
  if (product.sizes.length > 0 && !chosen) return { kind: "input", message: CART_MESSAGES.sizeNeeded };
  if (product.sizes.length > 0 && !product.sizes.includes(chosen)) return { kind: "input", message: sizeNotOffered(chosen, product.title) };
  const left = product.sizes.length > 0 && product.sizeStock?.length ? (product.sizeStock.find((count) => count.size === chosen)?.stock ?? 0) : product.stock;
  if (left <= 0) return { kind: "stock", message: insufficientStock(product.title) };
  return undefined;
}
