import { z } from 'zod';
import { codeField, listOf, textField } from '../common/schemas';

/**
 * A rectification notice of zlxqDetail (spec 02 §3 notice row: ID, WH, CRT_USERNAME, CRT_TIME,
 * SPRXM, SPSJ). FLWSID opens its page; SFGJ '1' marks the one linked to the task.
 */
export const noticeRowSchema = z.object({
  ID: z.union([z.string(), z.number()]).transform(String),
  FLWSID: textField,
  WH: textField,
  CRT_USERNAME: textField,
  CRT_TIME: textField,
  SPRXM: textField,
  SPSJ: textField,
  SFGJ: codeField,
});

export type NoticeRow = z.infer<typeof noticeRowSchema>;

export const noticeListSchema = listOf(noticeRowSchema);
