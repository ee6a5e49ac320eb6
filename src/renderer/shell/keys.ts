// The frame's keyboard map (docs/decisions.md, "Issue 14: keyboard and tabs"), as a pure function
// so every binding is unit-tested. The anchors are Teams, VS Code and the browser officers know.

export type ShellCommand =
  'nextTab' | 'prevTab' | 'closeTab' | 'find' | 'zoomIn' | 'zoomOut' | 'zoomReset';

/** The part of a KeyboardEvent the map reads. */
export type KeyInput = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** The command a key press stands for, or null (the page keeps the key). */
export function shellCommand(e: KeyInput): ShellCommand | null {
  // Ctrl+Alt is AltGr on many layouts: it types characters, it is not a shortcut.
  if (!e.ctrlKey || e.altKey) return null;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (key === 'Tab') return e.shiftKey ? 'prevTab' : 'nextTab';
  if (key === 'PageDown' && !e.shiftKey) return 'nextTab';
  if (key === 'PageUp' && !e.shiftKey) return 'prevTab';
  if ((key === 'w' || key === 'F4') && !e.shiftKey) return 'closeTab';
  if (key === 'f' && !e.shiftKey) return 'find';
  // '+' needs Shift on most keyboards, '=' is the same key unshifted; the keypad has its own.
  if (key === '=' || key === '+' || e.code === 'NumpadAdd') return 'zoomIn';
  if (key === '-' || key === '_' || e.code === 'NumpadSubtract') return 'zoomOut';
  if ((key === '0' || e.code === 'Numpad0') && !e.shiftKey) return 'zoomReset';
  return null;
}

/** Commands that act on tabs wait while a dialog is open: Ctrl+W must not close the page under it. */
export const isTabCommand = (c: ShellCommand): boolean =>
  c === 'nextTab' || c === 'prevTab' || c === 'closeTab' || c === 'find';

/** Chromium's zoom steps: the levels officers know from the browser. */
export const ZOOM_LEVELS = [0.5, 0.67, 0.75, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2] as const;

/** The next zoom level after a zoom command (a level between steps moves to the nearest step). */
export function nextZoom(current: number, command: 'zoomIn' | 'zoomOut' | 'zoomReset'): number {
  if (command === 'zoomReset') return 1;
  if (command === 'zoomIn') return ZOOM_LEVELS.find((z) => z > current + 0.001) ?? current;
  return [...ZOOM_LEVELS].reverse().find((z) => z < current - 0.001) ?? current;
}
