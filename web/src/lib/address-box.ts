import { useEffect, useRef, type RefObject } from "react";

/**
 * The address's query as it is now. A navigation renders as a transition (react-router's), so for
 * a moment after a click the address has changed and the last render's `useSearchParams` has not:
 * an event handler that builds the next address reads this one.
 */
export function addressParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/**
 * Keeps an uncontrolled text box showing `value`, what the address holds for it ("" for nothing),
 * when the address changes by other means (back and forward, a link, Clear), without taking the
 * words the visitor typed since the box last showed the address. A box keyed by the value was
 * remounted when the navigation's render landed, and lost whatever was typed in between (a quick
 * visitor, or a browser test, types in that moment). A box whose words are the new value, trimmed,
 * shows the value as the address has it.
 */
export function useBoxFollowsAddress(box: RefObject<HTMLInputElement | null>, value: string): void {
  const shown = useRef(value);
  useEffect(() => {
    const input = box.current;
    if (input && input.value !== value && (input.value === shown.current || input.value.trim() === value)) input.value = value;
    shown.current = value;
  }, [box, value]);
}
