import { describe, expect, it } from 'vitest';
import { useReferenceCore } from '../testing/reference';

// The project detail screen's calls against the real reference server over real HTTP.

const ref = useReferenceCore('detail');

describe('project detail against the reference server', () => {
  it('says whether a task may be opened now: some blocked with the reminder, others allowed', async () => {
    const answers = await Promise.all(
      ref.tasks.map((t) => ref.call('detail:canSwitch', { runId: t.runId, RWID: t.RWID })),
    );
    const blocked = answers.flatMap((a) => (a.ok ? [] : [a.error.message]));
    expect(blocked.length).toBeGreaterThan(0);
    expect(blocked[0]).toMatch(/^请于\d{4}-\d{2}-\d{2}后办理/);
    expect(answers.find((a) => a.ok)).toEqual({ ok: true, value: { message: '操作成功' } });
  });

  it('reads the catalogue of an open task category by category, as the task config lists it', async () => {
    const open = ref.tasks.find((t) => t.rwzt === '1' && t.RW_ISDELETED !== '2');
    if (!open) throw new Error('the seed has no open task');
    const T = { runId: open.runId, RWID: open.RWID };
    const { config } = (await ref.value('detail:get', T)).data;
    const cats = await ref.value('detail:docCategories', T);
    expect(cats.source).toBe('network');
    expect(cats.data.length).toBeGreaterThan(0);
    const types = await Promise.all(
      cats.data.map(async (c) => (await ref.value('detail:docTypes', { ...T, wslbid: c.id })).data),
    );
    for (const [i, c] of cats.data.entries())
      expect(types[i].every((t) => t.rwwslbid === c.id)).toBe(true);
    expect(
      types
        .flat()
        .map((t) => t.id)
        .sort(),
    ).toEqual(
      // Types only a header action opens (申请作废's void form) are listed outside any category.
      config.wssList
        .filter((t) => t.rwwslbid !== null)
        .map((t) => t.id)
        .sort(),
    );
    expect(await ref.refusal('detail:docTypes', { ...T, wslbid: 'not-a-category' })).toBe(
      '文书类别不存在',
    );
  });
});
