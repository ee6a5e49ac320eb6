import { z } from 'zod';
import { pageOf } from '../common/schemas';

export const connectionTimeSchema = z.union([z.number(), z.string()]).transform((v) => Number(v));

/** The generic paged query wraps its page once more: `data.data.records` (spec 01 §7). */
export const genericPageSchema = <T extends z.ZodType>(row: T) => z.object({ data: pageOf(row) }).transform((v) => v.data);

/** Any call whose answer is only the envelope message. */
export const anyDataSchema = z.unknown();
