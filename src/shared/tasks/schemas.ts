import { z } from 'zod';
import { codeField, numberField, pageOf, textField } from '../common/schemas';
import { clockFieldsShape } from './clock-fields';

// The record carries the statutory clock's fields (./clock.ts); a server that omits them gives null.
export const taskRecordSchema = z.object({
  ...clockFieldsShape,
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
