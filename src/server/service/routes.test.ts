import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { taskId } from '../tasks/seed/build';
import { call, callRaw, opLog, signedInServer, withDatabase } from '../testing';
import { runOf } from '../actions/testing';
import { pageQuery } from '../penalty/testing';
import { SERVICE_SEED } from './seed';
import { PATHS } from '../paths';
import { ATTACHMENTS_API } from '../../shared/attachments/constants';
import { GENERIC_API } from '../../shared/generic/constants';
import {
  CONFIRM_DELIVERY_INTERFACE,
  SERVICE_API,
  SERVICE_DWID,
  SERVICE_RECORDS_DWID,
} from '../../shared/service/constants';
import {
  serviceRecordSchema,
  servicePreviewSchema,
  type ServiceRecord,
} from '../../shared/service/schemas';
import { missingOf } from '../../shared/service/records';

// The service area over real HTTP on the seeded data (server/service/seed.ts): the records (3934),
// receipts registering services, electronic service and its link, proof and recorded delivery.

const { server, demo } = await signedInServer();
const post = (path: string, form: Record<string, string>) => call(server.url, demo, path, form);
/** A generic save of the service area (3322 electronic record, 3321 proof): runId beside its data. */
const save = (dwId: number, runId: string, data: Record<string, string>) =>
  post(GENERIC_API.saveOrUpdate, { dwId: String(dwId), runId, data: JSON.stringify(data) });
/** 确认送达: generic interface 44 with obj { ID }. */
const confirm = (runId: string, ID: string) =>
  post(GENERIC_API.execInterface, {
    id: String(CONFIRM_DELIVERY_INTERFACE),
    runId,
    obj: JSON.stringify({ ID }),
  });
const db = <T>(fn: (d: ReturnType<typeof drizzle<typeof schema>>) => T): T =>
  withDatabase(server.dataDir, (sqlite) => fn(drizzle({ client: sqlite, schema })));
const docRow = (id: string) =>
  db((d) => d.select().from(schema.documents).where(eq(schema.documents.id, id)).get());
const recordRow = (id: string) =>
  db((d) => d.select().from(schema.serviceRecords).where(eq(schema.serviceRecords.id, id)).get());

async function records(n: number, history = '0', size = 10, current = 1): Promise<ServiceRecord[]> {
  const { json } = await call(server.url, demo, GENERIC_API.pageQuery, {
    dwId: String(SERVICE_RECORDS_DWID),
    runId: runOf(n),
    obj: JSON.stringify({ RWID: taskId(n), SFCXLSSJ: history }),
    current: String(current),
    size: String(size),
  });
  const page = (json.data as { data: { records: unknown[]; total: number } }).data;
  return page.records.map((r) => serviceRecordSchema.parse(r));
}

const notice20 = () =>
  db((d) =>
    d
      .select()
      .from(schema.documents)
      .where(eq(schema.documents.rwid, taskId(20)))
      .all()
      .find((r) => r.typeId === '404'),
  ) as NonNullable<ReturnType<typeof docRow>>;

async function uploadProof(flwsid: string, n: number, usage: string): Promise<void> {
  const form = new FormData();
  form.append('businessType', 'flws');
  form.append('businessUsage', usage);
  form.append('runId', runOf(n));
  form.append('params', JSON.stringify({ businessId: flwsid, businessType: 'flws' }));
  form.append('newProps', JSON.stringify([{ SHOW_NAME: '送达回证签收页' }]));
  form.append('files', new Blob([Buffer.from('signed receipt')]), 'receipt.pdf');
  const res = await fetch(server.url + ATTACHMENTS_API.upload, {
    method: 'POST',
    headers: { 'Blade-Auth': `bearer ${demo}` },
    body: form,
  });
  expect(await res.json()).toMatchObject({ success: true });
}

