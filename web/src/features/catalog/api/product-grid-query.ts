import { usePagedQuery } from "../../../lib/use-paged-query";
import type { ApolloClient } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { listingVariables, productTiles, readListing, type ProductListing } from "../../../lib/product-listing";

export const PRODUCTS_PER_PAGE = 24;

export const ProductGridQuery = graphql(`
  query ProductGrid($category: String, $offset: Int!, $limit: Int!, $sort: ProductSort, $filter: ProductFilterInput) {
    products(category: $category, offset: $offset, limit: $limit, sort: $sort, filter: $filter) {
      hasMore
      ...ProductTiles_page
    }
  }
`);

const CategoriesQuery = graphql(`
  query ShopCategories {
    categories {
      name
      sizes
    }
  }
`);

/** A grid's first page (everything's without a category), in the order and narrowing chosen. */
const firstPage = (category: string | undefined, listing: ProductListing) => ({ category: category ?? null, offset: 0, limit: PRODUCTS_PER_PAGE, ...listingVariables(listing) });

/** The most pages `?page=N` shows at once. */
const MAX_PAGES = 50;

/** How many pages of the grid the address asks for (`?page=N`, the grid's link for a browser without JavaScript). */
export function pagesAsked(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGES) : 1;
}

/**
 * Asks for a grid's first page ahead of the page (see app/page-data.ts), and the ones after it up
 * to `?page=N`, each appended by the cache as "Load more" would; the grid then finds them.
 */
export async function prefetchProductGrid(client: ApolloClient, category: string | undefined, search = "") {
  const params = new URLSearchParams(search);
  const first = firstPage(category, readListing(params));
  // The categories too: the grid's page reads them for its sizes and its path's canonical name.
  const [result] = await Promise.all([client.query({ query: ProductGridQuery, variables: first }), client.query({ query: CategoriesQuery })]);
  let hasMore = result.data?.products.hasMore;
  for (let page = 1; page < pagesAsked(params) && hasMore; page++) {
    // The cache keeps one list whatever the offset, so only the network has the next page; written
    // at its offset, the cache appends it (a server render would read a network-only query from the cache).
    const variables = { ...first, offset: page * PRODUCTS_PER_PAGE };
    const { data } = await client.query({ query: ProductGridQuery, variables, fetchPolicy: "no-cache" });
    if (!data) break;
    client.cache.writeQuery({ query: ProductGridQuery, variables, data });
    hasMore = data.products.hasMore;
  }
  return result;
}

/** One category's products (all of them without one), a page at a time; the cache appends pages. */
export function useProductGrid(category: string | undefined, listing: ProductListing) {
  return usePagedQuery(ProductGridQuery, (data) => productTiles(data.products), { variables: { category: category ?? null, ...listingVariables(listing) }, pageSize: PRODUCTS_PER_PAGE });
}

/** The store's categories with their sizes: a path's canonical name, and the sizes a grid filters by. */
export function useShopCategories() {
  const { data } = useQuery(CategoriesQuery);
  return data?.categories;
}
