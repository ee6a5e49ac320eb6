import { and, count, desc, eq, gte, lte, notExists, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { M } from '../../shared/messages';
import type { ServerContext } from '../context';
import { missingVideos, videos, type MissingVideoRow } from './tables';
import { pageOf } from '../db/page';
import { fail, ok, parseBody } from '../envelope';
import { pageNumber, positiveInt } from '../fields';
import { insertVideo, VIDEO_ERRORS } from './platform';
import { fieldsOf } from '../body';
import { likeText } from '../util/like';
import { endOfRange } from './videos';
import { VIDEOS_API } from '../../shared/videos/constants';

// Missing-video correction (spec 01 §2, §5, §7): files the recorder system holds that the
// collection platform never imported. pullZfjdyJbxxV2 lists them; saveZfjly imports one, once.

const pageBody = z.object({
  page: pageNumber(),
  limit: positiveInt('每页条数', { max: 1000, fallback: 20 }),
});

const missingRecord = (r: MissingVideoRow): Record<string, string | number | null> => ({
  id: r.id,
  fileName: r.fileName,
  reName: r.reName,
  rename: r.reName,
  sn: r.sn,
  policeNumber: r.policeNumber,
  importTime: r.importTime,
  remark: null,
});

export function registerVideoSyncRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(VIDEOS_API.missing, async (request) => {
    const f = fieldsOf(request);
    const page = parseBody(pageBody, request.body);
    if (!page.ok) return fail(page.msg);
    // Rows the platform has imported (by a sync) are no longer missing.
    const conditions: SQL[] = [
      notExists(
        ctx.db.select({ id: videos.id }).from(videos).where(eq(videos.missingId, missingVideos.id)),
      ),
    ];
    if (f.fileName) conditions.push(likeText(missingVideos.fileName, f.fileName));
    if (f.sn) conditions.push(eq(missingVideos.sn, f.sn));
    if (f.policeNumber) conditions.push(eq(missingVideos.policeNumber, f.policeNumber));
    if (f.date) conditions.push(gte(missingVideos.importTime, f.date));
    if (f.dateZ) conditions.push(lte(missingVideos.importTime, endOfRange(f.dateZ)));
    const query = ctx.db
      .select()
      .from(missingVideos)
      .where(and(...conditions))
      .orderBy(desc(missingVideos.importTime), desc(missingVideos.id));
    const { records, total } = pageOf(
      ctx.db,
      query,
      { current: page.value.page, size: page.value.limit },
      missingRecord,
    );
    return ok({ list: records, total });
  });

  app.post(VIDEOS_API.syncMissing, async (request) => {
    const f = fieldsOf(request);
    // The client posts the selected row: its id, or (from older rows) the file name and recorder.
    const row = f.id
      ? ctx.db.select().from(missingVideos).where(eq(missingVideos.id, f.id)).get()
      : f.fileName && f.sn
        ? ctx.db
            .select()
            .from(missingVideos)
            .where(and(eq(missingVideos.fileName, f.fileName), eq(missingVideos.sn, f.sn)))
            .get()
        : undefined;
    if (!row) return fail(VIDEO_ERRORS.unknownMissing);
    ctx.db.transaction(() => {
      const [{ n }] = ctx.db
        .select({ n: count() })
        .from(videos)
        .where(eq(videos.missingId, row.id))
        .all();
      if (n > 0) return;
      insertVideo(ctx, {
        reName: row.reName,
        fileName: row.fileName,
        unitId: row.unitId,
        importTime: row.importTime,
        md5: row.md5,
        size: row.size,
        sn: row.sn,
        policeNumber: row.policeNumber,
        source: 'sync',
        missingId: row.id,
      });
    });
    return ok(null, M.videoSynced);
  });
}
