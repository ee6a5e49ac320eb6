import { describe, expect, it } from 'vitest';
import { PATHS } from '../paths';
import { runIdOf, taskId } from '../tasks/seed/build';
import { opLog, signedInServer, treeRows } from '../testing';
import {
  beforeAddSchema,
  flwsDetailSchema,
  formDefinitionSchema,
  saveResultSchema,
} from '../../shared/documents/schemas';
import { detailConfigSchema } from '../../shared/detail/schemas';
import { DETAIL_API } from '../../shared/detail/constants';
import { ACTIONS_API } from '../../shared/actions/constants';
import { executionSchema } from '../../shared/actions/schemas';

// Spec 02 §2 and §9: 579 (xzcfjds) and 580 (xzcfjdsgr) are the verbal notices (口头告知) to a unit
// and to an individual; the penalty decisions are 9007 and 9008.

const { server, demo, post } = await signedInServer();

const definition = async (form: string) =>
  formDefinitionSchema.parse((await post(PATHS.formDefinition, { form })).json.data);

/** Penalty tasks of each type with the verbal-notice button (61 task 3, 62 task 29, 63 task 11, 64 task 15, 75 task 22). */
const PENALTY_TASKS: ReadonlyArray<[number, number, number]> = [
  [61, 3, 1],
  [62, 29, 57],
  [63, 11, 4],
  [64, 15, 7],
  [75, 22, 13],
];
const NOTICE_FIELDS = [
  '告知对象',
  '告知时间',
  '告知地点',
  '告知人',
  '违法事实',
  '拟作出处罚的理由及依据',
  '拟作出的处罚决定',
  '告知内容',
  '是否陈述申辩',
  '当事人意见',
];

