import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { fresh, pageOf, type FakeHandlers } from '../../test/fakes';
import type { TaskRecord } from '../../../shared/tasks/schemas';
import type { Reminder } from '../../../shared/actions/schemas';
import { NO_CLOCK_FIELDS } from '../../../shared/tasks/clock-fields';

// The task list's fixtures and default fakes (merged by src/renderer/test/fakeApi.ts).

export const task = (n: number, over: Partial<TaskRecord> = {}): TaskRecord => ({
  RWID: `rw${n}`,
  runId: `run${n}`,
  RWMC: `任务${n}`,
  RWLX: 2,
  rwzt: '1',
  DWMC: `单位${n}`,
  SHDWID: `dw${n}`,
  JHKSRQ: '2024-05-01',
  CRT_TIME: '2024-04-20 09:30:00',
  ZBRXM: '张伟',
  // The statutory clock's fields: a product task in progress, not yet accepted, runs no clock.
  RW_ISDELETED: '0',
  LARQ: null,
  JHJSRQ: null,
  sjtbzt: null,
  LDSPSJ: null,
  ZZTS: null,
  SLSJ: null,
  ISSTOP: null,
  BJC: null,
  ...over,
});

/** Today in the clock tests: Tuesday 2026-03-10, China time. */
export const CLOCK_TODAY_MS = Date.parse('2026-03-10T09:00:00+08:00');

/**
 * Tasks with a clock on 2026-03-10, in the server's order: overdue penalty (deadline 03-06),
 * acceptance due 03-11, a running penalty (05-01), a paused one, a stopped one, one without a clock
 * and one due today.
 */
export const clockTasks: TaskRecord[] = [
  task(101, { RWMC: '处罚案件甲', RWLX: 61, LARQ: '2026-01-05' }),
  task(102, { RWMC: '受理任务乙', RWLX: 2, rwzt: '0', CRT_TIME: '2026-03-06 16:00:00' }),
  task(103, { RWMC: '处罚案件丙', RWLX: 61, LARQ: '2026-03-02' }),
  task(104, {
    RWMC: '处罚案件丁',
    RWLX: 62,
    LARQ: '2026-01-10',
    sjtbzt: '1',
    LDSPSJ: '2026-03-01 10:00:00',
  }),
  task(105, { RWMC: '处罚案件戊', RWLX: 61, LARQ: '2026-01-01', ISSTOP: '1' }),
  task(106, { RWMC: '监督抽查己' }),
  task(107, { RWMC: '复查任务庚', RWLX: 45, JHKSRQ: '2026-03-05', JHJSRQ: '2026-04-30' }),
];

/** A penalty case of the reminder (xmrw/cfRwRemind), in progress, with no clock dates yet. */
export const reminder = (n: number, over: Partial<Reminder>): Reminder => ({
  RWID: `rw${n}`,
  runId: `run${n}`,
  RWMC: `处罚案件${n}`,
  ...NO_CLOCK_FIELDS,
  RWLX: 61,
  rwzt: '1',
  RW_ISDELETED: '0',
  ...over,
});

export const tasks: TaskRecord[] = Array.from({ length: 25 }, (_, i) => task(i + 1));

export const tasksFakes = (): FakeHandlers => ({
  'tasks:list': (req) => {
    const rows = tasks.filter(
      (t) =>
        (!req.RWMC || t.RWMC.includes(req.RWMC)) &&
        (!req.RWLX || String(t.RWLX) === req.RWLX) &&
        (!req.rwzt || t.rwzt === req.rwzt),
    );
    return fresh(pageOf(rows, req.current, req.size));
  },
  // Main writes the file; the renderer only learns where it went.
  'tasks:export': (req) => ({
    savedTo: '/home/demo/Downloads/我的任务-2026-03-10.xlsx',
    fileName: '我的任务-2026-03-10.xlsx',
    bytes: 1000 + req.rows.length,
  }),
});

/**
 * For every test of the file: today is CLOCK_TODAY_MS through the one clock the app reads it from
 * (Date.now); time still moves for the rest.
 */
export function fixTodayForEachTest(): void {
  beforeEach(() => {
    const start = Date.now();
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => CLOCK_TODAY_MS + (realNow() - start));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/** The task list table, once shown. */
export const taskTable = (): Promise<HTMLElement> =>
  screen.findByRole('table', { name: '任务列表' });

/** The first cell (the task name) of each body row. */
export const taskNames = (t: HTMLElement): string[] =>
  within(t)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent ?? '');
