import { z } from 'zod';

/**
 * BladeX servers send codes as numbers or strings and leave fields null or out.
 * We normalise every code to a string (dictionary keys are strings) or null.
 */
export const codeField = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v): string | null => (v === null || v === undefined || v === '' ? null : String(v)));

export const textField = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v): string | null => (v === null || v === undefined ? null : String(v)));

export const numberField = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v): number | null => {
    if (v === null || v === undefined || v === '') return null;
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
  });

/** The BladeX envelope `{ code, success, data, msg }`. */
export const envelopeSchema = z.object({
  code: z.number(),
  success: z.boolean(),
  data: z.unknown().optional(),
  msg: z.string().nullish(),
});

export type Envelope = z.infer<typeof envelopeSchema>;

export type Page<T> = { records: T[]; total: number; current?: number; size?: number };

export const pageOf = <T extends z.ZodType>(item: T): z.ZodType<Page<z.output<T>>> =>
  z.object({
    records: z.array(item),
    total: z.coerce.number(),
    current: z.coerce.number().optional(),
    size: z.coerce.number().optional(),
  });
