import { describe, expect, it } from 'vitest';
import { taskId } from '../tasks/seed/build';
import { opLog, signedInServer, treeRows } from '../testing';
import { runOf } from '../actions/testing';
import { PATHS } from '../paths';
import { caseRow, taskRow } from './testing';
import { PENALTY_API } from '../../shared/penalty/constants';
import { penaltyItemSchema } from '../../shared/penalty/schemas';
import { saveResultSchema } from '../../shared/documents/schemas';
import { chinaToday } from '../../shared/common/dates';

// Registering a penalty case from a wizard document (saveFlws with type=GJ, spec 01 §2).

const { server, demo, post } = await signedInServer();
const today = chinaToday(Date.now());

const APPROVAL = {
  AJMC: '呼和浩特市新城区老绥远烧麦馆消防违法案',
  AJLY: '1',
  DWMC: '呼和浩特市新城区老绥远烧麦馆',
  DWDZ: '内蒙古自治区呼和浩特市新城区中山东路126号',
  FDDBR: '刘海',
  JYAQ: '复核检查发现疏散通道仍被占用',
  CBR: '张伟、李强',
  CBRYJ: '建议立案调查。',
  LARQ: today,
};

const ON_SPOT_PERSON = {
  CFDXLX: '1',
  CFDXMC: '王某',
  CFDXDZ: '呼和浩特市新城区海东路8号',
  WFSS: '在演出现场违规使用冷焰火',
  CFYJ: '《中华人民共和国消防法》第六十三条第二项',
  CFZL: '1',
  JNFS: '2',
  CFSJ: `${today} 10:20`,
  CFDD: '内蒙古塞北国际会展中心',
  ZFRY: '张伟、李强',
};

/** saveFlws of a registration document on seeded task n. */
const register = (
  n: number,
  doc: { form: string; rwwsszid: string },
  values: Record<string, string>,
  query: Record<string, string>,
) =>
  post(PATHS.saveFlws, {
    runId: runOf(n),
    form: doc.form,
    rwwsszid: doc.rwwsszid,
    data: JSON.stringify(values),
    ...query,
  });

const LASPB = { form: 'laspb', rwwsszid: '18' };
const LADJB = { form: 'ladjb', rwwsszid: '560' };

