import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

export const FAVOURITES_PER_PAGE = 24;

const FavouritesQuery = graphql(`
  query Favourites($offset: Int!, $limit: Int!) {
    wishlist(offset: $offset, limit: $limit) {
      items {
        id
        title
        inWishlist
        ...ProductCard_product
      }
      total
      hasMore
    }
  }
`);

/**
 * The shopper's favourites, newest first. Asked on each visit; afterwards the list follows the
 * hearts through the cache (lib/wishlist keeps `Query.wishlist`), never by asking again.
 */
export function useFavourites() {
  const { data, loading, error, fetchMore, refetch } = useQuery(FavouritesQuery, {
    variables: { offset: 0, limit: FAVOURITES_PER_PAGE },
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const page = data?.wishlist;
  const loadMore = () => (page ? fetchMore({ variables: { offset: page.items.length } }).then(() => undefined) : Promise.resolve());
  return { page, loading, error, loadMore, refetch };
}
