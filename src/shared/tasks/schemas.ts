import { z } from 'zod';
import { codeField, numberField, pageOf, textField } from '../common/schemas';

export const taskRecordSchema = z.object({
  RWID: z.union([z.string(), z.number()]).transform(String),
  runId: z.union([z.string(), z.number()]).transform(String),
  RWMC: z.string(),
  RWLX: numberField,
  rwzt: codeField,
  DWMC: textField,
  SHDWID: textField,
  JHKSRQ: textField,
  CRT_TIME: textField,
  ZBRXM: textField,
});

export type TaskRecord = z.infer<typeof taskRecordSchema>;

export const taskPageSchema = pageOf(taskRecordSchema);
