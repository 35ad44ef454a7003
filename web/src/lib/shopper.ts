import type { ApolloCache } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { UserSessionQuery, useSession, type SessionState } from "./session";

export interface Shopper {
  status: SessionState["status"];
  /** The signed-in shopper's id (a review is theirs when its userId equals it). */
  id?: string;
}

/** The shopper as the enclosing layout last checked: signed in or not, and who. */
export function useShopper(): Shopper {
  const { status } = useSession("user");
  const { data } = useQuery(UserSessionQuery, { fetchPolicy: "cache-only" });
  return { status, id: status === "signed-in" ? data?.currentUser.id : undefined };
}

/**
 * What the cache knows that depends on who is signed in: hearts (`Product.inWishlist`) in every
 * product list, the favourites, the bag, the orders, and reviews (a deleted account takes its
 * reviews along).
 * Forgotten when the shopper changes (sign-in, sign-out, account deletion), so the next page asks
 * the server as the new visitor.
 */
const SHOPPER_FIELDS = ["products", "product", "searchProducts", "wishlist", "cart", "reviews", "myOrders"] as const;

export function forgetShopperData(cache: ApolloCache, { keepCart = false }: { keepCart?: boolean } = {}): void {
  for (const fieldName of SHOPPER_FIELDS) {
    // The header's bag count watches `cart` until the header switches; leaving it avoids asking
    // the server for a bag that is no longer ours (the next sign-in forgets it).
    if (fieldName === "cart" && keepCart) continue;
    cache.evict({ id: "ROOT_QUERY", fieldName });
  }
  cache.gc();
}
