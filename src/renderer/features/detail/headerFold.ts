import { useCallback, useEffect, useState } from 'react';
import { loadPref, savePref } from './prefs';

// The detail screen's header (breadcrumb and base information card) folds into one line on a
// short window, so that the document tree keeps room: at 1280×720 the full header left about 7
// rows, folded at least 12. The officer may fold or unfold it; that choice is kept for them and
// wins over the window's height (docs/decisions.md "Issue 14: the tree at a glance").

/**
 * Windows shorter than this (CSS px, so zooming in counts) open with the header folded. A 768 px
 * high screen (1366×768 laptops) still opens unfolded with 9–10 tree rows; 720 does not.
 */
export const HEADER_FOLD_BELOW = 760;

export type HeaderChoice = 'folded' | 'unfolded';

/** Whether the header is folded: the officer's choice, else by the window's height. */
export function isHeaderFolded(viewportHeight: number, choice: HeaderChoice | null): boolean {
  if (choice !== null) return choice === 'folded';
  return viewportHeight < HEADER_FOLD_BELOW;
}

const PREF = 'header';

export function loadHeaderChoice(scope: string, store?: Storage): HeaderChoice | null {
  const v = loadPref(PREF, scope, store);
  return v === 'folded' || v === 'unfolded' ? v : null;
}

export function saveHeaderChoice(scope: string, choice: HeaderChoice, store?: Storage): void {
  savePref(PREF, scope, choice, store);
}

export type HeaderFold = { folded: boolean; toggle(): void };

/** The header's state for the officer `scope`, following the window's height until they choose. */
export function useHeaderFold(scope: string): HeaderFold {
  const [height, setHeight] = useState(() => window.innerHeight);
  const [choice, setChoice] = useState(() => loadHeaderChoice(scope));
  const [loadedFor, setLoadedFor] = useState(scope);
  if (loadedFor !== scope) {
    setLoadedFor(scope);
    setChoice(loadHeaderChoice(scope));
  }

  useEffect(() => {
    const onResize = (): void => setHeight(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const folded = isHeaderFolded(height, choice);
  const toggle = useCallback(() => {
    const next: HeaderChoice = folded ? 'unfolded' : 'folded';
    saveHeaderChoice(scope, next);
    setChoice(next);
  }, [folded, scope]);
  return { folded, toggle };
}
