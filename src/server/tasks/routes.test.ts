import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_TYPE_LABELS } from '../dict/seed';
import { DEMO_TASKS } from './seed/demo';
import { OTHER_TASKS } from './seed/others';
import { call, login, startTestServer, type TestServer } from '../testing';
import { DICT, DICT_API, DICT_CODES } from '../../shared/dict/constants';
import { dictionarySchema } from '../../shared/dict/schemas';
import { taskPageSchema } from '../../shared/tasks/schemas';
import { userInfoSchema } from '../../shared/session/schemas';
import { TASKS_API } from '../../shared/tasks/constants';
import { clockFieldsSchema } from '../../shared/tasks/clock-fields';
import { isDueSoon, isOverdue, taskClock } from '../../shared/tasks/clock';
import { WorkCalendar } from '../../shared/common/calendar';
import { chinaToday } from '../../shared/common/dates';
import { SESSION_API } from '../../shared/session/constants';

let server: TestServer;
let demo: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await login(server.url)).access;
});
afterAll(async () => {
  await server.dispose();
});

const list = async (
  token: string,
  form: Record<string, string>,
): Promise<ReturnType<typeof taskPageSchema.parse>> => {
  const { status, json } = await call(server.url, token, TASKS_API.taskList, form);
  expect(status).toBe(200);
  expect(json).toMatchObject({ code: 200, success: true });
  return taskPageSchema.parse(json.data);
};

describe('current user', () => {
  it('gives the officer, the brigade, the region code and the permissions', async () => {
    const { json } = await call(server.url, demo, SESSION_API.userInfo);
    expect(userInfoSchema.parse(json.data)).toEqual({
      user_id: '1123598821738675201',
      account: 'demo',
      real_name: '张伟',
      company_id: '1501020000',
      company_name: '呼和浩特市新城区消防救援大队',
      region_code: '15',
      dept_id: '1501020010',
      police_number: '1502117',
      permissions: ['933001001'],
    });
    const lisi = await login(server.url, 'lisi');
    const other = userInfoSchema.parse(
      (await call(server.url, lisi.access, SESSION_API.userInfo)).json.data,
    );
    expect(other).toMatchObject({
      account: 'lisi',
      real_name: '李思远',
      region_code: '13',
      company_name: '石家庄市长安区消防救援大队',
      permissions: [],
    });
  });
});

