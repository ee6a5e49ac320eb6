import { z } from 'zod';

// Request-field schemas with the officer-facing (Chinese) messages of refusals.

/** Form bodies carry strings; an empty string counts as "not given". */
const blankToUndefined = (v: unknown): unknown =>
  typeof v === 'string' && v.trim() === '' ? undefined : v;

export function requiredText(label: string, max = 64): z.ZodType<string> {
  return z.preprocess(
    blankToUndefined,
    z
      .string({
        error: (issue) => (issue.input === undefined ? `${label}不能为空` : `${label}格式不正确`),
      })
      .trim()
      .min(1, { error: `${label}不能为空` })
      .max(max, { error: `${label}长度不能超过${max}个字符` }),
  );
}

export function optionalText(label: string, max = 64): z.ZodType<string | undefined> {
  return z
    .preprocess(
      blankToUndefined,
      z
        .string({ error: `${label}格式不正确` })
        .trim()
        .max(max, { error: `${label}长度不能超过${max}个字符` })
        .optional(),
    )
    .optional();
}

export function positiveInt(
  label: string,
  opts: { max?: number; fallback?: number } = {},
): z.ZodType<number> {
  const scalar = z.union([z.string(), z.number()], { error: `${label}必须是正整数` });
  return scalar.optional().transform((raw, ctx): number => {
    const v = blankToUndefined(raw);
    if (v === undefined) {
      if (opts.fallback !== undefined) return opts.fallback;
      ctx.addIssue({ code: 'custom', message: `${label}不能为空` });
      return z.NEVER;
    }
    const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim()) : Number.NaN;
    // Past 2^53 a number is no longer exact (and SQLite refuses it as a LIMIT or OFFSET).
    if (!Number.isSafeInteger(n) || n < 1) {
      ctx.addIssue({ code: 'custom', message: `${label}必须是正整数` });
      return z.NEVER;
    }
    if (opts.max !== undefined && n > opts.max) {
      ctx.addIssue({ code: 'custom', message: `${label}不能超过${opts.max}` });
      return z.NEVER;
    }
    return n;
  });
}

/**
 * The highest page number taken: beyond it a page is refused with `页码不能超过…` (HTTP 200, code
 * 400), never an HTTP 500 from an offset SQLite cannot hold.
 */
export const PAGE_NUMBER_MAX = 100_000;

/** A page number field (`current`, `page`): 1 when absent, at most PAGE_NUMBER_MAX. */
export const pageNumber = (): z.ZodType<number> =>
  positiveInt('页码', { max: PAGE_NUMBER_MAX, fallback: 1 });

export const pageFields = {
  current: pageNumber(),
  size: positiveInt('每页条数', { max: 10000, fallback: 10 }),
};
