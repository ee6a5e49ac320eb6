import { z } from 'zod';
import { type GENERIC_CHANNELS } from './channels';
import { type Cached } from '../common/types';
import { type Page } from '../common/schemas';
import { type LookupRow } from './schemas';

// Only the picker's read-only lookup crosses to the renderer. Saves, updates and generic interfaces
// are core services that each area's own channels call with their fixed dwId (never the renderer).

/** Upper-case table and column names: the lookup names a table, never SQL. */
const tableName = z.string().regex(/^[A-Z][A-Z0-9_]{1,59}$/);
const columnName = z.string().regex(/^[A-Z][A-Z0-9_]{0,59}$/);

export const lookupRequest = z.object({
  runId: z.string().max(64).optional(),
  table: tableName,
  /** The column the picker shows and searches (its label). */
  labelField: columnName,
  /** A filter on another column, e.g. the officer's unit (key field and value, spec 01 §7). */
  keyField: columnName.optional(),
  keyValue: z.string().max(200).optional(),
  /** What the officer typed in the search box. */
  search: z.string().trim().max(100).optional(),
});
export type LookupRequest = z.infer<typeof lookupRequest>;

export const genericRequests = {
  'generic:lookup': lookupRequest,
} as const satisfies Record<(typeof GENERIC_CHANNELS)[number], unknown>;

export type GenericResponses = {
  /** At most LOOKUP.size rows; total may be larger (the picker shows 99+). */
  'generic:lookup': Cached<Page<LookupRow>>;
};
