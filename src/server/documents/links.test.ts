import { describe, expect, it } from 'vitest';
import { PATHS } from '../paths';
import { runIdOf, taskId } from '../tasks/seed/build';
import { login, signedInServer, treeRows } from '../testing';
import {
  flwsDetailSchema,
  flwsPrefillSchema,
  saveResultSchema,
} from '../../shared/documents/schemas';
import { DOCUMENTS_API } from '../../shared/documents/constants';
import { M } from '../../shared/messages';

// A document page's query reaches the server (spec 02 §2; issue 18): getFlwsPrefill answers the
// type's name and presets and what the source document (lyId) and the inspection record (jcjlid)
// give, refusing links that are no documents of the task's run; saveFlws keeps the links and
// numbers a new document by its serial (lsh); getFlwsDetail sends them back and checks FLWSLB.
// One server for the file.

const { server, demo, post } = await signedInServer();

const FIRE = { RWID: taskId(21), runId: runIdOf(13) }; // 火灾事故调查, open, 火灾调查文书
const INSPECTION = { RWID: taskId(1), runId: runIdOf(1) }; // its 消防监督检查记录 (420) is the record
const NOT_DEMO = { RWID: taskId(47), runId: runIdOf(32) }; // 王晓东's case transfer (115, 9022)

/** FLWSID, title and number of the first live document of the type in the task's tree. */
async function docOf(task: { RWID: string; runId: string }, type: string, token = demo) {
  const rows = await treeRows(server.url, token, task.RWID, task.runId);
  const row = rows.find(
    (r) => r.TREE_LEVEL === 3 && r.RWWSSZID === type && Number(r.RW_ISDELETED ?? 0) === 0,
  );
  if (!row?.FLWSID) throw new Error(`no ${type} in ${task.RWID}`);
  return { FLWSID: row.FLWSID, TITLE: row.TITLE, WH: row.WH ?? null };
}

const prefill = (form: Record<string, string>) => post(DOCUMENTS_API.prefill, form);
const msgOf = async (p: ReturnType<typeof post>): Promise<unknown> => (await p).json.msg;

const REDETERMINATION = {
  YRDSWH: '',
  FHJDWH: '呼消复核字〔2026〕第0003号',
  HZMC: '老绥远烧麦馆火灾',
  QHSJ: '2026-03-01 11:40',
  QHDD: '呼和浩特市新城区中山东路126号',
  QHDW: '呼和浩特市新城区老绥远烧麦馆',
  SWRS: '0',
  SSRS: '0',
  ZJCCSS: '32000',
  HZSS: '烧损厨房设备',
  CXDCQK: '重新提取了燃气软管残骸',
  QHYY: '燃气软管老化脱落',
  RDYJ: '现场勘验笔录、鉴定意见',
  GZSX: '依法申请复核',
  LKRQ: '2026-03-20',
};

const DETERMINATION = {
  HZMC: '呼和浩特市新城区老绥远烧麦馆火灾',
  QHSJ: '2026-03-01 11:40',
  QHDD: '呼和浩特市新城区中山东路126号老绥远烧麦馆',
  QHDW: '呼和浩特市新城区老绥远烧麦馆',
  SWRS: '0',
  SSRS: '0',
  ZJCCSS: '32000',
  HZSS: '烧损厨房设备',
  QHYY: '燃气软管老化脱落',
  ZHCY: '',
  RDYJ: '现场勘验笔录、鉴定意见',
  FHGZ: '十五日内申请复核',
  LKRQ: '2026-03-10',
};

/** A 火灾事故认定书 saved on the fire case: numbered when created (消火认字). */
async function savedDetermination(): Promise<{ FLWSID: string; TITLE: string; WH: string | null }> {
  const { json } = await post(PATHS.saveFlws, {
    ...FIRE,
    form: 'hzsgrds',
    rwwsszid: '9021',
    data: JSON.stringify(DETERMINATION),
  });
  const saved = saveResultSchema.parse(json.data);
  return { FLWSID: saved.FLWSID, TITLE: '火灾事故认定书', WH: saved.WH };
}

