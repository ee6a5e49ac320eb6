import { describe, expect, it } from 'vitest';
import { useReferenceCore } from '../testing/reference';
import type { TaskRecord } from '../../../shared/tasks/schemas';
import type { PenaltyCase } from '../../../shared/penalty/schemas';
import { PENALTY_TASK_TYPES } from '../../../shared/tasks/constants';
import {
  GENERAL_TASK_TYPE,
  QUICK_TASK_TYPE,
  SEAL_TASK_TYPE,
  THREE_STOP_TASK_TYPES,
} from '../../../shared/penalty/constants';
import { isLinkedTo, sourceFieldOf } from '../../../shared/penalty/links';
import { chinaToday } from '../../../shared/common/dates';

// The penalty area against the real reference server over real HTTP: the generated item, the link
// table changed by linking and unlinking, a closing refused in main and then done, quick to general.
// Registering a case is documents:save with the wizard's link (the renderer opens the form).

const ref = useReferenceCore('penalty');

const isOpen = (t: TaskRecord): boolean =>
  (t.rwzt === '0' || t.rwzt === '1') && t.RW_ISDELETED !== '1';
const isPenalty = (t: TaskRecord): boolean =>
  t.RWLX !== null && PENALTY_TASK_TYPES.includes(t.RWLX);
const idOf = (t: { runId: string; RWID: string }): { runId: string; RWID: string } => ({
  runId: t.runId,
  RWID: t.RWID,
});

const take = ref.take;

/** An open inspection-side task with no penalty item generated from it yet. */
async function freshSource(what: string): Promise<TaskRecord> {
  for (const t of ref.tasks) {
    if (ref.taken(t.RWID) || !isOpen(t) || isPenalty(t)) continue;
    if ((await ref.value('penalty:item', idOf(t))).data === null) {
      ref.markTaken(t.RWID);
      return t;
    }
  }
  throw new Error(`the seed has no fresh task for ${what}`);
}

const classOf = async (t: TaskRecord): Promise<string | null> => {
  const rwxx = (await ref.value('detail:get', idOf(t))).data.config.rwxx as Record<string, unknown>;
  return typeof rwxx.RWFLID === 'string' ? rwxx.RWFLID : null;
};
const casesOf = async (t: TaskRecord, RWFLID: string | null): Promise<PenaltyCase[]> =>
  (await ref.value('penalty:cases', { ...idOf(t), RWFLID })).data;
const log = async (t: { runId: string; RWID: string }): Promise<string[]> =>
  (await ref.value('detail:opLog', { ...idOf(t), current: 1, size: 50 })).data.records.map(
    (r) => r.OP_CONTENT,
  );
const stateOf = async (t: TaskRecord): Promise<unknown> =>
  ((await ref.value('detail:get', idOf(t))).data.config.rwxx as Record<string, unknown>).rwzt;

/** Records the channels that told the other windows to refresh while `run` ran. */
async function refreshes(run: () => Promise<unknown>): Promise<unknown[]> {
  const changed: unknown[] = [];
  const stop = ref.core.events.subscribe((event, payload) => {
    if (event === 'shell:dataChanged') changed.push(payload);
  });
  try {
    await run();
  } finally {
    stop();
  }
  return changed;
}

