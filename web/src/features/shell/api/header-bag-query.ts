import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

const HeaderBagQuery = graphql(`
  query HeaderBag {
    cart {
      id
      itemCount
    }
  }
`);

/**
 * How many items are in the signed-in shopper's bag. Asked once; every cart mutation answers the
 * bag with its id, so the normalised Cart keeps this count right without asking again. A
 * completed checkout asks again (by name, "HeaderBag"), and that request must not join one
 * already on its way, which may have read the bag before the checkout: none is shared.
 */
export function useBagCount(): number | undefined {
  const { data } = useQuery(HeaderBagQuery, { context: { queryDeduplication: false } });
  return data?.cart.itemCount;
}
