import { describe, expect, it } from 'vitest';
import { PATHS } from '../paths';
import { runIdOf, taskId } from '../tasks/seed/build';
import { login, opLog, signedInServer, treeRows, withDatabase } from '../testing';
import {
  beforeAddSchema,
  flwsDetailSchema,
  formDefinitionSchema,
  saveResultSchema,
} from '../../shared/documents/schemas';
import { detailConfigSchema } from '../../shared/detail/schemas';
import { DETAIL_API } from '../../shared/detail/constants';

const { server, demo, post } = await signedInServer();

const DAILY = taskId(7); // 31, open, run 3: categories 检查文书 and 其他材料
const RUN3 = runIdOf(3);
const PENALTY = taskId(3); // 61, open, run 1
const RUN1 = runIdOf(1);
const beforeAdd = (wssid: string, rwid = DAILY, runId = RUN3) =>
  post(PATHS.beforeAdd, { rwid, runId, wssid });

const DECISION_VALUES = {
  CFDXLX: '2',
  DWMC: '呼和浩特市鼎盛购物中心有限公司',
  DWDZ: '内蒙古自治区呼和浩特市新城区新华大街88号',
  FDDBR: '赵建国',
  WFSS: '占用疏散通道',
  ZJ: '检查记录、现场照片',
  CFYJ: '《中华人民共和国消防法》第六十条',
  CFJD: '罚款伍仟元',
  FKJE: '5000',
  LXFS: '十五日内缴纳',
  JJTJ: '六十日内申请行政复议',
  LKRQ: '2026-03-20',
};

describe('beforeaddflws', () => {
  it('answers the form, template and setting of an addable document type', async () => {
    const { json } = await beforeAdd('404');
    expect(json).toMatchObject({ code: 200, success: true });
    expect(beforeAddSchema.parse(json.data)).toMatchObject({
      rwwsszid: '404',
      mbid: 'WSMB0404',
      form: 'cpzlxqgztzs',
      wsmc: '责令限期改正通知书',
      xzurl: '/ws/cpzlxqgztzs',
    });
  });

  it('refuses with each guard in the documented order', async () => {
    expect((await beforeAdd('')).json.msg).toBe('请选择需要新增的文书!');
    expect((await beforeAdd('93')).json.msg).toBe('该表单是登记表单，不可直接添加!');
    // The types without add page or definition are on the demo task of the guards (王晓东's n 50).
    const wangwu = (await login(server.url, 'wangwu')).access;
    const guarded = (wssid: string) =>
      post(PATHS.beforeAdd, { rwid: taskId(50), runId: runIdOf(35), wssid }, wangwu);
    expect((await guarded('9101')).json.msg).toBe('该文书暂未配置新增页面!');
    expect((await guarded('9102')).json.msg).toBe('该文书暂未配置文书定义!');
    expect((await guarded('9103')).json.msg).toBe('文书设置id未配置!');
    expect((await guarded('9104')).json.msg).toBe('缺少模板ID!');
    expect((await guarded('9105')).json.msg).toBe('文书模板暂未绑定!');
    // 询问笔录 and 其他材料 are everyday documents.
    expect((await beforeAdd('9001')).json).toMatchObject({ success: true });
    expect((await beforeAdd('9002', PENALTY, RUN1)).json).toMatchObject({ success: true });
    expect((await beforeAdd('579')).json.msg).toBe('暂无配置RWID文书设置'); // 处罚文书 is not a category of task 7
    expect((await beforeAdd('123456')).json.msg).toBe('暂无配置RWID文书设置');
    const tweak = (sql: string): void =>
      void withDatabase(server.dataDir, (db) => db.prepare(sql).run());
    tweak("UPDATE xfjd_wssz SET RWWSSZID = NULL WHERE ID = '404'");
    expect((await beforeAdd('404')).json.msg).toBe('文书设置id未配置!');
    tweak("UPDATE xfjd_wssz SET RWWSSZID = '404', MBID = NULL WHERE ID = '404'");
    expect((await beforeAdd('404')).json.msg).toBe('缺少模板ID!');
    tweak("UPDATE xfjd_wssz SET MBID = 'WSMB0404', FLWSLB = 'wbdbb' WHERE ID = '404'");
    expect((await beforeAdd('404')).json.msg).toBe('文书模板暂未绑定!');
    tweak("UPDATE xfjd_wssz SET FLWSLB = 'cpzlxqgztzs' WHERE ID = '404'");
    expect((await beforeAdd('404')).json).toMatchObject({ success: true });
  });

  it('refuses tasks of other officers and finished tasks', async () => {
    expect((await beforeAdd('420', taskId(31), runIdOf(21))).json.msg).toBe('无权查看该任务');
    expect((await beforeAdd('420', taskId(5), runIdOf(2))).json.msg).toBe(
      '任务已办结，不能新增或修改文书',
    );
  });
});

