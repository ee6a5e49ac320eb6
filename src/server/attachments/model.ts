import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { M } from '../../shared/messages';
import type { ServerContext } from '../context';
import { attachments, type AttachmentRow } from './tables';
import { documents, type DocumentRow } from '../documents/tables';
import { objects } from '../uploads/tables';
import type { TaskRow } from '../tasks/tables';
import type { UserRow } from '../session/tables';
import { ACCESS_ERRORS, taskFor } from '../detail/access';
import { documentFor, newId } from '../detail/documents';
import { relativePathOf } from '../util/store';
import { formatDateTime } from '../util/time';
import { BUSINESS_TYPE } from '../../shared/uploads/constants';
import {
  ATTACHMENT_EXTENSIONS,
  FORM_DEFAULT_ACCEPT,
  parseAccept,
} from '../../shared/uploads/rules';
import { baseNameOf, suffixOf } from '../../shared/common/files';
import { fileTypeOfSuffix } from '../../shared/attachments/rules';
import { isTaskClosed } from '../../shared/tasks/rules';

// Attachments: which business a call names (with the officer's right to it), the rows, the
// document flag SFFJ, and the record the client's attachment manager reads.

export const ATTACHMENT_ERRORS = {
  badBusinessType: '附件业务类型不正确',
  businessRequired: '附件所属业务不能为空',
  badParams: '参数params不是有效的JSON',
  taskClosed: '任务已归档或作废，不能上传附件',
  notFound: '附件没找到！',
  nameRequired: '标题不能为空!',
  otherBusiness: '该附件不属于当前业务',
} as const;

export type BusinessType = typeof BUSINESS_TYPE.task | typeof BUSINESS_TYPE.document;

/** A task or a document the officer handles; `businessId` is the task's RWID or the document's FLWSID. */
export type Business = {
  task: TaskRow;
  doc: DocumentRow | null;
  businessId: string;
  businessType: BusinessType;
};
export type BusinessAccess = { ok: true; business: Business } | { ok: false; msg: string };

export function businessFor(
  ctx: ServerContext,
  user: UserRow,
  businessType: string | undefined,
  businessId: string | undefined,
  runId?: string,
): BusinessAccess {
  if (!businessId) return { ok: false, msg: ATTACHMENT_ERRORS.businessRequired };
  if (businessType === BUSINESS_TYPE.task) {
    const access = taskFor(ctx, user, businessId, runId);
    return access.ok
      ? {
          ok: true,
          business: { task: access.task, doc: null, businessId: access.task.rwid, businessType },
        }
      : access;
  }
  if (businessType === BUSINESS_TYPE.document) {
    const found = documentFor(ctx, user, businessId);
    if (!found.ok) return found;
    if (runId !== undefined && runId !== found.task.runId)
      return { ok: false, msg: ACCESS_ERRORS.runMismatch };
    return {
      ok: true,
      business: { task: found.task, doc: found.doc, businessId: found.doc.flwsid, businessType },
    };
  }
  return { ok: false, msg: ATTACHMENT_ERRORS.badBusinessType };
}

/** Uploads go to tasks that are not deleted, archived or voided (the client's isTaskClosed rule). */
export const canUploadTo = (task: TaskRow): boolean =>
  task.deleted === 0 && !isTaskClosed(task.state);

/** Every suffix some upload dialog accepts: the attachment list and the second form's default accept list. */
const ACCEPTED_SUFFIXES = new Set([...ATTACHMENT_EXTENSIONS, ...parseAccept(FORM_DEFAULT_ACCEPT)]);

/** The server's own check of a file name (the client checks first; this keeps odd clients out). */
export const suffixRefusal = (fileName: string): string | null =>
  ACCEPTED_SUFFIXES.has(suffixOf(fileName)) ? null : M.uploadBadSuffix(fileName);

/** `params` of the attachment calls: JSON `{businessId, businessType, linkType?}`. */
export function parseParams(
  text: string | undefined,
): { ok: true; value: Record<string, string> } | { ok: false; msg: string } {
  if (!text) return { ok: true, value: {} };
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      return { ok: false, msg: ATTACHMENT_ERRORS.badParams };
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(parsed as Record<string, unknown>))
      if (typeof v === 'string' || typeof v === 'number') out[k] = String(v).trim();
    return { ok: true, value: out };
  } catch {
    return { ok: false, msg: ATTACHMENT_ERRORS.badParams };
  }
}

/** The stored name: first 16 hex of the MD5, 8 random hex, the extension. */
export const savePathOf = (md5: string, suffix: string): string =>
  `${md5.slice(0, 16)}${randomBytes(4).toString('hex')}${suffix ? `.${suffix}` : ''}`;

export type NewAttachment = {
  business: Business;
  user: UserRow;
  md5: string;
  size: number;
  fileName: string;
  showName?: string;
  remark?: string;
  businessUsage?: string;
  wsyllx?: string;
  source?: 'pc' | 'mobile';
  uploadKey?: string;
  /** Defaults to the type of the suffix; 6 marks a document scanned on the mobile app. */
  fileType?: string;
  createdAt?: string;
};

/**
 * Links stored bytes to a business: registers the object (once per MD5) and inserts the row, and
 * sets the document's SFFJ. Callers run it inside their transaction where the row must appear
 * together with other changes.
 */
