import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ZipFile } from 'yazl';
import { currentUser, type ServerContext } from '../context';
import { brigades, type UserRow } from '../session/tables';
import { files, type FileRow } from './tables';
import { tasks } from '../tasks/tables';
import { ACCESS_ERRORS, taskFor } from '../detail/access';
import { documentFor, valuesOf } from '../detail/documents';
import { fail } from '../envelope';
import { dictLabels } from './render/dict-labels';
import { printHtml } from './render/print-html';
import { readStoredFile } from '../util/store';
import { formOf } from './forms/index';
import { recordOperation } from '../detail/oplog';
import { PATHS } from '../paths';
import { contentDisposition, esc, simplePage } from '../util/html';
import { formatDate } from '../util/time';
import { fieldsOf } from '../body';
import { checkPreviewLink, previewQuery } from './preview-link';
import { attachments } from '../attachments/tables';
import { contentTypeOf, fullNameOf } from '../attachments/model';
import { relativePathOf } from '../util/store';

// Files: download by MD5, print by template, package download (zip), and the online preview that
// the preview link opens without Blade-Auth (the link's signature is its permission).

export const FILE_ERRORS = {
  notFound: '附件没找到！',
  noneChosen: '请选择要打包的文件',
  noTemplateId: '缺少模板ID!',
  templateUnbound: '文书模板暂未绑定!',
  previewExpired: '预览链接已过期',
  previewUnavailable: '该文件暂无法预览',
  previewBadLink: '预览链接不正确',
} as const;

export { PREVIEW_VALID_MS } from './preview-link';

/** What a document row's MD5 names: a document file, or the bytes of one of its attachments. */
type StoredFile = Pick<FileRow, 'md5' | 'rwid' | 'name' | 'path' | 'contentType'>;

/**
 * The stored files with these MD5s: documents' own files first, then live attachments (a document
 * whose 预览 shows an uploaded file, WSYLLX 2, carries that attachment's MD5 on its tree row).
 */
function storedFiles(ctx: ServerContext, md5s: readonly string[]): StoredFile[] {
  if (md5s.length === 0) return [];
  const own: StoredFile[] = ctx.db.select().from(files).where(inArray(files.md5, md5s)).all();
  const attached = ctx.db
    .select()
    .from(attachments)
    .where(and(inArray(attachments.md5, md5s), eq(attachments.deleted, 0)))
    .all()
    .map((a) => ({
      md5: a.md5,
      rwid: a.rwid,
      name: fullNameOf(a),
      path: relativePathOf(a.md5),
      contentType: contentTypeOf(a.suffix),
    }));
  return [...own, ...attached];
}

type Owned = { ok: true; file: StoredFile } | { ok: false; status: number; msg: string };

function ownedFile(ctx: ServerContext, user: UserRow, md5: string | undefined): Owned {
  const found = md5 ? storedFiles(ctx, [md5.toLowerCase()]) : [];
  if (found.length === 0) return { ok: false, status: 404, msg: FILE_ERRORS.notFound };
  const owned = ctx.db
    .select({ rwid: tasks.rwid })
    .from(tasks)
    .where(
      and(
        inArray(
          tasks.rwid,
          found.map((f) => f.rwid),
        ),
        eq(tasks.ownerId, user.id),
      ),
    )
    .all()
    .map((t) => t.rwid);
  const file = found.find((f) => owned.includes(f.rwid));
  if (!file) return { ok: false, status: 403, msg: ACCESS_ERRORS.forbidden };
  return { ok: true, file };
}

function previewCheck(
  ctx: ServerContext,
  f: Record<string, string | undefined>,
): { ok: true; file: StoredFile; bytes: Buffer } | { ok: false; status: number; msg: string } {
  const found: { value: { file: StoredFile; bytes: Buffer } | null } = { value: null };
  const link = checkPreviewLink(ctx, f, (md5) => {
    const file = storedFiles(ctx, [md5])[0];
    const bytes = file ? readStoredFile(ctx.dataDir, file.path) : null;
    found.value = file && bytes ? { file, bytes } : null;
    return found.value !== null;
  });
  if (!link.ok) return link;
  const checked = found.value;
  if (!checked) return { ok: false, status: 404, msg: FILE_ERRORS.previewUnavailable };
  return { ok: true, ...checked };
}

const sendPage = (reply: FastifyReply, status: number, html: string): FastifyReply =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(html);

