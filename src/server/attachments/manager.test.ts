import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { M } from '../../shared/messages';
import { runIdOf, taskId } from '../tasks/seed/build';
import {
  call,
  callRaw,
  login,
  opLog,
  startTestServer,
  treeRows,
  withDatabase,
  type TestServer,
} from '../testing';
import { BUSINESS_TYPE } from '../../shared/uploads/constants';
import { attachmentRecordSchema, type AttachmentRecord } from '../../shared/attachments/schemas';
import { type TreeRow } from '../../shared/detail/schemas';
import { ATTACHMENTS_API } from '../../shared/attachments/constants';

let server: TestServer;
let demo: string;
let tree: TreeRow[];
beforeAll(async () => {
  server = await startTestServer();
  demo = (await login(server.url)).access;
  tree = await treeRows(server.url, demo, taskId(3), runIdOf(1));
});
afterAll(async () => {
  await server.dispose();
});

const INSPECTION = taskId(1); // 74, run 1: seeded task, document and mobile attachments
const PENALTY = taskId(3); // 61, run 1, open
const RUN1 = runIdOf(1);
const md5 = (b: Buffer): string => createHash('md5').update(b).digest('hex');
const nameOf = (disposition: string | null): string =>
  decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition ?? '')?.[1] ?? '');
const pageSchema = z.object({
  records: z.array(attachmentRecordSchema),
  total: z.number(),
  current: z.number(),
  size: z.number(),
  pages: z.number(),
});

async function list(
  params: Record<string, string>,
  extra: Record<string, string> = {},
): Promise<z.infer<typeof pageSchema>> {
  const { json } = await call(server.url, demo, ATTACHMENTS_API.list, {
    runId: RUN1,
    current: '1',
    size: '10',
    params: JSON.stringify(params),
    ...extra,
  });
  if (json.success !== true) throw new Error(String(json.msg));
  return pageSchema.parse(json.data);
}

async function upload(form: FormData, token = demo): Promise<Record<string, unknown>> {
  const res = await fetch(server.url + ATTACHMENTS_API.upload, {
    method: 'POST',
    headers: { 'Blade-Auth': `bearer ${token}` },
    body: form,
  });
  return (await res.json()) as Record<string, unknown>;
}

function uploadForm(
  business: { businessId: string; businessType: string },
  files: Array<{ name: string; bytes: Buffer; title?: string }>,
  runId = RUN1,
): FormData {
  const form = new FormData();
  form.append('businessType', business.businessType);
  form.append('businessUsage', '');
  form.append('runId', runId);
  form.append('params', JSON.stringify(business));
  form.append('newProps', JSON.stringify(files.map((f) => ({ SHOW_NAME: f.title ?? '' }))));
  for (const f of files) form.append('files', new Blob([f.bytes]), f.name);
  return form;
}

describe('attachment list', () => {
  it('pages a business with the type filter, and with a link type lists the whole task marking its own rows', async () => {
    const task = await list({ businessId: INSPECTION, businessType: BUSINESS_TYPE.task });
    expect(task.total).toBe(7);
    expect(task.records.every((r) => r.SFHG === '1' && r.BUSINESS_TYPE === 'xmrw')).toBe(true);
    const images = await list(
      { businessId: INSPECTION, businessType: BUSINESS_TYPE.task },
      { fileType: '1', size: '1', current: '2' },
    );
    expect(images).toMatchObject({ total: 2, pages: 2, current: 2, size: 1 });
    expect(images.records[0].FILE_TYPE).toBe('1');

    const docRow = (await treeRows(server.url, demo, INSPECTION, RUN1)).find(
      (r) => r.RWID === INSPECTION && r.RWWSSZID === '420',
    );
    const linked = await list({
      businessId: docRow?.FLWSID ?? '',
      businessType: BUSINESS_TYPE.document,
      linkType: '1',
    });
    expect(linked.total).toBe(8);
    expect(linked.records.filter((r) => r.SFHG === '1').map((r) => r.SHOW_NAME)).toEqual([
      '检查记录签字页',
    ]);
    const own = await list({
      businessId: docRow?.FLWSID ?? '',
      businessType: BUSINESS_TYPE.document,
    });
    expect(own.records.map((r) => [r.SHOW_NAME, r.SUFFIX, r.FILE_TYPE])).toEqual([
      ['检查记录签字页', 'png', '1'],
    ]);
  });

  it('refuses bad params, other officers and unknown businesses', async () => {
    const refusal = async (params: string, token = demo): Promise<unknown> =>
      (await call(server.url, token, ATTACHMENTS_API.list, { params })).json.msg;
    expect(await refusal('{')).toBe('参数params不是有效的JSON');
    expect(await refusal(JSON.stringify({ businessType: 'xmrw' }))).toBe('附件所属业务不能为空');
    expect(await refusal(JSON.stringify({ businessId: INSPECTION, businessType: 'abc' }))).toBe(
      '附件业务类型不正确',
    );
    expect(await refusal(JSON.stringify({ businessId: '1', businessType: 'xmrw' }))).toBe(
      '任务不存在',
    );
    const lisi = (await login(server.url, 'lisi')).access;
    expect(
      await refusal(JSON.stringify({ businessId: INSPECTION, businessType: 'xmrw' }), lisi),
    ).toBe('无权查看该任务');
  });
});

