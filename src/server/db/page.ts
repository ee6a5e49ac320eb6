import { sql, type SQLWrapper } from 'drizzle-orm';
import type { ServerDb } from './open';

// The one paging helper of the reference server: every paged answer (task list, generic queries,
// attachments, videos, enforcement videos, missing videos, picker lookups) counts and slices here.

export type PageRequest = { current: number; size: number };
/** A BladeX page (IPage): `pages` is the number of pages of `size` rows. */
export type PageResult<T> = {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
};

/** A drizzle select with its where and order by applied, not yet limited. */
export type PageableQuery<R> = SQLWrapper & {
  limit(limit: number): { offset(offset: number): { all(): R[] } };
};

/**
 * Page `current` (from 1) of `size` rows of the query, and how many rows the whole query has. The
 * count runs over the query itself (joins and filters included), so total and records agree.
 * drizzle's builders change in place: the query is limited here, so build one per call.
 */
export function pageOf<R, T = R>(
  db: ServerDb,
  query: PageableQuery<R>,
  page: PageRequest,
  map: (row: R) => T = (row) => row as unknown as T,
): PageResult<T> {
  const { current, size } = page;
  const counted = db.get<{ n: number }>(sql`SELECT count(*) AS n FROM (${query})`);
  const total = Number(counted.n);
  const offset = (current - 1) * size;
  // A page past the end is empty: no query with an offset the rows cannot reach.
  const records = offset >= total ? [] : query.limit(size).offset(offset).all().map(map);
  return { records, total, current, size, pages: Math.ceil(total / size) };
}

/** Page `current` of rows already read and ordered in memory (a list the rules filter after the query). */
export function pageOfRows<R, T = R>(
  rows: readonly R[],
  page: PageRequest,
  map: (row: R) => T = (row) => row as unknown as T,
): PageResult<T> {
  const { current, size } = page;
  const total = rows.length;
  const records = rows.slice((current - 1) * size, current * size).map(map);
  return { records, total, current, size, pages: Math.ceil(total / size) };
}
