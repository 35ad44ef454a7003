import { getFragmentData, graphql, type FragmentType } from "../gql";
import { addressParams } from "./address-box";
import type { ProductSort } from "../gql/graphql";

/**
 * A page of product cards with their hearts, as every shop grid shows it (a category, a campaign,
 * the favourites): their queries spread this, and read it back with `productTiles`.
 */
export const ProductTilesFragment = graphql(`
  fragment ProductTiles_page on ProductPage {
    items {
      id
      title
      inWishlist
      ...ProductCard_product
    }
    total
    hasMore
  }
`);

/** A grid's page, unmasked. */
export const productTiles = (page: FragmentType<typeof ProductTilesFragment>) => getFragmentData(ProductTilesFragment, page);

/**
 * A grid's order and narrowing as the address holds them (`?sort=price-asc&size=M&min=500&max=2000`),
 * so a narrowed page can be shared and reloaded. Words in the address, the API's enum in queries.
 */
export interface ProductListing {
  sort: ProductSortName;
  size: string | null;
  min: number | null;
  max: number | null;
}

export const PRODUCT_SORTS = [
  { name: "newest", label: "Newest", value: "NEWEST" },
  { name: "price-asc", label: "Price: low to high", value: "PRICE_ASC" },
  { name: "price-desc", label: "Price: high to low", value: "PRICE_DESC" },
] as const satisfies readonly { name: string; label: string; value: ProductSort }[];

export type ProductSortName = (typeof PRODUCT_SORTS)[number]["name"];

const LISTING_KEYS = ["sort", "size", "min", "max"] as const;

const wholeRupees = (text: string | null): number | null => (text !== null && /^\d{1,8}$/.test(text.trim()) ? Number(text.trim()) : null);

/** The listing an address asks for; anything it cannot read is left at its default. */
export function readListing(params: URLSearchParams, sizes?: readonly string[]): ProductListing {
  const sort = PRODUCT_SORTS.find((entry) => entry.name === params.get("sort"))?.name ?? "newest";
  const size = params.get("size")?.trim() || null;
  return { sort, size: size && (!sizes || sizes.includes(size)) ? size : null, min: wholeRupees(params.get("min")), max: wholeRupees(params.get("max")) };
}

/** The address's parameters with the listing written in (defaults left out); others are kept. */
export function writeListing(params: URLSearchParams, listing: ProductListing): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of LISTING_KEYS) next.delete(key);
  if (listing.sort !== "newest") next.set("sort", listing.sort);
  if (listing.size) next.set("size", listing.size);
  if (listing.min !== null) next.set("min", String(listing.min));
  if (listing.max !== null) next.set("max", String(listing.max));
  return next;
}

/**
 * The address's parameters (as they are now, see `addressParams`) with a change of the listing
 * written in: a change made while the last one is still rendering builds on it.
 */
export function changedListing(change: Partial<ProductListing>): URLSearchParams {
  const now = addressParams();
  return writeListing(now, { ...readListing(now), ...change });
}

/** The `sort` and `filter` arguments of `products` and `searchProducts` for a listing. */
export function listingVariables(listing: ProductListing) {
  const { min, max } = listing.min !== null && listing.max !== null && listing.min > listing.max ? { min: listing.max, max: listing.min } : listing;
  const filter = listing.size || min !== null || max !== null ? { size: listing.size, minPrice: min, maxPrice: max } : null;
  return { sort: listing.sort === "newest" ? null : PRODUCT_SORTS.find((entry) => entry.name === listing.sort)!.value, filter };
}

export const isNarrowed = (listing: ProductListing) => listing.size !== null || listing.min !== null || listing.max !== null;
