import { Button, Input, Select, Text, makeStyles, tokens, useId } from '@fluentui/react-components';
import { ChevronLeft16Regular, ChevronRight16Regular } from '@fluentui/react-icons';
import { useState, type KeyboardEvent, type ReactElement } from 'react';
import { M } from '../../shared/messages';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    paddingTop: tokens.spacingVerticalS,
    color: tokens.colorNeutralForeground2,
  },
  size: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  select: { width: '96px' },
  numbers: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  number: { minWidth: '32px', paddingLeft: 0, paddingRight: 0 },
  gap: { minWidth: '24px', textAlign: 'center' },
  jump: { width: '64px' },
});

export type PagerProps = {
  total: number;
  page: number;
  size: number;
  sizes: readonly number[];
  onChange(page: number, size: number): void;
  disabled?: boolean;
};

export const pageCount = (total: number, size: number): number =>
  Math.max(1, Math.ceil(total / Math.max(1, size)));

/** At most this many page numbers (and gaps) are shown, as the Element UI pager shows them. */
const SHOWN = 7;

/**
 * The page numbers to show for `page` of `pages`: every page when there are few; else the first,
 * the last and the pages around the current one, with a gap ('gap') where pages are left out.
 */
export function pageItems(page: number, pages: number): Array<number | 'gap'> {
  const range = (from: number, to: number): number[] =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (pages <= SHOWN) return range(1, pages);
  const current = Math.min(Math.max(1, page), pages);
  if (current <= 4) return [...range(1, SHOWN - 1), 'gap', pages];
  if (current >= pages - 3) return [1, 'gap', ...range(pages - (SHOWN - 2), pages)];
  return [1, 'gap', ...range(current - 2, current + 2), 'gap', pages];
}

/** The page a typed jump goes to (clamped into 1…pages), or null when the text is no number. */
export function jumpTarget(text: string, pages: number): number | null {
  const n = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(n)) return null;
  return Math.min(Math.max(1, Math.trunc(n)), pages);
}

export function Pager({
  total,
  page,
  size,
  sizes,
  onChange,
  disabled = false,
}: PagerProps): ReactElement {
  const styles = useStyles();
  const sizeId = useId('page-size');
  const jumpId = useId('page-jump');
  const pages = pageCount(total, size);
  const [jump, setJump] = useState('');
  const go = (): void => {
    const target = jumpTarget(jump, pages);
    setJump('');
    if (target !== null && target !== page) onChange(target, size);
  };
  const onJumpKey = (e: KeyboardEvent<HTMLInputElement>): void => {
    if (e.key !== 'Enter') return;
    // Enter in a form's pager jumps; it does not submit the form around it.
    e.preventDefault();
    go();
  };
  return (
    <div className={styles.root} role="navigation" aria-label={M.pagerLabel}>
      <Text>{M.taskTotal(total)}</Text>
      <span className={styles.size}>
        <label htmlFor={sizeId}>{M.pageSize}</label>
        <Select
          id={sizeId}
          size="small"
          className={styles.select}
          value={String(size)}
          disabled={disabled}
          // A new page size starts again at page 1: the old page number means other rows now.
          onChange={(_, d) => onChange(1, Number(d.value))}
        >
          {sizes.map((s) => (
            <option key={s} value={s}>
              {M.pageSizeOption(s)}
            </option>
          ))}
        </Select>
      </span>
      <Button
        size="small"
        appearance="subtle"
        icon={<ChevronLeft16Regular />}
        aria-label={M.pagePrev}
        disabled={disabled || page <= 1}
        onClick={() => onChange(page - 1, size)}
      />
      <span className={styles.numbers}>
        {pageItems(page, pages).map((item, i) =>
          item === 'gap' ? (
            <span key={`gap${i}`} className={styles.gap} aria-hidden>
              {M.pageMore}
            </span>
          ) : (
            <Button
              key={item}
              size="small"
              className={styles.number}
              appearance={item === page ? 'primary' : 'subtle'}
              aria-label={M.pageNumber(item)}
              aria-current={item === page ? 'page' : undefined}
              disabled={disabled}
              onClick={() => {
                if (item !== page) onChange(item, size);
              }}
            >
              {item}
            </Button>
          ),
        )}
      </span>
      <Text aria-live="polite">{M.pageOf(Math.min(page, pages), pages)}</Text>
      <Button
        size="small"
        appearance="subtle"
        icon={<ChevronRight16Regular />}
        aria-label={M.pageNext}
        disabled={disabled || page >= pages}
        onClick={() => onChange(page + 1, size)}
      />
      <span className={styles.size}>
        <label htmlFor={jumpId}>{M.pageJump}</label>
        <Input
          id={jumpId}
          size="small"
          type="number"
          className={styles.jump}
          min={1}
          max={pages}
          value={jump}
          disabled={disabled}
          aria-label={M.pageJumpLabel}
          onChange={(_, d) => setJump(d.value)}
          onKeyDown={onJumpKey}
          onBlur={go}
        />
        <span>{M.pageJumpUnit}</span>
      </span>
    </div>
  );
}
