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
});
