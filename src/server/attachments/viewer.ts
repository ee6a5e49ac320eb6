import { createReadStream, statSync } from 'node:fs';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ZipFile } from 'yazl';
import { currentUser, type ServerContext } from '../context';
import { attachments, type AttachmentRow } from './tables';
import { categories } from '../detail/tables';
import { documents, files } from '../documents/tables';
import { taskFor } from '../detail/access';
import { fail, ok } from '../envelope';
import { relativePathOf, storedFilePath } from '../util/store';
import { recordOperation } from '../detail/oplog';
import { ATTACHMENT_ERRORS, attachmentRecord, contentTypeOf, fullNameOf } from './model';
import { contentDisposition } from '../util/html';
import { fieldsOf } from '../body';
import { FILE_ERRORS } from '../documents/files';
import { checkPreviewLink } from '../documents/preview-link';
import { BUSINESS_TYPE } from '../../shared/uploads/constants';
import { MOBILE_PACKAGE_FILE_TYPES } from '../../shared/attachments/rules';
import { ATTACHMENTS_API } from '../../shared/attachments/constants';

// The attachment viewer: a task's attachments grouped by document, the mobile attachments as one
// zip, and the media bytes the viewer's image, video and audio players load (with Range, so a
// video can seek) from a link that, like the preview link, carries its own signed permission.

export const GROUP_NAMES = { task: '任务附件', mobile: '移动端附件' } as const;
export const MEDIA_ERRORS = { badRange: '请求的范围无效' } as const;

const fileTypesOf = (text: string | undefined): string[] | null => {
  const list = (text ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return list.length > 0 ? list : null;
};

type MediaFile = { path: string; name: string; contentType: string; size: number };

/** The stored file behind an MD5: an attachment, or a document's file (xfjd_fj). */
function mediaOf(ctx: ServerContext, md5: string): MediaFile | null {
  const row = ctx.db
    .select()
    .from(attachments)
    .where(and(eq(attachments.md5, md5), eq(attachments.deleted, 0)))
    .get();
  const path = storedFilePath(ctx.dataDir, relativePathOf(md5));
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    return null;
  }
  if (row) return { path, name: fullNameOf(row), contentType: contentTypeOf(row.suffix), size };
  const doc = ctx.db.select().from(files).where(eq(files.md5, md5)).get();
  return doc ? { path, name: doc.name, contentType: doc.contentType, size } : null;
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` of a file of `size` bytes; null when unsatisfiable. */
export function parseRange(header: string, size: number): { start: number; end: number } | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const n = Math.min(Number(m[2]), size);
    return n > 0 ? { start: size - n, end: size - 1 } : null;
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return start < size && start <= end ? { start, end } : null;
}

export function registerAttachmentViewerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(ATTACHMENTS_API.wsFjList, async (request) => {
    const f = fieldsOf(request);
    const access = taskFor(ctx, currentUser(request), f.RWID ?? f.rwid ?? '');
    if (!access.ok) return fail(access.msg);
    const types = fileTypesOf(f.FILE_TYPE);
    const conditions = [eq(attachments.rwid, access.task.rwid), eq(attachments.deleted, 0)];
    if (types) conditions.push(inArray(attachments.fileType, types));
    const rows = ctx.db
      .select()
      .from(attachments)
      .where(and(...conditions))
      .orderBy(asc(attachments.createdAt), asc(attachments.id))
      .all();
    // Documents in tree order (category, then document), each a group named by its title.
    const docs = ctx.db
      .select({ flwsid: documents.flwsid, title: documents.title })
      .from(documents)
      .innerJoin(categories, eq(categories.id, documents.categoryId))
      .where(eq(documents.rwid, access.task.rwid))
      .orderBy(asc(categories.sort), asc(documents.sort))
      .all();
    const groups: Array<{ wsmc: string; fjlist: Array<Record<string, unknown>> }> = [];
    const push = (wsmc: string, list: AttachmentRow[]): void => {
      if (list.length > 0) groups.push({ wsmc, fjlist: list.map((r) => attachmentRecord(r)) });
    };
    const pc = rows.filter((r) => r.source === 'pc');
    push(
      GROUP_NAMES.task,
      pc.filter((r) => r.businessType === BUSINESS_TYPE.task),
    );
    for (const doc of docs)
      push(
        doc.title,
        pc.filter((r) => r.businessType === BUSINESS_TYPE.document && r.businessId === doc.flwsid),
      );
    push(
      GROUP_NAMES.mobile,
      rows.filter((r) => r.source === 'mobile'),
    );
    return ok(groups);
  });

  app.post(ATTACHMENTS_API.mobilePackage, async (request, reply) => {
    const f = fieldsOf(request);
    const user = currentUser(request);
    const access = taskFor(ctx, user, f.RWID ?? f.rwid ?? '');
    if (!access.ok) return fail(access.msg);
    const types = fileTypesOf(f.FILE_TYPE) ?? MOBILE_PACKAGE_FILE_TYPES.split(',');
    const rows = ctx.db
      .select()
      .from(attachments)
      .where(
        and(
          eq(attachments.rwid, access.task.rwid),
          eq(attachments.source, 'mobile'),
          eq(attachments.deleted, 0),
          inArray(attachments.fileType, types),
        ),
      )
      .orderBy(asc(attachments.createdAt), asc(attachments.id))
      .all();
    if (rows.length === 0) return fail(ATTACHMENT_ERRORS.notFound);
    const zip = new ZipFile();
    const used = new Map<string, number>();
    for (const row of rows) {
      const name = fullNameOf(row);
      const seen = used.get(name) ?? 0;
      used.set(name, seen + 1);
      const entry =
        seen === 0 ? name : name.replace(/(\.[^.]*)?$/, (ext) => `（${seen + 1}）${ext}`);
      // Streamed from the store: videos are never read into memory whole.
      zip.addFile(storedFilePath(ctx.dataDir, relativePathOf(row.md5)), entry, {
        mtime: new Date(ctx.now()),
      });
    }
    zip.end();
    recordOperation(
      ctx,
      access.task.rwid,
      user,
      request.ip,
      `下载移动端附件：${rows.length}个文件`,
    );
    return reply
      .type('application/zip')
      .header(
        'Content-Disposition',
        contentDisposition('attachment', `${access.task.name}-移动端附件.zip`),
      )
      .send(zip.outputStream);
  });

  app.get(ATTACHMENTS_API.media, async (request, reply) => {
    const f = fieldsOf(request);
    const refuse = (status: number, msg: string): FastifyReply =>
      reply.code(status).header('Cache-Control', 'no-store').send(fail(msg, status));
    const found: { media: MediaFile | null } = { media: null };
    const link = checkPreviewLink(ctx, f, (md5) => (found.media = mediaOf(ctx, md5)) !== null);
    if (!link.ok) return refuse(link.status, link.msg);
    const media = found.media;
    if (!media) return refuse(404, FILE_ERRORS.previewUnavailable);
    const rangeHeader = request.headers.range;
    const range = rangeHeader === undefined ? null : parseRange(rangeHeader, media.size);
    if (rangeHeader !== undefined && !range) {
      reply.header('Content-Range', `bytes */${media.size}`);
      return refuse(416, MEDIA_ERRORS.badRange);
    }
    reply
      .type(media.contentType)
      .header('Accept-Ranges', 'bytes')
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', contentDisposition('inline', media.name));
    if (!range)
      return reply.header('Content-Length', String(media.size)).send(createReadStream(media.path));
    return reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${media.size}`)
      .header('Content-Length', String(range.end - range.start + 1))
      .send(createReadStream(media.path, { start: range.start, end: range.end }));
  });
}
