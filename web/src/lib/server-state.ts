import type { NormalizedCacheObject } from "@apollo/client";

/**
 * The id of the `<script type="application/json">` that carries a server-rendered page's Apollo
 * cache. JSON in a script the browser does not run: the Content-Security-Policy allows no inline
 * script, and needs to allow none for this.
 */
export const SERVER_STATE_ID = "apollo-state";

/** The cache the server rendered this page with, if it rendered it. */
export function readServerState(document: Document): NormalizedCacheObject | undefined {
  const script = document.getElementById(SERVER_STATE_ID);
  if (!script?.textContent) return undefined;
  return JSON.parse(script.textContent) as NormalizedCacheObject;
}

/** The cache as the script's text: `<` escaped, so no `</script>` in a product's text can end the element. */
export function serializeServerState(state: NormalizedCacheObject): string {
  return JSON.stringify(state).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
