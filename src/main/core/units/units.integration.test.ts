import { describe, expect, it } from 'vitest';
import { useReferenceCore } from '../testing/reference';
import { unitValuesOf } from '../../../shared/units/rules';

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

  it('saves the unit as the form sends it: the server’s own refusal, then the record and its persons', async () => {
    // An open inspection (type 31) of 老绥远烧麦馆, an other unit (saved by 3014).
    const t = ref.tasks.find(
      (x) => x.SHDWID === '150102000102' && x.rwzt === '1' && x.RWLX === 31,
    )!;
    const read = async () => (await ref.value('units:get', { runId: t.runId, id: t.SHDWID! })).data;
    const values = { ...unitValuesOf(await read()) } as Record<string, string | string[]>;
    const save = (over: Record<string, string>) => ({
      runId: t.runId,
      RWID: t.RWID,
      id: t.SHDWID!,
      values: { ...values, ...over },
      persons: [{ RYLX: '2', XM: '王丽', LXDH: '15847100002', HYZK: '20' }],
    });
    // A credit code with a wrong check character is refused before anything is written.
    expect(await ref.refusal('units:save', save({ TYSHXYDM: '92150102MA0P1R7Q4L' }))).toBe(
      '统一社会信用代码校验位不正确，请核对',
    );
    expect(await ref.value('units:save', save({ TYSHXYDM: '92150102MA0P1R7Q4M' }))).toEqual({
      message: '保存成功!',
    });
    expect(await read()).toMatchObject({
      TYSHXYDM: '92150102MA0P1R7Q4M',
      shdwJbxxBqcbList: [{ XM: '王丽', HYZK: '20' }],
    });
  });
});
