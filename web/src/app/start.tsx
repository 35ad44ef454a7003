import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createApolloClient } from "../lib/apollo-client";
import { holdThemeUntilPageHydrated } from "../lib/hydrated";
import { readServerState } from "../lib/server-state";
import { App } from "./app";
import { prefetchPageData } from "./page-data";
import { preloadPages, routes } from "./router";

/**
 * Starts the app in #root: hydrates a page the server rendered, with the data it rendered it
 * from (a JSON script, not run), or draws the other pages (accounts, workspaces) itself. Reading
 * the cache and hydrating are separate tasks (as is loading this module, see main.tsx), so the
 * browser can answer a tap between them: each is one long task on a slow phone.
 */
export function startApp(root: HTMLElement): void {
  const state = readServerState(document);
  const client = createApolloClient({ state });
  const app = (
    <StrictMode>
      <App client={client} />
    </StrictMode>
  );
  if (state) {
    // As a transition, React hydrates in slices of a few milliseconds, yielding to the browser in
    // between, instead of in one long task that would hold a tap on the page until it is done.
    // The page's own bundle is already here (main.tsx asked for it): hydration starts once its
    // lazy page has it, so that no part of the page waits for a retry.
    holdThemeUntilPageHydrated();
    whenPagesLoaded(() =>
      startTransition(() => {
        hydrateRoot(root, app);
      }),
    );
  } else {
    prefetchPageData(client, routes, window.location);
    whenPagesLoaded(() => createRoot(root).render(app));
  }
}

/**
 * Runs `then`, in a task of its own, once the lazy pages and layouts of this address have loaded
 * (`preloadPages`; or failed to: the app then shows its error). The first render finds them and
 * draws the page whole. A render that suspended on them showed its fallback (a plain header, a
 * spinner) and React held the page back until 300 ms after it; a page the server rendered shows
 * meanwhile anyway, and the others have nothing to show before their code.
 */
function whenPagesLoaded(then: () => void): void {
  const run = () => setTimeout(then);
  preloadPages(window.location).then(run, run);
}
