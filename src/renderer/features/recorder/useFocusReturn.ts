import { useCallback, useRef, type RefObject } from 'react';

const MAX_FRAMES = 120;

/**
 * Focus back into the drawer after a dialog opened from it closes. The drawer and the dialog are
 * two modals side by side (the dialog is not nested in the drawer's Fluent context), so while the
 * dialog is open tabster marks the drawer aria-hidden; when the dialog goes and focus falls to
 * <body> (a controlled dialog has no trigger to restore to, and the row's button may be gone after
 * its action), nothing brings the drawer back into the accessibility tree until focus enters it.
 * `remember` when opening; `restore` when closing: once the dialog's surface has left and focus is
 * on <body>, the opener (if still there) or `fallback` is focused.
 */
export function useFocusReturn(fallback: RefObject<HTMLElement | null>): {
  remember(): void;
  restore(): void;
} {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const restore = useCallback(() => {
    let frames = 0;
    const tick = (): void => {
      const active = document.activeElement;
      if (active && active !== document.body) {
        // Still inside the closing dialog: wait; anywhere else: someone else placed focus.
        if (
          active.closest('[role="dialog"], [role="alertdialog"]') &&
          !fallback.current?.closest('[role="dialog"]')?.contains(active) &&
          frames++ < MAX_FRAMES
        ) {
          requestAnimationFrame(tick);
        }
        return;
      }
      const target = opener.current?.isConnected ? opener.current : fallback.current;
      target?.focus();
    };
    requestAnimationFrame(tick);
  }, [fallback]);
  return { remember, restore };
}
