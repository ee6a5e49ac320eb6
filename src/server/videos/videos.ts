import { and, desc, eq, gte, inArray, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { M } from '../../shared/messages';
import { currentUser, type ServerContext } from '../context';
import { videos } from './tables';
import { taskFor } from '../detail/access';
import { pageOf } from '../db/page';
import { fail, ok, parseBody } from '../envelope';
import { pageNumber, positiveInt } from '../fields';
import { recordOperation } from '../detail/oplog';
import { canUploadTo } from '../attachments/model';
import { REMARK_MAX, unitScope, VIDEO_ERRORS, videoById, videoRecord } from './platform';
import { fieldsOf } from '../body';
import { likeText } from '../util/like';
import { BIND_STATUS, UNIT_SCOPE, VIDEOS_API } from '../../shared/videos/constants';
import { videoNameOf } from '../../shared/videos/rules';

// The collection platform's video calls (spec 01 §2, §7): a task's bound videos, the filtered and
// paged list, binding, unbinding and remarks. Binding is per task; a video bound to one task is
// refused to every other until unbound.

/** A date-only end bound covers its whole day (the range is inclusive). */
export const endOfRange = (text: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text} 23:59:59` : text;

const listPage = z.object({
  current: pageNumber(),
  size: positiveInt('每页条数', { max: 1000, fallback: 20 }),
});

export function registerVideoRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(VIDEOS_API.bound, async (request) => {
    const f = fieldsOf(request);
    const access = taskFor(ctx, currentUser(request), f.rwid ?? f.RWID ?? '');
    if (!access.ok) return fail(access.msg);
    const rows = ctx.db
      .select()
      .from(videos)
      .where(eq(videos.rwid, access.task.rwid))
      .orderBy(desc(videos.createTime), desc(videos.id))
      .all();
    return ok(rows.map((v) => videoRecord(ctx, v)));
  });

  app.post(VIDEOS_API.list, async (request) => {
    const f = fieldsOf(request);
    const page = parseBody(listPage, request.body);
    if (!page.ok) return fail(page.msg);
    const conditions: SQL[] = [];
    if (f.zgdwid)
      conditions.push(
        inArray(videos.unitId, unitScope(ctx, f.zgdwid, f.TYGXJGFW === UNIT_SCOPE.ownAndBelow)),
      );
    // zgdwmc is the picked unit's label when zgdwid is given; alone it filters by unit-name text.
    else if (f.zgdwmc) conditions.push(likeText(videos.groupName, f.zgdwmc));
    if (f.groupName) conditions.push(likeText(videos.groupName, f.groupName));
    if (f.reName)
      conditions.push(
        or(likeText(videos.reName, f.reName), likeText(videos.fileName, f.reName)) as SQL,
      );
    if (f.remark) conditions.push(likeText(videos.remark, f.remark));
    if (f.kssj) conditions.push(gte(videos.createTime, f.kssj));
    if (f.jssj) conditions.push(lte(videos.createTime, endOfRange(f.jssj)));
    if (f.bdzt === BIND_STATUS.bound) conditions.push(isNotNull(videos.rwid));
    if (f.bdzt === BIND_STATUS.unbound) conditions.push(isNull(videos.rwid));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const query = ctx.db
      .select()
      .from(videos)
      .where(where)
      .orderBy(desc(videos.createTime), desc(videos.id));
    return ok(pageOf(ctx.db, query, page.value, (v) => videoRecord(ctx, v)));
  });

  app.post(VIDEOS_API.bind, async (request) => {
    const f = fieldsOf(request);
    const user = currentUser(request);
    const access = taskFor(ctx, user, f.rwid ?? f.RWID ?? '');
    if (!access.ok) return fail(access.msg);
    // Archived or voided tasks take no new evidence: the attachments' rule (canUploadTo).
    if (!canUploadTo(access.task)) return fail(VIDEO_ERRORS.taskClosedBind);
    if (!f.id) return fail(VIDEO_ERRORS.idRequired);
    const video = videoById(ctx, f.id);
    if (!video) return fail(VIDEO_ERRORS.notFound);
    if (video.rwid === access.task.rwid) return ok(null, M.videoBound);
    if (video.rwid) return fail(VIDEO_ERRORS.boundElsewhere);
    // Only an unbound row is claimed, so two officers binding at once cannot both win.
    const changed = ctx.db
      .update(videos)
      .set({ rwid: access.task.rwid })
      .where(and(eq(videos.id, video.id), isNull(videos.rwid)))
      .run().changes;
    if (changed === 0) return fail(VIDEO_ERRORS.boundElsewhere);
    recordOperation(
      ctx,
      access.task.rwid,
      user,
      request.ip,
      `绑定执法记录仪视频：${videoNameOf({ RE_NAME: video.reName, FILENAME: video.fileName })}`,
    );
    return ok(null, M.videoBound);
  });

  app.post(VIDEOS_API.unbind, async (request) => {
    const f = fieldsOf(request);
    const user = currentUser(request);
    if (!f.id) return fail(VIDEO_ERRORS.idRequired);
    const video = videoById(ctx, f.id);
    if (!video) return fail(VIDEO_ERRORS.notFound);
    if (!video.rwid) return fail(VIDEO_ERRORS.notBound);
    // Only the officer handling the task may take a video off it.
    const access = taskFor(ctx, user, video.rwid);
    if (!access.ok) return fail(access.msg);
    // A closed task's evidence stays as it was archived.
    if (!canUploadTo(access.task)) return fail(VIDEO_ERRORS.taskClosedUnbind);
    ctx.db.update(videos).set({ rwid: null }).where(eq(videos.id, video.id)).run();
    recordOperation(
      ctx,
      access.task.rwid,
      user,
      request.ip,
      `解绑执法记录仪视频：${videoNameOf({ RE_NAME: video.reName, FILENAME: video.fileName })}`,
    );
    return ok(null, M.videoUnbound);
  });

  app.post(VIDEOS_API.remark, async (request) => {
    const f = fieldsOf(request);
    const user = currentUser(request);
    if (!f.id) return fail(VIDEO_ERRORS.idRequired);
    const video = videoById(ctx, f.id);
    if (!video) return fail(VIDEO_ERRORS.notFound);
    const remark = f.remark ?? '';
    if (remark.length > REMARK_MAX) return fail(VIDEO_ERRORS.remarkTooLong);
    ctx.db
      .update(videos)
      .set({ remark: remark || null })
      .where(eq(videos.id, video.id))
      .run();
    // The operation log is per task: a bound video's remark is recorded on its task.
    if (video.rwid) {
      recordOperation(
        ctx,
        video.rwid,
        user,
        request.ip,
        `修改执法记录仪视频备注：${videoNameOf({ RE_NAME: video.reName, FILENAME: video.fileName })}，备注：${remark || '（空）'}`,
      );
    }
    return ok(null, M.videoRemarkChanged);
  });
}
