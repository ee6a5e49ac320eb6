import { useCallback, useEffect, useRef, useState, type RefObject, type UIEvent } from 'react';

// Fixed-row-height windowing: only the rows in view plus a few either side are mounted. Small and
// ours (no library), because the tree's rows all have one height and keyboard focus must follow.

export type WindowRange = { start: number; end: number };

/** Rows [start, end) to mount for a viewport at `scrollTop` of `height` px. */
export function windowRange(
  scrollTop: number,
  height: number,
  rowHeight: number,
  count: number,
  overscan: number,
): WindowRange {
  if (count <= 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(height, rowHeight) / rowHeight) + 1;
  const start = Math.max(0, Math.min(first, count - 1) - overscan);
  const end = Math.min(count, first + visible + overscan);
  return { start, end };
}

/** The scrollTop that brings row `index` fully into view (unchanged when it already is). */
export function scrollToRow(
  index: number,
  scrollTop: number,
  height: number,
  rowHeight: number,
  headerHeight: number,
): number {
  const top = index * rowHeight;
  const bottom = top + rowHeight;
  const body = Math.max(rowHeight, height - headerHeight);
  if (top < scrollTop) return top;
  if (bottom > scrollTop + body) return bottom - body;
  return scrollTop;
}

export type VirtualWindow = {
  ref: RefObject<HTMLDivElement | null>;
  range: WindowRange;
  onScroll(e: UIEvent<HTMLDivElement>): void;
  /** Scrolls so that row `index` is visible. */
  reveal(index: number): void;
};

/**
 * `fallbackHeight` is the viewport height until the container can be measured (jsdom has no
 * layout, and the first render happens before measuring): the window is never empty.
 */
export function useVirtualWindow(
  count: number,
  rowHeight: number,
  overscan: number,
  fallbackHeight: number,
  headerHeight: number,
): VirtualWindow {
  const ref = useRef<HTMLDivElement | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [measured, setMeasured] = useState(0);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = (): void => setMeasured(el.clientHeight);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const height = measured > 0 ? measured : fallbackHeight;
  const onScroll = useCallback(
    (e: UIEvent<HTMLDivElement>) => setScrollTop(e.currentTarget.scrollTop),
    [],
  );
  const reveal = useCallback(
    (index: number) => {
      const el = ref.current;
      if (!el) return;
      const next = scrollToRow(index, el.scrollTop, height, rowHeight, headerHeight);
      if (next !== el.scrollTop) {
        el.scrollTop = next;
        setScrollTop(next);
      }
    },
    [height, rowHeight, headerHeight],
  );

  // Rows above the body start below the sticky header: the body's scroll offset is scrollTop itself.
  const range = windowRange(scrollTop, height - headerHeight, rowHeight, count, overscan);
  return { ref, range, onScroll, reveal };
}
