let needed: () => void;
let onRouteChange: (() => void) | undefined;

/** Settles once a toast is about to be raised (or a visitor first interacts): only then is the toaster drawn. */
export const whenToasterNeeded = new Promise<void>((resolve) => {
  needed = resolve;
});

/** Called by lib/toast as it loads, with what it does when the route changes. */
export function toastCodeLoaded(routeChanged: () => void) {
  onRouteChange = routeChanged;
}

/** Called by lib/toast once it fetches the toaster's library. */
export function toasterNeeded() {
  needed();
}

/** Called by the shell on each route change; before any toast code has loaded there is nothing to do. */
export function toastsRouteChanged() {
  onRouteChange?.();
}