describe('verbal notices (口头告知)', () => {
  it('defines 579 and 580 as verbal notices with the notice’s fields, not a decision’s', async () => {
    const unit = await definition('xzcfjds');
    expect(unit).toMatchObject({ form: 'xzcfjds', rwwsszid: '579', title: '口头告知书（单位）' });
    const personal = await definition('xzcfjdsgr');
    expect(personal).toMatchObject({
      form: 'xzcfjdsgr',
      rwwsszid: '580',
      title: '口头告知书（个人）',
    });
    for (const def of [unit, personal]) {
      const labels = def.fields.map((f) => f.label);
      expect(labels).toEqual(expect.arrayContaining(NOTICE_FIELDS));
      expect(labels).not.toContain('处罚决定');
      expect(labels).not.toContain('罚款金额（元）');
      for (const label of NOTICE_FIELDS.filter((l) => l !== '是否陈述申辩'))
        expect(def.fields.find((f) => f.label === label)?.required, label).toBe(true);
      expect(def.fields.find((f) => f.label === '告知时间')?.type).toBe('datetime');
      expect(def.fields.find((f) => f.label === '是否陈述申辩')).toMatchObject({
        type: 'select',
        required: true,
        options: [
          { value: '1', label: '提出陈述申辩' },
          { value: '2', label: '放弃陈述申辩' },
        ],
      });
    }
    expect(unit.fields.map((f) => f.label)).toEqual(
      expect.arrayContaining(['单位地址', '统一社会信用代码', '法定代表人', '接受告知人']),
    );
    expect(personal.fields.map((f) => f.label)).toEqual(
      expect.arrayContaining(['性别', '身份证号', '住址']),
    );
  });

  it('offers both notices, without approval, in 处罚文书 of every penalty task type', async () => {
    for (const [type, n, run] of PENALTY_TASKS) {
      const { json } = await post(DETAIL_API.detailConfig, {
        rwid: taskId(n),
        runId: runIdOf(run),
        pagetype: '1',
      });
      const c = detailConfigSchema.parse(json.data);
      expect(c.rwxx.RWLX, `task ${n}`).toBe(type);
      const penalty = c.wslbsList.find((l) => l.wslbmc === '处罚文书')?.id;
      for (const [id, name, form] of [
        ['579', '口头告知书（单位）', 'xzcfjds'],
        ['580', '口头告知书（个人）', 'xzcfjdsgr'],
      ]) {
        expect(
          c.wssList.find((w) => w.id === id),
          `task ${n} ${id}`,
        ).toMatchObject({
          wsmc: name,
          tjfs: '1',
          xzurl: `/ws/${form}`,
          rwwslbid: penalty,
          sfsp: '0',
        });
      }
    }
    const add = await post(PATHS.beforeAdd, { rwid: taskId(3), runId: runIdOf(1), wssid: '580' });
    expect(beforeAddSchema.parse(add.json.data)).toMatchObject({
      rwwsszid: '580',
      form: 'xzcfjdsgr',
      wsmc: '口头告知书（个人）',
      xzurl: '/ws/xzcfjdsgr',
    });
  });

  it('seeds the notice told before a decision, and execution registration finds the decision', async () => {
    const rows = await treeRows(server.url, demo, taskId(27), runIdOf(55));
    const notice = rows.find((r) => r.RWWSSZID === '579');
    const decision = rows.find((r) => r.RWWSSZID === '9007');
    expect(notice).toMatchObject({
      TITLE: '口头告知书（单位）',
      WSLBMC: '处罚文书',
      STATUS: '10',
      WH: null,
      FLWSLB: 'xzcfjds',
    });
    expect(decision).toMatchObject({ TITLE: '行政处罚决定书', STATUS: '3', FLWSLB: 'cfjdsdw' });
    expect(String(notice?.CRT_TIME) < String(decision?.CRT_TIME)).toBe(true);
    const detail = flwsDetailSchema.parse(
      (await post(PATHS.flwsDetail, { FLWSID: notice?.FLWSID ?? '' })).json.data,
    );
    expect(detail).toMatchObject({ form: 'xzcfjds', rwwsszid: '579' });
    expect(detail.values.DWMC).toBe('呼和浩特市新城区老绥远烧麦馆');
    expect(detail.values.WFSS).toContain('疏散通道');
    expect(detail.values.GZNR).toContain('陈述和申辩');
    expect(detail.values.NCFJD).toContain('拟');

    const execution = executionSchema.parse(
      (await post(ACTIONS_API.execution, { RWID: taskId(27), runId: runIdOf(55) })).json.data,
    );
    expect(execution?.WSID).toBe(decision?.ID);
    expect(execution?.WH).toBe(decision?.WH);
  });

  it('records a notice to an individual: required fields, no number, no approval', async () => {
    const base = { runId: runIdOf(13), RWID: taskId(22), form: 'xzcfjdsgr', rwwsszid: '580' };
    const values = {
      XM: '刘某某',
      XB: '1',
      SFZH: '150102199005120354',
      ZZ: '内蒙古自治区呼和浩特市新城区东街街道办事处某小区3号楼2单元',
      GZSJ: '2026-03-18 10:20',
      GZDD: '呼和浩特市新城区消防救援大队询问室',
      GZR: '张伟、李强',
      JLR: '张伟',
      WFSS: '违规使用液化石油气引发火灾',
      NCFLY: '《中华人民共和国消防法》第六十四条第二项',
      NCFJD: '拟作出警告并处罚款人民币伍佰元整的行政处罚',
      GZNR: '当事人有权进行陈述和申辩',
      SFCSSB: '2',
      DSRYJ: '放弃陈述和申辩',
    };
    const save = (data: Record<string, string>) =>
      post(PATHS.saveFlws, { ...base, data: JSON.stringify(data) });
    expect((await save({ ...values, GZSJ: '' })).json.msg).toBe('告知时间不能为空');
    expect((await save({ ...values, DSRYJ: '' })).json.msg).toBe('当事人意见不能为空');
    expect((await save({ ...values, SFCSSB: '3' })).json.msg).toBe('是否陈述申辩的选项不正确');
    expect(
      (await post(PATHS.saveFlws, { ...base, form: 'cfjdsgr', data: JSON.stringify(values) })).json
        .msg,
    ).toBe('表单与文书设置不一致');

    const { json } = await save(values);
    expect(json).toMatchObject({ success: true, msg: '保存成功!' });
    const saved = saveResultSchema.parse(json.data);
    expect(saved.WH ?? null).toBeNull();
    const row = (await treeRows(server.url, demo, taskId(22), runIdOf(13))).find(
      (r) => r.FLWSID === saved.FLWSID,
    );
    expect(row).toMatchObject({ TITLE: '口头告知书（个人）', WSLBMC: '处罚文书', STATUS: '1' });
    expect((await opLog(server.url, demo, taskId(22), 1))[0]).toBe('新增文书：口头告知书（个人）');
  });
});
