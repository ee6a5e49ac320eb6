import { useCallback, useMemo, useState } from 'react';
import type { PagerProps } from './Pager';

/** The page a paged list shows, and its page sizes (the first is the default). */
export type Paging = {
  current: number;
  size: number;
  sizes: readonly number[];
  change(current: number, size: number): void;
  /** Back to page 1 (new filters: the old page number means other rows now). */
  first(): void;
  /** The pager's props for `total` rows. */
  pager(total: number): PagerProps;
};

export function usePaging(sizes: readonly number[]): Paging {
  const [page, setPage] = useState({ current: 1, size: sizes[0] ?? 10 });
  const change = useCallback((current: number, size: number) => setPage({ current, size }), []);
  const first = useCallback(() => setPage((p) => ({ ...p, current: 1 })), []);
  return useMemo(
    () => ({
      ...page,
      sizes,
      change,
      first,
      pager: (total: number): PagerProps => ({
        total,
        page: page.current,
        size: page.size,
        sizes,
        onChange: change,
      }),
    }),
    [change, first, page, sizes],
  );
}
