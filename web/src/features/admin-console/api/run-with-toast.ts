import type { ApolloCache, Reference } from "@apollo/client";
import { toast } from "../../../lib/toast";
import { readApiError, serverMessageOr } from "../../../lib/api-error";

/** A card whose entity the server no longer has (or no longer lists): which refusals say so, and how to drop it. */
export interface GoneCard {
  codes: readonly string[];
  forget: () => void;
}

/**
 * Runs an admin's mutation and says how it went: `success` on success, else the server's message
 * (a refusal such as 'User is already activated!') or `failure`. A refusal with one of
 * `gone.codes` also drops the card. Answers whether the mutation succeeded.
 */
export async function runWithToast(run: () => Promise<unknown>, success: string, failure: string, gone?: GoneCard): Promise<boolean> {
  try {
    await run();
    toast.success(success);
    return true;
  } catch (error) {
    toast.error(serverMessageOr(error, failure));
    const { code } = readApiError(error);
    if (gone && code && gone.codes.includes(code)) gone.forget();
    return false;
  }
}

interface CachedPage {
  items: readonly Reference[];
  total: number;
}

/**
 * Takes one entity out of a paged list in the cache (every filter of it) and forgets the entity,
 * so the card leaves at once and nothing asks the server for the page again.
 */
export function removeFromPagedList(cache: ApolloCache, field: string, typename: string, id: string): void {
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      [field](value, { readField }) {
        const page = value as unknown as CachedPage | undefined;
        if (!page?.items) return value;
        const items = page.items.filter((ref) => readField("id", ref) !== id);
        return items.length === page.items.length ? value : ({ ...page, items, total: Math.max(0, page.total - 1) } as unknown as typeof value);
      },
    },
  });
  cache.evict({ id: cache.identify({ __typename: typename, id }) });
  cache.gc();
}
