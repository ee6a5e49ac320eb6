// How the image viewer shows one image: zoom and rotation, changed by buttons and keys
// (+/−/0 zoom, R/Shift+R rotate, ←/→ PageUp/PageDown Home/End page). Paging resets the view:
// the next photo is seen whole, upright.

export type ImageView = { zoom: number; rotation: 0 | 90 | 180 | 270 };

export const FIT: ImageView = { zoom: 1, rotation: 0 };
export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;

export type ViewAction = 'zoomIn' | 'zoomOut' | 'fit' | 'rotateLeft' | 'rotateRight';
export type PageAction = 'prev' | 'next' | 'first' | 'last';

export function applyView(view: ImageView, action: ViewAction): ImageView {
  switch (action) {
    case 'zoomIn':
      return { ...view, zoom: ZOOM_STEPS.find((z) => z > view.zoom) ?? view.zoom };
    case 'zoomOut':
      return { ...view, zoom: [...ZOOM_STEPS].reverse().find((z) => z < view.zoom) ?? view.zoom };
    case 'fit':
      return FIT;
    case 'rotateLeft':
      return { ...view, rotation: ((view.rotation + 270) % 360) as ImageView['rotation'] };
    case 'rotateRight':
      return { ...view, rotation: ((view.rotation + 90) % 360) as ImageView['rotation'] };
  }
}

/** The page a paging action goes to, kept within the images. */
export function applyPage(index: number, count: number, action: PageAction): number {
  const last = Math.max(0, count - 1);
  if (action === 'first') return 0;
  if (action === 'last') return last;
  return Math.min(last, Math.max(0, index + (action === 'next' ? 1 : -1)));
}

/** The viewer's key map; null for keys it leaves alone (Esc closes the dialog as everywhere). */
export function keyAction(e: {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): ViewAction | PageAction | null {
  // Ctrl/Cmd with +/−/0 zooms the whole client (shell keys); the viewer takes the bare keys.
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  switch (e.key) {
    case 'ArrowLeft':
    case 'PageUp':
      return 'prev';
    case 'ArrowRight':
    case 'PageDown':
      return 'next';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
    case '_':
      return 'zoomOut';
    case '0':
      return 'fit';
    case 'r':
    case 'R':
      return e.shiftKey ? 'rotateLeft' : 'rotateRight';
    default:
      return null;
  }
}

export const isPageAction = (a: ViewAction | PageAction): a is PageAction =>
  a === 'prev' || a === 'next' || a === 'first' || a === 'last';

/** The CSS transform of the image for a view. */
export const transformOf = (v: ImageView): string => `scale(${v.zoom}) rotate(${v.rotation}deg)`;