describe('dictionaries', () => {
  it('serves every dictionary the client uses, with Chinese labels', async () => {
    for (const code of DICT_CODES) {
      const { json } = await call(server.url, demo, DICT_API.dictionary, { code }, 'GET');
      const items = dictionarySchema.parse(json.data);
      expect(items.length, code).toBeGreaterThan(1);
      for (const item of items) expect(item.dictValue).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('labels document statuses with the spec values and a tag colour', async () => {
    const items = dictionarySchema.parse(
      (await call(server.url, demo, DICT_API.dictionary, { code: DICT.docStatus }, 'GET')).json
        .data,
    );
    expect(items.map((i) => [i.dictKey, i.dictValue, i.remark])).toEqual([
      ['1', '草稿', 'informative'],
      ['2', '审批中', 'brand'],
      ['3', '审批通过', 'success'],
      ['4', '审批不通过', 'danger'],
      ['5', '已退回', 'warning'],
      ['9', '已撤回', 'subtle'],
      ['10', '无需审批', 'success'],
    ]);
    const colours = new Set(['success', 'warning', 'danger', 'informative', 'brand', 'subtle']);
    for (const code of [
      DICT.status1,
      DICT.status2,
      DICT.status3,
      DICT.delivery,
      DICT.subTaskState,
      DICT.execution,
    ]) {
      const rows = dictionarySchema.parse(
        (await call(server.url, demo, DICT_API.dictionary, { code }, 'GET')).json.data,
      );
      for (const row of rows)
        expect(colours.has(row.remark ?? ''), `${code} ${row.dictKey}`).toBe(true);
    }
  });

  it('gives the exact keys of the small dictionaries', async () => {
    const keys = async (code: string): Promise<Array<[string, string]>> =>
      dictionarySchema
        .parse((await call(server.url, demo, DICT_API.dictionary, { code }, 'GET')).json.data)
        .map((i) => [i.dictKey, i.dictValue]);
    expect(await keys(DICT.delivery)).toEqual([
      ['1', '未送达'],
      ['2', '已送达'],
    ]);
    expect(await keys(DICT.status1)).toEqual([
      ['1', '未发送'],
      ['2', '已发送'],
      ['3', '已撤回'],
    ]);
    expect(await keys(DICT.status2)).toEqual([
      ['1', '未盖章'],
      ['2', '已盖章'],
    ]);
    expect(await keys(DICT.status3)).toEqual([
      ['1', '未归档'],
      ['2', '已归档'],
    ]);
    expect(await keys(DICT.execution)).toEqual([
      ['1', '已履行'],
      ['2', '部分履行'],
      ['3', '未履行'],
      ['4', '强制执行'],
    ]);
    expect(await keys(DICT.penaltyTarget)).toEqual([
      ['1', '个人'],
      ['2', '单位'],
    ]);
    expect((await keys(DICT.personType))[0]).toEqual(['1', '法定代表人']);
    expect((await keys(DICT.subTaskState)).map(([k]) => k)).toEqual(['0', '1', '2', '3', '4', '5']);
  });

  it('labels every task type the seed uses', async () => {
    const items = dictionarySchema.parse(
      (await call(server.url, demo, DICT_API.dictionary, { code: DICT.taskType }, 'GET')).json.data,
    );
    const labels = new Map(items.map((i) => [i.dictKey, i.dictValue]));
    for (const task of [...DEMO_TASKS, ...OTHER_TASKS])
      expect(labels.get(String(task.type)), String(task.type)).toBe(TASK_TYPE_LABELS[task.type]);
    expect(labels.get('61')).toBe('行政处罚（一般程序）');
    expect(labels.get('80')).toBe('火灾事故调查');
  });

  it('answers an unknown code with an empty list and refuses a missing code', async () => {
    expect(
      (await call(server.url, demo, DICT_API.dictionary, { code: 'NO_SUCH_DICT' }, 'GET')).json,
    ).toMatchObject({ code: 200, data: [] });
    const { status, json } = await call(server.url, demo, DICT_API.dictionary, {}, 'GET');
    expect(status).toBe(200);
    expect(json).toEqual({ code: 400, success: false, data: null, msg: '字典编码不能为空' });
  });
});

describe('task list', () => {
  const demoCount = DEMO_TASKS.length;

  it('pages the officer’s tasks ten at a time, newest first', async () => {
    const pages = [];
    for (let current = 1; current <= 4; current += 1)
      pages.push(await list(demo, { current: String(current), size: '10' }));
    expect(pages.map((p) => p.records.length)).toEqual([10, 10, 10, demoCount - 30]);
    for (const p of pages) expect(p.total).toBe(demoCount);
    const all = pages.flatMap((p) => p.records);
    expect(new Set(all.map((r) => r.RWID)).size).toBe(demoCount);
    const times = all.map((r) => r.CRT_TIME ?? '');
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.every((r) => r.ZBRXM === '张伟')).toBe(true);
    expect((await list(demo, { current: '5', size: '10' })).records).toEqual([]);
    expect((await list(demo, {})).records).toHaveLength(10);
  });

  it('fills every record field', async () => {
    const { records } = await list(demo, { current: '1', size: '50', RWLX: '61' });
    // Task 3 and the general penalties of the task actions' demo (tasks/seed/action-tasks.ts).
    expect(records).toHaveLength(5);
    const date = expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown as string;
    const time = expect.stringMatching(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    ) as unknown as string;
    expect(records.find((r) => r.RWID === '1782341906023757')).toEqual({
      RWID: '1782341906023757',
      runId: '1782341905015331',
      RWMC: '关于呼和浩特市鼎盛购物中心有限公司消防违法行为的行政处罚',
      RWLX: 61,
      rwzt: '1',
      DWMC: '呼和浩特市鼎盛购物中心有限公司',
      SHDWID: '150102000101',
      JHKSRQ: date,
      CRT_TIME: time,
      ZBRXM: '张伟',
      // The statutory clock's fields (src/shared/tasks/clock-fields.ts): suspended 10 days ago.
      RW_ISDELETED: '0',
      LARQ: date,
      JHJSRQ: null,
      sjtbzt: '1',
      LDSPSJ: time,
      ZZTS: 0,
      SLSJ: null,
      ISSTOP: '0',
      BJC: '0',
    });
  });

  it('searches by name substring and filters by type and state', async () => {
    const named = (text: string): number => DEMO_TASKS.filter((t) => t.name.includes(text)).length;
    const dingsheng = await list(demo, { current: '1', size: '50', RWMC: '鼎盛' });
    expect(dingsheng.total).toBe(named('鼎盛'));
    expect(dingsheng.total).toBe(5);
    expect(dingsheng.records.every((r) => r.RWMC.includes('鼎盛'))).toBe(true);

    const todo = await list(demo, { current: '1', size: '50', rwzt: '0' });
    expect(todo.total).toBe(DEMO_TASKS.filter((t) => t.state === '0').length);
    expect(todo.records.every((r) => r.rwzt === '0')).toBe(true);

    const both = await list(demo, { current: '1', size: '50', RWMC: '青城', rwzt: '2' });
    expect(both.records.map((r) => r.RWLX).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([
      7, 32, 65,
    ]);

    expect((await list(demo, { current: '1', size: '10', RWMC: '不存在的单位' })).total).toBe(0);
    // LIKE wildcards are plain text here.
    expect((await list(demo, { current: '1', size: '10', RWMC: '%' })).total).toBe(0);
    // Blank filters are no filters.
    expect(
      (await list(demo, { current: '1', size: '10', RWMC: '', RWLX: '', rwzt: '' })).total,
    ).toBe(demoCount);
  });

  it('lists only the signed-in officer’s tasks', async () => {
    const lisi = (await login(server.url, 'lisi')).access;
    const theirs = await list(lisi, { current: '1', size: '50' });
    expect(theirs.total).toBe(OTHER_TASKS.filter((t) => t.owner === 'lisi').length);
    expect(theirs.records.every((r) => r.ZBRXM === '李思远')).toBe(true);
    const mine = await list(demo, { current: '1', size: '50' });
    const mineIds = new Set(mine.records.map((r) => r.RWID));
    expect(theirs.records.some((r) => mineIds.has(r.RWID))).toBe(false);
    expect((await list(demo, { current: '1', size: '50', RWMC: '恒信' })).total).toBe(0);
  });

  it('refuses bad paging and filter values with a clear message', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ current: '0', size: '10' }, '页码必须是正整数'],
      [{ current: 'abc', size: '10' }, '页码必须是正整数'],
      [{ current: '1', size: '2.5' }, '每页条数必须是正整数'],
      [{ current: '1', size: '20000' }, '每页条数不能超过10000'],
      [{ current: '1', size: '10', RWLX: '六十一' }, '任务类型格式不正确'],
      [{ current: '1', size: '10', RWMC: '长'.repeat(101) }, '任务名称长度不能超过100个字符'],
    ];
    for (const [form, msg] of cases) {
      const { status, json } = await call(server.url, demo, TASKS_API.taskList, form);
      expect(status).toBe(200);
      expect(json).toEqual({ code: 400, success: false, data: null, msg });
    }
  });
});

