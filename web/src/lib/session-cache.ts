import type { ApolloCache } from "@apollo/client";

// Apart from the accounts feature's sign-out (and its toasts) so the session guard stays light.

export type SessionField = "currentUser" | "currentSeller" | "currentAdmin";

/** Forgets a role's session: whatever still shows the account asks the server again. */
export function forgetSession(cache: ApolloCache, field: SessionField): void {
  cache.evict({ id: "ROOT_QUERY", fieldName: field });
  cache.gc();
}
