import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

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

// Nested dialogs do not stack more than two deep (issue 14). A question over a dialog that is itself
// over another (the bind confirmation over a video's dialog over the video list, the relogin prompt
// over a form's picker) would put three dialogs on screen: only the top two are shown, the ones
// beneath wait hidden (display: none, state kept) until those above close.

/** How many dialogs are on screen at once at most. */
export const MAX_OPEN_DIALOGS = 2;

/** Where one open dialog is in the stack. */
export type DialogLayer = {
  /** Beneath the top two: not drawn until the dialogs above close. */
  covered: boolean;
  /** The lowest one drawn while others wait beneath: its backdrop dims what is behind. */
  overCovered: boolean;
};

const VISIBLE: DialogLayer = { covered: false, overCovered: false };
const layers = new Map<HTMLElement, (layer: DialogLayer) => void>();

/** Document order is stacking order: a later dialog's portal is drawn over an earlier one's. */
const byDocumentOrder = (a: HTMLElement, b: HTMLElement): number =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

function restack(): void {
  const open = [...layers.keys()].filter((el) => el.isConnected).sort(byDocumentOrder);
  const cut = Math.max(0, open.length - MAX_OPEN_DIALOGS);
  open.forEach((el, i) =>
    layers.get(el)?.({ covered: i < cut, overCovered: cut > 0 && i === cut }),
  );
}

/** This dialog's place in the stack of open dialogs (DialogShell hides a covered one). */
export function useDialogLayer(surface: RefObject<HTMLElement | null>, open: boolean): DialogLayer {
  const [layer, setLayer] = useState<DialogLayer>(VISIBLE);
  useLayoutEffect(() => {
    const el = surface.current;
    if (!open || !el) return;
    layers.set(el, (next) =>
      setLayer((cur) =>
        cur.covered === next.covered && cur.overCovered === next.overCovered ? cur : next,
      ),
    );
    restack();
    return () => {
      setLayer(VISIBLE);
      // A closing dialog stays drawn while it fades out: the one beneath comes back only once it
      // is gone, so three are never on screen together.
      const gone = (): void => {
        layers.delete(el);
        restack();
      };
      if (!el.isConnected) return gone();
      layers.set(el, () => undefined);
      const watch = new MutationObserver(() => {
        if (el.isConnected) return;
        watch.disconnect();
        gone();
      });
      watch.observe(document.body, { childList: true, subtree: true });
    };
  }, [surface, open]);
  return layer;
}
