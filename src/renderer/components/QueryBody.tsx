import { Text } from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';
import { OfflineBanner } from './OfflineBanner';
import { Pager } from './Pager';
import type { Paging } from './usePaging';
import type { Cached } from '../../shared/common/types';

/** What QueryBody needs of a TanStack query result (or of anything loaded like one). */
export type QueryState<D> = {
  data: D | undefined;
  isError: boolean;
  error: unknown;
  isFetching?: boolean;
  refetch(): unknown;
};

export type QueryBodyProps<D> = {
  query: QueryState<D>;
  /** The rows or the record, once loaded (and not empty). */
  children(data: D): ReactNode;
  /** An answer with nothing to show: `emptyText` in place of the children. */
  isEmpty?(data: D): boolean;
  emptyText?: string;
  /** Under the empty text: what the list shows and where else to look (a list that reads empty
   * right after the officer did something has to say why). */
  emptyHint?: string;
  /** A paged list: the pager under the rows, also under an empty page. */
  paging?: Paging;
  total?(data: D): number;
  /** The calm text for "offline and nothing cached yet", worded for what the screen shows. */
  needsNetworkMessage?: string;
  /** A polled view keeps showing what it read before when a later read fails. */
  keepDataOnError?: boolean;
  /** Answers read through main's cache get the offline banner (default); false: the screen shows it elsewhere. */
  banner?: boolean;
};

const isCached = (d: unknown): d is Cached<unknown> =>
  typeof d === 'object' &&
  d !== null &&
  'source' in d &&
  'updatedAt' in d &&
  typeof (d as Cached<unknown>).updatedAt === 'number';

/**
 * The body of every screen that shows one read: the error with a retry, the spinner, the offline
 * banner over cached data, the empty text or the children, then the pager.
 */
export function QueryBody<D>({
  query,
  children,
  isEmpty,
  emptyText,
  emptyHint,
  paging,
  total,
  needsNetworkMessage,
  keepDataOnError = false,
  banner = true,
}: QueryBodyProps<D>): ReactElement {
  const { data } = query;
  if (query.isError && !(keepDataOnError && data !== undefined)) {
    return (
      <ErrorState
        error={query.error}
        needsNetworkMessage={needsNetworkMessage}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (data === undefined) return <LoadingState />;
  const empty = isEmpty?.(data) ?? false;
  return (
    <>
      {banner && isCached(data) ? (
        <OfflineBanner source={data.source} updatedAt={data.updatedAt} />
      ) : null}
      {empty ? (
        <EmptyState text={emptyText ?? ''}>
          {emptyHint ? <Text size={200}>{emptyHint}</Text> : null}
        </EmptyState>
      ) : (
        children(data)
      )}
      {paging && total ? <Pager {...paging.pager(total(data))} /> : null}
    </>
  );
}
