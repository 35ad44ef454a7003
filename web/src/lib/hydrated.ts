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
