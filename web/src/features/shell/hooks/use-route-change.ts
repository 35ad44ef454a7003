import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { toastsRouteChanged } from "../../../lib/toasts-loaded";

/** How long to wait for a page's heading (its bundle and data may still be loading). */
const HEADING_WAIT_MS = 10_000;

interface SeenHeading {
  element: HTMLElement;
  text: string | null;
}

function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>("#content h1");
}

/** A field the visitor (or the page's autofocus) is already in keeps the focus. */
function typing(): boolean {
  const active = document.activeElement;
  return active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement;
}

/**
 * After a route change (not the first load), moves focus to the new page's heading, so a screen
 * reader announces the page, and lets old toasts go. A page's heading may come before or after
 * the route's change is seen here (lazy bundles, data): each route waits for a heading other
 * than the previous page's (or the same one saying something new), and remembers it.
 */
export function useRouteChange() {
  const { pathname, search } = useLocation();
  const firstLoad = useRef(true);
  const seen = useRef<SeenHeading | null>(null);

  useEffect(() => {
    const announce = !firstLoad.current;
    firstLoad.current = false;
    if (announce) toastsRouteChanged();

    const takeHeading = () => {
      const heading = pageHeading();
      if (!heading) return false;
      const previous = seen.current;
      if (previous && previous.element === heading && previous.text === heading.textContent) return false;
      seen.current = { element: heading, text: heading.textContent };
      if (announce && !typing()) {
        if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (takeHeading()) return;
    const observer = new MutationObserver(() => {
      if (takeHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.getElementById("content") ?? document.body, { childList: true, subtree: true, characterData: true });
    return stop;
  }, [pathname, search]);
}
