import { describe, expect, it } from 'vitest';
import { signedInServer } from '../testing';
import { taskId } from '../tasks/seed/build';
import { headerButtons } from '../actions/testing';
import { dangersOf, page } from './testing';
import {
  APPLICATIONS_DWID,
  HIDDEN_DANGERS_DWID,
  UNIT_HAZARDS_DWID,
} from '../../shared/inspection/constants';
import {
  applicationSchema,
  hiddenDangerSchema,
  unitHazardSchema,
} from '../../shared/inspection/schemas';
import { INSPECTION_TASK_BUTTONS } from '../../shared/inspection/buttons';

// The inspection area's reads over real HTTP on the seeded data (server/inspection/seed.ts).

const { server, demo } = await signedInServer();
const KTV = '150102000105';
const TYPES: ReadonlySet<string> = new Set(INSPECTION_TASK_BUTTONS.map((b) => b.type));

const dangers = (n: number, LX: string, size = 50) =>
  page(server, demo, HIDDEN_DANGERS_DWID, { RWID: taskId(n), LX }, size);

describe('hidden dangers (generic query 3408)', () => {
  it('gives the task’s own dangers with the spec’s fields, parsed by the client’s schema', async () => {
    const { rows, total } = await dangers(14, '1');
    expect(total).toBe(4);
    const parsed = rows.map((r) => hiddenDangerSchema.parse(r));
    expect(parsed.map((d) => d.ID)).toEqual(dangersOf(14));
    expect(parsed.map((d) => d.ZGQK)).toEqual(['0', '0', '1', '0']);
    for (const d of parsed) {
      expect(d).toMatchObject({ RWID: taskId(14), DWID: KTV, YHLB: '1' });
      expect(d.LYWSID).toMatch(/^\d+$/);
      expect(d.FXRQ).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // The fourth is covered by the seeded pending application; the rectified one has its date.
    expect(parsed.map((d) => d.SQFC)).toEqual(['0', '0', '0', '1']);
    expect(parsed[2].ZGRQ).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('pages', async () => {
    const first = await dangers(14, '1', 3);
    expect(first.total).toBe(4);
    expect(first.rows).toHaveLength(3);
    const data = (first.json.data as { data: { pages: number } }).data;
    expect(data.pages).toBe(2);
  });

  it('past inspections: the unit’s dangers found in the officer’s other tasks, with their task', async () => {
    const { rows } = await dangers(14, '2');
    const parsed = rows.map((r) => hiddenDangerSchema.parse(r));
    expect(new Set(parsed.map((d) => d.ID))).toEqual(new Set(dangersOf(13)));
    expect(parsed.every((d) => d.RWID === taskId(13) && d.RWMC?.includes('欣悦KTV'))).toBe(true);
    expect(parsed.every((d) => d.runId !== null)).toBe(true);
  });

  it('a re-inspection task’s own dangers are the ones it re-checks', async () => {
    const { rows } = await dangers(4, '1');
    expect(rows.map((r) => r.ID)).toEqual(dangersOf(1, (s) => s.reinspection === 4));
    expect(rows.every((r) => r.RWID === taskId(1) && r.FCRWID === taskId(4))).toBe(true);
  });

  it('refuses other officers’ tasks and a filter without RWID', async () => {
    expect((await dangers(31, '1')).json).toMatchObject({ success: false, msg: '无权查看该任务' });
    const none = await page(server, demo, HIDDEN_DANGERS_DWID, { LX: '1' });
    expect(none.json).toMatchObject({ success: false, msg: '缺少任务ID' });
  });
});

describe('the unit’s hazard list (generic query 3825)', () => {
  const hazards = (ZGQK: string | undefined, DWID = KTV, n = 14) =>
    page(server, demo, UNIT_HAZARDS_DWID, { RWID: taskId(n), DWID, ZGQK });

  it('splits the unit’s dangers of every task into not rectified and rectified', async () => {
    const open = (await hazards('0')).rows.map((r) => unitHazardSchema.parse(r));
    const closed = (await hazards('1')).rows.map((r) => unitHazardSchema.parse(r));
    expect(new Set(open.map((h) => h.ID))).toEqual(new Set(dangersOf(14, (s) => !s.fixed)));
    expect(new Set(closed.map((h) => h.ID))).toEqual(
      new Set([...dangersOf(14, (s) => !!s.fixed), ...dangersOf(13)]),
    );
    for (const h of [...open, ...closed]) {
      expect(h.XMMC).toContain('欣悦KTV');
      expect(h.XGWS).toBeTruthy();
      expect(h.YHXX).toBeTruthy();
    }
    expect(closed.every((h) => h.ZGQK === '1' && h.ZGRQ !== null)).toBe(true);
    expect(open.every((h) => h.ZGQK === '0' && h.ZGRQ === null)).toBe(true);
    expect((await hazards(undefined)).total).toBe(open.length + closed.length);
  });

  it('refuses another unit, a task without one is refused, other officers’ tasks', async () => {
    expect((await hazards('0', '150102000101')).json).toMatchObject({
      success: false,
      msg: '该单位不是本任务的检查对象',
    });
    expect((await hazards('0', '130102000201', 31)).json).toMatchObject({
      success: false,
      msg: '无权查看该任务',
    });
  });
});

describe('applications (generic query 3966)', () => {
  it('lists the task’s applications with their dangers and the task made of them', async () => {
    const pending = (await page(server, demo, APPLICATIONS_DWID, { RWID: taskId(14) })).rows;
    expect(pending).toHaveLength(1);
    const app = applicationSchema.parse(pending[0]);
    expect(app).toMatchObject({ LX: 'jdjc', FCRWID: null, SQR: '张伟' });
    expect(app.YHLIST.map((d) => d.ID)).toEqual([dangersOf(14)[3]]);
    const done = applicationSchema.parse(
      (await page(server, demo, APPLICATIONS_DWID, { RWID: taskId(1) })).rows[0],
    );
    expect(done).toMatchObject({ FCRWID: taskId(4), FCRWMC: expect.stringContaining('复查') });
    expect(done.FLWSID).toMatch(/^\d+$/);
  });
});

describe('header buttons', () => {
  const ofTask = async (n: number): Promise<string[]> =>
    (await headerButtons(server, demo, n)).filter((t) => TYPES.has(t));

  it('复查申请 on open inspections that found dangers, 复查立项 where there are applications', async () => {
    expect(await ofTask(14)).toEqual([
      'hiddenDangers',
      'reinspectionApply',
      'reinspectionTasks',
      'unitHazards',
    ]);
    // Every danger rectified: offered, and refused with the spec's message (routes.test.ts).
    expect(await ofTask(7)).toEqual(['hiddenDangers', 'reinspectionApply', 'unitHazards']);
    expect(await ofTask(20)).toEqual(['hiddenDangers', 'reinspectionApply', 'unitHazards']);
    expect(await ofTask(12)).toEqual(['hiddenDangers', 'unitHazards']);
    expect(await ofTask(1)).toEqual(['hiddenDangers', 'reinspectionTasks', 'unitHazards']);
    expect(await ofTask(4)).toEqual(['hiddenDangers', 'unitHazards']);
    // Penalty cases and voided tasks have none.
    expect(await ofTask(3)).toEqual([]);
    expect(await ofTask(2)).toEqual([]);
  });
});
