import {
  Button,
  Checkbox,
  Field,
  MessageBar,
  MessageBarBody,
  Input,
  Select,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload16Regular, Search16Regular } from '@fluentui/react-icons';
import { useCallback, useMemo, useState, type FormEvent, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { buildPath, detailRouteFor } from '../../platform/routes';
import { useRouter } from '../../platform/router';
import { OfflineBanner } from '../../components/OfflineBanner';
import { Pager } from '../../components/Pager';
import { QueryBody } from '../../components/QueryBody';
import { usePaging } from '../../components/usePaging';
import { useDict, type DictMap } from '../../components/useDict';
import { TASK_SORT_KEYS, TaskTable, type TaskSortKey } from './TaskTable';
import { useTableSort, type TableSortState } from '../../components/useTableSort';
import { useTaskExport } from './taskExport';
import { EMPTY_FILTERS, taskListRequest, useTaskList, type TaskFilters } from './useTaskList';
import { ALL_TASKS_CAP, useAllTasks } from './useAllTasks';
import { ReminderNotice } from './ReminderNotice';
import { clockPage, type ClockFilter, type ClockView } from './clockList';
import { useClockContext } from '../../platform/calendar';
import type { QueryState } from '../../components/QueryBody';
import { taskClock, type TaskClock } from '../../../shared/tasks/clock';
import type { Cached } from '../../../shared/common/types';
import type { Page } from '../../../shared/common/schemas';
import { DICT } from '../../../shared/dict/constants';
import { PAGE_SIZES } from '../../../shared/common/constants';
import type { TaskRecord } from '../../../shared/tasks/schemas';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow2,
  },
  name: { width: '260px' },
  select: { minWidth: '200px' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  body: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow2,
    overflowX: 'auto',
  },
});

