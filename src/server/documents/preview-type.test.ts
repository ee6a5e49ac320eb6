import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PATHS } from '../paths';
import { runIdOf, taskId } from '../tasks/seed/build';
import {
  callRaw,
  login,
  opLog,
  signedInServer,
  signedLink,
  treeRows,
  withDatabase,
} from '../testing';
import { pngPicture } from '../seed/media';
import { makePdf } from '../util/pdf';
import { DOCUMENTS_API } from '../../shared/documents/constants';
import { documentPreviewSchema } from '../../shared/documents/schemas';
import { ATTACHMENTS_API } from '../../shared/attachments/constants';
import { attachmentRecordSchema } from '../../shared/attachments/schemas';
import { BUSINESS_TYPE } from '../../shared/uploads/constants';
import type { TreeRow } from '../../shared/detail/schemas';

// base/getWsyllx and base/upateYllx over HTTP (docs/decisions.md "Document preview type"): a
// document's 预览 shows the system document ('1') or one of its uploaded images or PDFs ('2'); the
// tree row's MD5 follows the choice, so preview and download open the chosen file; every refusal
// changes nothing; deleting the chosen file falls back to '1'.

const { server, demo, post } = await signedInServer();

const DAILY = taskId(7); // 31, open, run 3, with a draft
const RUN3 = runIdOf(3);
const INSPECTION = taskId(1); // 74, run 1, with a seeded 检查记录 (420)
const PENALTY = taskId(3); // 61, open, run 1: its 询问笔录 (9002) is delivered (STATUS 10)
const RUN1 = runIdOf(1);
const md5 = (b: Buffer): string => createHash('md5').update(b).digest('hex');

const rowsOf = async (rwid: string, runId: string): Promise<TreeRow[]> =>
  (await treeRows(server.url, demo, rwid, runId)).filter((r) => r.TREE_LEVEL === 3);
async function rowOf(rwid: string, runId: string, flwsid: string): Promise<TreeRow> {
  const row = (await rowsOf(rwid, runId)).find((r) => r.FLWSID === flwsid);
  if (!row) throw new Error(`no row ${flwsid}`);
  return row;
}
const draft = (await rowsOf(DAILY, RUN3)).find(
  (r) => r.RWID === DAILY && r.STATUS === '1' && r.RW_ISDELETED !== '1',
);
if (!draft?.FLWSID) throw new Error('the seed has no draft on task 7');
const DOC = draft.FLWSID;
const OWN_MD5 = draft.MD5;

const preview = async (FLWSID: string, runId = RUN3) => {
  const { json } = await post(DOCUMENTS_API.getWsyllx, { runId, FLWSID });
  expect(json).toMatchObject({ code: 200, success: true });
  return documentPreviewSchema.parse(json.data);
};
const update = async (form: Record<string, string>, token = demo): Promise<string> =>
  String((await post(DOCUMENTS_API.upateYllx, { runId: RUN3, ...form }, token)).json.msg);

/** Uploads files to a document (multipart), answering their attachment ids in order. */
async function attach(flwsid: string, files: Array<{ name: string; bytes: Buffer }>, runId = RUN3) {
  const form = new FormData();
  form.append('businessType', BUSINESS_TYPE.document);
  form.append('runId', runId);
  form.append(
    'params',
    JSON.stringify({ businessId: flwsid, businessType: BUSINESS_TYPE.document }),
  );
  form.append('newProps', JSON.stringify(files.map(() => ({ SHOW_NAME: '' }))));
  for (const f of files) form.append('files', new Blob([f.bytes]), f.name);
  const res = await fetch(server.url + ATTACHMENTS_API.upload, {
    method: 'POST',
    headers: { 'Blade-Auth': `bearer ${demo}` },
    body: form,
  });
  const answer = (await res.json()) as { success: boolean; data: unknown };
  expect(answer.success).toBe(true);
  return z.array(attachmentRecordSchema).parse(answer.data);
}

