let loaded: () => void;
let onRouteChange: (() => void) | undefined;

/** Settles once some code that can raise a toast has loaded: the toaster is only needed then. */
export const whenToastsLoad = new Promise<void>((resolve) => {
  loaded = resolve;
});

/** Called by lib/toast as it loads, with what it does when the route changes. */
export function toastsLoaded(routeChanged: () => void) {
  onRouteChange = routeChanged;
  loaded();
}

/** Called by the shell on each route change; before any toast code has loaded there is nothing to do. */
export function toastsRouteChanged() {
  onRouteChange?.();
}
