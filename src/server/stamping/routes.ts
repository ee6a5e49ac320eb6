import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser, type ServerContext } from '../context';
import { brigades } from '../session/tables';
import { documents, files, type DocumentRow } from '../documents/tables';
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
import { SEAL_CATEGORY } from '../../shared/stamping/constants';
import { sealFieldsOf, STAMP_VARIANTS, type StampVariant } from '../../shared/stamping/variants';
import type { TaskRow } from '../tasks/tables';

// Document stamping (paths under /guangxi), in both variants of shared/stamping/variants.ts:
// spec 02 (getNmgSignWs / sealByKeyWordNmg, province 15) seals a document once; spec 01 (getSignWs /
// sealByKeyWordGs, province 62) may seal it again while ifAgainSign allows (until it is delivered).
// A real province server has only its own pair; this one serves both, each with its own rules.

export const STAMP_ERRORS = {
  badParams: '盖章参数不正确',
  alreadySealed: '该文书已盖章',
  notSealable: '该文书暂不能盖章',
  noReseal: '该文书已送达，不能重新盖章',
} as const;

const SEALABLE_STATUS = ['3', '10'];

const isSealed = (d: DocumentRow): boolean => d.sealState === '2';
/** Spec 01's ifAgainSign: a document may be sealed (again) until it has been delivered. */
const maySealAgain = (d: DocumentRow): boolean => !isSealed(d) || d.delivered !== '2';

/** A list row as the variant sends it (spec 02 with path, spec 01 with ifAgainSign). */
function rowOf(variant: StampVariant, task: TaskRow, d: DocumentRow): Record<string, unknown> {
  const sealed = isSealed(d);
  const common = {
    id: d.id,
    xmbh: task.runId,
    wh: d.wh,
    wsmc: d.title,
    ifSign: sealed ? '1' : '0',
    ifSignMsg: sealed ? '已盖章' : '未盖章',
    md5: sealed ? d.sealMd5 : null,
  };
  if (variant.id === 'gs') return { ...common, ifAgainSign: maySealAgain(d) ? '1' : '0' };
  return {
    ...common,
    path: sealed && d.sealMd5 ? `${PATHS.downloadFile}?md5=${d.sealMd5}` : null,
  };
}

export function registerStampingRoutes(app: FastifyInstance, ctx: ServerContext): void {
  for (const variant of Object.values(STAMP_VARIANTS)) registerVariant(app, ctx, variant);
}

function registerVariant(app: FastifyInstance, ctx: ServerContext, variant: StampVariant): void {
  app.post(variant.listPath, async (request) => {
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
    return ok(rows.map((d) => rowOf(variant, access.task, d)));
  });

  app.post(variant.sealPath, async (request) => {
    const all = fieldsOf(request);
    const sent = sealFieldsOf(all);
    if (!sent) return fail(STAMP_ERRORS.badParams);
    const f = { ...sent, provinceCode: all.provinceCode };
    if (f.flwslb !== SEAL_CATEGORY || f.provinceCode !== variant.provinceCode || !f.wssyid)
      return fail(STAMP_ERRORS.badParams);
    const user = currentUser(request);
    const found = documentFor(ctx, user, f.wssyid);
    if (!found.ok) return fail(found.msg);
    const { doc, task, type } = found;
    if (doc.deleted !== 0) return fail(DOC_NOT_FOUND);
    const again = isSealed(doc);
    if (again && variant.id === 'nmg') return fail(STAMP_ERRORS.alreadySealed);
    if (again && !maySealAgain(doc)) return fail(STAMP_ERRORS.noReseal);
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
    const what = again ? '重新盖章' : '文书盖章';
    recordOperation(ctx, task.rwid, user, request.ip, `${what}：${doc.title}（${doc.wh}）`);
    return ok(null, '盖章成功');
  });
}
