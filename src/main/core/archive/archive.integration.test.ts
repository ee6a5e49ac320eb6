import { describe, expect, it } from 'vitest';
import { useReferenceCore } from '../testing/reference';
import { chinaToday } from '../../../shared/common/dates';
import type { TaskRecord } from '../../../shared/tasks/schemas';

// Archive and close against the real reference server over real HTTP: the readiness the client
// gathers is the list the server refuses with; once fixed, the task is archived once, with the
// follow-up calls only for types 31, 32, 33 and 74 (the task's state and operation log show it).

const ref = useReferenceCore('archive');

const KEY_UNIT_INSPECTION = '关于呼和浩特市鼎盛购物中心有限公司的消防安全重点单位检查';
const OPENING_INSPECTION = '关于呼和浩特市新城区欣悦KTV娱乐会所投入使用、营业前消防安全检查';

describe('archive against the reference server', () => {
  it('refuses with the readiness list, then archives once each blocker is fixed', async () => {
    const categories = (await ref.value('archive:categories', { runId: ref.tasks[0].runId })).data;
    expect(categories.length).toBeGreaterThan(0);
    const leaf = (c: (typeof categories)[number]): string =>
      c.CHILDREN_LIST.length ? leaf(c.CHILDREN_LIST[0]) : c.ID;
    const named = (name: string): TaskRecord => {
      const t = ref.tasks.find((x) => x.RWMC === name && x.rwzt === '2');
      if (!t) throw new Error(`no finished task ${name}`);
      return t;
    };
    const archive = async (task: TaskRecord, followUps: boolean): Promise<void> => {
      const req = {
        runId: task.runId,
        RWID: task.RWID,
        rwlx: task.RWLX ?? 0,
        ajlb: [leaf(categories[0])],
        format: 'pdf' as const,
      };
      expect(await ref.refusal('archive:close', { ...req, ajlb: [] })).toBe('请选择案卷类别!');
      expect(await ref.value('archive:close', req)).toEqual({ message: '操作成功!' });
      const detail = await ref.value('detail:get', { runId: task.runId, RWID: task.RWID });
      expect(detail.data.config.rwxx.rwzt).toBe('3');
      expect(await ref.refusal('archive:close', req)).toBe('该任务已归档');
      const log = (
        await ref.value('detail:opLog', {
          runId: task.runId,
          RWID: task.RWID,
          current: 1,
          size: 10,
        })
      ).data.records.map((r) => r.OP_CONTENT);
      expect(log.some((c) => c.includes('社会单位优化'))).toBe(followUps);
      expect(log.some((c) => c.includes('纳入双随机'))).toBe(followUps);
    };

    // The seeded task with blockers (server/archive/seed.ts): an unsealed notice, an open case.
    const task = named(KEY_UNIT_INSPECTION);
    const at = { runId: task.runId, RWID: task.RWID };
    const before = (await ref.value('archive:readiness', at)).data;
    expect(before.unchecked).toEqual([]);
    expect(before.blockers.map((b) => b.kind)).toEqual(['seal', 'penalty']);
    const req = {
      ...at,
      rwlx: task.RWLX ?? 0,
      ajlb: [leaf(categories[0])],
      format: 'pdf' as const,
    };
    expect(await ref.refusal('archive:close', req)).toBe(
      `归档前请先完成：${before.blockers.map((b) => b.text).join('；')}`,
    );

    const unsealed = (await ref.value('stamping:list', { RWID: task.RWID })).data.rows.find(
      (r) => r.ifSign === '0',
    );
    await ref.value('stamping:seal', { runId: task.runId, wssyid: unsealed?.id ?? '' });
    const link = before.blockers[1].link;
    if (link.to !== 'task') throw new Error('the case blocker opens the case');
    await ref.value('penalty:close', {
      runId: link.runId ?? task.runId,
      RWID: link.RWID,
      CRWZT: '1',
      SJJSRQ: chinaToday(Date.now()),
      JAMS: '罚款已缴纳，案件办结',
    });
    expect((await ref.value('archive:readiness', at)).data).toEqual({
      blockers: [],
      unchecked: [],
    });
    await archive(task, true);

    // A finished task without blockers, of a type without follow-up calls.
    await archive(named(OPENING_INSPECTION), false);
  });
});
