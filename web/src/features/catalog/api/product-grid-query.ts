import { usePagedQuery } from "../../../lib/use-paged-query";
import type { ApolloClient } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { listingVariables, productTiles, readListing, type ProductListing } from "../../../lib/product-listing";

export const PRODUCTS_PER_PAGE = 24;

export const ProductGridQuery = graphql(`
  query ProductGrid($category: String, $offset: Int!, $limit: Int!, $sort: ProductSort, $filter: ProductFilterInput) {
    products(category: $category, offset: $offset, limit: $limit, sort: $sort, filter: $filter) {
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

/** Asks for a grid's first page ahead of the page (see app/page-data.ts); the grid then finds it. */
export function prefetchProductGrid(client: ApolloClient, category: string | undefined, search = "") {
  return client.query({ query: ProductGridQuery, variables: firstPage(category, readListing(new URLSearchParams(search))) });
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
