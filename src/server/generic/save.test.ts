import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIdOf, taskId } from '../tasks/seed/build';
import { call, login, startTestServer, withDatabase, type TestServer } from '../testing';
import { CREDIT_DW_ID } from '../../shared/credit/constants';
import { GENERIC_API } from '../../shared/generic/constants';
import { savedIdSchema } from '../../shared/generic/schemas';

// saveOrUpdate and saveEntities over HTTP, through the one entity registered now: dwId 4653, the
// individual dishonesty record (credit area).

let server: TestServer;
let demo: string;
let lisi: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await login(server.url)).access;
  lisi = (await login(server.url, 'lisi')).access;
});
afterAll(async () => {
  await server.dispose();
});

const PENALTY = taskId(3); // demo's, run 1
const INSPECTION = taskId(1); // demo's, run 1
const LISI_TASK = taskId(32); // lisi's
const DW = String(CREDIT_DW_ID.person);
const person = (over: Record<string, unknown> = {}) => ({
  RWID: PENALTY,
  PERSON_NAME: '赵建国',
  ID_CARD: '150102197001011231',
  GSQ: '6',
  CFNR: '罚款五千元',
  ...over,
});

const save = (data: unknown, form: Record<string, string> = {}, token: string | null = demo) =>
  call(server.url, token, GENERIC_API.saveOrUpdate, {
    dwId: DW,
    runId: runIdOf(1),
    data: typeof data === 'string' ? data : JSON.stringify(data),
    ...form,
  });
const saveAll = (mapList: unknown, token: string | null = demo) =>
  call(server.url, token, GENERIC_API.saveEntities, {
    runId: runIdOf(1),
    mapList: typeof mapList === 'string' ? mapList : JSON.stringify(mapList),
  });

type Row = {
  ID: string;
  RWID: string;
  PERSON_NAME: string;
  GSQ: number;
  ZGDWID: string;
  ZGDWMC: string;
  CRT_USERNAME: string;
  UPD_USERNAME: string | null;
};
const record = (id: string): Row | undefined =>
  withDatabase(
    server.dataDir,
    (db) => db.prepare('SELECT * FROM xfjd_xygk_grsx WHERE ID = ?').get(id) as Row | undefined,
  );
const count = (): number =>
  withDatabase(
    server.dataDir,
    (db) => (db.prepare('SELECT count(*) AS n FROM xfjd_xygk_grsx').get() as { n: number }).n,
  );
const savedId = async (data: unknown): Promise<string> => {
  const { json } = await save(data);
  expect(json, JSON.stringify(json)).toMatchObject({ code: 200, success: true });
  return savedIdSchema.parse(json.data);
};

