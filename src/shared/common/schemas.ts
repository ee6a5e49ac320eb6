import { z } from 'zod';

// BladeX servers send codes as numbers or strings and leave fields null or out. Back ends built
// on blade-tool also serialize null as an "empty" value (blade.jackson.null-to-empty, on by
// default; BladeBeanSerializerModifier): a String, Character or date field as "", a collection or
// array as [], a Boolean as false, a Number as -1, any other object as {}; a null with no declared
// type (a Map value, which is where the province's upper-case columns come from) as "".
// The helpers below read each of those like the null it stands for. A Number's -1 is kept: it can
// be a real value, and the columns the client reads arrive in Maps (so as "").

/** Whether a value is null, absent or one of the empty stand-ins null-to-empty writes for it. */
export function isEmptyValue(v: unknown): boolean {
  if (v === null || v === undefined || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') return Object.keys(v).length === 0;
  return false;
}

const emptyAsNull = (v: unknown): unknown => (isEmptyValue(v) ? null : v);

/** A code normalised to a string (dictionary keys are strings), or null. */
export const codeField = z.preprocess(
  emptyAsNull,
  z
    .union([z.number(), z.string()])
    .nullable()
    .transform((v): string | null => (v === null ? null : String(v))),
);

/** A text, or null when there is none ("" is none: null-to-empty cannot tell them apart). */
export const textField = z.preprocess(
  emptyAsNull,
  z
    .union([z.string(), z.number()])
    .nullable()
    .transform((v): string | null => (v === null ? null : String(v))),
);

export const numberField = z.preprocess(
  emptyAsNull,
  z
    .union([z.number(), z.string()])
    .nullable()
    .transform((v): number | null => {
      if (v === null) return null;
      const n = Number(v);
      return Number.isFinite(n) ? n : null;
    }),
);

/**
 * A list; null, "" or {} (null-to-empty of an untyped or Map value) is an empty list. Absent is
 * empty too, unless `absent` is 'refuse': where the list is what the answer is about (a page's
 * records), a missing one means the answer has another shape.
 */
export const listOf = <T extends z.ZodType>(
  item: T,
  absent: 'empty' | 'refuse' = 'empty',
): z.ZodType<z.output<T>[], unknown> =>
  z.preprocess(
    (v) => (isEmptyValue(v) && (v !== undefined || absent === 'empty') ? [] : v),
    z.array(item),
  );

/** A numeric code that may arrive as a string ("401"), as blade-tool's Kv answers put it. */
const envelopeCode = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.number(),
);

/**
 * The BladeX envelope `{ code, success, data, msg }`. blade-tool's R always has all four; the
 * gateway's own answers (AuthFilter, its error handler) have no `success`, so success is read as
 * `code === 200` when it is absent.
 */
export const envelopeSchema = z.object({
  code: envelopeCode,
  success: z.boolean().optional(),
  data: z.unknown().optional(),
  msg: z.string().nullish(),
});

export type Envelope = z.infer<typeof envelopeSchema>;

/** A successful envelope: code 200 and not marked failed. */
export const envelopeOk = (e: Envelope): boolean => e.code === 200 && e.success !== false;

export type Page<T> = { records: T[]; total: number; current?: number; size?: number };

const emptyPage = { records: [], total: 0 };

/**
 * A page; R.data(null) of an IPage (null, or null-to-empty's {} or "") is an empty page. An absent
 * page is not: it means the answer has another shape (e.g. a page not wrapped where it should be).
 */
export const pageOf = <T extends z.ZodType>(item: T): z.ZodType<Page<z.output<T>>> =>
  z.preprocess(
    (v) => (v !== undefined && isEmptyValue(v) ? emptyPage : v),
    z.object({
      records: listOf(item, 'refuse'),
      total: z.coerce.number(),
      current: z.coerce.number().optional(),
      size: z.coerce.number().optional(),
    }),
  ) as z.ZodType<Page<z.output<T>>>;
