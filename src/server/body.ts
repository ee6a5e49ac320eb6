import type { FastifyRequest } from 'fastify';

/** The request's fields (form body for POST, query for GET) as trimmed strings; others dropped. */
export function fieldsOf(request: FastifyRequest): Record<string, string | undefined> {
  const source = (request.method === 'GET' ? request.query : request.body) ?? {};
  const out: Record<string, string | undefined> = {};
  if (typeof source !== 'object') return out;
  for (const [k, v] of Object.entries(source as Record<string, unknown>)) {
    if (typeof v === 'string' && v.trim() !== '') out[k] = v.trim();
    else if (typeof v === 'number') out[k] = String(v);
  }
  return out;
}