describe('multipart upload, rename, download, remove', () => {
  it('stores a batch on a document under server names, sets its SFFJ, and clears it when the last one is removed', async () => {
    const doc = tree.find((r) => r.RWID === PENALTY && r.RWWSSZID === '18');
    expect(doc?.SFFJ).toBe('0');
    const business = { businessId: doc?.FLWSID ?? '', businessType: BUSINESS_TYPE.document };
    const photo = Buffer.from('photo bytes');
    const batch = [
      { name: 'IMG_0001.jpg', bytes: photo, title: '立案现场照片' },
      { name: '说明.docx', bytes: Buffer.from('docx') },
    ];
    const answer = await upload(uploadForm(business, batch));
    expect(answer).toMatchObject({ success: true });
    const rows = z.array(attachmentRecordSchema).parse(answer.data);
    expect(rows.map((r) => [r.SHOW_NAME, r.SUFFIX, r.FILE_TYPE, r.FILE_SIZE, r.MD5])).toEqual([
      ['立案现场照片', 'jpg', '1', photo.length, md5(photo)],
      ['说明', 'docx', '2', 4, md5(Buffer.from('docx'))],
    ]);
    expect((answer.data as Array<{ SAVE_PATH: string }>)[0].SAVE_PATH).toMatch(
      new RegExp(`^${md5(photo).slice(0, 16)}[0-9a-f]{8}\\.jpg$`),
    );
    expect(await opLog(server.url, demo, PENALTY, 2)).toEqual([
      '上传附件：说明.docx',
      '上传附件：立案现场照片.jpg',
    ]);
    const flag = async (): Promise<string | null> =>
      (await treeRows(server.url, demo, PENALTY, RUN1)).find((r) => r.ID === doc?.ID)?.SFFJ ?? null;
    expect(await flag()).toBe('1');
    // The same batch again (its answer was lost): the same two attachments, nothing stored twice.
    const logged = await opLog(server.url, demo, PENALTY, 10);
    const again = await upload(uploadForm(business, batch));
    expect(
      z
        .array(attachmentRecordSchema)
        .parse(again.data)
        .map((r) => r.ID),
    ).toEqual(rows.map((r) => r.ID));
    expect((await list(business)).total).toBe(2);
    expect(await opLog(server.url, demo, PENALTY, 10)).toEqual(logged);

    const [first, second] = rows;
    const renamed = await call(server.url, demo, ATTACHMENTS_API.rename, {
      fileId: first.ID,
      runId: RUN1,
      showName: '立案现场照片（东门）',
      params: JSON.stringify(business),
    });
    expect(renamed.json).toMatchObject({ success: true, msg: '操作成功!' });
    expect(await opLog(server.url, demo, PENALTY, 1)).toEqual([
      '重命名附件：立案现场照片.jpg → 立案现场照片（东门）.jpg',
    ]);
    expect(
      (await call(server.url, demo, ATTACHMENTS_API.rename, { fileId: first.ID, showName: ' ' }))
        .json.msg,
    ).toBe('标题不能为空!');

    const file = await callRaw(server.url, demo, ATTACHMENTS_API.download, {
      fileId: first.ID,
      runId: RUN1,
    });
    expect(file.status).toBe(200);
    expect(file.body.equals(photo)).toBe(true);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(nameOf(file.headers.get('content-disposition'))).toBe('立案现场照片（东门）.jpg');
    expect(await opLog(server.url, demo, PENALTY, 1)).toEqual([
      '下载附件：立案现场照片（东门）.jpg',
    ]);

    for (const r of [first, second]) {
      expect(
        (
          await call(server.url, demo, ATTACHMENTS_API.remove, {
            fileId: r.ID,
            runId: RUN1,
            params: JSON.stringify(business),
          })
        ).json,
      ).toMatchObject({ success: true, msg: '删除成功!' });
    }
    expect(await opLog(server.url, demo, PENALTY, 1)).toEqual(['删除附件：说明.docx']);
    expect(await flag()).toBe('0');
    expect((await list(business)).total).toBe(0);
    expect(
      (await call(server.url, demo, ATTACHMENTS_API.remove, { fileId: first.ID })).json.msg,
    ).toBe('附件没找到！');
    const gone = await callRaw(server.url, demo, ATTACHMENTS_API.download, { fileId: first.ID });
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.body.toString('utf8'))).toMatchObject({ msg: '附件没找到！' });
  });

  it('refuses an empty batch, a bad suffix, a file over 100 MB, bad newProps, a broken body and archived tasks', async () => {
    const task = { businessId: PENALTY, businessType: BUSINESS_TYPE.task };
    expect((await upload(uploadForm(task, []))).msg).toBe(M.uploadFileRequired);
    expect(
      (await upload(uploadForm(task, [{ name: 'tool.exe', bytes: Buffer.from('MZ') }]))).msg,
    ).toBe(M.uploadBadSuffix('tool.exe'));
    expect(
      (
        await upload(
          uploadForm(task, [{ name: '录像.mp4', bytes: Buffer.alloc(100 * 1024 * 1024 + 1) }]),
        )
      ).msg,
    ).toBe(M.uploadTooLarge('录像.mp4', 100));
    const badProps = uploadForm(task, [{ name: 'a.png', bytes: Buffer.from('x') }]);
    badProps.set('newProps', '{}');
    expect((await upload(badProps)).msg).toBe('参数newProps不是有效的JSON数组');
    const res = await fetch(server.url + ATTACHMENTS_API.upload, {
      method: 'POST',
      headers: {
        'Blade-Auth': `bearer ${demo}`,
        'Content-Type': 'multipart/form-data; boundary=xyz',
      },
      body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue',
    });
    expect(((await res.json()) as { msg: string }).msg).toBe('上传内容格式不正确');
    const archived = { businessId: taskId(6), businessType: BUSINESS_TYPE.task };
    expect(
      (await upload(uploadForm(archived, [{ name: 'a.png', bytes: Buffer.from('x') }], runIdOf(2))))
        .msg,
    ).toBe('任务已归档或作废，不能上传附件');
    const lisi = (await login(server.url, 'lisi')).access;
    expect(
      (await upload(uploadForm(task, [{ name: 'a.png', bytes: Buffer.from('x') }]), lisi)).msg,
    ).toBe('无权查看该任务');
    expect((await list(task)).records.some((r: AttachmentRecord) => r.SHOW_NAME === 'a')).toBe(
      false,
    );
  });

  it('refuses renames and removals of other officers and on archived tasks', async () => {
    const seeded = (await list({ businessId: PENALTY, businessType: BUSINESS_TYPE.task }))
      .records[0];
    const lisi = (await login(server.url, 'lisi')).access;
    expect(
      (await call(server.url, lisi, ATTACHMENTS_API.rename, { fileId: seeded.ID, showName: 'x' }))
        .json.msg,
    ).toBe('无权查看该任务');
    expect(
      (await call(server.url, lisi, ATTACHMENTS_API.remove, { fileId: seeded.ID })).json.msg,
    ).toBe('无权查看该任务');
    withDatabase(server.dataDir, (db) =>
      db.prepare("UPDATE xfjd_xmrw SET RWZT = '3' WHERE RWID = ?").run(PENALTY),
    );
    expect(
      (await call(server.url, demo, ATTACHMENTS_API.rename, { fileId: seeded.ID, showName: 'x' }))
        .json.msg,
    ).toBe('任务已归档或作废，不能修改附件');
    expect(
      (await call(server.url, demo, ATTACHMENTS_API.remove, { fileId: seeded.ID })).json.msg,
    ).toBe('任务已归档或作废，不能修改附件');
  });

  it('a draft (STATUS 1) on an archived task: no edit button, and its attachments are refused', async () => {
    // Spec 02 §6: attachments follow the edit button, which follows the task's state, not STATUS.
    withDatabase(server.dataDir, (db) =>
      db.prepare("UPDATE xfjd_xmrw SET RWZT = '3' WHERE RWID = ?").run(PENALTY),
    );
    const rows = await treeRows(server.url, demo, PENALTY, RUN1);
    const draft = rows.find((r) => r.RWID === PENALTY && r.FLWSID && r.STATUS === '1');
    if (!draft?.FLWSID) throw new Error('the seed has a draft on the penalty task');
    expect(draft.XGCZ_BUTTONS.map((b) => b.BUTTON_TYPE)).not.toContain('edit');
    expect(draft.JBCZ_BUTTONS.map((b) => b.BUTTON_TYPE)).toContain('attachments');
    const business = { businessId: draft.FLWSID, businessType: BUSINESS_TYPE.document };
    expect(
      (await upload(uploadForm(business, [{ name: 'a.png', bytes: Buffer.from('x') }]))).msg,
    ).toBe('任务已归档或作废，不能上传附件');
  });
});

