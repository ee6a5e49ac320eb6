import { and, eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { users, type UserRow } from '../session/tables';
import { files } from './tables';
import { tasks } from '../tasks/tables';
import { attachments } from '../attachments/tables';

// Signed preview links (docs/reference-server.md "Signed preview links"). The preview page, its raw
// bytes and the viewer's media are loaded by <iframe>, <img> and <video>, which send no Blade-Auth,
// so the link carries its own permission: md5, expireTime (the server's time when it was handed
// out), the officer's user id (uid) and an HMAC of the three with the server's secret (sign). The
// time call hands out the signature when asked for an md5; at use the signature is checked in
// constant time, then the expiry, then that the officer may still see the file.

/** A link is valid until 30 minutes after its expireTime. */
export const PREVIEW_VALID_MS = 30 * 60_000;

export const PREVIEW_LINK_ERRORS = {
  badLink: '预览链接不正确',
  unsigned: '预览链接缺少签名，请重新打开',
  signature: '预览链接签名不正确',
  expired: '预览链接已过期',
  unavailable: '该文件暂无法预览',
  forbidden: '无权查看该文件',
} as const;

/** What the time call answers when asked for an md5 (the client adds all of it to the link). */
export type SignedPreview = {
  time: number;
  expireTime: number;
  md5: string;
  uid: string;
  sign: string;
};

/** 'preview:' keeps these signatures apart from slice and video URLs signed with the same secret. */
const signatureOf = (ctx: ServerContext, md5: string, expireTime: number, uid: string): string =>
  ctx.uploads.sign(`preview:${md5}:${uid}`, 0, expireTime);

export const MD5_PATTERN = /^[0-9a-f]{32}$/;

export function signPreview(ctx: ServerContext, user: UserRow, md5: string): SignedPreview {
  const time = ctx.now();
  const sum = md5.toLowerCase();
  return {
    time,
    expireTime: time,
    md5: sum,
    uid: user.id,
    sign: signatureOf(ctx, sum, time, user.id),
  };
}

/** The officer may see the bytes: a document file of their task, or a live attachment of one. */
export function mayPreview(ctx: ServerContext, user: UserRow, md5: string): boolean {
  const doc = ctx.db
    .select({ owner: tasks.ownerId })
    .from(files)
    .innerJoin(tasks, eq(tasks.rwid, files.rwid))
    .where(eq(files.md5, md5))
    .all();
  if (doc.some((d) => d.owner === user.id)) return true;
  const attached = ctx.db
    .select({ owner: tasks.ownerId })
    .from(attachments)
    .innerJoin(tasks, eq(tasks.rwid, attachments.rwid))
    .where(and(eq(attachments.md5, md5), eq(attachments.deleted, 0)))
    .all();
  return attached.some((a) => a.owner === user.id);
}

export type LinkCheck =
  { ok: true; md5: string; user: UserRow } | { ok: false; status: number; msg: string };

/**
 * Checks a link's fields (md5, expireTime, uid, sign). `exists` says whether the server has the
 * file, asked only once the signature holds (an unsigned probe learns nothing).
 */
export function checkPreviewLink(
  ctx: ServerContext,
  f: Record<string, string | undefined>,
  exists: (md5: string) => boolean,
): LinkCheck {
  const md5 = f.md5?.toLowerCase();
  const expireTime = Number(f.expireTime);
  if (!md5 || !f.expireTime || !Number.isSafeInteger(expireTime))
    return { ok: false, status: 400, msg: PREVIEW_LINK_ERRORS.badLink };
  if (!f.sign || !f.uid) return { ok: false, status: 403, msg: PREVIEW_LINK_ERRORS.unsigned };
  if (!ctx.uploads.verify(`preview:${md5}:${f.uid}`, 0, expireTime, f.sign))
    return { ok: false, status: 403, msg: PREVIEW_LINK_ERRORS.signature };
  if (ctx.now() > expireTime + PREVIEW_VALID_MS)
    return { ok: false, status: 403, msg: PREVIEW_LINK_ERRORS.expired };
  if (!MD5_PATTERN.test(md5) || !exists(md5))
    return { ok: false, status: 404, msg: PREVIEW_LINK_ERRORS.unavailable };
  const user = ctx.db.select().from(users).where(eq(users.id, f.uid)).get();
  if (!user || !mayPreview(ctx, user, md5))
    return { ok: false, status: 403, msg: PREVIEW_LINK_ERRORS.forbidden };
  return { ok: true, md5, user };
}

/** The link's query (md5, expireTime, uid, sign), e.g. for the preview page's raw frame. */
export function previewQuery(f: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const key of ['md5', 'expireTime', 'uid', 'sign'] as const) q.set(key, f[key] ?? '');
  return q.toString();
}
