import type { TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";

/** What a paged field answers: one page of items, how many there are in all, whether more follow. */
interface PageShape {
  items: readonly unknown[];
  total: number;
  hasMore: boolean;
}

type PagedVariables = { offset: number; limit: number };

export interface PagedQueryOptions<TVariables> {
  /** The query's other variables (not offset and limit). */
  variables?: Omit<TVariables, keyof PagedVariables>;
  pageSize: number;
  /**
   * Asked again on each visit (others change these lists: sellers, admins, the shop), then kept
   * by the cache; otherwise what the cache holds is shown without asking.
   */
  fresh?: boolean;
  /** Nothing is asked (a search without words). */
  skip?: boolean;
  /** `loading` also while a next page or a refetch is on its way (Apollo's default). */
  notifyOnNetworkStatusChange?: boolean;
}

/**
 * A paged list: its first page asked for, kept as one growing list in the cache (each field's
 * type policy appends), "Load more" asking for the next page from where the list ends.
 */
export function usePagedQuery<TData, TVariables extends PagedVariables, TPage extends PageShape>(
  document: TypedDocumentNode<TData, TVariables>,
  pageOf: (data: TData) => TPage,
  { variables, pageSize, fresh = false, skip = false, notifyOnNetworkStatusChange }: PagedQueryOptions<TVariables>,
) {
  const { data, loading, error, fetchMore, refetch } = useQuery(document, {
    variables: { ...variables, offset: 0, limit: pageSize } as unknown as TVariables,
    skip,
    notifyOnNetworkStatusChange,
    ...(fresh ? { fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" } : {}),
  });
  const page = data && !skip ? pageOf(data as TData) : undefined;
  const loadMore = () => (page ? fetchMore({ variables: { offset: page.items.length } as Partial<TVariables> }).then(() => undefined) : Promise.resolve());
  return { page, loading, error, loadMore, refetch: () => refetch().then(() => undefined) };
}