describe('the service records (generic query 3934)', () => {
  it('lists a task’s records with their proof, the run’s with SFCXLSSJ 1', async () => {
    const [delivered] = await records(13);
    expect(delivered).toMatchObject({
      ID: SERVICE_SEED.delivered,
      SDFS: '1',
      SDXS: '1',
      SFSD: '2',
      HZFJ: 1,
      RWID: taskId(13),
    });
    expect(delivered.SDWSMCWH).toMatch(/^公众聚集场所投入使用、营业前消防安全检查意见书（.+号）$/);
    expect(missingOf(delivered)).toEqual([]);
    const [pending] = await records(20);
    expect(pending).toMatchObject({ SDFS: '2', ZT: '0', DZSDQRS: '1', XZTIME: null });
    expect(missingOf(pending)).toEqual(['到达时间']);
    const [left] = await records(9);
    expect(left).toMatchObject({ SDXS: '2', ZPFJ: 1, SFSD: '2' });
    const [missing] = await records(27);
    expect(missingOf(missing)).toEqual(['送达回证']);
  });

  it('refuses other officers’ tasks and a filter without a task', async () => {
    const other = await pageQuery(server, demo, SERVICE_RECORDS_DWID, { RWID: taskId(31) });
    expect(other.json).toMatchObject({ success: false, msg: '无权查看该任务' });
    const none = await pageQuery(server, demo, SERVICE_RECORDS_DWID, {});
    expect(none.json).toMatchObject({ success: false, msg: '查询条件未指定任务' });
  });
});

describe('a saved delivery receipt registers the service', () => {
  it('adds a registration of the document it names, not yet delivered; the run’s pages', async () => {
    const notice = db((d) =>
      d
        .select()
        .from(schema.documents)
        .where(eq(schema.documents.rwid, taskId(1)))
        .all(),
    ).find((r) => r.typeId === '404' && r.deleted === 0) as NonNullable<ReturnType<typeof docRow>>;
    const named = `${notice.title}（${notice.wh ?? ''}）`;
    const save = (SDFS: string) =>
      post(PATHS.saveFlws, {
        runId: runOf(3),
        RWID: taskId(3),
        rwwsszid: '46',
        form: 'sdhz',
        data: JSON.stringify({
          WSMCWH: named,
          SSDR: '呼和浩特市鼎盛购物中心有限公司',
          SDDD: '呼和浩特市新城区中山东路1号',
          SDFS,
          SDSJ: `2026-11-2${SDFS} 10:00`,
          SJR: '赵建国',
          SDR: '张伟、李强',
        }),
      });
    // Task 3 serves nothing itself, and its run nothing yet.
    expect(await records(3, '1')).toEqual([]);
    expect((await save('3')).json).toMatchObject({ success: true, msg: '保存成功!' });
    expect((await save('6')).json).toMatchObject({ success: true });
    // Recorded on the served document's task (1); task 3 sees them with the run's history.
    expect(await records(3)).toEqual([]);
    const all = await records(3, '1');
    expect(all.map((r) => [r.RWID, r.SDFS, r.SDXS, r.SFSD, r.SDWSMCWH])).toEqual([
      [taskId(1), '1', '6', '1', named],
      [taskId(1), '1', '3', '1', named],
    ]);
    expect(missingOf(all[0])).toEqual(['公告', '公告起始日期']);
    expect(missingOf(all[1])).toEqual(['邮寄单号', '邮件回执']);
    expect((await records(1, '0', 1, 2)).map((r) => r.ID)).toEqual([all[1].ID]);
    expect(await opLog(server.url, demo, taskId(1), 20)).toContain(`登记送达：${named}，邮寄送达`);
  });
});

