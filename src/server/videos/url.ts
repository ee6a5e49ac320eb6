import { createReadStream, statSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../context';
import { videos } from './tables';
import { fail } from '../envelope';
import { relativePathOf, storedFilePath } from '../util/store';
import { MEDIA_ERRORS, parseRange } from '../attachments/viewer';
import { fieldsOf } from '../body';
import { contentTypeOf } from '../attachments/model';
import { contentDisposition } from '../util/html';
import { suffixOf } from '../../shared/common/files';

// The URL of a platform video: like an object store's presigned GET, it carries its own permission
// (expiry + HMAC signature) so the client's <video> element can load it without Blade-Auth, and it
// serves Range requests so the player can seek. It lives under /preview/, which the auth hook
// leaves alone. Every answer that names a video mints a fresh URL.

export const VIDEO_URL_PREFIX = '/preview/video/';
/** How long a minted URL plays: long enough for a dialog left open through a shift. */
export const VIDEO_URL_TTL_MS = 6 * 3600 * 1000;

export const VIDEO_URL_ERRORS = {
  badLink: '视频地址不正确',
  expired: '视频地址已过期，请重新打开',
  signature: '视频地址签名不正确',
  missing: '该视频文件不存在',
} as const;

/** Signed with the server's persisted upload secret; 'video:' keeps it apart from slice URLs. */
const signatureOf = (ctx: ServerContext, id: string, expires: number): string =>
  ctx.uploads.sign(`video:${id}`, 0, expires);

/** A relative, signed, expiring URL of the video's bytes. */
export function videoUrl(ctx: ServerContext, id: string): string {
  const expires = ctx.now() + VIDEO_URL_TTL_MS;
  return `${VIDEO_URL_PREFIX}${encodeURIComponent(id)}?expires=${expires}&signature=${signatureOf(ctx, id, expires)}`;
}

export function registerVideoMediaRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { id: string } }>(`${VIDEO_URL_PREFIX}:id`, async (request, reply) => {
    const f = fieldsOf(request);
    const refuse = (status: number, msg: string): FastifyReply =>
      reply.code(status).header('Cache-Control', 'no-store').send(fail(msg, status));
    const id = request.params.id;
    const expires = Number(f.expires);
    if (!f.expires || !f.signature || !Number.isSafeInteger(expires))
      return refuse(400, VIDEO_URL_ERRORS.badLink);
    // Expiry before signature: an old link reads as expired whatever else is wrong with it.
    if (ctx.now() > expires) return refuse(403, VIDEO_URL_ERRORS.expired);
    if (!ctx.uploads.verify(`video:${id}`, 0, expires, f.signature))
      return refuse(403, VIDEO_URL_ERRORS.signature);
    const row = ctx.db.select().from(videos).where(eq(videos.id, id)).get();
    if (!row) return refuse(404, VIDEO_URL_ERRORS.missing);
    const path = storedFilePath(ctx.dataDir, relativePathOf(row.md5));
    let size: number;
    try {
      size = statSync(path).size;
    } catch {
      return refuse(404, VIDEO_URL_ERRORS.missing);
    }
    const rangeHeader = request.headers.range;
    const range = rangeHeader === undefined ? null : parseRange(rangeHeader, size);
    if (rangeHeader !== undefined && !range) {
      reply.header('Content-Range', `bytes */${size}`);
      return refuse(416, MEDIA_ERRORS.badRange);
    }
    reply
      .type(contentTypeOf(suffixOf(row.fileName)))
      .header('Accept-Ranges', 'bytes')
      .header('Cache-Control', 'private, max-age=300')
      .header('Content-Disposition', contentDisposition('inline', row.fileName));
    if (!range) return reply.header('Content-Length', String(size)).send(createReadStream(path));
    return reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', String(range.end - range.start + 1))
      .send(createReadStream(path, { start: range.start, end: range.end }));
  });
}
