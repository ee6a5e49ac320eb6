import { describe, expect, it } from 'vitest';
import { PATHS } from '../paths';
import { runIdOf, taskId } from '../tasks/seed/build';
import { call, login, opLog, signedInServer, treeRows } from '../testing';
import { headerButtons } from '../actions/testing';
import { PRODUCT_DOCS } from './seed';
import { PRODUCT_ERRORS } from './routes';
import { PRODUCTS_API } from '../../shared/products/constants';
import { noticeRowSchema } from '../../shared/products/schemas';
import { ATTACHMENTS_API } from '../../shared/attachments/constants';
import { BUSINESS_TYPE } from '../../shared/uploads/constants';
import {
  beforeAddSchema,
  formDefinitionSchema,
  saveResultSchema,
} from '../../shared/documents/schemas';

// The rectification-notice link (zlxqDetail, zlxqHook, cancelHook) over HTTP, and the send
// prerequisites it and the sampling record feed (sendFlws).

const { server, demo } = await signedInServer();
const post = (path: string, form: Record<string, string>, token = demo) =>
  call(server.url, token, path, form);
const T17 = { rwid: taskId(17), runId: runIdOf(9) }; // type 19, 北辰, two notices and a 411
const T18 = { rwid: taskId(18), runId: runIdOf(10) }; // type 6, no notice, a 232 draft
const notices = async (task = T17) =>
  noticeRowSchema.array().parse((await post(PRODUCTS_API.noticeDetail, task)).json.data);

async function attach(task: typeof T18, flwsid: string): Promise<void> {
  const form = new FormData();
  form.append('businessType', BUSINESS_TYPE.document);
  form.append('businessUsage', '');
  form.append('runId', task.runId);
  form.append(
    'params',
    JSON.stringify({ businessId: flwsid, businessType: BUSINESS_TYPE.document }),
  );
  form.append('newProps', JSON.stringify([{ SHOW_NAME: '抽样现场照片' }]));
  form.append('files', new Blob([Buffer.from('photo')]), '抽样现场.jpg');
  const res = await fetch(server.url + ATTACHMENTS_API.upload, {
    method: 'POST',
    headers: { 'Blade-Auth': `bearer ${demo}` },
    body: form,
  });
  expect(((await res.json()) as { success: boolean }).success).toBe(true);
}

describe('挂接整改通知书', () => {
  it('is offered on the product tasks only', async () => {
    for (const n of [16, 17, 18])
      expect(await headerButtons(server, demo, n)).toContain('noticeLink');
    for (const n of [1, 3, 20])
      expect(await headerButtons(server, demo, n)).not.toContain('noticeLink');
    expect(
      (await post(PRODUCTS_API.noticeDetail, { rwid: taskId(20), runId: runIdOf(12) })).json.msg,
    ).toBe(PRODUCT_ERRORS.notProductTask);
  });

  it('lists approved and delivered notices only; none answers the spec text on hook', async () => {
    const rows = await notices();
    expect(rows.map((r) => [r.ID, r.SFGJ])).toEqual([[PRODUCT_DOCS.delivered, '0']]);
    expect(rows[0]).toMatchObject({ CRT_USERNAME: '张伟', SPRXM: '王建军' });
    expect(rows[0].WH).toMatch(/^新城消限字〔\d{4}〕第0201号$/);
    expect(await notices(T18)).toEqual([]);
    expect(
      (await post(PRODUCTS_API.noticeHook, { ...T18, id: PRODUCT_DOCS.delivered })).json.msg,
    ).toBe('暂无可挂接的文书！ 请将责令限期改正通知书送审通过并送达后才可以进行挂接');
  });

  it('links, refuses a second link and the undelivered notice, unlinks; logs each', async () => {
    expect(
      (await post(PRODUCTS_API.noticeHook, { ...T17, id: PRODUCT_DOCS.undelivered })).json.msg,
    ).toBe(PRODUCT_ERRORS.noticeNotLinkable);
    expect(
      (await post(PRODUCTS_API.noticeHook, { ...T17, id: PRODUCT_DOCS.delivered })).json,
    ).toMatchObject({
      success: true,
      msg: '关联成功',
    });
    expect((await notices())[0].SFGJ).toBe('1');
    expect(
      (await post(PRODUCTS_API.noticeHook, { ...T17, id: PRODUCT_DOCS.delivered })).json.msg,
    ).toBe(PRODUCT_ERRORS.alreadyLinked);
    expect(
      (await post(PRODUCTS_API.noticeUnhook, { ...T17, id: PRODUCT_DOCS.undelivered })).json.msg,
    ).toBe(PRODUCT_ERRORS.notLinked);
    expect(
      (await post(PRODUCTS_API.noticeUnhook, { ...T17, id: PRODUCT_DOCS.delivered })).json,
    ).toMatchObject({
      success: true,
      msg: '取消成功',
    });
    expect((await notices())[0].SFGJ).toBe('0');
    const wh = (await notices())[0].WH ?? '';
    expect(await opLog(server.url, demo, T17.rwid, 2)).toEqual([
      `取消挂接整改通知书：责令限期改正通知书（${wh}）`,
      `挂接整改通知书：责令限期改正通知书（${wh}）`,
    ]);
    const lisi = (await login(server.url, 'lisi')).access;
    expect(
      (await post(PRODUCTS_API.noticeHook, { ...T17, id: PRODUCT_DOCS.delivered }, lisi)).json.msg,
    ).toBe('无权查看该任务');
  });
});

