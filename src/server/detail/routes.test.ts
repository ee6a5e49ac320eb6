import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIdOf, taskId } from '../tasks/seed/build';
import { DEMO_TASKS } from '../tasks/seed/demo';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { call, login, startTestServer, withDatabase, type TestServer } from '../testing';
import { tasks, type TaskRow } from '../db/schema';
import { buttonRules } from './buttons';
import { taskButtonType } from '../../shared/buttons';
import { DETAIL_API, DW_ID } from '../../shared/detail/constants';
import {
  detailConfigSchema,
  opLogRowSchema,
  type TreeRow,
  wsListSchema,
} from '../../shared/detail/schemas';
import { genericPageSchema } from '../../shared/generic/schemas';
import { GENERIC_API } from '../../shared/generic/constants';

let server: TestServer;
let demo: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await login(server.url)).access;
});
afterAll(async () => {
  await server.dispose();
});

const PENALTY = taskId(3); // 61 in run 1 (鼎盛购物中心), clock suspended
const RECHECK = taskId(4); // 45 in run 1
const RUN1 = runIdOf(1);
const LISI_TASK = taskId(31);

/** Every tree field of spec 02 §3 (docs/api.md). */
const TREE_FIELDS = (
  'UUID ID TREE_LEVEL TITLE WH WSLBMC RWMC FLWSID FLWSLB RWWSSZID RWID RWLX SFFJ DCTLJG SFYCX RW_ISDELETED CRT_USERNAME ' +
  'CRT_TIME SPRXM SPSJ STATUS RWSTATUS SFSD STATUS1 STATUS2 STATUS3 ZXQK GDBZ XZURL XGURL DYMBID MD5 KGLSH IS_CURRENT ' +
  'FILE_DESC WSYLLX XGCZ_BUTTONS JBCZ_BUTTONS'
).split(' ');

const config = async (
  rwid: string,
  extra: Record<string, string> = {},
): Promise<ReturnType<typeof detailConfigSchema.parse>> => {
  const { json } = await call(server.url, demo, DETAIL_API.detailConfig, {
    rwid,
    runId: RUN1,
    pagetype: '1',
    SFCXLSSJ: '0',
    ...extra,
  });
  expect(json).toMatchObject({ code: 200, success: true });
  return detailConfigSchema.parse(json.data);
};

const tree = async (
  rwid: string,
  runId: string,
): Promise<{ raw: Array<Record<string, unknown>>; rows: TreeRow[] }> => {
  const { json } = await call(server.url, demo, DETAIL_API.detailWsList, {
    rwid,
    runId,
    pagetype: '1',
    SFCXLSSJ: '0',
  });
  expect(json).toMatchObject({ code: 200, success: true });
  const data = json.data as { rwxxList: Array<Record<string, unknown>> };
  return { raw: data.rwxxList, rows: wsListSchema.parse(data).rwxxList };
};

const taskRow = (rwid: string): TaskRow =>
  withDatabase(server.dataDir, (db) => {
    const row = drizzle(db).select().from(tasks).where(eq(tasks.rwid, rwid)).get();
    if (!row) throw new Error(`no task ${rwid}`);
    return row;
  });

const flatten = (rows: TreeRow[]): TreeRow[] => rows.flatMap((r) => [r, ...flatten(r.children)]);

