import { eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import type { UserRow } from '../session/tables';
import { videos, videoUploads, type VideoRow } from './tables';
import { M } from '../../shared/messages';
import { formatDateTime } from '../util/time';
import { insertVideo, setVideoTimes } from './platform';
import { isImageSuffix, suffixOf } from '../../shared/common/files';

// Uploads with businessType 'zfjly' (docs/api.md "Videos (issue 5)"): the dock import's files go
// through the chunked protocol like attachments but land in the collection platform, in the
// uploader's unit, instead of on a task. businessId carries the recorder number; the optional
// fields sn, policeNumber and recordTime of check/init override it and the defaults.

export type RecorderFields = {
  businessId: string;
  fileName: string;
  showName?: string;
  sn?: string;
  policeNumber?: string;
  recordTime?: string;
};

const RECORDER_SUFFIXES = new Set([
  'mp4',
  'avi',
  'mov',
  'mpg',
  'mpeg',
  'mkv',
  'wmv',
  'ts',
  '3gp',
  'mp3',
  'wav',
  'aac',
  'amr',
  'm4a',
]);

export const RECORDER_UPLOAD_ERRORS = {
  badRecordTime: '录制时间格式不正确',
} as const;

/** Videos, audio and photos only; answers the refusal or null. */
export function recorderRefusal(f: RecorderFields): string | null {
  const suffix = suffixOf(f.fileName);
  if (!RECORDER_SUFFIXES.has(suffix) && !isImageSuffix(suffix))
    return M.uploadBadSuffix(f.fileName);
  if (f.recordTime && !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(f.recordTime))
    return RECORDER_UPLOAD_ERRORS.badRecordTime;
  return null;
}

export const videoOfKey = (ctx: ServerContext, uploadKey: string): VideoRow | undefined =>
  ctx.db.select().from(videos).where(eq(videos.uploadKey, uploadKey)).get();

/** Keeps the init's recorder fields until the merge (the session table has no room for them). */
export function rememberRecorderFields(
  ctx: ServerContext,
  uploadKey: string,
  f: RecorderFields,
): void {
  const values = {
    sn: f.sn ?? null,
    policeNumber: f.policeNumber ?? null,
    recordTime: f.recordTime ?? null,
  };
  ctx.db
    .insert(videoUploads)
    .values({ uploadKey, ...values })
    .onConflictDoUpdate({ target: videoUploads.uploadKey, set: values })
    .run();
}

/** The platform video of an uploaded file: named after the file, in the uploader's unit. */
export function insertUploadedVideo(
  ctx: ServerContext,
  user: UserRow,
  uploadKey: string,
  md5: string,
  size: number,
  f: RecorderFields,
): VideoRow {
  const kept = ctx.db
    .select()
    .from(videoUploads)
    .where(eq(videoUploads.uploadKey, uploadKey))
    .get();
  const row = insertVideo(ctx, {
    reName: f.showName?.trim() || null,
    fileName: f.fileName,
    unitId: user.companyId,
    importTime: f.recordTime ?? kept?.recordTime ?? formatDateTime(ctx.now()),
    md5,
    size,
    sn: f.sn ?? kept?.sn ?? f.businessId,
    policeNumber: f.policeNumber ?? kept?.policeNumber ?? user.policeNumber,
    source: 'upload',
    uploadKey,
  });
  // The recorder's start, when the client gave one (the import reads it from the file name or
  // the media's metadata); the end is not sent by the client's upload (docs/api.md).
  const recorded = f.recordTime ?? kept?.recordTime ?? null;
  if (recorded) setVideoTimes(ctx, row.id, recorded, null);
  ctx.db.delete(videoUploads).where(eq(videoUploads.uploadKey, uploadKey)).run();
  return row;
}