describe('saveFlws with type=GJ', () => {
  it('registers a general case from an inspection task and saves the approval form under it', async () => {
    const { json } = await register(7, LASPB, APPROVAL, {
      RWID: taskId(7),
      type: 'GJ',
      CFDXLX: '2',
      CF_LYTYPE: '1',
    });
    expect(json).toMatchObject({ success: true, msg: '保存成功!' });
    const saved = saveResultSchema.parse(json.data);
    const rwid = saved.RWID ?? '';
    expect(rwid).not.toBe(taskId(7));
    expect(taskRow(server, rwid)).toMatchObject({
      type: 61,
      state: '1',
      classId: '21',
      runId: runOf(7),
      name: '呼和浩特市新城区老绥远烧麦馆消防行政处罚案',
      plannedStart: today,
    });
    expect(caseRow(server, rwid)).toMatchObject({
      targetType: '2',
      sourceType: '1',
      process: '1',
      targetName: '呼和浩特市新城区老绥远烧麦馆',
      generatedFrom: taskId(7),
      sources: taskId(7),
    });
    const docs = (await treeRows(server.url, demo, rwid, runOf(7))).filter(
      (r) => r.TREE_LEVEL === 3 && r.RWID === rwid,
    );
    expect(docs.map((d) => d.FLWSID)).toEqual([saved.FLWSID]);
    const item = penaltyItemSchema.parse(
      (await post(PENALTY_API.item, { RWID: taskId(7), runId: runOf(7) })).json.data,
    );
    expect(item).toMatchObject({ CFRWID: rwid, CFDXLX: '2', CF_LYTYPE: '1', CFLCLX: '1' });
    expect((await opLog(server.url, demo, taskId(7)))[0]).toBe(
      '行政处罚立案：呼和浩特市新城区老绥远烧麦馆消防行政处罚案',
    );
    expect(await opLog(server.url, demo, rwid)).toEqual(
      expect.arrayContaining([
        '新增文书：立案审批表',
        '创建任务：呼和浩特市新城区老绥远烧麦馆消防行政处罚案',
      ]),
    );
  });

  it('refuses a second registration from the same task: the types are fixed', async () => {
    for (const doc of [LASPB, LADJB])
      expect(
        (
          await register(7, doc, APPROVAL, {
            RWID: taskId(7),
            type: 'GJ',
            CFDXLX: '1',
            CF_LYTYPE: '2',
          })
        ).json,
      ).toMatchObject({
        success: false,
        msg: '该任务已生成处罚事项，处罚对象类型和处罚来源类型不可更改',
      });
  });

  it('asks for the types and an individual’s name and address, creating nothing', async () => {
    const refusal = async (query: Record<string, string>, msg: string) => {
      const { json } = await register(12, LASPB, APPROVAL, { type: 'GJ', ...query });
      expect(json).toMatchObject({ success: false, msg });
    };
    await refusal({ RWID: taskId(12), CF_LYTYPE: '1' }, '请选择处罚对象类型');
    await refusal({ RWID: taskId(12), CFDXLX: '2' }, '请选择处罚来源类型');
    await refusal({ GJRWID: taskId(12), CFDXLX: '1', CF_LYTYPE: '1' }, '请输入处罚对象名称');
    await refusal(
      { GJRWID: taskId(12), CFDXLX: '1', CF_LYTYPE: '1', CFDXMC: '王某' },
      '请输入处罚对象地址',
    );
    const fromPenalty = await register(29, LASPB, APPROVAL, {
      RWID: taskId(29),
      type: 'GJ',
      CFDXLX: '2',
      CF_LYTYPE: '1',
    });
    expect(fromPenalty.json).toMatchObject({
      success: false,
      msg: '行政处罚任务不能再立案生成行政处罚案件',
    });
    const notice = await post(PATHS.saveFlws, {
      RWID: taskId(12),
      runId: runOf(12),
      form: 'cpzlxqgztzs',
      rwwsszid: '404',
      data: '{}',
      type: 'GJ',
    });
    // type=GJ on a form that registers no case only marks a page opened inside a penalty case
    // (the seizure records): the empty form is checked as an ordinary document of task 12 (its
    // own required field answers), and no case is registered.
    expect(notice.json).toMatchObject({ success: false, msg: '被责令单位不能为空' });
    expect(
      (await post(PENALTY_API.item, { RWID: taskId(12), runId: runOf(12) })).json.data,
    ).toBeNull();
  });

  it('registers an individual’s on-the-spot case (299) from GJRWID', async () => {
    const { json } = await register(12, { form: 'dccfjdsgr', rwwsszid: '299' }, ON_SPOT_PERSON, {
      GJRWID: taskId(12),
      type: 'GJ',
      CFDXLX: '1',
      CFDXMC: '王某',
      CFDXDZ: '呼和浩特市新城区海东路8号',
    });
    expect(json).toMatchObject({ success: true });
    const rwid = saveResultSchema.parse(json.data).RWID ?? '';
    expect(taskRow(server, rwid)).toMatchObject({ type: 75, name: '王某消防行政处罚案' });
    expect(caseRow(server, rwid)).toMatchObject({
      targetType: '1',
      sourceType: '1',
      process: '0',
      targetAddress: '呼和浩特市新城区海东路8号',
      sources: taskId(12),
    });
  });

  it('registers a quick case from a class-19 product task through LYCPRWID', async () => {
    const { json } = await register(17, LADJB, APPROVAL, {
      RWID: taskId(17),
      type: 'GJ',
      CFDXLX: '2',
      CF_LYTYPE: '4',
    });
    expect(json).toMatchObject({ success: true });
    const rwid = saveResultSchema.parse(json.data).RWID ?? '';
    expect(taskRow(server, rwid).type).toBe(63);
    expect(caseRow(server, rwid)).toMatchObject({
      process: '2',
      sources: '',
      productSources: taskId(17),
      targetName: '内蒙古北辰消防器材有限公司',
    });
  });

  it('without type=GJ saves as before: the inspection task has no approval form', async () => {
    const plain = await register(30, LASPB, APPROVAL, { RWID: taskId(30) });
    expect(plain.json).toMatchObject({ success: false, msg: '暂无配置RWID文书设置' });
  });
});