describe('administrative penalty against the reference server', () => {
  it('has no penalty item for a fresh task, and one with fixed types where a case was registered', async () => {
    const fresh = await freshSource('item');
    expect((await ref.value('penalty:item', idOf(fresh))).data).toBeNull();
    let found = null;
    for (const t of ref.tasks.filter((x) => !isPenalty(x))) {
      found = (await ref.value('penalty:item', idOf(t))).data;
      if (found) break;
    }
    expect(found).toMatchObject({
      CFRWID: expect.any(String),
      CFDXLX: expect.stringMatching(/^\d+$/),
    });
  });

  it('registers a case by saving the approval form with its link, which then fixes the item', async () => {
    const source = await freshSource('register');
    const today = chinaToday(Date.now());
    const saved = await ref.value('documents:save', {
      ...idOf(source),
      form: 'laspb',
      rwwsszid: '18',
      values: {
        AJMC: '某单位消防违法案',
        AJLY: '1',
        DWMC: '某单位',
        DWDZ: '内蒙古自治区呼和浩特市新城区中山东路1号',
        FDDBR: '刘海',
        JYAQ: '检查发现疏散通道被占用',
        CBR: '张伟、李强',
        CBRYJ: '建议立案调查。',
        LARQ: today,
      },
      link: { type: 'GJ', CFDXLX: '2', CF_LYTYPE: '1' },
    });
    expect(saved.RWID).toMatch(/\S/);
    expect(saved.RWID).not.toBe(source.RWID);
    const item = (await ref.value('penalty:item', idOf(source))).data;
    expect(item).toMatchObject({ CFRWID: saved.RWID, CFDXLX: '2', CF_LYTYPE: '1', CFLCLX: '1' });
    const RWFLID = await classOf(source);
    const first = (await casesOf(source, RWFLID))[0];
    expect(first.CFRWID).toBe(saved.RWID);
    expect(isLinkedTo(first, sourceFieldOf(RWFLID), source.RWID)).toBe(true);
  });

  it('lists the open cases a task can be linked to', async () => {
    const source = await freshSource('cases');
    const cases = await casesOf(source, await classOf(source));
    expect(cases.length).toBeGreaterThan(0);
    expect(cases.every((c) => c.RWZT === '0' || c.RWZT === '1')).toBe(true);
    expect(cases.map((c) => c.CFRWID)).not.toContain(source.RWID);
  });

  it('links a task to a case and unlinks it: the list shows each, the trees are refreshed', async () => {
    const source = await freshSource('link');
    const RWFLID = await classOf(source);
    const field = sourceFieldOf(RWFLID);
    const before = await casesOf(source, RWFLID);
    const target = before.find((c) => !isLinkedTo(c, field, source.RWID));
    if (!target) throw new Error('the seed has no case to link to');
    const req = { runId: source.runId, lyrwid: source.RWID, cfrwid: target.CFRWID };

    const linked = await refreshes(async () =>
      expect(await ref.value('penalty:link', req)).toEqual({ message: '关联成功!' }),
    );
    expect(linked).toEqual([{ channel: 'penalty:link' }]);
    const after = await casesOf(source, RWFLID);
    // The linked case comes first and offers 取消关联.
    expect(after[0].CFRWID).toBe(target.CFRWID);
    expect(isLinkedTo(after[0], field, source.RWID)).toBe(true);
    expect((await log(source)).some((c) => c.startsWith('关联行政处罚案件'))).toBe(true);

    const unlinked = await refreshes(async () =>
      expect(await ref.value('penalty:unlink', req)).toEqual({ message: '取消成功' }),
    );
    expect(unlinked).toEqual([{ channel: 'penalty:unlink' }]);
    expect((await log(source)).some((c) => c.startsWith('取消关联行政处罚案件'))).toBe(true);
    const row = (await casesOf(source, RWFLID)).find((c) => c.CFRWID === target.CFRWID);
    expect(row && isLinkedTo(row, field, source.RWID)).toBe(false);
    expect(await ref.refusal('penalty:unlink', req)).toBe('该任务未关联该行政处罚案件');
  });

  it('refuses a closing with an empty field in main, then closes the case', async () => {
    const task = take('closing', (t) => isOpen(t) && isPenalty(t) && t.RWLX !== QUICK_TASK_TYPE);
    const close = { ...idOf(task), CRWZT: '1', SJJSRQ: chinaToday(Date.now()), JAMS: '罚款已缴纳' };
    for (const empty of [{ CRWZT: '' }, { SJJSRQ: '' }, { JAMS: ' ' }] as const) {
      const r = await ref.call('penalty:close', { ...close, ...empty });
      expect(r).toEqual({
        ok: false,
        error: { kind: 'invalid', message: '请检查输入内容，内容不能为空' },
      });
    }
    expect(await stateOf(task)).not.toBe('2');

    const changed = await refreshes(async () =>
      expect(await ref.value('penalty:close', close)).toEqual({ message: '操作成功!' }),
    );
    expect(changed).toEqual([{ channel: 'penalty:close' }]);
    expect(await stateOf(task)).toBe('2');
    expect(await log(task)).toContain('处罚结案');
    expect(await ref.refusal('penalty:close', close)).toBe('该行政处罚案件不存在或已办结');
  });

  it('turns a quick-process case into a general one, once', async () => {
    const task = take('quick to general', (t) => isOpen(t) && t.RWLX === QUICK_TASK_TYPE);
    expect(await ref.value('penalty:quickToGeneral', idOf(task))).toEqual({
      message: '操作成功!',
    });
    const rwxx = (await ref.value('detail:get', idOf(task))).data.config.rwxx as Record<
      string,
      unknown
    >;
    expect(String(rwxx.RWLX)).toBe(String(GENERAL_TASK_TYPE));
    expect((await log(task)).some((c) => c.includes('快速转一般'))).toBe(true);
    expect(await ref.refusal('penalty:quickToGeneral', idOf(task))).toBe(
      '只有办理中的快速办理案件可以转为一般程序',
    );
  });

  it('lifts a temporary seal once, after checking the form in main', async () => {
    const task = take('seal lift', (t) => isOpen(t) && t.RWLX === SEAL_TASK_TYPE);
    const lift = { ...idOf(task), JCRQ: chinaToday(Date.now()), JCYY: '1', JCSM: '隐患已消除' };
    expect(await ref.call('penalty:liftSeal', { ...lift, JCYY: '' })).toEqual({
      ok: false,
      error: { kind: 'invalid', message: '请选择解除原因' },
    });
    expect(await ref.value('penalty:liftSeal', lift)).toEqual({ message: '操作成功!' });
    expect(await ref.refusal('penalty:liftSeal', lift)).toBe('该临时查封已解除');
  });

  it('records a three-stop check application and lists it', async () => {
    const task = take(
      'three-stop check',
      (t) => isOpen(t) && t.RWLX !== null && THREE_STOP_TASK_TYPES.includes(t.RWLX),
    );
    const apply = {
      ...idOf(task),
      SQDW: '某商贸有限公司',
      SQR: '王五',
      LXDH: '0471-1234567',
      SQRQ: chinaToday(Date.now()),
      ZGQK: '疏散通道已清理，消防设施已恢复',
    };
    expect(await ref.call('penalty:applyCheck', { ...apply, LXDH: '电话' })).toEqual({
      ok: false,
      error: { kind: 'invalid', message: '请输入正确的联系电话' },
    });
    expect(await ref.value('penalty:applyCheck', apply)).toEqual({ message: '操作成功!' });
    const list = (await ref.value('penalty:checkApplications', idOf(task))).data;
    expect(list).toContainEqual(
      expect.objectContaining({ RWID: task.RWID, SQR: '王五', ZGQK: apply.ZGQK }),
    );
  });

  it('reads the reductions of the cases that have one', async () => {
    const reductions = [];
    for (const t of ref.tasks.filter((x) => isOpen(x) && isPenalty(x) && !ref.taken(x.RWID)))
      reductions.push((await ref.value('penalty:reduction', idOf(t))).data);
    const found = reductions.filter((r) => r !== null);
    expect(found.length).toBeGreaterThan(0);
    for (const r of found) {
      expect(r?.CFJE).toMatch(/^\d+$/);
      expect(r?.JQCFYY).toBeTruthy();
      expect(r?.WFXWLIST.length).toBeGreaterThan(0);
    }
  });
});
