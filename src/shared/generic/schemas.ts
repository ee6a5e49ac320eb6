import { z } from 'zod';
import { pageOf, type Page } from '../common/schemas';

export const connectionTimeSchema = z.union([z.number(), z.string()]).transform((v) => Number(v));

/** The generic paged query wraps its page once more: `data.data.records` (spec 01 §7). */
export const genericPageSchema = <T extends z.ZodType>(row: T): z.ZodType<Page<z.output<T>>> =>
  z.object({ data: pageOf(row) }).transform((v) => v.data);

/** Any call whose answer is only the envelope message. */
export const anyDataSchema = z.unknown();

/** A row of a picker lookup: the table's columns, values as text (null when empty). */
export const lookupRowSchema = z.record(
  z.string(),
  z
    .union([z.string(), z.number(), z.boolean()])
    .nullish()
    .transform((v): string | null => (v === null || v === undefined ? null : String(v))),
);
export type LookupRow = z.infer<typeof lookupRowSchema>;

/** What a save or update by dwId answers: the record's ID (new or kept). */
export const savedIdSchema = z
  .union([
    z.string(),
    z.number(),
    z.object({ ID: z.union([z.string(), z.number()]) }).transform((v) => v.ID),
  ])
  .transform(String);

/** What saveEntities answers: every record's ID, in mapList's order (one transaction: all or none). */
export const savedEntitiesSchema = z.array(savedIdSchema).transform((ids) => ({ ids }));
export type SavedEntities = z.output<typeof savedEntitiesSchema>;