const scan = pngPicture(240, 320, [30, 30, 30]);
const signedPdf = makePdf([{ text: '签字页' }], '签字页');
const [png, pdf, txt] = await attach(DOC, [
  { name: '签收页扫描件.png', bytes: scan },
  { name: '签收页.pdf', bytes: signedPdf },
  { name: '说明.txt', bytes: Buffer.from('说明') },
]);

describe('getWsyllx', () => {
  it('answers the system document for a document that chose nothing, and refuses unknown ones', async () => {
    expect(await preview(DOC)).toEqual({ WSYLLX: '1', fileId: null });
    expect((await rowOf(DAILY, RUN3, DOC)).WSYLLX).toBe('1');
    expect((await post(DOCUMENTS_API.getWsyllx, { runId: RUN3, FLWSID: '42' })).json.msg).toBe(
      '文书未找到!',
    );
    expect((await post(DOCUMENTS_API.getWsyllx, { runId: RUN1, FLWSID: DOC })).json.msg).toBe(
      '任务不属于该流程',
    );
  });

  it('reads an older stored value (the earlier seed wrote pdf) as the system document', async () => {
    const seeded = (await rowsOf(INSPECTION, RUN1)).find((r) => r.RWWSSZID === '420');
    const flwsid = seeded?.FLWSID ?? '';
    withDatabase(server.dataDir, (db) =>
      db.prepare("UPDATE xfjd_flws SET WSYLLX = 'pdf' WHERE FLWSID = ?").run(flwsid),
    );
    expect(await preview(flwsid, RUN1)).toEqual({ WSYLLX: '1', fileId: null });
    const row = await rowOf(INSPECTION, RUN1, flwsid);
    expect(row.WSYLLX).toBe('1');
    expect(row.MD5).toBe(seeded?.MD5);
  });
});

