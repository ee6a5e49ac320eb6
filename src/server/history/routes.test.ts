import { describe, expect, it } from 'vitest';
import { login, opLog, signedInServer, treeRows, withDatabase } from '../testing';
import { planTasks } from '../tasks/seed';
import { runIdOf, taskId } from '../tasks/seed/build';
import { USERS } from '../session/seed';
import { detailConfigSchema, wsListSchema, type TreeRow } from '../../shared/detail/schemas';
import { archiveRecordSchema, historyPageSchema } from '../../shared/history/schemas';
import { DETAIL_API } from '../../shared/detail/constants';
import { ATTACHMENTS_API } from '../../shared/attachments/constants';
import { HISTORY_API, HISTORY_MODULE_ID } from '../../shared/history/constants';
import { HISTORY_ROW_BUTTONS, HISTORY_TASK_BUTTONS } from '../../shared/history/rules';
import { rowButtonType, taskButtonType } from '../../shared/buttons';

// 历史归档文件 on the reference server (one server for the file): the officer's own archived tasks
// with their counts and archive record, the filters and their refusals, paging; and the detail
// answer's history view (pagetype 2: reading buttons only), historical data (SFCXLSSJ 1: the
// archive record) and MODULE_ID (noted with 查看任务详情).

const { server, post } = await signedInServer();

const ARCHIVED = taskId(6); // demo's 简易程序处罚 of 老绥远烧麦馆, run 2, archived in the seed
const RUN2 = runIdOf(2);
const OPEN_CASE = taskId(3); // demo's open penalty case of run 1 (many writing buttons)
const RUN1 = runIdOf(1);
const WANGWU_ARCHIVED = taskId(49);

const planned = planTasks(Date.now());
const userId = (account: string): string => USERS.find((u) => u.account === account)?.id ?? '';
const archivedOf = (account: string): string[] =>
  planned.tasks.filter((t) => t.ownerId === userId(account) && t.state === '3').map((t) => t.rwid);

const list = async (form: Record<string, string>, token?: string) => {
  const { json } = await post(HISTORY_API.page, form, token);
  expect(json).toMatchObject({ code: 200, success: true });
  return historyPageSchema.parse(json.data);
};
const refusal = async (form: Record<string, string>): Promise<unknown> => {
  const { status, json } = await post(HISTORY_API.page, form);
  expect(status).toBe(200);
  expect(json).toMatchObject({ code: 400, success: false });
  return json.msg;
};
const config = async (rwid: string, runId: string, extra: Record<string, string> = {}) => {
  const { json } = await post(DETAIL_API.detailConfig, { rwid, runId, ...extra });
  expect(json).toMatchObject({ code: 200, success: true });
  return {
    raw: (json.data as { rwxx: Record<string, unknown> }).rwxx,
    ...detailConfigSchema.parse(json.data),
  };
};
const tree = async (rwid: string, runId: string, extra: Record<string, string> = {}) => {
  const { json } = await post(DETAIL_API.detailWsList, { rwid, runId, ...extra });
  const flat = (rows: TreeRow[]): TreeRow[] => rows.flatMap((r) => [r, ...flat(r.children)]);
  return flat(wsListSchema.parse(json.data).rwxxList);
};
const count = (sql: string, rwid: string): number =>
  withDatabase(server.dataDir, (db) => (db.prepare(sql).get(rwid) as { n: number }).n);

