import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates it (whose first render must
 * repeat the server's), true from then on, and at once for a page the browser draws itself. A
 * control that needs JavaScript is disabled until then: before the app runs a click would do
 * nothing, and without JavaScript it never could.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

let holding = false;
let pageHydrated = false;
const pageListeners = new Set<() => void>();

/**
 * Called before hydrating a page the server rendered (in its light theme). A visitor's stored
 * dark choice then waits until the routed page itself has hydrated (`markPageHydrated`): the page
 * comes in its own bundle and may hydrate after the rest, and a theme that changed before it did
 * would leave the server's light classes on it (React keeps the server's attributes).
 */
export function holdThemeUntilPageHydrated(): void {
  holding = true;
}

/** The routed page has hydrated (or mounted). */
export function markPageHydrated(): void {
  if (pageHydrated) return;
  pageHydrated = true;
  pageListeners.forEach((listener) => listener());
}

const subscribePage = (listener: () => void) => {
  pageListeners.add(listener);
  return () => pageListeners.delete(listener);
};

/** Whether a stored theme may apply now: false on the server and until the hydrated page says so. */
export function useStoredThemeAllowed(): boolean {
  return useSyncExternalStore(
    subscribePage,
    () => !holding || pageHydrated,
    () => false,
  );
}