function DictSelect({
  label,
  dict,
  value,
  onChange,
}: {
  label: string;
  dict: DictMap;
  value: string;
  onChange(v: string): void;
}): ReactElement {
  const styles = useStyles();
  return (
    <Field label={label} className={styles.select}>
      <Select value={value} onChange={(_, d) => onChange(d.value)}>
        <option value="">{M.all}</option>
        {[...dict].map(([key, entry]) => (
          <option key={key} value={key}>
            {entry.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export function TaskListPage(): ReactElement {
  const styles = useStyles();
  const { navigate } = useRouter();
  const taskTypes = useDict(DICT.taskType);
  const taskStates = useDict(DICT.subTaskState);
  const [draftName, setDraftName] = useState('');
  const [filters, setFilters] = useState<TaskFilters>(EMPTY_FILTERS);
  const [clockFilter, setClockFilter] = useState<ClockFilter>('');
  const sorting = useTableSort<TaskSortKey>('tasks.list', TASK_SORT_KEYS);
  const { sort } = sorting;
  const byDeadline = sort?.key === 'deadline';
  const paging = usePaging(PAGE_SIZES.taskList);
  // Filtering or sorting by the computed clock works on every task, read page by page (the server
  // cannot sort by what it does not compute); otherwise the server pages (and sorts) one page.
  const local = clockFilter !== '' || byDeadline;
  const paged = useTaskList(taskListRequest(filters, paging.current, paging.size, sort), !local);
  const filtered = useAllTasks(filters, sort, local);
  const { today, calendar } = useClockContext();
  const clockOf = useCallback(
    (t: TaskRecord): TaskClock | null => taskClock(t, today, calendar),
    [today, calendar],
  );
  const view = useMemo(
    (): ClockView => ({ filter: clockFilter, byDeadline, dir: sort?.dir }),
    [clockFilter, byDeadline, sort?.dir],
  );
  const { current, size } = paging;
  const localData = useMemo((): Cached<Page<TaskRecord>> | undefined => {
    const all = filtered.data;
    if (!all) return undefined;
    const page = clockPage(all.data.records, clockOf, view, current, size);
    return { data: page, source: all.source, updatedAt: all.updatedAt };
  }, [filtered.data, clockOf, view, current, size]);
  // A click on a header sorts from page 1 (the old page number means other rows now).
  const tableSorting = useMemo(
    (): TableSortState<TaskSortKey> => ({
      ...sorting,
      header: (key) => ({
        ...sorting.header(key),
        onClick: () => {
          sorting.toggle(key);
          paging.first();
        },
      }),
    }),
    [sorting, paging],
  );
  const labels = useMemo(() => ({ taskTypes, taskStates }), [taskTypes, taskStates]);
  const exporter = useTaskExport({ filters, sort, view, clockOf, labels });
  const query: QueryState<Cached<Page<TaskRecord>>> = local
    ? {
        data: localData,
        isError: filtered.isError,
        error: filtered.error,
        isFetching: filtered.isFetching,
        refetch: filtered.refetch,
      }
    : paged;

  const apply = (next: TaskFilters): void => {
    setFilters(next);
    paging.first();
  };
  const applyClock = (next: ClockFilter): void => {
    setClockFilter(next);
    paging.first();
  };
  const search = (e: FormEvent): void => {
    e.preventDefault();
    apply({ ...filters, RWMC: draftName });
  };
  const reset = (): void => {
    setDraftName('');
    setClockFilter('');
    sorting.set(null);
    apply(EMPTY_FILTERS);
  };
  const open = (t: { runId: string; RWID: string; RWLX: number | null }): void =>
    navigate(buildPath(detailRouteFor(t.RWLX), { runId: t.runId, RWID: t.RWID }));

  const data = query.data;
  return (
    <div className={styles.page}>
      <form className={styles.filters} onSubmit={search} aria-label={M.taskFilters} role="search">
        <Field label={M.taskName} className={styles.name}>
          <Input
            value={draftName}
            placeholder={M.taskSearchPlaceholder}
            contentBefore={<Search16Regular aria-hidden />}
            onChange={(_, d) => setDraftName(d.value)}
          />
        </Field>
        <div className={styles.buttons}>
          <Button type="submit" appearance="primary">
            {M.search}
          </Button>
          <Button type="button" onClick={reset}>
            {M.reset}
          </Button>
          <Button
            type="button"
            icon={<ArrowDownload16Regular />}
            disabled={exporter.busy}
            onClick={() => void exporter.run()}
          >
            {exporter.busy ? M.taskExporting : M.taskExport}
          </Button>
        </div>
        <DictSelect
          label={M.taskType}
          dict={taskTypes}
          value={filters.RWLX}
          onChange={(RWLX) => apply({ ...filters, RWLX })}
        />
        <DictSelect
          label={M.taskState}
          dict={taskStates}
          value={filters.rwzt}
          onChange={(rwzt) => apply({ ...filters, rwzt })}
        />
        <Field label={M.taskClockFilter} className={styles.select}>
          <Select
            value={clockFilter}
            onChange={(_, d) =>
              applyClock(d.value === 'overdue' || d.value === 'dueSoon' ? d.value : '')
            }
          >
            <option value="">{M.all}</option>
            <option value="overdue">{M.taskClockOverdue}</option>
            <option value="dueSoon">{M.taskClockDueSoon}</option>
          </Select>
        </Field>
        <Checkbox
          label={M.taskSortByDeadline}
          checked={byDeadline}
          onChange={(_, d) => {
            sorting.set(d.checked === true ? { key: 'deadline', dir: 'asc' } : null);
            paging.first();
          }}
        />
        {query.isFetching && data ? <Spinner size="extra-tiny" aria-label={M.loading} /> : null}
      </form>
      {/* The one deadline banner (issue 29): its count and its list are the same penalty cases. */}
      <ReminderNotice onOpen={open} />
      {local && filtered.data ? (
        <MessageBar intent={filtered.data.capped ? 'warning' : 'info'}>
          <MessageBarBody>
            {filtered.data.capped ? M.taskClockCapped(ALL_TASKS_CAP) : M.taskClockSortedNote}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {data ? <OfflineBanner source={data.source} updatedAt={data.updatedAt} /> : null}
      <div className={styles.body}>
        {/* The banner stands above the card (the filters stay usable over cached rows); a page with no rows has no pager. */}
        <QueryBody
          query={query}
          banner={false}
          isEmpty={(d) => d.data.records.length === 0}
          emptyText={M.taskEmpty}
        >
          {(d) => (
            <>
              <TaskTable
                rows={d.data.records}
                taskTypes={taskTypes}
                onOpen={open}
                clockOf={clockOf}
                sorting={tableSorting}
              />
              <Pager {...paging.pager(d.data.total)} />
            </>
          )}
        </QueryBody>
      </div>
    </div>
  );
}