describe('the archived tasks of the officer (lsgd/page)', () => {
  it('lists only the officer’s own archived tasks, with the archive record and the counts', async () => {
    expect(archivedOf('demo')).toContain(ARCHIVED);
    const page = await list({ current: '1', size: '50' });
    expect(page.records.map((r) => r.RWID).sort()).toEqual(archivedOf('demo').sort());
    expect(page.total).toBe(archivedOf('demo').length);
    const row = page.records.find((r) => r.RWID === ARCHIVED);
    expect(row).toMatchObject({
      runId: RUN2,
      RWMC: '关于呼和浩特市新城区老绥远烧麦馆消防违法行为的简易程序处罚',
      RWLX: 62,
      DWMC: '呼和浩特市新城区老绥远烧麦馆',
      CBRXM: '张伟',
      GDAJLB: '1002',
      GDAJLBMC: '简易程序案卷',
      GDGS: 'pdf',
      WSSL: count(
        'SELECT count(*) AS n FROM xfjd_flws WHERE RWID = ? AND RW_ISDELETED = 0',
        ARCHIVED,
      ),
      FJSL: count(
        'SELECT count(*) AS n FROM xfjd_attachment WHERE RWID = ? AND IS_DELETED = 0',
        ARCHIVED,
      ),
    });
    expect(row).toMatchObject({ WSSL: 2, FJSL: 2 });
    expect(row?.GDSJ).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(page.records.map((r) => r.RWID)).not.toContain(WANGWU_ARCHIVED);

    const wangwu = (await login(server.url, 'wangwu')).access;
    const theirs = await list({ current: '1', size: '50' }, wangwu);
    expect(theirs.records.map((r) => r.RWID).sort()).toEqual(archivedOf('wangwu').sort());
    expect(theirs.records.map((r) => r.RWID)).not.toContain(ARCHIVED);
  });

  it('shows the archived task’s files in the attachment viewer, with the historical data', async () => {
    const { json } = await post(ATTACHMENTS_API.wsFjList, { RWID: ARCHIVED, SFCXLSSJ: '1' });
    const groups = json.data as Array<{ wsmc: string; fjlist: Array<{ SHOW_NAME: string }> }>;
    expect(groups.map((g) => [g.wsmc, g.fjlist.map((f) => f.SHOW_NAME)])).toEqual([
      ['任务附件', ['后厨液化石油气钢瓶现场照片']],
      [expect.any(String), ['罚款缴纳凭证扫描件']],
    ]);
  });

  it('finds by task or unit name and task type, and by archive date (both ends included)', async () => {
    const row = (await list({ current: '1', size: '50' })).records.find((r) => r.RWID === ARCHIVED);
    const day = (row?.GDSJ ?? '').slice(0, 10);
    const ids = async (form: Record<string, string>): Promise<string[]> =>
      (await list({ current: '1', size: '50', ...form })).records.map((r) => r.RWID);
    expect(await ids({ RWMC: '简易程序处罚' })).toContain(ARCHIVED);
    expect(await ids({ RWMC: '新城区老绥远' })).toContain(ARCHIVED);
    expect(await ids({ RWMC: '不存在的单位' })).toEqual([]);
    expect(await ids({ RWMC: '%' })).toEqual([]);
    expect(await ids({ RWLX: '62' })).toContain(ARCHIVED);
    expect(await ids({ RWLX: '31' })).not.toContain(ARCHIVED);
    expect(await ids({ GDKSRQ: day, GDJSRQ: day })).toContain(ARCHIVED);
    expect(await ids({ GDJSRQ: day })).toContain(ARCHIVED);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(await ids({ GDKSRQ: next })).not.toContain(ARCHIVED);
  });

  it('refuses a reversed or malformed range and a bad page with the shared messages', async () => {
    expect(await refusal({ GDKSRQ: '2024-06-01', GDJSRQ: '2024-05-01' })).toBe(
      '归档开始日期不能晚于结束日期',
    );
    expect(await refusal({ GDKSRQ: '2024/06/01' })).toBe('归档日期格式不正确，应为YYYY-MM-DD');
    expect(await refusal({ RWLX: '6a' })).toBe('任务类型格式不正确');
    expect(await refusal({ current: '0' })).toBe('页码必须是正整数');
  });

  it('pages, newest archive first, and lists a task archived later at once', async () => {
    // A finished task of the officer archived now, as 归档结案 (xmrwgd) leaves it: state and record.
    const late = taskId(8);
    withDatabase(server.dataDir, (db) =>
      db
        .prepare(
          "UPDATE xfjd_xmrw SET RWZT = '3', GDSJ = '2099-01-01 09:00:00', GDAJLB = '2002,2001', GDGS = 'docx' WHERE RWID = ?",
        )
        .run(late),
    );
    const first = await list({ current: '1', size: '1' });
    expect(first.total).toBe(archivedOf('demo').length + 1);
    expect(first.records).toHaveLength(1);
    expect(first.records[0]).toMatchObject({
      RWID: late,
      GDAJLBMC: '双随机抽查、日常监督检查',
      GDGS: 'docx',
    });
    const second = await list({ current: '2', size: '1' });
    expect(second.records[0].RWID).not.toBe(late);
    expect((await list({ current: '99', size: '1' })).records).toEqual([]);
  });
});