describe('send prerequisites (sendFlws)', () => {
  it('a document needing a file link (411) is sent only once a notice is linked', async () => {
    const row = (await treeRows(server.url, demo, T17.rwid, T17.runId)).find(
      (r) => r.ID === PRODUCT_DOCS.recheck,
    );
    expect(row).toMatchObject({ RWWSSZID: '411', STATUS: '1' });
    const send = { runId: T17.runId, srcid: row?.FLWSID ?? '', xdlx: '1' };
    expect((await post(PATHS.sendFlws, send)).json.msg).toBe(
      '发送前请先完成：挂接的责令限期改正通知书',
    );
    await post(PRODUCTS_API.noticeHook, { ...T17, id: PRODUCT_DOCS.delivered });
    expect((await post(PATHS.sendFlws, send)).json).toMatchObject({
      success: true,
      msg: '发送成功！',
    });
  });

  it('the sampling record needs its photos before it is sent', async () => {
    const row = (await treeRows(server.url, demo, T18.rwid, T18.runId)).find(
      (r) => r.RWWSSZID === '232',
    );
    expect(row).toMatchObject({ STATUS: '1', SFFJ: '0' });
    const send = { runId: T18.runId, srcid: row?.FLWSID ?? '', xdlx: '1' };
    expect((await post(PATHS.sendFlws, send)).json.msg).toBe(
      '发送前请先完成：抽样现场照片或签字的抽样单（附件）',
    );
    await attach(T18, row?.FLWSID ?? '');
    expect((await post(PATHS.sendFlws, send)).json.msg).toBe('发送成功！');
  });

  it('a notice issued directly needs its signed original; sent to approval it does not', async () => {
    const task = { rwid: taskId(7), runId: runIdOf(3) };
    const added = beforeAddSchema.parse(
      (await post(PATHS.beforeAdd, { ...task, wssid: '404' })).json.data,
    );
    const def = formDefinitionSchema.parse(
      (await post(PATHS.formDefinition, { form: added.form, rwwsszid: added.rwwsszid })).json.data,
    );
    const values: Record<string, string> = {};
    for (const f of def.fields.filter((x) => !x.hidden))
      values[f.name] =
        f.type === 'date'
          ? '2026-03-20'
          : f.type === 'select'
            ? '1'
            : f.format === 'phone'
              ? '13904710000'
              : `${f.label}（核查）`;
    const saved = await post(PATHS.saveFlws, {
      RWID: task.rwid,
      runId: task.runId,
      form: def.form,
      rwwsszid: added.rwwsszid,
      data: JSON.stringify(values),
    });
    const { FLWSID } = saveResultSchema.parse(saved.json.data);
    const send = { runId: task.runId, srcid: FLWSID };
    expect((await post(PATHS.sendFlws, { ...send, xdlx: '2' })).json.msg).toBe(
      '发送前请先完成：当事人签收的文书原件扫描件（附件）',
    );
    expect((await post(PATHS.sendFlws, { ...send, xdlx: '1' })).json.msg).toBe('发送成功！');
  });
});