describe('getRwDetailConfig', () => {
  it('gives the task, its buttons, categories and addable document types', async () => {
    const c = await config(PENALTY);
    expect(c.rwxx).toMatchObject({
      RWID: PENALTY,
      runId: RUN1,
      RWMC: '关于呼和浩特市鼎盛购物中心有限公司消防违法行为的行政处罚',
      RWLX: 61,
      RWFLID: '21',
      rwzt: '1',
      shdwid: '150102000101',
      DWMC: '呼和浩特市鼎盛购物中心有限公司',
      JGDWLB: '1',
      sjtbzt: '1',
      copycbr: '李强',
      SFZFSP: '0',
      CBRXM: '张伟',
    });
    expect(c.rwxx.kzsx).toContain('案件已中止计时');
    const types = c.btnsList.map((b) => b.btnType);
    expect(types).toEqual(
      expect.arrayContaining(['opLog', 'video', 'stamp', 'upload', 'evidenceSync']),
    );
    // Only what the client handles goes out: the task actions (issue 13) included.
    for (const b of c.btnsList) expect(taskButtonType(b)).not.toBeNull();
    const rules = buttonRules(taskRow(PENALTY)).map((b) => b.btnType);
    // A general procedure has nothing to change to: 切换程序 is for simple and quick ones (62, 63).
    expect(rules).not.toContain('changeProcedure');
    expect(types).toEqual(
      expect.arrayContaining(['endTask', 'resumeClock', 'postpone', 'voidTask', 'caseStop']),
    );
    expect(rules).toEqual(
      expect.arrayContaining([
        'endTask',
        'resumeClock',
        'postpone',
        'voidTask',
        'opLog',
        'video',
        'stamp',
        'upload',
        'evidenceSync',
      ]),
    );
    expect(rules).not.toContain('suspendClock');
    expect(types).not.toContain('suspendClock');
    expect(types).not.toContain('archive');
    expect(new Set(c.btnsList.map((b) => b.btnPos))).toEqual(new Set(['1', '2']));
    for (const b of c.btnsList)
      expect(['primary', 'success', 'warning', 'danger', 'info']).toContain(b.color);
    expect(c.btnsList.find((b) => b.btnType === 'stamp')).toEqual({
      btnPos: '2',
      btnName: '文书盖章',
      btnType: 'stamp',
      color: 'primary',
    });

    expect(c.wslbsList.map((l) => l.wslbmc)).toEqual([
      '立案文书',
      '调查取证',
      '处罚文书',
      '送达文书',
      '其他材料',
    ]);
    const decision = c.wssList.find((w) => w.id === '9007');
    expect(decision).toMatchObject({
      wsmc: '行政处罚决定书',
      tjfs: '1',
      xzurl: '/ws/cfjdsdw',
      wsdyid: 'WSDY9007',
    });
    expect(decision?.rwwslbid).toBe(c.wslbsList.find((l) => l.wslbmc === '处罚文书')?.id);
    // 其他材料 and 询问笔录 are everyday documents (the guards' types: documents/walk.test.ts).
    expect(c.wssList.find((w) => w.id === '9001')).toMatchObject({ xzurl: '/ws/qtcl', tjfs: '3' });
    expect(c.wssList.find((w) => w.id === '9002')).toMatchObject({
      xzurl: '/ws/xwbl',
      wsdyid: 'WSDY9002',
    });
    expect(c.dataMap).toMatchObject({
      TYSHXYDM: '91150102MA0N3K8X2Y',
      FDDBR: '赵建国',
      JGDWLB: '1',
      CFLCLX: '4',
    });
  });

  it('offers the registration form of a re-inspection and suspension (not resume) when the clock runs', async () => {
    const c = await config(RECHECK);
    expect(c.rwxx).toMatchObject({ RWLX: 45, opid: '3313' });
    expect(c.wssList.find((w) => w.id === '93')).toMatchObject({
      wsmc: '复查申请登记',
      tjfs: '2',
      xzurl: '/ws/fcsqdj',
    });
    expect(c.btnsList.map((b) => b.btnType)).not.toContain('resumeClock');
    const quick = await config(taskId(11), { runId: runIdOf(4) });
    expect(buttonRules(taskRow(taskId(11))).map((b) => b.btnType)).toContain('suspendClock');
    expect(quick.btnsList.map((b) => b.btnType)).toContain('suspendClock');
    expect(quick.btnsList.map((b) => b.btnType)).toContain('changeProcedure');
    expect(quick.rwxx.SFZFSP).toBe('1');
  });

  it('reduces a voided task to its operation log, and offers archiving on a finished one', async () => {
    expect((await config(taskId(2))).btnsList.map((b) => b.btnType)).toEqual(['opLog']);
    const done = await config(taskId(1));
    expect(done.btnsList.map((b) => b.btnType)).toContain('archive');
    expect(done.btnsList.map((b) => b.btnType)).not.toContain('endTask');
  });

  it('records 查看任务详情 in the operation log, consecutive openings as one line (issue 29)', async () => {
    const log = async (): Promise<
      ReturnType<ReturnType<typeof genericPageSchema<typeof opLogRowSchema>>['parse']>
    > => {
      const { json } = await call(server.url, demo, GENERIC_API.pageQuery, {
        dwId: String(DW_ID.operationLog),
        runId: RUN1,
        obj: JSON.stringify({ RWID: RECHECK }),
        current: '1',
        size: '10',
      });
      return genericPageSchema(opLogRowSchema).parse(json.data);
    };
    const before = await log();
    await config(RECHECK);
    const after = await log();
    expect(after.records[0]).toMatchObject({
      CRT_USERNAME: '张伟',
      CRT_IP: '127.0.0.1',
      OP_CONTENT: '查看任务详情',
    });
    expect(
      Date.now() - Date.parse(`${after.records[0].CRT_TIME.replace(' ', 'T')}+08:00`),
    ).toBeLessThan(60_000);
    // Opening it again (or the screen reading it again after a write) adds no line.
    await config(RECHECK);
    await config(RECHECK);
    const again = await log();
    expect(again.total).toBe(after.total);
    expect(again.records[0].ID).toBe(after.records[0].ID);
    expect(again.records[0].CRT_TIME >= after.records[0].CRT_TIME).toBe(true);
    expect(after.total - before.total).toBeLessThanOrEqual(1);
    // The tree call does not log.
    await tree(RECHECK, RUN1);
    expect((await log()).total).toBe(after.total);
  });

  it('logs a view after something else was done as a new line', async () => {
    const total = (): number =>
      withDatabase(server.dataDir, (db) => {
        const r = db.prepare('SELECT COUNT(*) AS n FROM xfjd_czrz WHERE RWID = ?').get(RECHECK);
        return (r as { n: number }).n;
      });
    await config(RECHECK);
    const viewed = total();
    await config(RECHECK);
    expect(total()).toBe(viewed);
    // Something done after the view (dated ahead so that it stays the newest line here).
    const done = withDatabase(server.dataDir, (db) =>
      db
        .prepare(
          'INSERT INTO xfjd_czrz (RWID, CRT_TIME, CRT_USERNAME, CRT_IP, OP_CONTENT) VALUES (?, ?, ?, ?, ?)',
        )
        .run(RECHECK, '2999-01-01 00:00:00', '张伟', '127.0.0.1', '打包下载'),
    );
    await config(RECHECK);
    expect(total()).toBe(viewed + 2);
    withDatabase(server.dataDir, (db) =>
      db.prepare('DELETE FROM xfjd_czrz WHERE ID = ?').run(done.lastInsertRowid),
    );
  });
});

