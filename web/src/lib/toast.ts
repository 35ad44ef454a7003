import type { Renderable, ToastOptions } from "react-hot-toast";
import { toastCodeLoaded, toasterNeeded } from "./toasts-loaded";

type HotToast = typeof import("react-hot-toast").default;
type Raise = (message: Renderable, options?: ToastOptions) => string;

// react-hot-toast writes its animations into a style sheet as its module is evaluated, which
// restyles the whole page: it is fetched on the first interaction or the first toast, whichever
// comes first, never while a page is still loading. Until it is in, what is asked of it waits in
// order; the ids are ours, so a toast can be named (and dismissed) before the toaster exists.
let hotToast: HotToast | undefined;
let loading: Promise<HotToast> | undefined;

function load(): Promise<HotToast> {
  if (!loading) {
    toasterNeeded();
    loading = import("react-hot-toast").then((module) => (hotToast = module.default));
  }
  return loading;
}

function withToaster(act: (toaster: HotToast) => void) {
  if (hotToast) act(hotToast);
  else void load().then(act);
}

if (typeof window !== "undefined") {
  const early = () => void load();
  for (const type of ["pointerdown", "keydown"]) {
    window.addEventListener(type, early, { once: true, capture: true, passive: true });
  }
}

/** Ids of the toasts raised since the last route change, and of those raised before it. */
let raisedHere = new Set<string>();
let raisedBefore = new Set<string>();
let serial = 0;
toastCodeLoaded(routeChanged);

/**
 * One toast per kind of event: a text message is its own id, so the same event again (five
 * clicks on +) refreshes its toast, restarting its time, instead of stacking another.
 */
function keyed(pick: (toaster: HotToast) => Raise): Raise {
  return (message, options) => {
    const id = options?.id ?? (typeof message === "string" ? message : `toast-${++serial}`);
    withToaster((toaster) => pick(toaster)(message, { ...options, id }));
    raisedHere.add(id);
    return id;
  };
}

/** Nothing to dismiss before the toaster's library was asked for: no toast has been raised. */
function dismiss(id?: string) {
  if (loading) withToaster((toaster) => toaster.dismiss(id));
}

export const toast = Object.assign(
  keyed((toaster) => toaster),
  {
    success: keyed((toaster) => toaster.success),
    error: keyed((toaster) => toaster.error),
    dismiss,
  },
);

/** A new session starts clean: nothing said to the visitor before signing in or out stays. */
export function dismissAllToasts() {
  if (loading) withToaster((toaster) => toaster.dismiss());
  raisedHere = new Set();
  raisedBefore = new Set();
}

/**
 * On a route change: a toast raised on the page just left may explain the move (a redirect to
 * sign-in) and stays; one that has already outlived a page goes.
 */
export function routeChanged() {
  const leaving = raisedBefore;
  if (loading) withToaster((toaster) => leaving.forEach((id) => toaster.dismiss(id)));
  raisedBefore = raisedHere;
  raisedHere = new Set();
}
