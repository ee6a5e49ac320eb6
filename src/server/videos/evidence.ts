import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { M } from '../../shared/messages';
import { currentUser, type ServerContext } from '../context';
import { categories } from '../detail/tables';
import { documents } from '../documents/tables';
import { enforcementVideos, evidenceFiles, videos } from './tables';
import { ACCESS_ERRORS, taskFor } from '../detail/access';
import { documentFor } from '../detail/documents';
import { pageOf, pageOfRows } from '../db/page';
import { fail, ok, parseBody } from '../envelope';
import { pageNumber, positiveInt } from '../fields';
import { recordOperation } from '../detail/oplog';
import { formatDateTime } from '../util/time';
import { videoUrl } from './url';
import { fieldsOf } from '../body';
import { ENFORCEMENT_QUERY, VIDEOS_API } from '../../shared/videos/constants';

// Enforcement videos of a business (getOutDataByQuery, spec 02 §7) and the law-enforcement evidence
// of a task's documents (getFlwsInfoListByRwid, sycnZfzjxtData, spec 02 §3, §5).

export const EVIDENCE_ERRORS = {
  noFiles: '请选择要同步的证据文件',
  unknownFile: '证据文件不存在',
  whMismatch: '文号与文书不一致',
} as const;

const pageBody = z.object({
  current: pageNumber(),
  size: positiveInt('每页条数', { max: 1000, fallback: 5 }),
});

/** Whether the named out-data source, business table and type are the ones this platform holds. */
export function holdsOutData(f: Partial<Record<string, string>>): boolean {
  const same = (given: string | undefined, held: string): boolean =>
    given === undefined || given.trim() === '' || given.trim().toLowerCase() === held.toLowerCase();
  return (
    same(f.outDataSource, ENFORCEMENT_QUERY.outDataSource) &&
    same(f.businessTable, ENFORCEMENT_QUERY.businessTable) &&
    same(f.businessType, ENFORCEMENT_QUERY.businessType)
  );
}

export function registerEvidenceRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(VIDEOS_API.enforcement, async (request) => {
    const f = fieldsOf(request);
    const page = parseBody(pageBody, request.body);
    if (!page.ok) return fail(page.msg);
    // The platform here holds one source, table and type: the enforcement videos ('zfsp') of tasks
    // (XFJD_XMRW, businessId = RWID, type 'xmrw'). Another named source, table or type has no
    // rows; one not given is ours (clients before issue 18 sent none of the three).
    if (!holdsOutData(f)) return ok(pageOfRows([], page.value));
    // The business is a task (businessId = RWID) the officer handles.
    const access = taskFor(ctx, currentUser(request), f.businessId ?? '');
    if (!access.ok) return fail(access.msg);
    const where = eq(enforcementVideos.businessId, access.task.rwid);
    const query = ctx.db
      .select({ e: enforcementVideos, fileName: videos.fileName })
      .from(enforcementVideos)
      .innerJoin(videos, eq(videos.id, enforcementVideos.videoId))
      .where(where)
      .orderBy(desc(enforcementVideos.updatedAt), desc(enforcementVideos.id));
    return ok(
      pageOf(ctx.db, query, page.value, ({ e, fileName }) => ({
        id: e.id,
        crtUsername: e.createdBy,
        updIp: e.ip,
        updTime: e.updatedAt,
        outValue: videoUrl(ctx, e.videoId),
        fileName,
      })),
    );
  });

  app.post(VIDEOS_API.evidenceTree, async (request) => {
    const f = fieldsOf(request);
    const access = taskFor(ctx, currentUser(request), f.rwid ?? f.RWID ?? '');
    if (!access.ok) return fail(access.msg);
    const rows = ctx.db
      .select({ file: evidenceFiles, doc: documents, category: categories.name })
      .from(evidenceFiles)
      .innerJoin(documents, eq(documents.id, evidenceFiles.documentId))
      .innerJoin(categories, eq(categories.id, documents.categoryId))
      .where(and(eq(documents.rwid, access.task.rwid), eq(documents.deleted, 0)))
      .orderBy(asc(categories.sort), asc(documents.sort), asc(evidenceFiles.sort))
      .all();
    type Doc = {
      title: string;
      wh: string | null;
      wssyid: string;
      children: Array<Record<string, string | null>>;
    };
    const groups: Array<{ wslbmc: string; children: Doc[] }> = [];
    for (const { file, doc, category } of rows) {
      let group = groups.find((g) => g.wslbmc === category);
      if (!group) groups.push((group = { wslbmc: category, children: [] }));
      let node = group.children.find((d) => d.wssyid === doc.id);
      if (!node)
        group.children.push(
          (node = { title: doc.title, wh: doc.wh, wssyid: doc.id, children: [] }),
        );
      node.children.push({
        fileName: file.fileName,
        // No viewable copy yet: the client answers 该文件暂不支持查看，请稍后重试！.
        fileUrl: file.videoId ? videoUrl(ctx, file.videoId) : '',
        outMapId: file.outMapId,
        uuid: file.uuid,
        syncTime: file.syncedAt,
      });
    }
    return ok(groups);
  });

  app.post(VIDEOS_API.evidenceSync, async (request) => {
    const f = fieldsOf(request);
    const user = currentUser(request);
    const found = documentFor(ctx, user, f.wssyid);
    if (!found.ok) return fail(found.msg);
    if (f.runId !== undefined && f.runId !== found.task.runId)
      return fail(ACCESS_ERRORS.runMismatch);
    if (f.wh !== undefined && f.wh !== (found.doc.wh ?? ''))
      return fail(EVIDENCE_ERRORS.whMismatch);
    const ids = [
      ...new Set(
        (f.outMapIds ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    if (ids.length === 0) return fail(EVIDENCE_ERRORS.noFiles);
    const held = ctx.db
      .select({ id: evidenceFiles.outMapId })
      .from(evidenceFiles)
      .where(and(eq(evidenceFiles.documentId, found.doc.id), inArray(evidenceFiles.outMapId, ids)))
      .all();
    if (held.length !== ids.length) return fail(EVIDENCE_ERRORS.unknownFile);
    ctx.db
      .update(evidenceFiles)
      .set({ syncedAt: formatDateTime(ctx.now()), syncedBy: user.realName })
      .where(inArray(evidenceFiles.outMapId, ids))
      .run();
    recordOperation(
      ctx,
      found.task.rwid,
      user,
      request.ip,
      `同步执法证据：${found.doc.title}，${ids.length}个文件`,
    );
    return ok(null, M.evidenceSynced);
  });
}
