import { ApolloClient, ApolloLink, InMemoryCache, type NormalizedCacheObject } from "@apollo/client";
import { BaseHttpLink } from "@apollo/client/link/http";
import type { FieldPolicy, Reference, StoreObject } from "@apollo/client";
import { Observable } from "rxjs";

interface CachedPage {
  items: readonly Reference[];
  total: number;
  offset: number;
  limit: number;
  hasMore: boolean;
}

/**
 * A paged list kept as one growing list per `keyArgs`: "Load more" asks for the next offset and
 * the cache appends it; a fresh first page (offset 0) starts the list again. Mutation hooks
 * rewrite the whole list through `cache.modify` / `updateQuery`, which also lands at offset 0.
 */
function pagedList(keyArgs: string[] | false): FieldPolicy<CachedPage> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const offset = typeof args?.offset === "number" ? args.offset : 0;
      if (!existing || offset === 0) return incoming;
      const items = existing.items.slice(0, offset);
      return { ...incoming, items: [...items, ...incoming.items], offset: 0, limit: items.length + incoming.items.length };
    },
  };
}

type LiveLink = ReturnType<typeof import("./live-link").createLiveLink>;
let liveLink: Promise<LiveLink> | undefined;

/**
 * Subscriptions go over a WebSocket (graphql-ws at /graphql), whose code is fetched when the first
 * one starts; queries and mutations over HTTP.
 */
function liveOrHttp(client: () => ApolloClient): ApolloLink {
  const live = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        let inner: { unsubscribe(): void } | undefined;
        let stopped = false;
        liveLink ??= import("./live-link").then(({ createLiveLink }) => createLiveLink(client));
        liveLink.then(
          (made) => {
            if (!stopped) inner = made.link.request(operation).subscribe(observer);
          },
          (error) => observer.error(error),
        );
        return () => {
          stopped = true;
          inner?.unsubscribe();
        };
      }),
  );
  // Sessions ride on the server's httpOnly cookies, same origin. (HttpLink would add client
  // awareness headers, which this server does not read.)
  const http = new BaseHttpLink({ uri: "/graphql", credentials: "same-origin" });
  return ApolloLink.split((operation) => String(operation.operationType) === "subscription", live, http);
}

/** After a sign-in or sign-out: an open live socket starts again with the new session. */
export function restartLive(): void {
  void liveLink?.then((made) => made.restart());
}

export interface ApolloClientOptions {
  /** How queries are answered: over HTTP (subscriptions over a WebSocket) by default; the server renders pages with its own schema. */
  link?: ApolloLink;
  /** On the server: queries are answered once, never refetched or polled. */
  ssrMode?: boolean;
  /** The cache of the server's render of this page (entry-server.tsx), to hydrate it with the same data. */
  state?: NormalizedCacheObject;
}

export function createApolloClient({ link, ssrMode = false, state }: ApolloClientOptions = {}) {
  const cache = createCache();
  if (state) cache.restore(state);
  const client: ApolloClient = new ApolloClient({
    // Sessions ride on the server's httpOnly cookies, same origin. (HttpLink would add client
    // awareness headers, which this server does not read.)
    link: link ?? liveOrHttp(() => client),
    cache,
    ssrMode,
    // Hydrating a server-rendered page: its queries (even network-only ones) first read what the
    // server rendered, so the first render matches its HTML.
    ssrForceFetchDelay: state ? 100 : undefined,
    devtools: { enabled: import.meta.env.DEV },
  });
  return client;
}

function createCache() {
  return new InMemoryCache({
    possibleTypes: { Account: ["User", "Seller", "Admin"] },
    typePolicies: {
      Query: {
        fields: {
          products: pagedList(["category", "sort", "filter"]),
          searchProducts: pagedList(["query", "sort", "filter"]),
          reviews: pagedList(["productId"]),
          // The signed-in shopper's favourites: one list, whatever page asked for it.
          wishlist: pagedList(false),
          // The signed-in shopper's orders, newest first; a cancelled one changes in place.
          myOrders: pagedList(false),
          // The signed-in seller's products, and their orders per status filter.
          sellerProducts: pagedList(false),
          sellerOrders: pagedList(["status"]),
          // The admin console's lists; orders once per status filter.
          users: pagedList(["search"]),
          sellers: pagedList(["search"]),
          adminProducts: pagedList(["search"]),
          allOrders: pagedList(["status", "search"]),
          pendingRequests: pagedList(false),
        },
      },
      Product: {
        keyFields: ["id"],
        fields: {
          // A product's sizes with their stock have no identity of their own, and pages ask for
          // different fields of them (the bag: size and stock; the product page: soldOut too):
          // each size's entry is merged with the one before, never replaced by a narrower one.
          sizeStock: {
            merge(existing: readonly StoreObject[] | undefined, incoming: readonly StoreObject[], { mergeObjects }) {
              return incoming.map((entry) => {
                const before = existing?.find((old) => old.size === entry.size);
                return before ? mergeObjects(before, entry) : entry;
              });
            },
          },
        },
      },
      Image: { keyFields: ["id"] },
      User: { keyFields: ["id"] },
      Seller: { keyFields: ["id"] },
      Admin: { keyFields: ["id"] },
      Category: { keyFields: ["name"] },
      // The bag and its lines have identities: every cart mutation answers the whole bag, and
      // the header's count, the bag page and its totals follow from the one normalised entry.
      Cart: { keyFields: ["id"] },
      CartLine: { keyFields: ["id"] },
      Review: { keyFields: ["id"] },
      Order: { keyFields: ["id"] },
      OrderItem: { keyFields: ["id"] },
      OrderStatusChange: { keyFields: ["id"] },
      PermissionRequest: { keyFields: ["id"] },
      // The seller's figures: one object, replaced whole by each answer.
      SellerDashboard: { keyFields: [] },
      // A page belongs to the field that holds it; it has no identity of its own.
      ProductPage: { keyFields: false },
      ProductSearchPage: { keyFields: false },
      ReviewPage: { keyFields: false },
      OrderPage: { keyFields: false },
      UserPage: { keyFields: false },
      SellerPage: { keyFields: false },
      PermissionRequestPage: { keyFields: false },
      AdminDashboard: { keyFields: false },
    },
  });
}

