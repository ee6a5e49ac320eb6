import { cacheKey, type CacheStore } from '../db/cache';
import type { CachedDocs } from '../../../shared/documents/contract';
import type { ParsedRequest } from '../../../shared/contract';

// What of a task's documents this machine can show offline (issue 14). The keys are the ones the
// reads below fill (document-service.ts: `form`, `get`, `approvals`, each keyed by its parsed
// request), so "cached" here means exactly "the read answers offline". The cache is the signed-in
// account's own database (one per server and account): another officer's documents never count.

const formKey = (form: string): string => cacheKey('documents:form', { form });
const valuesKey = (FLWSID: string): string => cacheKey('documents:get', { FLWSID });
const approvalsKey = (FLWSID: string, FLWSLB: string | null): string =>
  // As the approval page asks: flwslb is the row's FLWSLB, '' when it has none.
  cacheKey('documents:approvals', { flwslb: FLWSLB ?? '', flwssyid: FLWSID });

/** One lookup of keys (never of values) for the whole tree. */
export function cachedDocs(cache: CacheStore, req: ParsedRequest<'documents:cached'>): CachedDocs {
  const keys = new Set<string>();
  for (const d of req.docs) {
    if (d.form) keys.add(formKey(d.form));
    keys.add(valuesKey(d.FLWSID));
    keys.add(approvalsKey(d.FLWSID, d.FLWSLB));
  }
  const present = cache.present([...keys]);
  const docs: string[] = [];
  const approvals: string[] = [];
  for (const d of req.docs) {
    // A row without a form cannot open its page at all, cached values or not.
    if (d.form && present.has(formKey(d.form)) && present.has(valuesKey(d.FLWSID)))
      docs.push(d.FLWSID);
    if (present.has(approvalsKey(d.FLWSID, d.FLWSLB))) approvals.push(d.FLWSID);
  }
  return { docs, approvals };
}
