import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]';

/** Another modal dialog is open that is not this one nor inside it. */
function otherModalOpen(surface: HTMLElement): boolean {
  for (const el of Array.from(document.querySelectorAll('[aria-modal="true"]')))
    if (el !== surface && !surface.contains(el)) return true;
  return false;
}

/**
 * Fluent's modalizer (tabster) hides everything outside the active dialog with aria-hidden. When
 * two independent dialogs are stacked (the relogin prompt over an operation log) and the top one
 * closes, the one underneath keeps a stale aria-hidden (fluentui#35985, closed as won't fix): it is
 * still on screen but gone for screen readers, role queries and the focus trap. While this dialog is
 * open and no other modal dialog is, its surface and ancestors are never hidden; focus left on the
 * page body comes back into it.
 */
export function useStackedDialogRepair(
  surface: RefObject<HTMLElement | null>,
  open: boolean,
): void {
  useEffect(() => {
    if (!open) return;
    const repair = (): void => {
      const el = surface.current;
      if (!el?.isConnected || otherModalOpen(el)) return;
      let repaired = false;
      for (let n: HTMLElement | null = el; n && n !== document.body; n = n.parentElement) {
        if (n.getAttribute('aria-hidden') !== 'true') continue;
        n.removeAttribute('aria-hidden');
        repaired = true;
      }
      if (repaired && (document.activeElement === document.body || !document.activeElement))
        (el.querySelector<HTMLElement>(FOCUSABLE) ?? el).focus();
    };
    const observer = new MutationObserver(repair);
    // A dialog closing removes its portal from the body; tabster may also set the attribute late.
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-hidden'],
    });
    return () => observer.disconnect();
  }, [surface, open]);
}
