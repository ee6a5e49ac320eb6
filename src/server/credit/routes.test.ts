import { drizzle } from 'drizzle-orm/better-sqlite3';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { call, login, opLog, signedInServer, withDatabase } from '../testing';
import { taskId } from '../tasks/seed/build';
import { headerButtons, runOf } from '../actions/testing';
import { pageQuery, recordsOf } from '../penalty/testing';
import { creditDueOf } from './due';
import {
  CREDIT_API,
  CREDIT_DANGERS_DWID,
  CREDIT_DW_ID,
  CREDIT_SUBMIT_INTERFACE,
} from '../../shared/credit/constants';
import {
  creditDangerSchema,
  creditPersonAnswerSchema,
  creditUnitAnswerSchema,
} from '../../shared/credit/schemas';
import { GENERIC_API } from '../../shared/generic/constants';
import { UNITS } from '../units/seed';

// The credit calls over real HTTP against the seeded tasks: the reads (GET or POST), the saves by
// dwId 4653/4503/4625 checked with the shared rules, the serious record's approval state, one
// unit record of each kind per task, the dangers query and creditDueOf (逾期不改), the buttons.

const { server, demo } = await signedInServer();
const lisi = (await login(server.url, 'lisi')).access;

const read = async (path: string, n: number, method: 'GET' | 'POST' = 'POST', token = demo) =>
  (await call(server.url, token, path, { RWID: taskId(n), runId: runOf(n) }, method)).json;
const save = async (dwId: number, n: number, data: Record<string, unknown>) =>
  (
    await call(server.url, demo, GENERIC_API.saveOrUpdate, {
      dwId: String(dwId),
      runId: runOf(n),
      data: JSON.stringify({ RWID: taskId(n), ...data }),
    })
  ).json;
const unitOf = async (path: string, n: number) =>
  creditUnitAnswerSchema.parse((await read(path, n)).data);
const dueOf = (n: number) =>
  withDatabase(server.dataDir, (sqlite) =>
    creditDueOf({ db: drizzle({ client: sqlite, schema }), now: Date.now }, taskId(n)),
  );

const KTV = UNITS.find((u) => u.name.includes('欣悦KTV'));
const DS = UNITS.find((u) => u.name.includes('鼎盛'));
const UNIT = {
  DWMC: DS?.name,
  SHXYDM: DS?.creditCode,
  YZSXXW: '逾期未整改火灾隐患',
  WFSS: '经复查，自动喷水灭火系统末端试水装置压力仍不足',
  GSQ: '6',
};

describe('xygkGrsx, xygkTsxx, xygkYzsxxx: the task’s record or null', () => {
  it('answers the seeded records, by GET or POST, and null where there is none', async () => {
    const person = creditPersonAnswerSchema.parse((await read(CREDIT_API.person, 22, 'GET')).data);
    expect(person).toMatchObject({
      PERSON_NAME: '刘某某',
      ID_CARD: '150102198003151232',
      GSQ: '6',
      ZGDWMC: '呼和浩特市新城区消防救援大队',
    });
    expect(await read(CREDIT_API.person, 3)).toMatchObject({ success: true, data: null });
    expect(await read(CREDIT_API.general, 4)).toMatchObject({ success: true, data: null });
    expect(await unitOf(CREDIT_API.general, 14)).toMatchObject({
      DWMC: KTV?.name,
      SHXYDM: KTV?.creditCode,
      SPZT: '1',
      GSQ: '6',
    });
    expect(await unitOf(CREDIT_API.serious, 14)).toMatchObject({ SPZT: '2', GSQ: '24' });
    expect(await unitOf(CREDIT_API.serious, 4)).toMatchObject({ SPZT: '4', DWMC: DS?.name });
  });

  it('refuses another officer’s task and a call without a task', async () => {
    expect(await read(CREDIT_API.general, 14, 'POST', lisi)).toMatchObject({
      success: false,
      msg: '无权查看该任务',
    });
    expect((await call(server.url, demo, CREDIT_API.serious, {})).json).toMatchObject({
      success: false,
      msg: '任务ID不能为空',
    });
  });
});

