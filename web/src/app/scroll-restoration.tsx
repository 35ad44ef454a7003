import { useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/** How far down each visited history entry was scrolled, by its key, for coming back to it. */
const scrolledTo = new Map<string, number>();

/**
 * A newly opened page starts at its top; going back or forward returns to where that page was
 * left. An address with a #fragment (the skip link) is left to the browser.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    window.history.scrollRestoration = "manual";
  }, []);

  useLayoutEffect(() => {
    if (!hash) window.scrollTo(0, navigationType === "POP" ? (scrolledTo.get(key) ?? 0) : 0);
    const remember = () => scrolledTo.set(key, window.scrollY);
    window.addEventListener("scroll", remember, { passive: true });
    return () => window.removeEventListener("scroll", remember);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only another history entry moves the page
  }, [key]);

  return null;
}
