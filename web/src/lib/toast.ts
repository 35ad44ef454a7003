import hotToast, { type Renderable, type ToastOptions } from "react-hot-toast";
import { toastsLoaded } from "./toasts-loaded";

// The first bundle that can raise a toast brings the toaster with it; pages that never toast
// (the home page's first load) carry neither.
toastsLoaded(routeChanged);

type Raise = (message: Renderable, options?: ToastOptions) => string;

/** Ids of the toasts raised since the last route change, and of those raised before it. */
let raisedHere = new Set<string>();
let raisedBefore = new Set<string>();

/**
 * One toast per kind of event: a text message is its own id, so the same event again (five
 * clicks on +) refreshes its toast, restarting its time, instead of stacking another.
 */
function keyed(raise: Raise): Raise {
  return (message, options) => {
    const id = raise(message, { id: typeof message === "string" ? message : undefined, ...options });
    raisedHere.add(id);
    return id;
  };
}

export const toast = Object.assign(keyed(hotToast), {
  success: keyed(hotToast.success),
  error: keyed(hotToast.error),
  dismiss: hotToast.dismiss,
});

/** A new session starts clean: nothing said to the visitor before signing in or out stays. */
export function dismissAllToasts() {
  hotToast.dismiss();
  raisedHere = new Set();
  raisedBefore = new Set();
}

/**
 * On a route change: a toast raised on the page just left may explain the move (a redirect to
 * sign-in) and stays; one that has already outlived a page goes.
 */
export function routeChanged() {
  for (const id of raisedBefore) hotToast.dismiss(id);
  raisedBefore = raisedHere;
  raisedHere = new Set();
}