describe('saveOrUpdate by dwId (4653, individual dishonesty record)', () => {
  it('creates a record without ID, stamped with the officer’s brigade, and answers its ID', async () => {
    const id = await savedId(person({ ZGDWID: 'forged', ZGDWMC: '别的单位' }));
    expect(record(id)).toMatchObject({
      RWID: PENALTY,
      PERSON_NAME: '赵建国',
      GSQ: 6,
      ZGDWID: '1501020000',
      ZGDWMC: '呼和浩特市新城区消防救援大队',
      CRT_USERNAME: '张伟',
      UPD_USERNAME: null,
    });
  });

  it('updates the record named by ID and keeps its ID', async () => {
    const id = await savedId(person());
    expect(await savedId(person({ ID: id, GSQ: 12, PERSON_NAME: '赵建国（更正）' }))).toBe(id);
    expect(record(id)).toMatchObject({
      PERSON_NAME: '赵建国（更正）',
      GSQ: 12,
      UPD_USERNAME: '张伟',
    });
  });

  it('refuses with the spec’s messages and writes nothing', async () => {
    const before = count();
    const cases: Array<[unknown, string]> = [
      [person({ PERSON_NAME: '' }), '当事人姓名不能为空'],
      [person({ ID_CARD: undefined }), '身份证号不能为空'],
      [person({ GSQ: '' }), '公示期（月）不能为空'],
      [person({ GSQ: '13' }), '请输入数字1至12！'],
      [person({ RWID: '' }), '任务ID不能为空'],
      [person({ RWID: LISI_TASK }), '无权查看该任务'],
      [person({ RWID: '42' }), '任务不存在'],
      [person({ ID: '404' }), '失信记录不存在'],
      ['{"PERSON_NAME": ', '保存数据data必须是JSON对象'],
      [[person()], '保存数据data必须是JSON对象'],
    ];
    for (const [data, msg] of cases)
      expect((await save(data)).json, msg).toEqual({ code: 400, success: false, data: null, msg });
    expect((await save(person(), { runId: runIdOf(2) })).json.msg).toBe('任务不属于该流程');
    expect((await save(person(), { dwId: '9999' })).json.msg).toBe('保存配置不存在');
    expect((await save(person(), { dwId: '' })).json.msg).toBe('保存配置ID不能为空');
    expect(count()).toBe(before);
  });

  it('lets only the officer handling its task change a record, on that task', async () => {
    const id = await savedId(person());
    const { json } = await call(server.url, lisi, GENERIC_API.saveOrUpdate, {
      dwId: DW,
      data: JSON.stringify(person({ ID: id, RWID: LISI_TASK })),
    });
    expect(json.msg).toBe('无权查看该任务');
    expect((await save(person({ ID: id, RWID: INSPECTION }))).json.msg).toBe(
      '失信记录不属于该任务',
    );
    expect(record(id)).toMatchObject({ RWID: PENALTY, PERSON_NAME: '赵建国' });
  });

  it('needs a signed-in officer', async () => {
    const { status, json } = await save(person(), {}, null);
    expect(status).toBe(401);
    expect(json).toMatchObject({ code: 401, msg: '请求未授权' });
  });
});

describe('saveEntities (runId, mapList)', () => {
  it('saves every record in one transaction and answers their IDs in order', async () => {
    const before = count();
    const { json } = await saveAll([
      { dwId: CREDIT_DW_ID.person, data: person({ PERSON_NAME: '钱一' }) },
      { dwId: DW, data: person({ PERSON_NAME: '孙二', RWID: INSPECTION }) },
    ]);
    expect(json).toMatchObject({ code: 200, success: true });
    const ids = savedIdSchema.array().parse(json.data);
    expect(ids.map((id) => record(id)?.PERSON_NAME)).toEqual(['钱一', '孙二']);
    expect(count()).toBe(before + 2);
  });

  it('saves nothing when one record is refused, and names that record', async () => {
    const before = count();
    const { json } = await saveAll([
      { dwId: DW, data: person({ PERSON_NAME: '李三' }) },
      { dwId: DW, data: person({ GSQ: '0' }) },
    ]);
    expect(json).toEqual({
      code: 400,
      success: false,
      data: null,
      msg: '第2条数据（个人失信基本信息）保存失败：请输入数字1至12！',
    });
    expect(count()).toBe(before);
  });

  it('refuses malformed lists before saving anything', async () => {
    const before = count();
    const cases: Array<[unknown, string]> = [
      ['[{"dwId": ', '保存数据mapList必须是JSON数组'],
      [{ dwId: DW, data: person() }, '保存数据mapList必须是JSON数组'],
      [[], '保存数据mapList不能为空'],
      [
        [{ dwId: DW, data: person() }, { dwId: DW }],
        '第2条数据保存失败：每条保存数据必须包含dwId和data对象',
      ],
      [[{ dwId: 'abc', data: person() }], '第1条数据保存失败：每条保存数据必须包含dwId和data对象'],
      [[{ dwId: 9999, data: person() }], '第1条数据保存失败：保存配置不存在'],
      [Array.from({ length: 51 }, () => ({ dwId: DW, data: person() })), '一次最多保存50条数据'],
    ];
    for (const [mapList, msg] of cases)
      expect((await saveAll(mapList)).json, msg).toEqual({
        code: 400,
        success: false,
        data: null,
        msg,
      });
    expect(
      (await call(server.url, demo, GENERIC_API.saveEntities, { runId: runIdOf(1) })).json.msg,
    ).toBe('保存数据mapList必须是JSON数组');
    expect(count()).toBe(before);
  });

  it('needs a signed-in officer', async () => {
    const { status } = await saveAll([{ dwId: DW, data: person() }], null);
    expect(status).toBe(401);
  });
});