describe('upateYllx', () => {
  it('refuses, changing nothing: unknown document, other officer, closed task, status, type, file', async () => {
    const lisi = (await login(server.url, 'lisi')).access;
    const set = { FLWSID: DOC, WSYLLX: '2', fileId: png.ID };
    expect(await update({ ...set, FLWSID: '42' })).toBe('文书未找到!');
    expect(await update(set, lisi)).toBe('无权查看该任务');
    expect(await update({ ...set, runId: RUN1 })).toBe('任务不属于该流程');
    expect(await update({ ...set, WSYLLX: 'pdf' })).toBe('文书预览类型不正确');
    expect(await update({ FLWSID: DOC, WSYLLX: '2' })).toBe('请选择作为文书预览的附件');
    expect(await update({ ...set, fileId: '42' })).toBe('预览附件不存在或已删除');
    expect(await update({ ...set, fileId: txt.ID })).toBe('只有图片或PDF附件可以设为文书预览');
    // A delivered document has no edit button: its preview is not the officer's to change.
    const delivered = (await rowsOf(PENALTY, RUN1)).find(
      (r) => r.RWID === PENALTY && r.STATUS === '10',
    );
    expect(await update({ runId: RUN1, FLWSID: delivered?.FLWSID ?? '', WSYLLX: '1' })).toBe(
      '当前状态的文书不可设置预览',
    );
    // A file of another document (on another task of the officer) is not this one's.
    const [elsewhere] = await attach(
      delivered?.FLWSID ?? '',
      [{ name: '其他.png', bytes: scan }],
      RUN1,
    );
    expect(await update({ ...set, fileId: elsewhere.ID })).toBe(
      '该附件不属于此文书，不能设为文书预览',
    );
    const done = (await rowsOf(taskId(8), runIdOf(4))).find(
      (r) => r.RWID === taskId(8) && r.STATUS === '9',
    );
    expect(await update({ runId: runIdOf(4), FLWSID: done?.FLWSID ?? '', WSYLLX: '1' })).toBe(
      '任务已办结，不能新增或修改文书',
    );
    expect(await preview(DOC)).toEqual({ WSYLLX: '1', fileId: null });
    expect((await rowOf(DAILY, RUN3, DOC)).MD5).toBe(OWN_MD5);
  });

  it("sets an uploaded image: the tree row's MD5 follows it, and preview and download open it", async () => {
    expect(await update({ FLWSID: DOC, WSYLLX: '2', fileId: png.ID })).toBe('已设为文书预览');
    expect(await preview(DOC)).toEqual({ WSYLLX: '2', fileId: png.ID });
    const row = await rowOf(DAILY, RUN3, DOC);
    expect(row).toMatchObject({ WSYLLX: '2', MD5: md5(scan) });
    expect(row.JBCZ_BUTTONS.map((b) => b.BUTTON_TYPE)).toEqual(
      expect.arrayContaining(['preview', 'download']),
    );
    expect(await opLog(server.url, demo, DAILY, 1)).toEqual([
      `设置文书预览：${draft.TITLE} → 签收页扫描件.png`,
    ]);

    const download = await callRaw(server.url, demo, PATHS.downloadFile, { md5: md5(scan) });
    expect(download.status).toBe(200);
    expect(md5(download.body)).toBe(md5(scan));
    expect(download.headers.get('content-type')).toBe('image/png');
    const link = await signedLink(server.url, demo, md5(scan));
    expect((await callRaw(server.url, null, PATHS.preview, link)).status).toBe(200);
    const raw = await callRaw(server.url, null, PATHS.previewRaw, link);
    expect(raw.status).toBe(200);
    expect(md5(raw.body)).toBe(md5(scan));

    // Another file replaces the choice; the PDF previews as a PDF.
    expect(await update({ FLWSID: DOC, WSYLLX: '2', fileId: pdf.ID })).toBe('已设为文书预览');
    expect(await preview(DOC)).toEqual({ WSYLLX: '2', fileId: pdf.ID });
    expect((await rowOf(DAILY, RUN3, DOC)).MD5).toBe(md5(signedPdf));
    const pdfLink = await signedLink(server.url, demo, md5(signedPdf));
    const page = await callRaw(server.url, null, PATHS.preview, pdfLink);
    expect(page.body.toString()).toContain('type="application/pdf"');
  });

  it('restores the system document with 1', async () => {
    expect(await update({ FLWSID: DOC, WSYLLX: '1' })).toBe('已恢复为系统文书');
    expect(await preview(DOC)).toEqual({ WSYLLX: '1', fileId: null });
    expect((await rowOf(DAILY, RUN3, DOC)).MD5).toBe(OWN_MD5);
    expect(await opLog(server.url, demo, DAILY, 1)).toEqual([
      `文书预览恢复为系统文书：${draft.TITLE}`,
    ]);
  });

  it('falls back to the system document when the chosen file is deleted', async () => {
    expect(await update({ FLWSID: DOC, WSYLLX: '2', fileId: png.ID })).toBe('已设为文书预览');
    const removed = await post(ATTACHMENTS_API.remove, { runId: RUN3, fileId: png.ID });
    expect(removed.json).toMatchObject({ success: true });
    expect(await preview(DOC)).toEqual({ WSYLLX: '1', fileId: null });
    expect(await rowOf(DAILY, RUN3, DOC)).toMatchObject({ WSYLLX: '1', MD5: OWN_MD5 });
    expect(await opLog(server.url, demo, DAILY, 2)).toEqual([
      '删除附件：签收页扫描件.png',
      `文书预览恢复为系统文书：${draft.TITLE}（预览附件已删除）`,
    ]);
    const stored = withDatabase(
      server.dataDir,
      (db) =>
        db.prepare('SELECT WSYLLX FROM xfjd_flws WHERE FLWSID = ?').get(DOC) as {
          WSYLLX: string | null;
        },
    );
    expect(stored.WSYLLX).toBe('1');
    expect(await update({ FLWSID: DOC, WSYLLX: '2', fileId: png.ID })).toBe(
      '预览附件不存在或已删除',
    );
  });
});