describe('getRwDetailWsList', () => {
  it('nests the run’s tasks, their categories and documents, with every field present', async () => {
    const { raw, rows } = await tree(PENALTY, RUN1);
    const runTasks = DEMO_TASKS.filter((t) => t.run === 1);
    expect(rows.map((r) => r.RWID)).toEqual(runTasks.map((t) => taskId(t.n)));
    expect(rows.map((r) => r.IS_CURRENT)).toEqual(
      rows.map((r) => (r.RWID === PENALTY ? '1' : '0')),
    );
    expect(rows.every((r) => r.TREE_LEVEL === 1 && r.TITLE === r.RWMC)).toBe(true);
    expect(rows.find((r) => r.RWLX === 62)).toMatchObject({ RW_ISDELETED: '2', RWSTATUS: '5' });

    const current = rows.find((r) => r.RWID === PENALTY) as TreeRow;
    expect(current.children.map((c) => c.TITLE)).toEqual([
      '立案文书',
      '调查取证',
      '处罚文书',
      '送达文书',
      '其他材料',
    ]);
    for (const category of current.children) {
      expect(category).toMatchObject({
        TREE_LEVEL: 2,
        RWID: PENALTY,
        WSLBMC: category.TITLE,
        IS_CURRENT: null,
        STATUS: null,
      });
      for (const doc of category.children) {
        expect(doc).toMatchObject({
          TREE_LEVEL: 3,
          RWID: PENALTY,
          RWLX: 61,
          WSLBMC: category.TITLE,
          RWSTATUS: '1',
        });
        expect(doc.children).toEqual([]);
      }
    }
    const decision = flatten(rows).find((r) => r.RWWSSZID === '9007' && r.RWID === PENALTY);
    expect(decision).toMatchObject({
      TITLE: '行政处罚决定书',
      STATUS: '2',
      STATUS1: '2',
      FLWSLB: 'cfjdsdw',
      XZURL: '/ws/cfjdsdw',
      SPRXM: null,
    });
    expect(decision?.XGCZ_BUTTONS.map((b) => b.BUTTON_TYPE)).toEqual(['approvalInfo', 'recall']);

    const walk = (items: Array<Record<string, unknown>>): void => {
      for (const item of items) {
        for (const field of TREE_FIELDS)
          expect(item, `${String(item.UUID)} ${field}`).toHaveProperty(field);
        walk((item.children as Array<Record<string, unknown>> | undefined) ?? []);
      }
    };
    walk(raw);
    const uuids = flatten(rows).map((r) => r.UUID);
    expect(new Set(uuids).size).toBe(uuids.length);
  });

  it('moves IS_CURRENT to the task asked for', async () => {
    const { rows } = await tree(RECHECK, RUN1);
    expect(rows.filter((r) => r.IS_CURRENT === '1').map((r) => r.RWID)).toEqual([RECHECK]);
  });

  it('covers the document states of the spec across the officer’s trees', async () => {
    const docs: TreeRow[] = [];
    for (const run of [...new Set(DEMO_TASKS.map((t) => t.run))]) {
      const first = DEMO_TASKS.find((t) => t.run === run);
      const { rows } = await tree(taskId(first?.n ?? 0), runIdOf(run));
      docs.push(...flatten(rows).filter((r) => r.TREE_LEVEL === 3));
    }
    expect(new Set(docs.map((d) => d.STATUS))).toEqual(new Set(['1', '2', '3', '5', '9', '10']));
    expect(new Set(docs.map((d) => d.RW_ISDELETED))).toEqual(new Set(['0', '1', '2']));
    expect(new Set(docs.map((d) => d.SFSD))).toEqual(new Set(['1', '2']));
    expect(docs.some((d) => d.STATUS1 === '3' && d.STATUS === '9')).toBe(true);
    expect(docs.some((d) => d.STATUS2 === '2')).toBe(true);
    expect(docs.some((d) => d.STATUS3 === '2' && d.GDBZ === '1')).toBe(true);
    expect(new Set(docs.filter((d) => d.ZXQK).map((d) => d.ZXQK))).toEqual(new Set(['1', '3']));

    for (const d of docs.filter((x) => x.SFFJ === '1')) expect(d.MD5).toMatch(/^[0-9a-f]{32}$/);
    for (const d of docs.filter((x) => x.SFFJ === '0')) expect(d.MD5).toBeNull();
    for (const d of docs.filter((x) => x.STATUS === '3' || x.STATUS === '5')) {
      expect(d.SPRXM).toBe('王建军');
      expect(d.SPSJ && d.CRT_TIME && d.SPSJ > d.CRT_TIME).toBe(true);
    }
    expect(
      docs.filter((d) => d.WH).every((d) => /^新城消\S+字〔\d{4}〕第\d{4}号$/.test(d.WH ?? '')),
    ).toBe(true);
    expect(docs.some((d) => d.WH === null)).toBe(true);
    expect(docs.some((d) => d.DYMBID !== null)).toBe(true);

    const buttonsOf = (d: TreeRow): string[] =>
      [...d.XGCZ_BUTTONS, ...d.JBCZ_BUTTONS].map((b) => b.BUTTON_TYPE);
    const deleted = docs.filter((d) => d.RW_ISDELETED !== '0');
    for (const d of deleted) expect(d.XGCZ_BUTTONS).toEqual([]);
    const draftInOpenTask = docs.find(
      (d) => d.STATUS === '1' && d.RWSTATUS === '1' && d.RW_ISDELETED === '0',
    ) as TreeRow;
    expect(buttonsOf(draftInOpenTask)).toEqual(
      expect.arrayContaining(['edit', 'send', 'delete', 'view']),
    );
    expect(buttonsOf(draftInOpenTask)).not.toContain('approvalInfo');
    const returned = docs.find((d) => d.STATUS === '5') as TreeRow;
    expect(buttonsOf(returned)).toEqual(expect.arrayContaining(['edit', 'approvalInfo']));
    const approvedPrintable = docs.find((d) => d.STATUS === '3' && d.DYMBID) as TreeRow;
    expect(buttonsOf(approvedPrintable)).toEqual(
      expect.arrayContaining(['approvalInfo', 'view', 'print']),
    );
    for (const d of docs.filter((x) => x.MD5))
      expect(buttonsOf(d)).toEqual(expect.arrayContaining(['preview', 'download']));
  });
});

