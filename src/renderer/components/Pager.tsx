import { Button, Select, Text, makeStyles, tokens, useId } from '@fluentui/react-components';
import { ChevronLeft16Regular, ChevronRight16Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
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
  const pages = pageCount(total, size);
  return (
    <div className={styles.root}>
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
      <Text aria-live="polite">{M.pageOf(Math.min(page, pages), pages)}</Text>
      <Button
        size="small"
        appearance="subtle"
        icon={<ChevronRight16Regular />}
        aria-label={M.pageNext}
        disabled={disabled || page >= pages}
        onClick={() => onChange(page + 1, size)}
      />
    </div>
  );
}
