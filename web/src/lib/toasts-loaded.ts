let loaded: () => void;

/** Settles once some code that can raise a toast has loaded: the toaster is only needed then. */
export const whenToastsLoad = new Promise<void>((resolve) => {
  loaded = resolve;
});

/** Called by lib/toast as it loads. */
export function toastsLoaded() {
  loaded();
}