describe('the detail answer of a history view', () => {
  it('pagetype 2 sends only the reading buttons, in the header, the toolbar and every row', async () => {
    const normal = await config(OPEN_CASE, RUN1, { pagetype: '1' });
    const history = await config(OPEN_CASE, RUN1, { pagetype: '2' });
    const types = (list: { btnType: string; btnName: string }[]) => list.map(taskButtonType);
    expect(types(normal.btnsList)).toEqual(expect.arrayContaining(['endTask', 'addDoc', 'upload']));
    expect(history.btnsList.length).toBeGreaterThan(0);
    for (const t of types(history.btnsList)) expect(HISTORY_TASK_BUTTONS).toContain(t);
    expect(history.btnsList).toEqual(
      normal.btnsList.filter((b) => HISTORY_TASK_BUTTONS.includes(taskButtonType(b) ?? 'addDoc')),
    );
    expect(history.rwxx).toEqual(normal.rwxx);

    const rows = await tree(OPEN_CASE, RUN1, { pagetype: '2' });
    const before = await treeRows(server.url, (await login(server.url)).access, OPEN_CASE, RUN1);
    expect(rows.map((r) => r.UUID)).toEqual(before.map((r) => r.UUID));
    expect(before.some((r) => r.XGCZ_BUTTONS.some((b) => b.BUTTON_TYPE === 'edit'))).toBe(true);
    for (const r of rows)
      for (const b of [...r.XGCZ_BUTTONS, ...r.JBCZ_BUTTONS])
        expect(HISTORY_ROW_BUTTONS).toContain(rowButtonType(b));
    expect(rows.some((r) => r.JBCZ_BUTTONS.some((b) => b.BUTTON_TYPE === 'view'))).toBe(true);
  });

  it('SFCXLSSJ 1 adds the archive record; without it, nothing; a task never archived has nulls', async () => {
    const plain = await config(ARCHIVED, RUN2, { pagetype: '2' });
    expect(plain.raw).not.toHaveProperty('GDSJ');
    const withHistory = await config(ARCHIVED, RUN2, { pagetype: '2', SFCXLSSJ: '1' });
    expect(archiveRecordSchema.parse(withHistory.rwxx)).toEqual({
      GDSJ: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /),
      GDAJLBMC: '简易程序案卷',
      GDGS: 'pdf',
    });
    expect(withHistory.raw).toMatchObject({ GDAJLB: '1002', rwzt: '3' });
    const open = await config(OPEN_CASE, RUN1, { SFCXLSSJ: '1' });
    expect(open.raw).toMatchObject({ GDSJ: null, GDAJLB: null, GDAJLBMC: null, GDGS: null });
  });

  it('notes the menu module it was opened from with 查看任务详情; an unknown MODULE_ID is plain', async () => {
    const token = (await login(server.url)).access;
    await config(ARCHIVED, RUN2, { pagetype: '2', SFCXLSSJ: '1', MODULE_ID: HISTORY_MODULE_ID });
    expect((await opLog(server.url, token, ARCHIVED, 1))[0]).toBe('查看任务详情（历史归档文件）');
    await config(ARCHIVED, RUN2, { MODULE_ID: '1123598815738675209' });
    expect((await opLog(server.url, token, ARCHIVED, 1))[0]).toBe('查看任务详情');
  });
});
