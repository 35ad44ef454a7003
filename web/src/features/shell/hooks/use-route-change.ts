import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { toastsRouteChanged } from "../../../lib/toasts-loaded";

/** How long to wait for the new page's heading (its bundle and data may still be loading). */
const HEADING_WAIT_MS = 10_000;

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
 * reader announces the page, and lets old toasts go. The previous page's heading may still be
 * on screen while the new page loads: the focus waits for a heading that is new or says
 * something new.
 */
export function useRouteChange() {
  const { pathname, search } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    toastsRouteChanged();
    const old = pageHeading();
    const oldText = old?.textContent;
    const focusWhenReady = () => {
      const heading = pageHeading();
      if (!heading || (heading === old && heading.textContent === oldText)) return false;
      if (!typing()) {
        if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusWhenReady()) return;
    const content = document.getElementById("content") ?? document.body;
    const observer = new MutationObserver(() => {
      if (focusWhenReady()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(content, { childList: true, subtree: true, characterData: true });
    return stop;
  }, [pathname, search]);
}
