import { useCallback, useEffect, useRef, useState, type RefCallback } from 'react';

// A box that scrolls with nothing focusable inside cannot be scrolled from the keyboard (WCAG 2.1.1,
// axe's scrollable-region-focusable): it then takes focus itself, so the arrow and page keys scroll
// it. A box with a focusable element keeps the tab order it has (the keys scroll it from there).

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** True when `el` scrolls and holds nothing the keyboard can reach. */
export function needsOwnFocus(el: HTMLElement): boolean {
  const scrolls = el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1;
  if (!scrolls) return false;
  return !Array.from(el.querySelectorAll(FOCUSABLE)).some((c) => c !== el);
}

/** Spread `{ ref, tabIndex }` on the scrolling box. */
export function useKeyboardScroll<T extends HTMLElement>(): {
  ref: RefCallback<T>;
  tabIndex: 0 | undefined;
} {
  const [el, setEl] = useState<T | null>(null);
  const [own, setOwn] = useState(false);
  const ref = useCallback((node: T | null) => setEl(node), []);
  const frame = useRef(0);
  useEffect(() => {
    if (!el) return;
    const check = (): void => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => setOwn(needsOwnFocus(el)));
    };
    check();
    const resized = new ResizeObserver(check);
    resized.observe(el);
    const changed = new MutationObserver(check);
    changed.observe(el, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame.current);
      resized.disconnect();
      changed.disconnect();
    };
  }, [el]);
  return { ref, tabIndex: own ? 0 : undefined };
}
