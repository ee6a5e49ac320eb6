import { describe, expect, it } from 'vitest';
import { taskId } from '../tasks/seed/build';
import { call, callRaw, opLog, signedInServer } from '../testing';
import { actionCalls, rowsOf, runOf } from './testing';
import { ACTIONS_API } from '../../shared/actions/constants';
import {
  inspectionTimeSchema,
  licenceSchema,
  serviceUnitSchema,
} from '../../shared/actions/schemas';
import { addDays, chinaToday } from '../../shared/common/dates';
import { GENERIC_API, LOOKUP } from '../../shared/generic/constants';
import { createHash } from 'node:crypto';

const { server, demo } = await signedInServer();
const { act, refused } = actionCalls(server, demo);

const today = (): string => chinaToday(Date.now());

describe('/jdjcyqsq (修改检查时间)', () => {
  it('gives the unit’s pending request', async () => {
    const pending = inspectionTimeSchema.parse((await act(ACTIONS_API.getXGJCSJ, 28)).json.data);
    expect(pending).toMatchObject({
      SQR: '孙丽华',
      YYTIME: `${addDays(today(), 6)} 09:00:00`,
      SQYY: '学校期中考试期间，申请调整检查时间至考试结束后',
      ISTY: null,
    });
    expect(inspectionTimeSchema.parse((await act(ACTIONS_API.getXGJCSJ, 7)).json.data)).toBeNull();
  });

  it('refuses without applicant, time or answer, and on other task types', async () => {
    const yytime = `${addDays(today(), 6)} 09:00:00`;
    await refused(ACTIONS_API.clshdwxgyytime, 28, { YYTIME: yytime, ISTY: '1' }, '请填写申请人');
    await refused(
      ACTIONS_API.clshdwxgyytime,
      28,
      { SQR: '孙丽华', ISTY: '1' },
      '请选择预约检查时间',
    );
    await refused(
      ACTIONS_API.clshdwxgyytime,
      28,
      { SQR: '孙丽华', YYTIME: yytime },
      '请选择是否同意',
    );
    await refused(
      ACTIONS_API.clshdwxgyytime,
      7,
      { SQR: '孙丽华', YYTIME: yytime, ISTY: '1' },
      '只有双随机抽查任务可以修改检查时间',
    );
  });

  it('agrees: the planned start becomes the requested day and the request is closed', async () => {
    const yytime = `${addDays(today(), 6)} 09:00:00`;
    const { json } = await act(ACTIONS_API.clshdwxgyytime, 28, {
      SQR: '孙丽华',
      YYTIME: yytime,
      ISTY: '1',
    });
    expect(json).toMatchObject({ success: true, msg: '预约成功！' });
    expect(rowsOf(server, 28).task.plannedStart).toBe(addDays(today(), 6));
    expect((await act(ACTIONS_API.getXGJCSJ, 28)).json.data).toBeNull();
    expect((await opLog(server.url, demo, taskId(28)))[0]).toBe(
      `修改检查时间：同意，检查时间改为${yytime}`,
    );
  });

  it('takes a new request from the unit, once, and a refusal keeps the planned start', async () => {
    const yytime = `${addDays(today(), 9)} 14:00:00`;
    const ask = { SQR: '孙丽华', YYTIME: yytime, SQYY: '学校组织春游' };
    expect((await act(ACTIONS_API.shdwupdateyytime, 28, ask)).json.success).toBe(true);
    await refused(ACTIONS_API.shdwupdateyytime, 28, ask, '该任务已有待处理的修改检查时间申请');
    const answer = { SQR: '孙丽华', YYTIME: yytime, ISTY: '0' };
    expect((await act(ACTIONS_API.clshdwxgyytime, 28, answer)).json.msg).toBe('预约成功！');
    expect(rowsOf(server, 28).task.plannedStart).toBe(addDays(today(), 6));
  });

  it('stores the reminder days, a whole number from 1 to 30', async () => {
    for (const bad of ['0', '31', '2.5', 'x'])
      await refused(
        ACTIONS_API.updateXSYJJGTS,
        28,
        { XSYJJGTS: bad },
        '提醒间隔天数须为1至30的整数',
      );
    expect((await act(ACTIONS_API.updateXSYJJGTS, 28, { XSYJJGTS: '7' })).json.success).toBe(true);
    expect(rowsOf(server, 28).state?.reminderDays).toBe(7);
  });
});

