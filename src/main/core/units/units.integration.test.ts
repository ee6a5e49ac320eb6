import { describe, expect, it } from 'vitest';
import { useReferenceCore } from '../testing/reference';

// A supervised unit through the generic paged query, against the real reference server over real HTTP.

const ref = useReferenceCore('units');

describe('units against the reference server', () => {
  it('reads a unit by id, and says so when there is none', async () => {
    const t = ref.tasks.find((x) => x.SHDWID)!;
    const unit = await ref.value('units:get', { runId: t.runId, id: t.SHDWID! });
    expect(unit.data.ID).toBe(t.SHDWID);
    expect(unit.data.DWMC).toBeTruthy();
    expect(await ref.refusal('units:get', { runId: t.runId, id: 'no-such-unit' })).toBe(
      '暂无该单位信息',
    );
  });
});