describe('saving a general record (dwId 4503)', () => {
  it('refuses with the shared rules’ messages and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...UNIT, GSQ: '2' }, '请输入数字3至12！'],
      [{ ...UNIT, GSQ: '13' }, '请输入数字3至12！'],
      [{ ...UNIT, DWMC: '' }, '单位名称不能为空'],
      [{ ...UNIT, SHXYDM: '91150102MA0N3K8X2B' }, '统一社会信用代码校验位不正确，请核对'],
    ];
    for (const [data, msg] of cases)
      expect(await save(CREDIT_DW_ID.general, 4, data), msg).toMatchObject({ success: false, msg });
    expect(await unitOf(CREDIT_API.general, 4)).toBeNull();
  });

  it('creates the task’s one record (not submitted), stamped with the brigade, logged', async () => {
    expect(dueOf(4)).toEqual({ due: true, drafted: false, overdue: 2 });
    const created = await save(CREDIT_DW_ID.general, 4, { ...UNIT, ZGDWID: 'forged' });
    expect(created).toMatchObject({ success: true });
    const record = await unitOf(CREDIT_API.general, 4);
    expect(record).toMatchObject({
      ID: created.data,
      YZSXXW: '逾期未整改火灾隐患',
      GSQ: '6',
      SPZT: '1',
      ZGDWID: '1501020000',
    });
    expect(dueOf(4)).toEqual({ due: true, drafted: true, overdue: 2 });
    expect(await opLog(server.url, demo, taskId(4))).toContain(`录入一般失信信息：${DS?.name}`);
    expect(await save(CREDIT_DW_ID.general, 4, UNIT)).toMatchObject({
      success: false,
      msg: '本任务已有一般失信信息，请刷新后在原记录上修改',
    });
    const updated = await save(CREDIT_DW_ID.general, 4, { ...UNIT, ID: record?.ID, GSQ: 12 });
    expect(updated).toMatchObject({ success: true, data: record?.ID });
    expect(await unitOf(CREDIT_API.general, 4)).toMatchObject({ GSQ: '12', SPZT: '1' });
  });
});

describe('saving a serious record (dwId 4625): only new, not submitted or returned', () => {
  it('refuses a record in approval with the reason, and GSQ outside 6-36', async () => {
    const inApproval = await unitOf(CREDIT_API.serious, 14);
    expect(
      await save(CREDIT_DW_ID.serious, 14, {
        ...UNIT,
        DWMC: KTV?.name,
        SHXYDM: KTV?.creditCode,
        ID: inApproval?.ID,
      }),
    ).toMatchObject({ success: false, msg: '该严重失信信息正在审批中，审批结束前不能修改。' });
    expect(await save(CREDIT_DW_ID.serious, 4, { ...UNIT, GSQ: '40' })).toMatchObject({
      success: false,
      msg: '请输入数字6至36！',
    });
    expect(await unitOf(CREDIT_API.serious, 14)).toEqual(inApproval);
  });

  it('saves a returned record, which then waits to be submitted again (SPZT 1)', async () => {
    const returned = await unitOf(CREDIT_API.serious, 4);
    expect(
      await save(CREDIT_DW_ID.serious, 4, { ...UNIT, ID: returned?.ID, GSQ: '36' }),
    ).toMatchObject({
      success: true,
      data: returned?.ID,
    });
    expect(await unitOf(CREDIT_API.serious, 4)).toMatchObject({ GSQ: '36', SPZT: '1' });
    // The general record's ID is no serious record.
    const general = await unitOf(CREDIT_API.general, 14);
    expect(await save(CREDIT_DW_ID.serious, 14, { ...UNIT, ID: general?.ID })).toMatchObject({
      success: false,
      msg: '失信记录的类别不符',
    });
  });
});

