import { describe, expect, it } from 'vitest';
import { PATHS } from '../paths';
import { runIdOf, taskId } from '../tasks/seed/build';
import { call, login, opLog, signedInServer, withDatabase } from '../testing';
import { headerButtons } from '../actions/testing';
import { SUPERVISION_ERRORS as E } from './errors';
import { AGENCY_IDS, WALK_REPORT_ID } from './supervision-seed';
import { GENERIC_API } from '../../shared/generic/constants';
import {
  PICK_KEY,
  PRODUCTS_API,
  PRODUCTS_DWID,
  PRODUCT_TABLE,
} from '../../shared/products/constants';
import { productRowSchema, type ProductRow } from '../../shared/products/schemas';
import { productStage } from '../../shared/products/rules';
import { beforeAddSchema, formDefinitionSchema } from '../../shared/documents/schemas';

// Product supervision over HTTP against the seed: the inspected products (3662) and the picker's
// lookups, then the walk on n 18 (送检 → 检验结果 → 复检费用 → 送复检) with each refusal on the
// way, cpfcJudge, reportFileJudge, the buttons and the notice pages.

const { server, demo } = await signedInServer();
const post = (path: string, form: Record<string, string>, token = demo) =>
  call(server.url, token, path, form);
const T17 = { rwid: taskId(17), runId: runIdOf(9) };
const T18 = { rwid: taskId(18), runId: runIdOf(10) };
const T19 = { rwid: taskId(19), runId: runIdOf(11) };

async function productsOf(task: typeof T18, token = demo): Promise<ProductRow[]> {
  const { json } = await post(
    GENERIC_API.pageQuery,
    {
      dwId: String(PRODUCTS_DWID),
      runId: task.runId,
      current: '1',
      size: '9999',
      obj: JSON.stringify({ RWID: task.rwid, ISDELETED: 0 }),
    },
    token,
  );
  if (!json.success) throw new Error(String(json.msg));
  const page = json.data as { data: { records: unknown[] } };
  return page.data.records.map((r) => productRowSchema.parse(r));
}
const named = async (task: typeof T18, name: string): Promise<ProductRow> => {
  const found = (await productsOf(task)).find((p) => p.DXCP === name);
  if (!found) throw new Error(`no product ${name}`);
  return found;
};
async function lookup(table: string, keyField?: string, keyValue?: string): Promise<string[]> {
  const { json } = await post(GENERIC_API.pageQuery, {
    current: '1',
    size: '99',
    queryType: '1',
    extendTreeType: '3',
    obj: JSON.stringify({
      tableName: table,
      labelField: table === PRODUCT_TABLE ? 'CPMC' : 'DWMC',
      keyField: keyField ?? '',
      keyValue: keyValue ?? '',
    }),
  });
  const page = json.data as { data: { records: Array<Record<string, string>> } };
  return page.data.records.map((r) => r.CPMC ?? r.DWMC);
}
const msgOf = async (path: string, form: Record<string, string>): Promise<unknown> =>
  (await post(path, form)).json.msg;
const setReportFile = (flag: '0' | '1'): void =>
  withDatabase(server.dataDir, (db) => {
    db.prepare('UPDATE xfjd_flws SET SFFJ = ? WHERE ID = ?').run(flag, WALK_REPORT_ID);
  });

describe('检查产品 (3662) and the picker’s lookups', () => {
  it('lists each task’s products in every outcome; another officer is refused', async () => {
    const n18 = await productsOf(T18);
    expect(n18.map((p) => [p.DXCP, p.SCZRJCQKDX, p.CPZLXCJCQKDX])).toEqual([
      ['手提式干粉灭火器', '0', '2'],
      ['消防应急标志灯具', '0', '1'],
      ['点型光电感烟火灾探测器', '0', '0'],
      ['有衬里消防水带', '1', '3'],
      ['室内消火栓', '3', '3'],
    ]);
    expect(n18[1].BHGQK2).toEqual(['应急工作时间不足90min', '标志灯表面亮度不足']);
    expect(n18[0]).toMatchObject({ SFCY: '0', JYRWZT: null, CPJCJLID: expect.any(String) });
    expect(productStage(n18[0])).toBe('awaitDispatch');
    expect(n18[0].CYDID).toBeTruthy();
    const n17 = await productsOf(T17);
    expect(n17.map((p) => productStage(p))).toEqual(['retestApplied', 'testing', null, null]);
    expect(n17[0]).toMatchObject({ JYJG: '1', SFHG: '0', SQFS: '3', SQJE: 1200 });
    expect((await productsOf(T19)).map((p) => p.SCZRJCQKDX)).toEqual(['0', '1', '3']);
    const lisi = (await login(server.url, 'lisi')).access;
    await expect(productsOf(T18, lisi)).rejects.toThrow('无权查看该任务');
  });

  it('the picker finds a task’s products by purpose, and the testing agencies', async () => {
    expect(await lookup(PRODUCT_TABLE, PICK_KEY.dispatch, T18.rwid)).toEqual([
      '手提式干粉灭火器（MFZ/ABC4）',
    ]);
    expect(await lookup(PRODUCT_TABLE, PICK_KEY['411'], T18.rwid)).toEqual([
      '有衬里消防水带（13-65-25）',
      '消防应急标志灯具（M-BLJC-1LROEI1W）',
    ]);
    expect(await lookup(PRODUCT_TABLE, PICK_KEY.result, T17.rwid)).toEqual([
      '推车式干粉灭火器（MFTZ/ABC35）',
    ]);
    expect(await lookup('XFCP_JYJG')).toHaveLength(5);
  });

  it('offers the buttons on the open quality tasks', async () => {
    for (const n of [16, 17, 18])
      expect(await headerButtons(server, demo, n)).toEqual(
        expect.arrayContaining(['inspectedProducts', 'sampleDispatch', 'testResult', 'retestFee']),
      );
    for (const n of [1, 19])
      expect(await headerButtons(server, demo, n)).not.toContain('testResult');
  });
});

