import type { ApolloClient } from "@apollo/client";
import { matchRoutes, type Location, type Params, type RouteObject } from "react-router";

/** A route's `handle` when its page's data can be asked for before the page has loaded. */
export interface PageDataHandle {
  prefetch(client: ApolloClient, params: Params, search: string): Promise<unknown>;
}

/**
 * Asks for the data of the page a visit opens while the app's code still runs and renders,
 * instead of once the page's own bundle has rendered: its first GraphQL request no longer waits
 * for that. The page's query (the same document and variables) then finds the answer in flight
 * or in the cache. A failure is left for the page's own query to show.
 */
export function prefetchPageData(client: ApolloClient, routes: RouteObject[], location: Pick<Location, "pathname" | "search">): void {
  for (const { route, params } of matchRoutes(routes, location) ?? []) {
    const handle = route.handle as PageDataHandle | undefined;
    handle?.prefetch(client, params, location.search).catch(() => undefined);
  }
}