describe('electronic service', () => {
  const ids = () => {
    const n = notice20();
    return { runId: runOf(20), flwssyid: n.id, flwsid: n.flwsid };
  };

  it('previews the form the unit will see', async () => {
    const { json } = await post(SERVICE_API.preview, ids());
    const form = servicePreviewSchema.parse(json.data);
    expect(form).toMatchObject({
      SSDR: '呼和浩特市新城区育才小学',
      SJHM: '13904710321',
      WSMC: '责令限期改正通知书',
      ZT: '0',
      SDLJ: null,
    });
    expect(form.NR.length).toBeGreaterThan(2);
  });

  it('refuses without the unit’s agreed consent, for a document not ready, in a wrong run', async () => {
    const consent = SERVICE_SEED.consent.id;
    const agreed = docRow(consent)?.values ?? '';
    db((d) =>
      d
        .update(schema.documents)
        .set({ values: agreed.replace('"TYDZSD":"1"', '"TYDZSD":"2"') })
        .where(eq(schema.documents.id, consent))
        .run(),
    );
    expect((await post(SERVICE_API.send, ids())).json.msg).toBe(
      '该单位尚未签署电子送达地址确认书（同意电子送达），不能电子送达',
    );
    db((d) =>
      d
        .update(schema.documents)
        .set({ values: agreed })
        .where(eq(schema.documents.id, consent))
        .run(),
    );
    const draft = db((d) =>
      d
        .select()
        .from(schema.documents)
        .where(eq(schema.documents.rwid, taskId(14)))
        .all(),
    ).find((r) => r.typeId === '404') as NonNullable<ReturnType<typeof docRow>>;
    expect(
      (
        await save(SERVICE_DWID.electronic, runOf(14), {
          RWID: taskId(14),
          FLWSID: draft.flwsid,
        })
      ).json.msg,
    ).toBe('文书尚未审批通过，不能送达');
    expect((await post(SERVICE_API.send, { ...ids(), runId: runOf(1) })).json.msg).toBe(
      '任务不属于该流程',
    );
    expect(
      (
        await save(SERVICE_DWID.electronic, runOf(20), {
          RWID: taskId(20),
          FLWSID: ids().flwsid,
        })
      ).json.msg,
    ).toBe('该文书已有未完成的电子送达，请在送达记录中发送或等待受送达人打开');
  });

  it('creates a pending electronic record by generic save 3322, and never updates one', async () => {
    const seeded = SERVICE_SEED.pendingElectronic;
    const setState = (id: string, state: string) =>
      db((d) =>
        d
          .update(schema.serviceRecords)
          .set({ state })
          .where(eq(schema.serviceRecords.id, id))
          .run(),
      );
    // The seeded open record set aside for this test, put back after it.
    setState(seeded, '2');
    const data = { RWID: taskId(20), FLWSID: notice20().flwsid };
    const added = await save(SERVICE_DWID.electronic, runOf(20), data);
    expect(added.json).toMatchObject({ success: true });
    const id = String(added.json.data);
    expect(recordRow(id)).toMatchObject({
      rwid: taskId(20),
      documentId: notice20().id,
      method: '2',
      manner: '5',
      state: '0',
      delivered: '1',
    });
    expect((await opLog(server.url, demo, taskId(20)))[0]).toBe(
      `新增电子送达：${notice20().title}（${notice20().wh ?? ''}）`,
    );
    expect((await save(SERVICE_DWID.electronic, runOf(20), { ...data, ID: id })).json.msg).toBe(
      '电子送达记录不能修改，请在送达记录中预览后发送',
    );
    expect((await save(SERVICE_DWID.electronic, runOf(20), { RWID: taskId(20) })).json.msg).toBe(
      '请选择送达文书',
    );
    db((d) => d.delete(schema.serviceRecords).where(eq(schema.serviceRecords.id, id)).run());
    setState(seeded, '0');
  });

  it('sends with the spec’s message; the link records the arrival and delivers', async () => {
    const sent = await post(SERVICE_API.send, ids());
    expect(sent.json).toMatchObject({ success: true, msg: '发送成功！' });
    const link = (sent.json.data as { SDLJ: string }).SDLJ;
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/preview\/dzsd\/[0-9a-f]{64}$/);
    expect((await post(SERVICE_API.send, ids())).json.msg).toBe(
      '该文书已电子送达，受送达人打开链接即送达，请复制送达链接发给受送达人',
    );
    expect(recordRow(SERVICE_SEED.pendingElectronic)).toMatchObject({
      state: '1',
      arrivedAt: null,
    });

    // Opened by the unit: no token, only the link.
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('责令限期改正通知书');
    expect(html).toContain('电子送达');
    const arrived = recordRow(SERVICE_SEED.pendingElectronic);
    expect(arrived).toMatchObject({ state: '2', delivered: '2' });
    expect(arrived?.arrivedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(docRow(notice20().id)?.delivered).toBe('2');
    expect(
      (await opLog(server.url, demo, taskId(20), 20)).some((l) => l.includes('电子送达到达')),
    ).toBe(true);
    // A second opening keeps the first arrival; a guessed token finds nothing.
    await fetch(link);
    expect(recordRow(SERVICE_SEED.pendingElectronic)?.arrivedAt).toBe(arrived?.arrivedAt);
    const guessed = await callRaw(server.url, null, `/preview/dzsd/${'0'.repeat(64)}`);
    expect(guessed.status).toBe(404);
    expect(guessed.body.toString()).toContain('送达链接无效或已失效');
    const [done] = await records(20);
    expect(missingOf(done)).toEqual([]);
    expect((await post(SERVICE_API.preview, ids())).json.data).toMatchObject({
      SDLJ: link,
      ZT: '2',
    });
  });
});