describe('submitting a serious record for approval (execInterface 100)', () => {
  const submit = async (n: number, obj: Record<string, unknown>, token = demo) =>
    (
      await call(server.url, token, GENERIC_API.execInterface, {
        id: String(CREDIT_SUBMIT_INTERFACE),
        runId: runOf(n),
        obj: JSON.stringify(obj),
      })
    ).json;

  it('refuses a record in approval, a general record, another task’s and an unknown one', async () => {
    const inApproval = await unitOf(CREDIT_API.serious, 14);
    expect(await submit(14, { ID: inApproval?.ID, RWID: taskId(14) })).toMatchObject({
      success: false,
      msg: '该严重失信信息正在审批中，请勿重复提交',
    });
    const general = await unitOf(CREDIT_API.general, 14);
    expect(await submit(14, { ID: general?.ID })).toMatchObject({
      success: false,
      msg: '只有严重失信信息需要提交审批',
    });
    const returned = await unitOf(CREDIT_API.serious, 4);
    expect(await submit(4, { ID: returned?.ID, RWID: taskId(14) })).toMatchObject({
      success: false,
      msg: '失信记录不属于该任务',
    });
    expect(await submit(4, { ID: returned?.ID }, lisi)).toMatchObject({
      success: false,
      msg: '无权查看该任务',
    });
    expect(await submit(4, { ID: 'nope' })).toMatchObject({
      success: false,
      msg: '失信记录不存在',
    });
    expect(await unitOf(CREDIT_API.serious, 14)).toEqual(inApproval);
  });

  it('sends a saved record (SPZT 1) to approval, once, and logs it', async () => {
    const draft = await unitOf(CREDIT_API.serious, 4);
    expect(draft?.SPZT).toBe('1');
    expect(await submit(4, { ID: draft?.ID, RWID: taskId(4) })).toMatchObject({
      success: true,
      msg: '已提交审批',
    });
    expect(await unitOf(CREDIT_API.serious, 4)).toMatchObject({ SPZT: '2' });
    expect((await opLog(server.url, demo, taskId(4)))[0]).toBe(
      `提交审批：严重失信信息（${DS?.name ?? ''}）`,
    );
    expect(await submit(4, { ID: draft?.ID })).toMatchObject({
      success: false,
      msg: '该严重失信信息正在审批中，请勿重复提交',
    });
    expect(await save(CREDIT_DW_ID.serious, 4, { ...UNIT, ID: draft?.ID })).toMatchObject({
      success: false,
      msg: '该严重失信信息正在审批中，审批结束前不能修改。',
    });
  });
});

describe('saving an individual record (dwId 4653)', () => {
  it('checks the resident ID’s check digit and names the digit', async () => {
    const person = { PERSON_NAME: '赵建国', GSQ: '6' };
    expect(
      await save(CREDIT_DW_ID.person, 3, { ...person, ID_CARD: '150102198003151231' }),
    ).toMatchObject({
      success: false,
      msg: '身份证号第18位校验码应为“2”，现为“1”，请核对前17位数字',
    });
    expect(
      await save(CREDIT_DW_ID.person, 3, { ...person, ID_CARD: '15010219750620301x' }),
    ).toMatchObject({ success: true });
    expect(creditPersonAnswerSchema.parse((await read(CREDIT_API.person, 3)).data)).toMatchObject({
      PERSON_NAME: '赵建国',
      ID_CARD: '15010219750620301X',
    });
  });
});

describe('the dangers query and the buttons', () => {
  it('lists the task’s dangers with their deadlines; a re-inspection’s are those it re-checks', async () => {
    const rows = recordsOf(
      (await pageQuery(server, demo, CREDIT_DANGERS_DWID, { RWID: taskId(4) })).json,
    ).map((r) => creditDangerSchema.parse(r));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.ZGQK === '0' && r.FCRWID === taskId(4) && r.ZGQX !== null)).toBe(
      true,
    );
    // Handed to the re-inspection (n 4), the key-unit inspection's dangers count there.
    expect(dueOf(1)).toMatchObject({ due: false });
    expect(dueOf(14)).toMatchObject({ drafted: true });
    expect(
      (await pageQuery(server, lisi, CREDIT_DANGERS_DWID, { RWID: taskId(4) })).json,
    ).toMatchObject({ success: false, msg: '无权查看该任务' });
  });

  it('offers 个人失信 on penalty cases, 一般失信 and 严重失信 where a unit may not have rectified', async () => {
    const credit = (types: string[]) => types.filter((t) => t.startsWith('credit'));
    expect(credit(await headerButtons(server, demo, 22))).toEqual(['creditPerson']);
    expect(credit(await headerButtons(server, demo, 3))).toEqual(['creditPerson']);
    expect(credit(await headerButtons(server, demo, 4))).toEqual([
      'creditGeneral',
      'creditSerious',
    ]);
    expect(credit(await headerButtons(server, demo, 14))).toEqual([
      'creditGeneral',
      'creditSerious',
    ]);
    // A large-event inspection that found no dangers.
    expect(credit(await headerButtons(server, demo, 12))).toEqual([]);
  });
});
