// What the detail screen remembers for an officer (the tree's column widths, the folded header).
// Like the tabs (platform/tabs.ts) and the zoom level (shell/zoom.ts), it is kept in localStorage
// under the officer's scope (platform/session.ts sessionScope): another account never sees it.

const PREFIX = 'xfjd.detail.';

export const prefStorageKey = (name: string, scope: string): string => `${PREFIX}${name}:${scope}`;

/** The kept value, or null when none is kept, storage is disabled or the data is broken. */
export function loadPref(name: string, scope: string, store: Storage = localStorage): unknown {
  try {
    const raw = store.getItem(prefStorageKey(name, scope));
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** Keeps `value`; null forgets it. */
export function savePref(
  name: string,
  scope: string,
  value: unknown,
  store: Storage = localStorage,
): void {
  try {
    if (value === null) store.removeItem(prefStorageKey(name, scope));
    else store.setItem(prefStorageKey(name, scope), JSON.stringify(value));
  } catch {
    // Storage full or disabled: the choice lasts until the screen closes.
  }
}