describe('proof and the recorded delivery', () => {
  const R3 = SERVICE_SEED.missingReceipt;

  it('refuses to record a delivery without its proof, naming what is missing', async () => {
    expect((await confirm(runOf(27), R3)).json).toMatchObject({
      success: false,
      msg: '送达证明不全，不能确认送达：缺送达回证',
    });
    expect(recordRow(R3)?.delivered).toBe('1');
  });

  it('checks the proof details', async () => {
    const saveProof = (over: Record<string, string>) =>
      save(SERVICE_DWID.proof, runOf(27), { ID: R3, KDDH: '', GGKSRQ: '', SPID: '', ...over });
    expect((await saveProof({ KDDH: 'SF 12' })).json.msg).toBe(
      '邮寄单号只能由字母、数字和“-”组成，最长40位',
    );
    expect((await saveProof({ GGKSRQ: '2999-01-01' })).json.msg).toBe('公告起始日期不能晚于今天');
    expect((await saveProof({ SPID: 'nope' })).json.msg).toBe(
      '所选执法记录仪视频未绑定到本任务，请先绑定',
    );
    expect((await saveProof({ SPID: '' })).json).toMatchObject({ success: true, data: R3 });
    expect((await saveProof({ KDDH: 'SF1234567890' })).json).toMatchObject({
      success: true,
      data: R3,
    });
    expect((await save(SERVICE_DWID.proof, runOf(27), { KDDH: 'SF1' })).json.msg).toBe(
      '送达记录不存在',
    );
    expect(recordRow(R3)?.expressNo).toBe('SF1234567890');
  });

  it('records it once the signed receipt is attached', async () => {
    const served = recordRow(R3)?.documentId ?? '';
    await uploadProof(docRow(served)?.flwsid ?? '', 27, 'SDHZ');
    expect((await confirm(runOf(27), R3)).json).toMatchObject({
      success: true,
      msg: '已确认送达',
    });
    expect(recordRow(R3)?.delivered).toBe('2');
    expect(docRow(served)?.delivered).toBe('2');
    expect((await confirm(runOf(27), R3)).json.msg).toBe('该送达记录已确认送达');
    expect(
      (await opLog(server.url, demo, taskId(27), 20)).some((l) => l.startsWith('文书送达：')),
    ).toBe(true);
  });
});
