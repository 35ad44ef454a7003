import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

/**
 * The bag as its page shows it. Every cart mutation answers this same selection (and lib/cart's
 * add answers the same fields), so after any change the page is complete from the cache.
 */
export const ShoppingBagFragment = graphql(`
  fragment ShoppingBag_cart on Cart {
    id
    itemCount
    subtotal
    delivery
    total
    lines {
      id
      count
      product {
        id
      }
      ...BagLine_line
    }
  }
`);

const ShoppingBagQuery = graphql(`
  query ShoppingBag {
    cart {
      id
      ...ShoppingBag_cart
    }
  }
`);

/** Asked on each visit (another tab may have changed the bag); then kept by the mutations' answers. */
export function useShoppingBag() {
  return useQuery(ShoppingBagQuery, { fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
}
