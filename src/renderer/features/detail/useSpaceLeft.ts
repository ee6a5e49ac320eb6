import { useEffect, useState, type RefObject } from 'react';

// The tree scrolls inside its own viewport, as tall as the window leaves it: from where the tree
// starts down to the bottom of the tab's scrolling pane, less the padding of the boxes around it.
// The header above may fold or unfold, a bar may appear, the window may be resized: each of these
// resizes an ancestor, which is observed.

export type SpaceBox = {
  /** The pane's visible height. */
  paneHeight: number;
  /** Top of the measured element within the pane's content. */
  top: number;
  /** Padding and borders under the element, of every box up to the pane. */
  below: number;
};

/** The height left to the element, never less than `min`. */
export const spaceLeft = ({ paneHeight, top, below }: SpaceBox, min: number): number =>
  Math.max(min, Math.floor(paneHeight - top - below));

const scrolls = (el: Element): boolean => /(auto|scroll)/.test(getComputedStyle(el).overflowY);

/** The element's box relative to its scrolling pane; null without layout (hidden tab, jsdom). */
export function measureSpace(el: HTMLElement): SpaceBox | null {
  const rect = el.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return null;
  let pane: HTMLElement | null = el.parentElement;
  let below = 0;
  while (pane && !scrolls(pane)) {
    const s = getComputedStyle(pane);
    below += (parseFloat(s.paddingBottom) || 0) + (parseFloat(s.borderBottomWidth) || 0);
    pane = pane.parentElement;
  }
  const root = pane ?? document.documentElement;
  const paneHeight = pane ? pane.clientHeight : window.innerHeight;
  if (paneHeight <= 0) return null;
  const top = rect.top - (pane ? root.getBoundingClientRect().top : 0);
  return { paneHeight, top: top + root.scrollTop, below };
}

/**
 * The height (px) from the top of `ref`'s element to the bottom of the pane; undefined until the
 * element has been measured (the first render, or no layout at all as in jsdom).
 */
export function useSpaceLeft(
  ref: RefObject<HTMLElement | null>,
  min: number,
  /** False while the element is not rendered; measuring starts when it turns true. */
  active = true,
): number | undefined {
  const [space, setSpace] = useState<number | undefined>(undefined);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = (): void => {
      const box = measureSpace(el);
      // A hidden tab has no layout: keep the last height until it shows again.
      if (box) setSpace(spaceLeft(box, min));
    };
    update();
    const ro = new ResizeObserver(update);
    for (let node: HTMLElement | null = el.parentElement; node; node = node.parentElement) {
      ro.observe(node);
      if (scrolls(node)) break;
    }
    window.addEventListener('resize', update);
    return () => {
      ro.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [ref, min, active]);

  return space;
}
