import { productTiles } from "../../../lib/product-listing";
import { usePagedQuery } from "../../../lib/use-paged-query";
import { graphql } from "../../../gql";

export const FAVOURITES_PER_PAGE = 24;

const FavouritesQuery = graphql(`
  query Favourites($offset: Int!, $limit: Int!) {
    wishlist(offset: $offset, limit: $limit) {
      ...ProductTiles_page
    }
  }
`);

/**
 * The shopper's favourites, newest first. Asked on each visit; afterwards the list follows the
 * hearts through the cache (lib/wishlist keeps `Query.wishlist`), never by asking again.
 */
export function useFavourites() {
  return usePagedQuery(FavouritesQuery, (data) => productTiles(data.wishlist), { pageSize: FAVOURITES_PER_PAGE, fresh: true });
}
