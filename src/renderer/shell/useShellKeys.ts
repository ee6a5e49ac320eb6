import { useEffect, useRef } from 'react';
import { isTabCommand, shellCommand } from './keys';
import { useZoom } from './zoom';
import { useRouter, useTabs } from '../platform/router';
import { HOME_TAB_ID } from '../platform/tabs';
import { panelDomId } from './TabStrip';

// The frame's keyboard map at work (keys.ts says which key means what). Listened to on the window
// in the capture phase, so a field with the focus does not keep Ctrl+W or Ctrl+Tab from the frame.

/** A modal dialog is open: tab commands wait, so Ctrl+W never closes the page under a dialog. */
const modalOpen = (): boolean =>
  document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]') !== null;

/** The search box of a tab's page: the first text field of its search form (role=search). */
export function searchBox(tabId: string): HTMLInputElement | null {
  return (
    document
      .getElementById(panelDomId(tabId))
      ?.querySelector<HTMLInputElement>(
        '[role="search"] input:not([type="hidden"]):not([type="checkbox"]):not([disabled])',
      ) ?? null
  );
}

const focusSearch = (box: HTMLInputElement): void => {
  box.focus();
  box.select();
};

/**
 * Ctrl+Tab / Ctrl+Shift+Tab (and Ctrl+PageDown / PageUp) cycle the tabs, Ctrl+W (and Ctrl+F4)
 * closes the current one, Ctrl+F goes to the search of the page, else to the task list's, and
 * Ctrl + / − / 0 zoom (zoom.ts). `scope` is the officer whose zoom level is kept.
 */
export function useShellKeys(scope: string): void {
  const { activeId } = useTabs();
  const router = useRouter();
  const zoom = useZoom(scope);
  const pendingFind = useRef(false);
  const current = useRef({ activeId, router, zoom });
  useEffect(() => {
    current.current = { activeId, router, zoom };
  });

  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      const command = shellCommand(e);
      if (!command) return;
      const { activeId: active, router: r, zoom: z } = current.current;
      if (!isTabCommand(command)) {
        // Browser mode: the browser zooms by itself, so the key is left to it.
        if (z(command as 'zoomIn' | 'zoomOut' | 'zoomReset')) e.preventDefault();
        return;
      }
      // Taken even under a dialog: the window (or the browser tab) must not close instead.
      e.preventDefault();
      if (modalOpen()) return;
      if (command === 'nextTab' || command === 'prevTab')
        r.cycleTabs(command === 'nextTab' ? 1 : -1);
      else if (command === 'closeTab') r.closeTab(active);
      else {
        const own = searchBox(active);
        if (own) return focusSearch(own);
        if (active === HOME_TAB_ID) return;
        // A page without a search: the task list's, which the officer means by "find".
        pendingFind.current = true;
        r.activateTab(HOME_TAB_ID);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  useEffect(() => {
    // The task list's panel is shown once its tab is active: its search box can take focus now.
    if (!pendingFind.current || activeId !== HOME_TAB_ID) return;
    pendingFind.current = false;
    const box = searchBox(HOME_TAB_ID);
    if (box) focusSearch(box);
  }, [activeId]);
}