describe('getFlwsPrefill', () => {
  it('fills the re-determination from the determination it replaces', async () => {
    const determination = await savedDetermination();
    expect(determination.WH).toMatch(/^新城消火认字〔\d{4}〕第\d{4}号$/);
    const { json } = await prefill({
      ...FIRE,
      form: 'hzsgcxrds',
      rwwsszid: '528',
      lyId: determination.FLWSID,
    });
    expect(json).toMatchObject({ success: true });
    const p = flwsPrefillSchema.parse(json.data);
    expect(p).toMatchObject({
      form: 'hzsgcxrds',
      rwwsszid: '528',
      title: '火灾事故重新认定书',
      LYWSID: determination.FLWSID,
      source: determination,
      JCJLID: null,
      LSH: null,
      WH: null,
    });
    // Its number goes into 原火灾事故认定书文号; the fire's facts are carried over, not its findings.
    expect(p.values.YRDSWH).toBe(determination.WH);
    expect(p.values.HZMC).toBe('呼和浩特市新城区老绥远烧麦馆火灾');
    expect(p.values.QHDD).toBe('呼和浩特市新城区中山东路126号老绥远烧麦馆');
    expect(p.values).not.toHaveProperty('QHYY');
    expect(p.values).not.toHaveProperty('LKRQ');
  });

  it('presets what the type means and names the type', async () => {
    const p = async (form: string, rwwsszid: string) =>
      flwsPrefillSchema.parse((await prefill({ ...FIRE, form, rwwsszid })).json.data);
    expect(await p('cgs', '421')).toMatchObject({
      title: '催告书（停产停业）',
      values: { CGLX: '2' },
    });
    expect((await p('cgs', '101')).values).toEqual({ CGLX: '1' });
    expect((await p('jdjcxfjdjcjl', '725')).values).toEqual({ JCLX: '2' });
    expect((await p('ysajtzs', '460')).title).toBe('移送案件通知书');
    // A re-inspection application names its kind's setting (601 监督检查), as its save does.
    expect(await p('fcsqdj', '601')).toMatchObject({ rwwsszid: '93', title: '复查申请登记' });
  });

  it('takes the unit and the inspection date from the inspection record (jcjlid)', async () => {
    const record = await docOf(INSPECTION, '420');
    const { json } = await post(PATHS.flwsDetail, { FLWSID: record.FLWSID });
    const recordValues = flwsDetailSchema.parse(json.data).values;
    const p = flwsPrefillSchema.parse(
      (
        await prefill({
          ...INSPECTION,
          form: 'cpzlxqgztzs',
          rwwsszid: '404',
          jcjlid: record.FLWSID,
        })
      ).json.data,
    );
    expect(p.record).toEqual(record);
    expect(p.values).toMatchObject({
      DWMC: recordValues.DWMC,
      JCRQ: recordValues.JCSJ.slice(0, 10),
    });
  });

  it('refuses links that are no documents of the task, in the server’s words', async () => {
    const elsewhere = await docOf(NOT_DEMO, '115', (await login(server.url, 'wangwu')).access);
    const notRecord = await docOf(FIRE, '458');
    const base = { ...FIRE, form: 'hzsgcxrds', rwwsszid: '528' };
    expect(await msgOf(prefill({ ...base, lyId: elsewhere.FLWSID }))).toBe(
      '来源文书不存在或与当前任务无关!',
    );
    expect(await msgOf(prefill({ ...base, lyId: '404404' }))).toBe(M.docLinkSourceUnknown);
    expect(await msgOf(prefill({ ...base, jcjlid: '404404' }))).toBe(
      '检查记录不存在或与当前任务无关!',
    );
    expect(await msgOf(prefill({ ...base, jcjlid: notRecord.FLWSID }))).toBe(
      '关联的文书不是检查记录!',
    );
    expect(await msgOf(prefill({ ...base, lsh: '12a' }))).toBe('流水号只能是1至6位数字!');
    expect(await msgOf(prefill({ ...base, form: 'cgs' }))).toBe('表单与文书设置不一致');
    expect(await msgOf(prefill({ ...base, RWID: taskId(47) }))).toBe('无权查看该任务');
  });
});

describe('saveFlws keeps the links; getFlwsDetail sends them back', () => {
  it('numbers by the serial, keeps the source, and refuses a serial already used', async () => {
    const determination = await savedDetermination();
    const planned = flwsPrefillSchema.parse(
      (
        await prefill({
          ...FIRE,
          form: 'hzsgcxrds',
          rwwsszid: '528',
          lyId: determination.FLWSID,
          lsh: '88',
        })
      ).json.data,
    );
    expect(planned.WH).toMatch(/^新城消火认字〔\d{4}〕第0088号$/);
    const save = (extra: Record<string, string>) =>
      post(PATHS.saveFlws, {
        ...FIRE,
        form: 'hzsgcxrds',
        rwwsszid: '528',
        data: JSON.stringify({ ...REDETERMINATION, YRDSWH: determination.WH ?? '' }),
        ...extra,
      });
    const { json } = await save({ lyId: determination.FLWSID, lsh: '88' });
    expect(json).toMatchObject({ success: true, msg: '保存成功!' });
    const saved = saveResultSchema.parse(json.data);
    expect(saved.WH).toBe(planned.WH);
    expect(await msgOf(save({ lsh: '0088' }))).toBe(`文号${planned.WH}已被使用，请更换流水号!`);

    const detail = async (extra: Record<string, string> = {}) =>
      (await post(PATHS.flwsDetail, { FLWSID: saved.FLWSID, ...extra })).json;
    expect(flwsDetailSchema.parse((await detail()).data)).toMatchObject({
      LYWSID: determination.FLWSID,
      source: determination,
      LSH: '88',
      JCJLID: null,
    });
    // The row that opens it names its form; a row of another form is stale.
    expect(await detail({ FLWSLB: 'hzsgcxrds' })).toMatchObject({ success: true });
    expect((await detail({ FLWSLB: 'hzsgrds' })).msg).toBe('表单与文书设置不一致');
    // A gateway's category code names no form: nothing to compare.
    expect(await detail({ FLWSLB: '12' })).toMatchObject({ success: true });

    // An edit keeps the links it does not name, refuses a foreign one.
    const edit = (extra: Record<string, string>) => save({ FLWSID: saved.FLWSID, ...extra });
    expect(await edit({})).toMatchObject({ json: { success: true } });
    expect(await msgOf(edit({ lyId: '404404' }))).toBe('来源文书不存在或与当前任务无关!');
    expect(flwsDetailSchema.parse((await detail()).data)).toMatchObject({
      LYWSID: determination.FLWSID,
      LSH: '88',
    });
  });

  it('seeds the party notice of a transfer linked to the transfer notice it follows', async () => {
    const wangwu = (await login(server.url, 'wangwu')).access;
    const transfer = await docOf(NOT_DEMO, '115', wangwu);
    const notice = await docOf(NOT_DEMO, '9022', wangwu);
    const { json } = await post(PATHS.flwsDetail, { FLWSID: notice.FLWSID }, wangwu);
    expect(flwsDetailSchema.parse(json.data)).toMatchObject({
      TITLE: '案件移送通知书',
      LYWSID: transfer.FLWSID,
      source: transfer,
      values: { YSWSWH: transfer.WH },
    });
  });
});
