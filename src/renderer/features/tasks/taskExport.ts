import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { M } from '../../../shared/messages';
import { toDate } from '../../../shared/common/dates';
import type { TaskClock } from '../../../shared/tasks/clock';
import type { TaskRecord } from '../../../shared/tasks/schemas';
import { useCall } from '../../platform/ApiProvider';
import { formatServerTime } from '../../platform/format';
import { useNotify } from '../../platform/notify';
import { useRunAction } from '../../platform/useRunAction';
import { dictLabel, type DictMap } from '../../components/useDict';
import type { TableSort } from '../../components/useTableSort';
import { allTasksKey, allTasksRequest, readAllTasks } from './useAllTasks';
import { clockRows, type ClockView } from './clockList';
import type { TaskFilters } from './useTaskList';

// 导出Excel: every row of the current query (all pages: the filters, the clock filter and the sort
// the officer sees), as the list shows them, written by main (tasks:export) into the downloads
// folder like every other download.

export type ExportLabels = { taskTypes: DictMap; taskStates: DictMap };

const code = (v: string | number | null): string => (v === null ? '' : String(v));

/** A date cell: 'YYYY-MM-DD' when the server's text holds a date, else the text as shown. */
const dateCell = (value: string | null): string | null => {
  const shown = formatServerTime(value);
  return toDate(shown) ?? (shown || null);
};

/** One task as the export's row (shared/tasks/export.ts TASK_EXPORT_COLUMNS, in that order). */
export function taskExportRow(
  t: TaskRecord,
  { taskTypes, taskStates }: ExportLabels,
  clock: TaskClock | null,
): Array<string | null> {
  const type = code(t.RWLX);
  const state = code(t.rwzt);
  return [
    t.RWMC,
    type ? dictLabel(taskTypes, type) : null,
    t.DWMC,
    state ? dictLabel(taskStates, state) : null,
    t.ZBRXM,
    dateCell(t.JHKSRQ),
    formatServerTime(t.CRT_TIME) || null,
    clock?.label ?? null,
    clock?.deadline ?? null,
    clock?.text ?? null,
  ];
}

export type TaskExportQuery = {
  filters: TaskFilters;
  sort: TableSort<string>;
  view: ClockView;
  clockOf(t: TaskRecord): TaskClock | null;
  labels: ExportLabels;
};

/** Runs the export of the current query; `busy` while it reads and writes. */
export function useTaskExport(query: TaskExportQuery): { run(): Promise<void>; busy: boolean } {
  const call = useCall();
  const queryClient = useQueryClient();
  const runAction = useRunAction();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const { filters, sort, view, clockOf, labels } = query;
  const run = useCallback(async (): Promise<void> => {
    setBusy(true);
    try {
      await runAction(
        async () => {
          const first = allTasksRequest(filters, sort);
          // The same read as the clock sort's (and its cache): a list sorted by 期限 exports at once.
          const all = await queryClient.fetchQuery({
            queryKey: allTasksKey(first),
            queryFn: () => readAllTasks(call, first),
          });
          const rows = clockRows(all.data.records, clockOf, view);
          if (rows.length === 0) return { all, saved: null };
          const saved = await call('tasks:export', {
            rows: rows.map((t) => taskExportRow(t, labels, clockOf(t))),
          });
          return { all, saved, count: rows.length };
        },
        ({ all, saved, count = 0 }) => {
          if (!saved) return null;
          const text = all.capped
            ? M.taskExportedCapped(count, saved.savedTo)
            : M.taskExported(count, saved.savedTo);
          return { text, file: saved.file };
        },
      ).then((result) => {
        if (result && !result.saved) notify(M.taskExportEmpty, 'warning');
      });
    } finally {
      setBusy(false);
    }
  }, [call, clockOf, filters, labels, notify, queryClient, runAction, sort, view]);
  return { run, busy };
}
