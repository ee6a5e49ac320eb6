import type { z } from 'zod';

// BladeX's R envelope and the helpers every route answers with.

export type Envelope<T> = { code: number; success: boolean; data: T | null; msg: string };

export function ok<T>(data: T, msg = '操作成功'): Envelope<T> {
  return { code: 200, success: true, data, msg };
}

/** A refusal the officer sees (BladeX `R.fail`); sent with HTTP 200 unless said otherwise. */
export function fail(msg: string, code = 400): Envelope<null> {
  return { code, success: false, data: null, msg };
}

export const UNAUTHORIZED_MSG = '请求未授权';

export type Parsed<T> = { ok: true; value: T } | { ok: false; msg: string };

/** Checks a request body with a schema whose messages are written for the officer (Chinese). */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, msg: result.error.issues[0]?.message ?? '请求参数不正确' };
}
