import { makeStyles, tokens } from '@fluentui/react-components';
import { useRef, type KeyboardEvent, type PointerEvent, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { RESIZE_STEP } from './columns';

const useStyles = makeStyles({
  handle: {
    position: 'absolute',
    top: 0,
    right: 0,
    bottom: 0,
    width: '8px',
    cursor: 'col-resize',
    touchAction: 'none',
    zIndex: 1,
    '::after': {
      content: '""',
      position: 'absolute',
      top: '8px',
      bottom: '8px',
      right: '3px',
      width: '1px',
      backgroundColor: tokens.colorNeutralStroke2,
    },
    ':hover::after': { width: '2px', backgroundColor: tokens.colorBrandStroke1 },
    ':focus-visible': {
      outline: `2px solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '-2px',
    },
  },
});

export type ColumnResizerProps = {
  label: string;
  /** The width it reports (aria-valuenow) and steps from with the keyboard. */
  width: number;
  min: number;
  max: number;
  /** A new width while dragging or on a key; not kept yet. */
  onResize(width: number): void;
  /** The drag or key is over: keep the width. */
  onCommit(): void;
};

/**
 * The right edge of a column header: drag it, or focus it and press ← →, to change the column's
 * width (the ARIA window-splitter pattern: a focusable separator with its value).
 */
export function ColumnResizer({
  label,
  width,
  min,
  max,
  onResize,
  onCommit,
}: ColumnResizerProps): ReactElement {
  const styles = useStyles();
  const drag = useRef<{ x: number; width: number } | null>(null);

  /** The header cell's width on screen: the name column's may be more than its set width. */
  const shown = (el: HTMLElement): number => {
    const cell = el.closest('th');
    const w = cell ? cell.getBoundingClientRect().width : 0;
    return w > 0 ? w : width;
  };
  const clamp = (w: number): number => Math.round(Math.min(max, Math.max(min, w)));

  const onPointerDown = (e: PointerEvent<HTMLDivElement>): void => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.stopPropagation();
    drag.current = { x: e.clientX, width: shown(e.currentTarget) };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>): void => {
    const start = drag.current;
    if (start) onResize(clamp(start.width + e.clientX - start.x));
  };
  const end = (e: PointerEvent<HTMLDivElement>): void => {
    if (!drag.current) return;
    drag.current = null;
    e.currentTarget.releasePointerCapture?.(e.pointerId);
    onCommit();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const step = e.key === 'ArrowRight' ? RESIZE_STEP : e.key === 'ArrowLeft' ? -RESIZE_STEP : 0;
    if (step === 0) return;
    e.preventDefault();
    e.stopPropagation();
    onResize(clamp(shown(e.currentTarget) + step));
    onCommit();
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={M.resizeColumn(label)}
      aria-valuenow={Math.round(width)}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      className={styles.handle}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={end}
      onPointerCancel={end}
      onKeyDown={onKeyDown}
      onClick={(e) => e.stopPropagation()}
    />
  );
}
