import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser, type ServerContext } from '../context';
import { brigades } from '../session/tables';
import { documents, files } from '../documents/tables';
import { taskFor } from '../detail/access';
import { DOC_NOT_FOUND, documentFor, valuesOf } from '../detail/documents';
import { fail, ok } from '../envelope';
import { documentPdf } from '../documents/render/render';
import { writeStoredFile } from '../util/store';
import { formOf } from '../documents/forms/index';
import { recordOperation } from '../detail/oplog';
import { PATHS } from '../paths';
import { formatDateTime } from '../util/time';
import { fieldsOf } from '../body';

// Document stamping (spec paths under /guangxi): the list of documents that carry a seal, and
// sealing one, which makes its sealed PDF copy.

export const STAMP_ERRORS = {
  badParams: '盖章参数不正确',
  alreadySealed: '该文书已盖章',
  notSealable: '该文书暂不能盖章',
} as const;

export const SEAL_CATEGORY = 'cxqz';
export const SEAL_PROVINCE_CODE = '15';
const SEALABLE_STATUS = ['3', '10'];

export function registerStampingRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(PATHS.signList, async (request) => {
    const f = fieldsOf(request);
    const access = taskFor(ctx, currentUser(request), f.rwid ?? f.RWID ?? '', f.runId);
    if (!access.ok) return fail(access.msg);
    const rows = ctx.db
      .select()
      .from(documents)
      .where(
        and(
          eq(documents.rwid, access.task.rwid),
          eq(documents.deleted, 0),
          isNotNull(documents.wh),
          inArray(documents.status, SEALABLE_STATUS),
        ),
      )
      .orderBy(asc(documents.categoryId), asc(documents.sort))
      .all();
    return ok(
      rows.map((d) => {
        const sealed = d.sealState === '2';
        return {
          id: d.id,
          xmbh: access.task.runId,
          wh: d.wh,
          wsmc: d.title,
          ifSign: sealed ? '1' : '0',
          ifSignMsg: sealed ? '已盖章' : '未盖章',
          path: sealed && d.sealMd5 ? `${PATHS.downloadFile}?md5=${d.sealMd5}` : null,
          md5: sealed ? d.sealMd5 : null,
        };
      }),
    );
  });

  app.post(PATHS.seal, async (request) => {
    const f = fieldsOf(request);
    if (f.flwslb !== SEAL_CATEGORY || f.provinceCode !== SEAL_PROVINCE_CODE || !f.wssyid)
      return fail(STAMP_ERRORS.badParams);
    const user = currentUser(request);
    const found = documentFor(ctx, user, f.wssyid);
    if (!found.ok) return fail(found.msg);
    const { doc, task, type } = found;
    if (doc.deleted !== 0) return fail(DOC_NOT_FOUND);
    if (doc.sealState === '2') return fail(STAMP_ERRORS.alreadySealed);
    const def = formOf(type.form);
    if (!doc.wh || !SEALABLE_STATUS.includes(doc.status) || !def)
      return fail(STAMP_ERRORS.notSealable);

    const brigade = ctx.db.select().from(brigades).where(eq(brigades.id, user.companyId)).get();
    const sealedAt = formatDateTime(ctx.now());
    const bytes = documentPdf({
      brigadeName: brigade?.name ?? '',
      title: doc.title,
      wh: doc.wh,
      def,
      values: valuesOf(doc),
      sealedAt,
    });
    const stored = writeStoredFile(ctx.dataDir, bytes);
    ctx.db.transaction((tx) => {
      tx.insert(files)
        .values({
          md5: stored.md5,
          rwid: task.rwid,
          documentId: doc.id,
          name: `${doc.title}（${doc.wh}）.pdf`,
          path: stored.path,
          size: stored.size,
          contentType: 'application/pdf',
          createdAt: sealedAt,
        })
        .onConflictDoNothing()
        .run();
      tx.update(documents)
        .set({ sealState: '2', sealMd5: stored.md5 })
        .where(eq(documents.id, doc.id))
        .run();
    });
    recordOperation(ctx, task.rwid, user, request.ip, `文书盖章：${doc.title}（${doc.wh}）`);
    return ok(null, '盖章成功');
  });
}
