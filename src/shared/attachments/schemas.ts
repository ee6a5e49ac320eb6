import { z } from 'zod';
import { codeField, numberField, textField } from '../common/schemas';
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
  fjlist: z
    .array(attachmentFileSchema)
    .nullish()
    .transform((v) => v ?? []),
});

export type AttachmentGroup = z.infer<typeof attachmentGroupSchema>;