describe('getFormDefinition', () => {
  it('defines every form a task offers, with labelled fields', async () => {
    const forms = new Set<string>();
    for (const n of [1, 3, 7, 9, 11, 13, 17, 21]) {
      const { json } = await post(DETAIL_API.detailConfig, { rwid: taskId(n), pagetype: '1' });
      for (const ws of detailConfigSchema.parse(json.data).wssList)
        if (ws.xzurl) forms.add(ws.xzurl.replace('/ws/', ''));
    }
    for (const form of [
      'xfjdjcjl',
      'cpzlxqgztzs',
      'xzcfjds',
      'xzcfjdsgr',
      'cfjdsdw',
      'cfjdsgr',
      'sdhz',
      'fcsqdj',
      ...forms,
    ]) {
      const { json } = await post(PATHS.formDefinition, { form });
      expect(json.success, form).toBe(true);
      const def = formDefinitionSchema.parse(json.data);
      expect(def.form).toBe(form);
      expect(def.fields.length).toBeGreaterThan(1);
      expect(def.fields.some((f) => f.required)).toBe(true);
    }
  });

  it('gives the inspection record and the penalty decision their fields', async () => {
    const record = formDefinitionSchema.parse(
      (await post(PATHS.formDefinition, { form: 'xfjdjcjl' })).json.data,
    );
    expect(record).toMatchObject({ rwwsszid: '420', title: '消防监督检查记录' });
    expect(record.fields.map((f) => f.label)).toEqual(
      expect.arrayContaining([
        '检查时间',
        '检查地点',
        '检查人员',
        '被检查单位',
        '现场负责人',
        '检查情况',
        '发现的问题',
        '检查结论',
      ]),
    );
    expect(record.fields.find((f) => f.label === '检查结论')).toMatchObject({
      type: 'select',
      required: true,
    });
    const decision = formDefinitionSchema.parse(
      (await post(PATHS.formDefinition, { form: 'cfjdsdw' })).json.data,
    );
    expect(decision).toMatchObject({ rwwsszid: '9007', title: '行政处罚决定书' });
    expect(decision.fields.map((f) => f.label)).toEqual(
      expect.arrayContaining([
        '当事人',
        '地址',
        '违法事实',
        '证据',
        '处罚依据',
        '处罚决定',
        '罚款金额（元）',
        '履行方式和期限',
        '救济途径',
      ]),
    );
    expect(decision.fields.find((f) => f.name === 'CFDXLX')).toMatchObject({
      type: 'select',
      dictCode: 'XFJD_XZCF_CFDXLX',
    });
    const personal = formDefinitionSchema.parse(
      (await post(PATHS.formDefinition, { form: 'cfjdsgr' })).json.data,
    );
    expect(personal).toMatchObject({ rwwsszid: '9008', title: '行政处罚决定书（个人）' });
    expect(personal.fields.map((f) => f.label)).toEqual(
      expect.arrayContaining(['姓名', '身份证号']),
    );
    const delivery = formDefinitionSchema.parse(
      (await post(PATHS.formDefinition, { form: 'sdhz' })).json.data,
    );
    expect(
      delivery.fields.find((f) => f.label === '送达方式')?.options?.map((o) => o.label),
    ).toContain('直接送达');
    expect((await post(PATHS.formDefinition, { form: 'nosuchform' })).json.msg).toBe('文书未找到!');
  });
});