export function registerFileRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(PATHS.downloadFile, async (request, reply) => {
    const f = fieldsOf(request);
    const user = currentUser(request);
    const owned = ownedFile(ctx, user, f.md5);
    if (!owned.ok) return reply.code(owned.status).send(fail(owned.msg, owned.status));
    const bytes = readStoredFile(ctx.dataDir, owned.file.path);
    if (!bytes) return reply.code(404).send(fail(FILE_ERRORS.notFound, 404));
    recordOperation(ctx, owned.file.rwid, user, request.ip, `下载附件：${owned.file.name}`);
    return reply
      .type(owned.file.contentType)
      .header('Content-Disposition', contentDisposition('attachment', owned.file.name))
      .send(bytes);
  });

  app.get(PATHS.printFlws, async (request, reply) => {
    const f = fieldsOf(request);
    const user = currentUser(request);
    const found = documentFor(ctx, user, f.FLWSID);
    if (!found.ok) return fail(found.msg);
    if (!f.DYMBID) return fail(FILE_ERRORS.noTemplateId);
    const def = formOf(found.type.form);
    if (!def || f.DYMBID !== found.type.printTemplateId) return fail(FILE_ERRORS.templateUnbound);
    const brigade = ctx.db.select().from(brigades).where(eq(brigades.id, user.companyId)).get();
    const values = valuesOf(found.doc);
    const html = printHtml({
      brigadeName: brigade?.name ?? '',
      title: found.doc.title,
      wh: found.doc.wh,
      def,
      values,
      labels: dictLabels(ctx, def, values),
      date: values.LKRQ || formatDate(ctx.now()),
      sealed: found.doc.sealState === '2',
    });
    recordOperation(ctx, found.task.rwid, user, request.ip, `打印文书：${found.doc.title}`);
    return reply.type('text/html; charset=utf-8').send(html);
  });

  app.post(PATHS.packageDownload, async (request, reply) => {
    const f = fieldsOf(request);
    const user = currentUser(request);
    const access = taskFor(ctx, user, f.RWID ?? f.rwid ?? '', f.runId);
    if (!access.ok) return fail(access.msg);
    const md5s = [
      ...new Set(
        (f.md5s ?? '')
          .split(',')
          .map((m) => m.trim().toLowerCase())
          .filter(Boolean),
      ),
    ];
    if (md5s.length === 0) return fail(FILE_ERRORS.noneChosen);
    const rows = storedFiles(ctx, md5s);
    const runTasks = new Set(
      ctx.db
        .select({ rwid: tasks.rwid })
        .from(tasks)
        .where(eq(tasks.runId, access.task.runId))
        .all()
        .map((t) => t.rwid),
    );
    const byMd5 = new Map<string, StoredFile>();
    for (const r of rows) if (runTasks.has(r.rwid) && !byMd5.has(r.md5)) byMd5.set(r.md5, r);
    const chosen: Array<{ file: StoredFile; bytes: Buffer }> = [];
    for (const md5 of md5s) {
      const file = byMd5.get(md5);
      const bytes = file ? readStoredFile(ctx.dataDir, file.path) : null;
      if (!file || !bytes) return fail(FILE_ERRORS.notFound);
      chosen.push({ file, bytes });
    }
    const zip = new ZipFile();
    const used = new Map<string, number>();
    for (const { file, bytes } of chosen) {
      const seen = used.get(file.name) ?? 0;
      used.set(file.name, seen + 1);
      const name =
        seen === 0 ? file.name : file.name.replace(/(\.[^.]*)?$/, (ext) => `（${seen + 1}）${ext}`);
      zip.addBuffer(bytes, name, { mtime: new Date(ctx.now()) });
    }
    zip.end();
    recordOperation(ctx, access.task.rwid, user, request.ip, `打包下载：${chosen.length}个文件`);
    return reply
      .type('application/zip')
      .header(
        'Content-Disposition',
        contentDisposition('attachment', `${access.task.name}-附件.zip`),
      )
      .send(zip.outputStream);
  });

  app.get(PATHS.preview, async (request, reply) => {
    const f = fieldsOf(request);
    const checked = previewCheck(ctx, f);
    if (!checked.ok)
      return sendPage(
        reply,
        checked.status,
        simplePage(checked.msg, `<div class="msg">${esc(checked.msg)}</div>`),
      );
    const raw = `${PATHS.previewRaw}?${previewQuery({ ...f, md5: checked.file.md5 })}`;
    const frame =
      checked.file.contentType === 'application/pdf'
        ? `<embed src="${esc(raw)}" type="application/pdf">`
        : `<iframe src="${esc(raw)}" title="${esc(checked.file.name)}"></iframe>`;
    return sendPage(
      reply,
      200,
      simplePage(checked.file.name, `<div class="bar">${esc(checked.file.name)}</div>${frame}`),
    );
  });

  app.get(PATHS.previewRaw, async (request, reply) => {
    const checked = previewCheck(ctx, fieldsOf(request));
    if (!checked.ok)
      return sendPage(
        reply,
        checked.status,
        simplePage(checked.msg, `<div class="msg">${esc(checked.msg)}</div>`),
      );
    return reply
      .type(checked.file.contentType)
      .header('Content-Disposition', contentDisposition('inline', checked.file.name))
      .header('Cache-Control', 'no-store')
      .send(checked.bytes);
  });
}