describe('task list: sort and the banner counts', () => {
  it('sorts by one column ascending or descending (BladeX ascs / descs), then newest first', async () => {
    const byName = await list(demo, { current: '1', size: '200', ascs: 'rwmc' });
    const names = byName.records.map((r) => r.RWMC);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byTime = await list(demo, { current: '1', size: '200', ascs: 'crt_time' });
    const times = byTime.records.map((r) => r.CRT_TIME ?? '');
    expect(times).toEqual([...times].sort());
    const byType = await list(demo, { current: '1', size: '200', descs: 'RWLX' });
    const types = byType.records.map((r) => r.RWLX ?? 0);
    expect(types).toEqual([...types].sort((a, b) => b - a));
    // The sort applies before paging: page 2 goes on where page 1 stopped.
    const second = await list(demo, { current: '2', size: '10', ascs: 'rwmc' });
    expect(second.records.map((r) => r.RWMC)).toEqual(names.slice(10, 20));
  });

  it('refuses a column it cannot sort by', async () => {
    const { json } = await call(server.url, demo, TASKS_API.taskList, {
      current: '1',
      size: '10',
      ascs: 'password',
    });
    expect(json).toEqual({ code: 400, success: false, data: null, msg: '排序字段不正确' });
  });

  it('counts the officer’s overdue and due-soon tasks with the shared clock, whatever the filters', async () => {
    const all = await list(demo, { current: '1', size: '200' });
    const today = chinaToday(Date.now());
    const calendar = new WorkCalendar();
    let overdue = 0;
    let dueSoon = 0;
    for (const r of all.records) {
      const clock = taskClock(clockFieldsSchema.parse(r), today, calendar);
      if (isOverdue(clock)) overdue++;
      else if (isDueSoon(clock)) dueSoon++;
    }
    expect(overdue + dueSoon).toBeGreaterThan(0);
    expect(all.clockCounts).toEqual({ overdue, dueSoon });
    // A filtered page (even an empty one) carries the same counts.
    const none = await list(demo, { current: '1', size: '10', RWMC: '不存在的单位' });
    expect(none.clockCounts).toEqual({ overdue, dueSoon });
  });

  it('sends no counts in strict mode, as a real BladeX does not compute the clock', async () => {
    const strict = await startTestServer({ strict: true });
    try {
      const token = (await login(strict.url)).access;
      const { json } = await call(strict.url, token, TASKS_API.taskList, {
        current: '1',
        size: '10',
      });
      expect(json.data).not.toHaveProperty('clockCounts');
      expect(taskPageSchema.parse(json.data).clockCounts).toBeUndefined();
    } finally {
      await strict.dispose();
    }
  });
});
