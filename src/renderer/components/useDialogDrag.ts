import { useRef, useState, type PointerEvent, type RefObject } from 'react';

// Moving a dialog by its title bar (the spec's draggable dialogs): the officer drags the title to
// see what lies under the dialog. The dialog stays whole on screen, so its buttons can never be
// dragged out of reach; one as tall (or as wide) as the window moves only the other way. A new
// opening starts centred again.

export type Offset = { x: number; y: number };
type Rect = { left: number; top: number; width: number; height: number };

/** The offset a drag may reach: the whole surface stays inside the window. */
export function clampOffset(
  wanted: Offset,
  start: Offset,
  rect: Rect,
  view: { width: number; height: number },
): Offset {
  // The surface's position without any offset, and the offsets that keep it inside the window.
  const left0 = rect.left - start.x;
  const top0 = rect.top - start.y;
  const x = { lo: Math.min(0, -left0), hi: Math.max(0, view.width - rect.width - left0) };
  const y = { lo: Math.min(0, -top0), hi: Math.max(0, view.height - rect.height - top0) };
  return {
    x: Math.min(Math.max(wanted.x, x.lo), x.hi),
    y: Math.min(Math.max(wanted.y, y.lo), y.hi),
  };
}

export type DialogDrag = {
  offset: Offset;
  /** For the title: starts a drag (not from a button in it). */
  onPointerDown(e: PointerEvent<HTMLElement>): void;
  onPointerMove(e: PointerEvent<HTMLElement>): void;
  onPointerUp(e: PointerEvent<HTMLElement>): void;
};

export function useDialogDrag(surface: RefObject<HTMLElement | null>): DialogDrag {
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const drag = useRef<{
    pointer: number;
    from: Offset;
    start: Offset;
    rect: Rect;
  } | null>(null);
  return {
    offset,
    onPointerDown: (e) => {
      if (e.button !== 0 || (e.target as HTMLElement).closest('button') || !surface.current) return;
      const r = surface.current.getBoundingClientRect();
      drag.current = {
        pointer: e.pointerId,
        from: { x: e.clientX, y: e.clientY },
        start: offset,
        rect: { left: r.left, top: r.top, width: r.width, height: r.height },
      };
      e.currentTarget.setPointerCapture?.(e.pointerId);
      e.preventDefault();
    },
    onPointerMove: (e) => {
      const d = drag.current;
      if (!d || d.pointer !== e.pointerId) return;
      setOffset(
        clampOffset(
          { x: d.start.x + e.clientX - d.from.x, y: d.start.y + e.clientY - d.from.y },
          d.start,
          d.rect,
          { width: window.innerWidth, height: window.innerHeight },
        ),
      );
    },
    onPointerUp: (e) => {
      if (drag.current?.pointer !== e.pointerId) return;
      drag.current = null;
      e.currentTarget.releasePointerCapture?.(e.pointerId);
    },
  };
}
