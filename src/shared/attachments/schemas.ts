import { z } from 'zod';
import { codeField, listOf, numberField, textField } from '../common/schemas';
// ---- Attachments (issue 4) ----

/** A row of the attachment manager (spec 01 §3); FILE_SIZE in bytes, shown in MB. */
export const attachmentRecordSchema = z.object({
  ID: z.coerce.string(),
  SHOW_NAME: textField,
  SUFFIX: textField,
  FILE_SIZE: numberField,
  FILE_TYPE: codeField,
  CRT_USERNAME: textField,
  CRT_TIME: textField,
  UPD_USERNAME: textField,
  UPD_TIME: textField,
  MD5: textField,
  BUSINESS_ID: textField,
  BUSINESS_TYPE: textField,
  BUSINESS_USAGE: textField,
  WSYLLX: textField,
  REMARK: textField,
  /** 1: the row belongs to the business being shown (with a link type the list also has others). */
  SFHG: codeField,
});

export type AttachmentRecord = z.infer<typeof attachmentRecordSchema>;

/** A file of the attachment viewer's groups. */
export const attachmentFileSchema = z.object({
  ID: z.coerce.string(),
  SAVE_PATH: textField,
  SHOW_NAME: textField,
  SUFFIX: textField,
  MD5: textField,
  FILE_TYPE: codeField,
  FILE_SIZE: numberField,
  CRT_TIME: textField,
});

export type AttachmentFile = z.infer<typeof attachmentFileSchema>;

/** getWsFjListByRWID: groups by document name; the client merges groups with the same wsmc. */
export const attachmentGroupSchema = z.object({
  wsmc: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  fjlist: listOf(attachmentFileSchema),
});

export type AttachmentGroup = z.infer<typeof attachmentGroupSchema>;

/**
 * The time call asked for a preview link of an md5 (docs/reference-server.md "Signed preview
 * links"): a real BladeX answers the time alone (a number, or its text), the reference server the
 * time with the link's signature. Anything else signed-looking but incomplete counts as unsigned.
 */
export const previewTimeSchema = z
  .union([
    z.number(),
    z.string(),
    z.object({
      time: z.unknown(),
      expireTime: z.unknown(),
      uid: z.unknown(),
      sign: z.unknown(),
    }),
  ])
  .transform((v): PreviewTime => {
    if (typeof v === 'number' || typeof v === 'string')
      return { expireTime: Number(v), signed: null };
    const expireTime = Number(v.expireTime ?? v.time);
    const uid = typeof v.uid === 'string' || typeof v.uid === 'number' ? String(v.uid) : '';
    const sign = typeof v.sign === 'string' ? v.sign : '';
    return { expireTime, signed: uid && sign ? { uid, sign } : null };
  })
  .refine((v) => Number.isFinite(v.expireTime));

export type PreviewTime = { expireTime: number; signed: { uid: string; sign: string } | null };

/** The query of a preview or media link: md5 and expireTime first, then uid and sign if signed. */
export function previewLinkQuery(md5: string, time: PreviewTime): string {
  const pairs: Array<[string, string]> = [
    ['md5', md5],
    ['expireTime', String(time.expireTime)],
  ];
  if (time.signed) pairs.push(['uid', time.signed.uid], ['sign', time.signed.sign]);
  return pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
}