describe('/jsfw (技术服务)', () => {
  it('pages the agencies and filters by name', async () => {
    const all = await call(server.url, demo, ACTIONS_API.getJsfwdw, { current: '1', size: '5' });
    const page = all.json.data as { records: unknown[]; total: number };
    expect(page.total).toBe(8);
    expect(page.records).toHaveLength(5);
    for (const r of page.records) serviceUnitSchema.parse(r);
    const found = await call(server.url, demo, ACTIONS_API.getJsfwdw, { DWMC: '评估' });
    const named = (found.json.data as { records: Array<{ DWMC: string }> }).records;
    expect(named.map((r) => r.DWMC)).toEqual([
      '内蒙古北疆消防安全评估有限公司',
      '内蒙古正和消防安全评估有限公司',
    ]);
  });

  it('serves the picker lookup of XFJD_JSFW_DW', async () => {
    const { json } = await call(server.url, demo, GENERIC_API.pageQuery, {
      current: '1',
      size: String(LOOKUP.size),
      runId: runOf(7),
      queryType: String(LOOKUP.queryType),
      extendTreeType: String(LOOKUP.extendTreeType),
      obj: JSON.stringify({ tableName: 'XFJD_JSFW_DW', labelField: 'DWMC', search: '青城' }),
    });
    expect(json).toMatchObject({ success: true });
    expect(JSON.stringify(json.data)).toContain('呼和浩特市青城消防设施检测有限公司');
  });

  it('assigns an agency, refusing none or an unknown one', async () => {
    await refused(ACTIONS_API.saveJsfwRw, 7, {}, '请选择单位');
    await refused(ACTIONS_API.saveJsfwRw, 7, { dwid: '999' }, '请选择单位');
    await refused(ACTIONS_API.saveJsfwRw, 3, { dwid: '1501000302' }, '该任务不能指派技术服务机构');
    const { json } = await act(ACTIONS_API.saveJsfwRw, 7, { dwid: '1501000302' });
    expect(json).toMatchObject({ success: true, msg: '操作成功' });
    expect(rowsOf(server, 7).state).toMatchObject({
      serviceUnitId: '1501000302',
      serviceUnitName: '呼和浩特市青城消防设施检测有限公司',
    });
    expect((await opLog(server.url, demo, taskId(7)))[0]).toBe(
      '指派技术服务机构：呼和浩特市青城消防设施检测有限公司',
    );
  });
});

describe('/electronicLicense (电子证照)', () => {
  it('makes the licence of a finished type-11 task once, then gives and downloads it', async () => {
    expect(licenceSchema.parse((await act(ACTIONS_API.getEleLicense, 13)).json.data)).toBeNull();
    await refused(
      ACTIONS_API.preparationOfEvidence,
      12,
      {},
      '只有已办结的公众聚集场所投入使用、营业前消防安全检查任务可以制证',
    );
    expect((await act(ACTIONS_API.preparationOfEvidence, 13)).json).toMatchObject({
      success: true,
      msg: '制证成功!',
    });
    await refused(ACTIONS_API.preparationOfEvidence, 13, {}, '该任务已制证，请勿重复制证');
    const licence = licenceSchema.parse((await act(ACTIONS_API.getEleLicense, 13)).json.data);
    expect(licence).toMatchObject({ ZZMC: '公众聚集场所投入使用、营业前消防安全检查合格证明' });
    expect(licence?.ZZBH).toMatch(/^XFAQJC\d{8}\d{6}$/);
    const pdf = await callRaw(server.url, demo, ACTIONS_API.licenceDownload, {
      RWID: taskId(13),
      runId: runOf(13),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(createHash('md5').update(pdf.body).digest('hex')).toBe(licence?.MD5);
    expect((await opLog(server.url, demo, taskId(13)))[0]).toBe(
      `下载电子证照：${licence?.ZZBH ?? ''}`,
    );
    const none = await callRaw(server.url, demo, ACTIONS_API.licenceDownload, {
      RWID: taskId(1),
      runId: runOf(1),
    });
    expect(JSON.parse(none.body.toString('utf8'))).toMatchObject({ msg: '该任务尚未制证' });
  });
});