describe('getFlwsDetail', () => {
  it('opens seeded documents with plausible values', async () => {
    const rows = await treeRows(server.url, demo, PENALTY, RUN1);
    const decision = rows.find(
      (r) => r.TREE_LEVEL === 3 && r.RWWSSZID === '9007' && r.RWID === PENALTY,
    );
    const { json } = await post(PATHS.flwsDetail, { FLWSID: decision?.FLWSID ?? '' });
    const detail = flwsDetailSchema.parse(json.data);
    expect(detail).toMatchObject({
      RWID: PENALTY,
      runId: RUN1,
      form: 'cfjdsdw',
      rwwsszid: '9007',
      STATUS: '2',
    });
    expect(detail.values.DWMC).toBe('呼和浩特市鼎盛购物中心有限公司');
    expect(detail.values.FDDBR).toBe('赵建国');
    expect(detail.values.WFSS).toContain('疏散通道');
    expect(detail.values.FKJE).toBe('5000');
  });

  it('refuses unknown documents and documents of other officers', async () => {
    expect((await post(PATHS.flwsDetail, { FLWSID: '1' })).json.msg).toBe('文书未找到!');
    const lisi = (await login(server.url, 'lisi')).access;
    const rows = await treeRows(server.url, demo, PENALTY, RUN1);
    const doc = rows.find((r) => r.TREE_LEVEL === 3);
    expect((await post(PATHS.flwsDetail, { FLWSID: doc?.FLWSID ?? '' }, lisi)).json.msg).toBe(
      '无权查看该任务',
    );
  });
});

