import { fresh, pageOf, type FakeHandlers } from '../../test/fakes';
import type { TaskRecord } from '../../../shared/tasks/schemas';

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
});