describe('refusals', () => {
  for (const path of [DETAIL_API.detailConfig, DETAIL_API.detailWsList]) {
    it(`refuses other officers’ tasks, unknown tasks and bad bodies on ${path}`, async () => {
      const cases: Array<[Record<string, string>, string]> = [
        [{ rwid: LISI_TASK, runId: runIdOf(21) }, '无权查看该任务'],
        [{ rwid: '1234567890', runId: RUN1 }, '任务不存在'],
        [{ rwid: PENALTY, runId: runIdOf(2) }, '任务不属于该流程'],
        [{ runId: RUN1 }, '任务ID不能为空'],
        [{ rwid: '   ' }, '任务ID不能为空'],
        [{ rwid: 'x'.repeat(65) }, '任务ID长度不能超过64个字符'],
      ];
      for (const [form, msg] of cases) {
        const { status, json } = await call(server.url, demo, path, form);
        expect(status).toBe(200);
        expect(json).toEqual({ code: 400, success: false, data: null, msg });
      }
      // The other officer opens their own task.
      const lisi = (await login(server.url, 'lisi')).access;
      expect(
        (await call(server.url, lisi, path, { rwid: LISI_TASK, runId: runIdOf(21) })).json,
      ).toMatchObject({ code: 200, success: true });
    });
  }

  it('accepts RWID as an alias of rwid and no runId', async () => {
    const { json } = await call(server.url, demo, DETAIL_API.detailWsList, { RWID: PENALTY });
    expect(json).toMatchObject({ code: 200, success: true });
  });
});