describe('saveFlws', () => {
  const NOTICE = {
    DWMC: '呼和浩特市新城区老绥远烧麦馆',
    DWDZ: '内蒙古自治区呼和浩特市新城区中山东路126号',
    FDDBR: '刘海',
    JCRQ: '2026-03-17',
    WFXW: '占用疏散通道',
    GZYQ: '立即清理',
    ZGQX: '2026-04-01',
    LKRQ: '2026-03-17',
  };
  const save = (form: Record<string, string>) =>
    post(PATHS.saveFlws, {
      runId: RUN3,
      RWID: DAILY,
      form: 'cpzlxqgztzs',
      rwwsszid: '404',
      ...form,
    });

  it('adds a numbered draft that the tree shows in its category, then edits it', async () => {
    const { json } = await save({ data: JSON.stringify(NOTICE) });
    expect(json).toMatchObject({ code: 200, success: true, msg: '保存成功!' });
    const saved = saveResultSchema.parse(json.data);
    expect(saved.WH).toMatch(/^新城消限字〔\d{4}〕第\d{4}号$/);

    const rows = await treeRows(server.url, demo, DAILY, RUN3);
    const row = rows.find((r) => r.FLWSID === saved.FLWSID);
    expect(row).toMatchObject({
      TREE_LEVEL: 3,
      TITLE: '责令限期改正通知书',
      WSLBMC: '检查文书',
      STATUS: '1',
      STATUS1: '1',
      SFSD: '1',
      STATUS2: '1',
      STATUS3: '1',
      WH: saved.WH,
    });
    expect(row?.XGCZ_BUTTONS.map((b) => b.BUTTON_TYPE)).toEqual(
      expect.arrayContaining(['edit', 'send', 'delete']),
    );
    const category = rows.find(
      (r) => r.TREE_LEVEL === 2 && r.WSLBMC === '检查文书' && r.RWID === DAILY,
    );
    expect(category?.children.some((c) => c.FLWSID === saved.FLWSID)).toBe(true);

    const second = saveResultSchema.parse((await save({ data: JSON.stringify(NOTICE) })).json.data);
    expect(Number(/第(\d+)号/.exec(second.WH ?? '')?.[1])).toBe(
      Number(/第(\d+)号/.exec(saved.WH ?? '')?.[1]) + 1,
    );

    const edited = await save({
      FLWSID: saved.FLWSID,
      data: JSON.stringify({ ...NOTICE, GZYQ: '三日内清理完毕' }),
    });
    expect(edited.json).toMatchObject({ success: true, msg: '保存成功!' });
    expect(
      flwsDetailSchema.parse((await post(PATHS.flwsDetail, { FLWSID: saved.FLWSID })).json.data)
        .values.GZYQ,
    ).toBe('三日内清理完毕');
    expect(await opLog(server.url, demo, DAILY, 3)).toEqual([
      '修改文书：责令限期改正通知书',
      '新增文书：责令限期改正通知书',
      '新增文书：责令限期改正通知书',
    ]);
  });

  it('names the first missing required field and checks numbers and options', async () => {
    expect((await save({ data: JSON.stringify({ ...NOTICE, DWMC: '' }) })).json.msg).toBe(
      '被责令单位不能为空',
    );
    expect((await save({ data: JSON.stringify({ ...NOTICE, ZGQX: undefined }) })).json.msg).toBe(
      '改正期限不能为空',
    );
    expect((await save({ data: 'not json' })).json.msg).toBe('文书内容格式不正确');
    const decision = { runId: RUN1, RWID: PENALTY, form: 'cfjdsdw', rwwsszid: '9007' };
    expect(
      (
        await post(PATHS.saveFlws, {
          ...decision,
          data: JSON.stringify({ ...DECISION_VALUES, FKJE: '五千' }),
        })
      ).json.msg,
    ).toBe('罚款金额（元）必须是数字');
    expect(
      (
        await post(PATHS.saveFlws, {
          ...decision,
          data: JSON.stringify({ ...DECISION_VALUES, CFDXLX: '' }),
        })
      ).json.msg,
    ).toBe('处罚对象类型不能为空');
  });

  it('edits only drafts, returned and recalled documents', async () => {
    const rows = await treeRows(server.url, demo, PENALTY, RUN1);
    const approved = rows.find(
      (r) => r.RWID === PENALTY && r.RWWSSZID === '18' && r.STATUS === '3',
    );
    const inApproval = rows.find((r) => r.RWID === PENALTY && r.RWWSSZID === '9007');
    const base = { runId: RUN1, RWID: PENALTY };
    expect(
      (
        await post(PATHS.saveFlws, {
          ...base,
          form: 'laspb',
          rwwsszid: '18',
          FLWSID: approved?.FLWSID ?? '',
          data: '{}',
        })
      ).json.msg,
    ).toBe('当前状态的文书不可编辑');
    expect(
      (
        await post(PATHS.saveFlws, {
          ...base,
          form: 'cfjdsdw',
          rwwsszid: '9007',
          FLWSID: inApproval?.FLWSID ?? '',
          data: JSON.stringify(DECISION_VALUES),
        })
      ).json.msg,
    ).toBe('当前状态的文书不可编辑');
    const fast = await treeRows(server.url, demo, taskId(11), runIdOf(4));
    const returned = fast.find((r) => r.RWID === taskId(11) && r.STATUS === '5');
    const ok = await post(PATHS.saveFlws, {
      runId: runIdOf(4),
      RWID: taskId(11),
      form: 'cfjdsdw',
      rwwsszid: '9007',
      FLWSID: returned?.FLWSID ?? '',
      data: JSON.stringify(DECISION_VALUES),
    });
    expect(ok.json).toMatchObject({ success: true, msg: '保存成功!' });
  });
});
