import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";
import type { FieldPolicy, Reference } from "@apollo/client";

interface CachedPage {
  items: readonly Reference[];
  total: number;
  offset: number;
  limit: number;
  hasMore: boolean;
}

/**
 * `products` pages are kept per category as one growing list: "Load more" asks for the next
 * offset and the cache appends it; a fresh first page (offset 0) starts the list again.
 */
const pagedProducts: FieldPolicy<CachedPage> = {
  keyArgs: ["category"],
  merge(existing, incoming, { args }) {
    const offset = typeof args?.offset === "number" ? args.offset : 0;
    if (!existing || offset === 0) return incoming;
    const items = existing.items.slice(0, offset);
    return { ...incoming, items: [...items, ...incoming.items], offset: 0, limit: items.length + incoming.items.length };
  },
};

export function createApolloClient() {
  return new ApolloClient({
    // Sessions ride on the server's httpOnly cookies, same origin.
    link: new HttpLink({ uri: "/graphql", credentials: "same-origin" }),
    cache: new InMemoryCache({
      possibleTypes: { Account: ["User", "Seller", "Admin"] },
      typePolicies: {
        Query: { fields: { products: pagedProducts } },
        Product: { keyFields: ["id"] },
        Image: { keyFields: ["id"] },
        User: { keyFields: ["id"] },
        Seller: { keyFields: ["id"] },
        Admin: { keyFields: ["id"] },
        Category: { keyFields: ["name"] },
        // A page belongs to the field that holds it; it has no identity of its own.
        ProductPage: { keyFields: false },
      },
    }),
    devtools: { enabled: import.meta.env.DEV },
  });
}