describe('the walk on n 18: 送检 → 检验结果 → 复检费用 → 送复检', () => {
  it('goes through every step, each refusal on the way leaving nothing behind', async () => {
    const p = await named(T18, '手提式干粉灭火器');
    const lamp = await named(T18, '消防应急标志灯具');
    const dispatch = {
      ...T18,
      JCCPID: p.ID,
      YPMC: '手提式干粉灭火器',
      SHDWMC: '呼和浩特市鼎盛购物中心有限公司',
      ZGDWID: AGENCY_IDS.equipment,
      ZGDWMC: '',
      SM: '',
      LYLX: '1',
      JYRWZT: '1',
    };
    expect(await msgOf(PRODUCTS_API.inspectSet, { ...dispatch, ZGDWID: '' })).toBe(
      '请选择检验机构',
    );
    expect(await msgOf(PRODUCTS_API.inspectSet, { ...dispatch, JCCPID: '' })).toBe(
      '请选择消防产品',
    );
    expect(await msgOf(PRODUCTS_API.inspectSet, { ...dispatch, JCCPID: lamp.ID })).toBe(E.notDue);
    expect(await msgOf(PRODUCTS_API.inspectSet, { ...dispatch, LYLX: '2' })).toBe(E.wrongKind);
    expect(await msgOf(PRODUCTS_API.inspectSet, { ...dispatch, ZGDWID: '404' })).toBe(
      E.unknownAgency,
    );
    expect(await msgOf(PRODUCTS_API.inspectSet, { ...T19, ...dispatch, ...T19 })).toBe(
      E.taskClosed,
    );
    const sent = await post(PRODUCTS_API.inspectSet, dispatch);
    expect(sent.json).toMatchObject({ success: true, msg: '送检成功' });
    const testId = (sent.json.data as { ID: string }).ID;
    const testing = await named(T18, '手提式干粉灭火器');
    expect(testing).toMatchObject({
      SFCY: '1',
      JYRWID: testId,
      ZGDWMC: '国家消防装备质量检验检测中心',
    });
    expect(productStage(testing)).toBe('testing');
    expect(await msgOf(PRODUCTS_API.inspectSet, dispatch)).toBe(E.notDue);

    // 检验结果: from a test report with its electronic report attached.
    const report = '1782341919000382';
    const result = { ...T18, ID: testId, JCCPID: p.ID, JYJG: '1', LYWSID: report, SM: '' };
    expect(await msgOf(PRODUCTS_API.surveyReport, { ...result, JYJG: '' })).toBe('请选择检验结论');
    expect(await msgOf(PRODUCTS_API.surveyReport, { ...result, LYWSID: '' })).toBe(
      '请选择检验报告',
    );
    const sampling = p.CYDID ?? '';
    expect(await msgOf(PRODUCTS_API.surveyReport, { ...result, LYWSID: sampling })).toBe(
      E.notReport,
    );
    expect(await msgOf(PRODUCTS_API.reportFileJudge, { ...T18, wsid: sampling })).toBe(E.notReport);
    setReportFile('0');
    expect(await msgOf(PRODUCTS_API.reportFileJudge, { ...T18, wsid: report })).toBe(
      '请在附件中，上传电子版检验报告',
    );
    expect(await msgOf(PRODUCTS_API.surveyReport, result)).toBe('请在附件中，上传电子版检验报告');
    setReportFile('1');
    expect((await post(PRODUCTS_API.reportFileJudge, { ...T18, wsid: report })).json).toMatchObject(
      { success: true },
    );
    expect((await post(PRODUCTS_API.surveyReport, result)).json).toMatchObject({
      success: true,
      msg: '检验结果登记成功',
    });
    const tested = await named(T18, '手提式干粉灭火器');
    expect(tested).toMatchObject({ JYJG: '1', SFJY: '1', SFHG: '0', JYBGWSID: report });
    expect(productStage(tested)).toBe('unqualified');
    expect(await msgOf(PRODUCTS_API.surveyReport, result)).toBe(E.noPendingTest);

    // 复检费用: the method, then date and amount when normally collected.
    const fee = {
      ...T18,
      JCCPID: p.ID,
      SQFS: '3',
      SQRQ: '2026-03-10',
      SQJE: '1200',
      SM: '',
      LYRWID: T18.rwid,
      LYWSID: report,
      JYBGID: testId,
    };
    expect(await msgOf(PRODUCTS_API.fjfyUpdate, { ...fee, SQFS: '' })).toBe('请选择收取方式');
    expect(await msgOf(PRODUCTS_API.fjfyUpdate, { ...fee, SQRQ: '' })).toBe('请填写必填项');
    expect(await msgOf(PRODUCTS_API.fjfyUpdate, { ...fee, SQJE: '' })).toBe('请填写必填项');
    expect(await msgOf(PRODUCTS_API.fjfyUpdate, { ...fee, JYBGID: 'x' })).toBe(E.wrongTest);
    expect(await msgOf(PRODUCTS_API.fjfyUpdate, { ...fee, JCCPID: lamp.ID })).toBe(E.feeNotDue);
    expect(
      (await post(PRODUCTS_API.fjfyUpdate, { ...fee, SQFS: '2', SQRQ: '', SQJE: '' })).json,
    ).toMatchObject({ success: true, msg: '保存成功!' });
    expect(await named(T18, '手提式干粉灭火器')).toMatchObject({ SQFS: '2', SQJE: null });
    // Corrected while the re-test is not sent: one fee per test.
    expect((await post(PRODUCTS_API.fjfyUpdate, fee)).json).toMatchObject({ success: true });
    const applied = await named(T18, '手提式干粉灭火器');
    expect(applied).toMatchObject({ SQFS: '3', SQRQ: '2026-03-10', SQJE: 1200, SFFJSQ: '1' });
    expect(productStage(applied)).toBe('retestApplied');

    // 送复检: the due dispatch is now a re-test; the fee is then closed.
    expect(await msgOf(PRODUCTS_API.inspectSet, dispatch)).toBe(E.wrongKind);
    expect((await post(PRODUCTS_API.inspectSet, { ...dispatch, LYLX: '2' })).json).toMatchObject({
      success: true,
    });
    const retesting = await named(T18, '手提式干粉灭火器');
    expect(productStage(retesting)).toBe('retesting');
    expect(retesting.SFFJ).toBe('1');
    expect(await msgOf(PRODUCTS_API.fjfyUpdate, fee)).toBe(E.feeNotDue);
    expect(await opLog(server.url, demo, T18.rwid, 5)).toEqual([
      '送复检：手提式干粉灭火器（MFZ/ABC4）（国家消防装备质量检验检测中心）',
      '登记复检费用：手提式干粉灭火器（MFZ/ABC4）（正常收取 1200 元）',
      '登记复检费用：手提式干粉灭火器（MFZ/ABC4）（未收取）',
      '登记检验结果：手提式干粉灭火器（MFZ/ABC4） 不合格（消防产品检验报告）',
      '送检：手提式干粉灭火器（MFZ/ABC4）（国家消防装备质量检验检测中心）',
    ]);
  });
});

