import { asc, eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { orgUnits, videos, videoTimes, type OrgUnitRow, type VideoRow } from './tables';
import { newId } from '../detail/documents';
import { formatDateTime } from '../util/time';
import { videoUrl } from './url';
import { suffixOf } from '../../shared/common/files';

// The collection platform's rows as the client reads them (videoRecordSchema), the unit scope of
// the list's filter, and the insertion of new platform videos (uploads, missing-video sync).

export const VIDEO_ERRORS = {
  notFound: '视频不存在',
  boundElsewhere: '该视频已绑定其他任务',
  notBound: '该视频未绑定任务',
  idRequired: '视频ID不能为空',
  remarkTooLong: '备注长度不能超过200个字符',
  unknownMissing: '未找到该视频的采集记录',
  unknownUnit: '单位不存在',
  taskClosedBind: '任务已归档或作废，不能绑定视频',
  taskClosedUnbind: '任务已归档或作废，不能解绑视频',
} as const;

export const REMARK_MAX = 200;

/** A platform row on the wire, with a freshly signed URL. */
export function videoRecord(
  ctx: ServerContext,
  v: VideoRow,
): Record<string, string | number | null> {
  const times = ctx.db.select().from(videoTimes).where(eq(videoTimes.videoId, v.id)).get();
  return {
    ID: v.id,
    RE_NAME: v.reName,
    FILENAME: v.fileName,
    REMARK: v.remark,
    GROUP_NAME: v.groupName,
    DWID: v.unitId,
    IMPORTTIME: v.importTime,
    CREATETIME: v.createTime,
    URL: videoUrl(ctx, v.id),
    RWID: v.rwid,
    SN: v.sn,
    POLICE_NUMBER: v.policeNumber,
    MD5: v.md5,
    FILE_SIZE: v.size,
    SUFFIX: suffixOf(v.fileName),
    SOURCE: v.source,
    PSKSSJ: times?.start ?? null,
    PSJSSJ: times?.end ?? null,
  };
}

/** Records when a video was recorded (an upload's recordTime; seeds). */
export function setVideoTimes(
  ctx: ServerContext,
  videoId: string,
  start: string | null,
  end: string | null,
): void {
  ctx.db
    .insert(videoTimes)
    .values({ videoId, start, end })
    .onConflictDoUpdate({ target: videoTimes.videoId, set: { start, end } })
    .run();
}

export const allOrgUnits = (ctx: ServerContext): OrgUnitRow[] =>
  ctx.db.select().from(orgUnits).orderBy(asc(orgUnits.sort)).all();

/** The unit and, when `withSubUnits`, every unit below it (TYGXJGFW 1). */
export function unitScope(ctx: ServerContext, unitId: string, withSubUnits: boolean): string[] {
  if (!withSubUnits) return [unitId];
  const all = allOrgUnits(ctx);
  const out = [unitId];
  for (let i = 0; i < out.length; i += 1)
    for (const u of all) if (u.parentId === out[i]) out.push(u.id);
  return out;
}

export const unitNameOf = (ctx: ServerContext, unitId: string): string | null =>
  ctx.db.select({ name: orgUnits.name }).from(orgUnits).where(eq(orgUnits.id, unitId)).get()
    ?.name ?? null;

export const videoById = (ctx: ServerContext, id: string | undefined): VideoRow | undefined =>
  id ? ctx.db.select().from(videos).where(eq(videos.id, id)).get() : undefined;

export type NewVideo = Omit<
  VideoRow,
  'id' | 'createTime' | 'groupName' | 'remark' | 'rwid' | 'uploadKey' | 'missingId'
> &
  Partial<Pick<VideoRow, 'uploadKey' | 'missingId'>>;

/** Inserts a platform video of a unit, created now and unbound. */
export function insertVideo(ctx: ServerContext, v: NewVideo): VideoRow {
  const id = newId(ctx, (candidate) => videoById(ctx, candidate) !== undefined);
  const row: VideoRow = {
    ...v,
    id,
    groupName: unitNameOf(ctx, v.unitId) ?? v.unitId,
    remark: null,
    rwid: null,
    createTime: formatDateTime(ctx.now()),
    uploadKey: v.uploadKey ?? null,
    missingId: v.missingId ?? null,
  };
  ctx.db.insert(videos).values(row).run();
  return row;
}
