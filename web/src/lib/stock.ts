import type { ApolloCache } from "@apollo/client";

/**
 * Paying takes stock and cancelling gives it back, on the server only. The cached `Product.stock`
 * of those products is forgotten, so the product page and the bag ask for it when next shown
 * (no list reads stock, so no grid starts over).
 */
export function forgetStock(cache: ApolloCache, productIds: Iterable<string | null | undefined>): void {
  for (const id of new Set(productIds)) {
    if (!id) continue;
    const entry = cache.identify({ __typename: "Product", id });
    if (entry) cache.evict({ id: entry, fieldName: "stock" });
  }
}
