import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../platform/errors';
import { formatDateTime } from '../platform/format';
import { renderWithProviders } from '../test/render';
import { QueryBody, type QueryState } from './QueryBody';
import { usePaging } from './usePaging';
import type { Cached } from '../../shared/common/types';

type Rows = Cached<{ records: string[]; total: number }>;

const query = (over: Partial<QueryState<Rows>> = {}): QueryState<Rows> => ({
  data: undefined,
  isError: false,
  error: null,
  isFetching: false,
  refetch: () => undefined,
  ...over,
});
const rows = (
  records: string[],
  source: 'network' | 'cache' = 'network',
  total = records.length,
): Rows => ({
  data: { records, total },
  source,
  updatedAt: Date.UTC(2024, 4, 1, 2, 0, 0),
});

function List({ state }: { state: QueryState<Rows> }): ReactElement {
  const paging = usePaging([10, 20]);
  return (
    <QueryBody
      query={state}
      isEmpty={(d) => d.data.records.length === 0}
      emptyText="暂无记录"
      paging={paging}
      total={(d) => d.data.total}
    >
      {(d) => (
        <ul aria-label="记录">
          {d.data.records.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </QueryBody>
  );
}

describe('QueryBody', () => {
  it('shows the spinner until the data arrives', () => {
    renderWithProviders(<List state={query()} />);
    expect(screen.getAllByText('正在加载…').length).toBeGreaterThan(0);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the error with a retry that reads again', () => {
    const refetch = vi.fn();
    renderWithProviders(
      <List
        state={query({
          isError: true,
          error: new AppError({ kind: 'server', message: '服务器错误' }),
          refetch,
        })}
      />,
    );
    expect(screen.getByText('服务器错误')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('words "offline and nothing cached" as the screen asks', () => {
    renderWithProviders(
      <QueryBody
        query={query({
          isError: true,
          error: new AppError({ kind: 'needs-network', message: 'x' }),
        })}
        needsNetworkMessage="任务详情需要联网"
      >
        {() => null}
      </QueryBody>,
    );
    expect(screen.getByText('任务详情需要联网')).toBeTruthy();
  });

  it('shows the rows and the pager; no banner for fresh data', () => {
    renderWithProviders(<List state={query({ data: rows(['甲', '乙'], 'network', 25) })} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['甲', '乙']);
    expect(screen.getByText('共 25 条')).toBeTruthy();
    expect(screen.getByText('第 1 / 3 页')).toBeTruthy();
    expect(screen.queryByText(/离线/)).toBeNull();
  });

  it('puts the offline banner over data from the cache, and the empty text in place of the rows', () => {
    const data = rows([], 'cache');
    renderWithProviders(<List state={query({ data })} />);
    expect(screen.getByText('暂无记录')).toBeTruthy();
    expect(screen.getByText(new RegExp(formatDateTime(data.updatedAt)))).toBeTruthy();
    expect(screen.getByText('共 0 条')).toBeTruthy();
  });

  it('keeps earlier data on a failed later read only when asked', () => {
    const state = query({ data: rows(['甲']), isError: true, error: new Error('断开') });
    const { unmount } = renderWithProviders(<List state={state} />);
    expect(screen.getByText('断开')).toBeTruthy();
    unmount();
    renderWithProviders(
      <QueryBody query={state} keepDataOnError>
        {(d) => <span>{d.data.records.join()}</span>}
      </QueryBody>,
    );
    expect(screen.getByText('甲')).toBeTruthy();
    expect(screen.queryByText('断开')).toBeNull();
  });
});

describe('usePaging', () => {
  it('starts at page 1 of the first size, changes pages and goes back to page 1', () => {
    const { result } = renderHook(() => usePaging([20, 50]));
    expect([result.current.current, result.current.size]).toEqual([1, 20]);
    act(() => result.current.change(3, 50));
    expect(result.current.pager(120)).toMatchObject({
      total: 120,
      page: 3,
      size: 50,
      sizes: [20, 50],
    });
    act(() => result.current.first());
    expect([result.current.current, result.current.size]).toEqual([1, 50]);
  });
});
