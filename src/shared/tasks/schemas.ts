import { z } from 'zod';
import { codeField, numberField, pageOf, textField, type Page } from '../common/schemas';
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

/**
 * How many of the officer's tasks are overdue and due soon by the statutory clock, over all their
 * tasks whatever the request's filters (the banner above the list). Only the reference server sends
 * it (a real BladeX knows nothing of the computed clock): absent or malformed, it is undefined.
 */
export const clockCountsSchema = z.object({
  overdue: z.number().int().min(0),
  dueSoon: z.number().int().min(0),
});

export type ClockCounts = z.infer<typeof clockCountsSchema>;

/** A page of the task list, with the banner's counts when the server gives them. */
export type TaskPage = Page<TaskRecord> & { clockCounts?: ClockCounts };

const countsPart = z
  .object({ clockCounts: clockCountsSchema.optional().catch(undefined) })
  .catch({ clockCounts: undefined });

export const taskPageSchema: z.ZodType<TaskPage> = z
  .intersection(pageOf(taskRecordSchema), countsPart)
  // An absent field stays absent (the cache and the renderer tests compare pages whole).
  .transform(({ clockCounts, ...page }) => (clockCounts ? { ...page, clockCounts } : page));