describe('delete, download and rename with params (spec 01 §7)', () => {
  it('acts inside the business params names (or its task with a link type), refuses another one, and still takes no params', async () => {
    const rows = await treeRows(server.url, demo, INSPECTION, RUN1);
    const doc = rows.find((r) => r.RWID === INSPECTION && r.RWWSSZID === '420')?.FLWSID ?? '';
    const own = { businessId: doc, businessType: BUSINESS_TYPE.document };
    const file = (await list(own)).records[0];
    const taskFile = (await list({ businessId: INSPECTION, businessType: BUSINESS_TYPE.task }))
      .records[0];
    const rename = async (fileId: string, params?: object): Promise<unknown> =>
      (
        await call(server.url, demo, ATTACHMENTS_API.rename, {
          fileId,
          runId: RUN1,
          showName: '检查记录签字页',
          ...(params ? { params: JSON.stringify(params) } : {}),
        })
      ).json.msg;
    expect(await rename(file.ID, own)).toBe('操作成功!');
    expect(await rename(file.ID)).toBe('操作成功!');
    // The task's own file is not the document's; in link mode the whole task is.
    expect(await rename(taskFile.ID, own)).toBe('该附件不属于当前业务');
    expect(await rename(taskFile.ID, { ...own, linkType: '1' })).toBe('操作成功!');
    expect(
      (
        await call(server.url, demo, ATTACHMENTS_API.remove, {
          fileId: taskFile.ID,
          runId: RUN1,
          params: JSON.stringify(own),
        })
      ).json.msg,
    ).toBe('该附件不属于当前业务');
    expect(
      (
        await call(server.url, demo, ATTACHMENTS_API.remove, {
          fileId: taskFile.ID,
          params: '{',
        })
      ).json.msg,
    ).toBe('参数params不是有效的JSON');
    const got = await callRaw(server.url, demo, ATTACHMENTS_API.download, {
      fileId: file.ID,
      runId: RUN1,
      params: JSON.stringify(own),
    });
    expect(got.status).toBe(200);
    expect(nameOf(got.headers.get('content-disposition'))).toBe('检查记录签字页.png');
    const refused = await callRaw(server.url, demo, ATTACHMENTS_API.download, {
      fileId: taskFile.ID,
      runId: RUN1,
      params: JSON.stringify(own),
    });
    expect(refused.status).toBe(404);
    expect((await list({ businessId: INSPECTION, businessType: BUSINESS_TYPE.task })).total).toBe(
      7,
    );
  });
});
