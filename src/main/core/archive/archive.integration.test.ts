import { describe, expect, it } from 'vitest';
import { useReferenceCore } from '../testing/reference';
import type { TaskRecord } from '../../../shared/tasks/schemas';

// Archive and close against the real reference server over real HTTP: the task's state and its
// operation log show what the server did.

const ref = useReferenceCore('archive');

describe('archive against the reference server', () => {
  it('archives finished tasks once, with the follow-up calls only for types 31, 32, 33 and 74', async () => {
    const categories = (await ref.value('archive:categories', { runId: ref.tasks[0].runId })).data;
    expect(categories.length).toBeGreaterThan(0);
    const leaf = (c: (typeof categories)[number]): string =>
      c.CHILDREN_LIST.length ? leaf(c.CHILDREN_LIST[0]) : c.ID;
    const followUpType = (t: TaskRecord): boolean =>
      t.RWLX !== null && [31, 32, 33, 74].includes(t.RWLX);
    // The server archives finished tasks (rwzt 2): one of a follow-up type, one of another type.
    const finished = ref.tasks.filter((t) => t.rwzt === '2');
    const picks = [finished.find(followUpType), finished.find((t) => !followUpType(t))];
    expect(picks.every(Boolean)).toBe(true);

    for (const task of picks as TaskRecord[]) {
      const req = {
        runId: task.runId,
        RWID: task.RWID,
        rwlx: task.RWLX ?? 0,
        ajlb: [leaf(categories[0])],
        format: 'pdf' as const,
      };
      expect(await ref.refusal('archive:close', { ...req, ajlb: [] })).toBe('请选择案卷类别!');
      expect(await ref.value('archive:close', req)).toEqual({ message: '操作成功!' });
      expect(
        (await ref.value('detail:get', { runId: task.runId, RWID: task.RWID })).data.config.rwxx
          .rwzt,
      ).toBe('3');
      expect(await ref.refusal('archive:close', req)).toBe('该任务已归档');
      const log = (
        await ref.value('detail:opLog', {
          runId: task.runId,
          RWID: task.RWID,
          current: 1,
          size: 10,
        })
      ).data.records.map((r) => r.OP_CONTENT);
      expect(log.some((c) => c.includes('社会单位优化'))).toBe(followUpType(task));
      expect(log.some((c) => c.includes('纳入双随机'))).toBe(followUpType(task));
    }
  });
});
