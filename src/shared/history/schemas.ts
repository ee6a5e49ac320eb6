import { z } from 'zod';
import { numberField, pageOf, textField } from '../common/schemas';

const idText = z.union([z.string(), z.number()]).transform(String);

/** One archived task of 历史归档文件 (HISTORY_API.page). */
export const historyRecordSchema = z.object({
  RWID: idText,
  runId: idText,
  RWMC: z.string(),
  RWLX: numberField,
  DWMC: textField,
  SHDWID: textField,
  CBRXM: textField,
  CRT_TIME: textField,
  /** When it was archived (归档时间), 'YYYY-MM-DD HH:mm:ss'. */
  GDSJ: textField,
  /** The case categories it was archived under: ids, and names joined with '、'. */
  GDAJLB: textField,
  GDAJLBMC: textField,
  /** pdf, doc or docx. */
  GDGS: textField,
  /** Its documents (not deleted) and attachments. */
  WSSL: numberField,
  FJSL: numberField,
});

export type HistoryRecord = z.infer<typeof historyRecordSchema>;

export const historyPageSchema = pageOf(historyRecordSchema);

/** What getRwDetailConfig's rwxx adds with SFCXLSSJ 1 (null where the task was never archived). */
export const archiveRecordSchema = z.object({
  GDSJ: textField,
  GDAJLBMC: textField,
  GDGS: textField,
});

export type ArchiveRecord = z.infer<typeof archiveRecordSchema>;
