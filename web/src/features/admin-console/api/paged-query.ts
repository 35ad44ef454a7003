import type { TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";

/** How many cards a console list asks for at a time. */
export const CONSOLE_PAGE_SIZE = 24;

interface PageShape {
  items: readonly unknown[];
  total: number;
  hasMore: boolean;
}

type PagedVariables = { offset: number; limit: number };

/**
 * One of the console's paged lists: asked again on each visit (other admins, sellers and shoppers
 * change these), kept as one growing list in the cache, "Load more" appending the next page.
 */
export function usePagedQuery<TData, TVariables extends PagedVariables, TPage extends PageShape>(
  document: TypedDocumentNode<TData, TVariables>,
  pageOf: (data: TData) => TPage,
  variables: Omit<TVariables, keyof PagedVariables> = {} as Omit<TVariables, keyof PagedVariables>,
) {
  const { data, loading, error, fetchMore, refetch } = useQuery(document, {
    variables: { ...variables, offset: 0, limit: CONSOLE_PAGE_SIZE } as unknown as TVariables,
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
    notifyOnNetworkStatusChange: false,
  });
  const page = data ? pageOf(data as TData) : undefined;
  const loadMore = () =>
    page ? fetchMore({ variables: { offset: page.items.length } as Partial<TVariables> }).then(() => undefined) : Promise.resolve();
  return { page, loading, error, loadMore, refetch: () => refetch().then(() => undefined) };
}