describe('cpfcJudge, and the product documents', () => {
  it('answers whether a product may be chosen for a document of its type', async () => {
    const lamp = await named(T18, '消防应急标志灯具');
    const judge = (rwwsszid: string, CPID: string) =>
      msgOf(PRODUCTS_API.cpfcJudge, { ...T18, rwwsszid, CPID });
    expect(await judge('232', lamp.ID)).toBe('该产品现场检查未抽样送检，无需填写抽样单');
    expect(await judge('411', lamp.ID)).toBe('操作成功');
    expect(await judge('412', lamp.ID)).toBe('该产品检验合格或尚未检验，无需复查');
    expect(await judge('420', lamp.ID)).toBe('该文书不需要选择消防产品');
    expect(await judge('232', '')).toBe('请选择消防产品');
    expect(await judge('232', 'x')).toBe(E.unknownProduct);
  });

  it('the notices and the re-test report are product documents with their pages', async () => {
    for (const wssid of ['9011', '9012']) {
      const added = beforeAddSchema.parse(
        (await post(PATHS.beforeAdd, { rwid: T18.rwid, runId: T18.runId, wssid })).json.data,
      );
      const def = formDefinitionSchema.parse(
        (await post(PATHS.formDefinition, { form: added.form, rwwsszid: added.rwwsszid })).json
          .data,
      );
      expect(def.title).toBe(
        wssid === '9011' ? '消防产品质量检验结果通知书' : '消防产品质量复检结果通知书',
      );
    }
    const report = formDefinitionSchema.parse(
      (await post(PATHS.formDefinition, { form: 'cpjybgfj', rwwsszid: '392' })).json.data,
    );
    expect(report.title).toBe('消防产品检验报告（复检）');
  });
});