export function insertAttachment(ctx: ServerContext, a: NewAttachment): AttachmentRow {
  const suffix = suffixOf(a.fileName);
  const at = a.createdAt ?? formatDateTime(ctx.now());
  ctx.db
    .insert(objects)
    .values({ md5: a.md5, size: a.size, path: relativePathOf(a.md5), createdAt: at })
    .onConflictDoNothing()
    .run();
  const id = newId(
    ctx,
    (candidate) =>
      ctx.db
        .select({ id: attachments.id })
        .from(attachments)
        .where(eq(attachments.id, candidate))
        .get() !== undefined,
  );
  const row: AttachmentRow = {
    id,
    rwid: a.business.task.rwid,
    runId: a.business.task.runId,
    businessId: a.business.businessId,
    businessType: a.business.businessType,
    businessUsage: a.businessUsage ?? null,
    wsyllx: a.wsyllx ?? null,
    showName: a.showName?.trim() || baseNameOf(a.fileName),
    remark: a.remark ?? null,
    suffix,
    size: a.size,
    fileType: a.fileType ?? fileTypeOfSuffix(suffix),
    md5: a.md5,
    savePath: savePathOf(a.md5, suffix),
    source: a.source ?? 'pc',
    uploadKey: a.uploadKey ?? null,
    createdBy: a.user.realName,
    createdAt: at,
    updatedBy: null,
    updatedAt: null,
    deleted: 0,
  };
  ctx.db.insert(attachments).values(row).run();
  if (row.businessType === BUSINESS_TYPE.document) refreshDocumentFlag(ctx, row.businessId);
  return row;
}

/**
 * SFFJ of a document: '1' while it has a file of its own (MD5) or any attachment, '0' again when
 * the last attachment is removed.
 */
export function refreshDocumentFlag(ctx: ServerContext, flwsid: string): void {
  const doc = ctx.db.select().from(documents).where(eq(documents.flwsid, flwsid)).get();
  if (!doc) return;
  const attached = ctx.db
    .select({ id: attachments.id })
    .from(attachments)
    .where(
      and(
        eq(attachments.businessId, flwsid),
        eq(attachments.businessType, BUSINESS_TYPE.document),
        eq(attachments.deleted, 0),
      ),
    )
    .get();
  const flag = attached || doc.md5 ? '1' : '0';
  if (flag !== doc.hasFile)
    ctx.db.update(documents).set({ hasFile: flag }).where(eq(documents.id, doc.id)).run();
}

/** The attachment a call names by fileId, on a task the officer handles. */
/**
 * The file a delete, download or rename names, with the officer's right to its task. `params`
 * (spec 01 §7, optional: older callers send none) names the business the call acts in: the file
 * must be that business's, or, with a link type, of the same task.
 */
export function attachmentFor(
  ctx: ServerContext,
  user: UserRow,
  fileId: string | undefined,
  paramsText?: string,
): { ok: true; row: AttachmentRow; task: TaskRow } | { ok: false; msg: string } {
  const params = parseParams(paramsText);
  if (!params.ok) return params;
  const row = fileId
    ? ctx.db
        .select()
        .from(attachments)
        .where(and(eq(attachments.id, fileId), eq(attachments.deleted, 0)))
        .get()
    : undefined;
  if (!row) return { ok: false, msg: ATTACHMENT_ERRORS.notFound };
  const access = taskFor(ctx, user, row.rwid);
  if (!access.ok) return access;
  const { businessId, businessType, linkType } = params.value;
  if (businessId || businessType) {
    const named = businessFor(ctx, user, businessType, businessId);
    if (!named.ok) return named;
    const b = named.business;
    const inside = linkType
      ? b.task.rwid === row.rwid
      : b.businessId === row.businessId && b.businessType === row.businessType;
    if (!inside) return { ok: false, msg: ATTACHMENT_ERRORS.otherBusiness };
  }
  return { ok: true, row, task: access.task };
}

/** The officer's name of the file with its extension (downloads, zips). */
export const fullNameOf = (row: Pick<AttachmentRow, 'showName' | 'suffix'>): string =>
  row.suffix && !row.showName.toLowerCase().endsWith(`.${row.suffix}`)
    ? `${row.showName}.${row.suffix}`
    : row.showName;

/** A row of the attachment manager (attachmentRecordSchema), with the fields the viewer needs too. */
export function attachmentRecord(
  row: AttachmentRow,
  sfhg = '1',
): Record<string, string | number | null> {
  return {
    ID: row.id,
    SHOW_NAME: row.showName,
    SUFFIX: row.suffix,
    FILE_SIZE: row.size,
    FILE_TYPE: row.fileType,
    CRT_USERNAME: row.createdBy,
    CRT_TIME: row.createdAt,
    UPD_USERNAME: row.updatedBy,
    UPD_TIME: row.updatedAt,
    MD5: row.md5,
    BUSINESS_ID: row.businessId,
    BUSINESS_TYPE: row.businessType,
    BUSINESS_USAGE: row.businessUsage,
    WSYLLX: row.wsyllx,
    REMARK: row.remark,
    SFHG: sfhg,
    SAVE_PATH: row.savePath,
    RWID: row.rwid,
    SOURCE: row.source,
  };
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  bmp: 'image/bmp',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  mpg: 'video/mpeg',
  mpeg: 'video/mpeg',
  mkv: 'video/x-matroska',
  wmv: 'video/x-ms-wmv',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  aac: 'audio/aac',
  m4a: 'audio/mp4',
  amr: 'audio/amr',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  doc: 'application/msword',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const contentTypeOf = (suffix: string): string =>
  CONTENT_TYPES[suffix.toLowerCase()] ?? 'application/octet-stream';
