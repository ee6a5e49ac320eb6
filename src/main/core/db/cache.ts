import { eq, sql } from 'drizzle-orm';
import type { AppDb } from './database';
import { isDiskFull } from './disk-full';
import { cache } from './schema';

export type CacheHit<T> = { value: T; updatedAt: number };

/** The read cache. Statements are prepared once: cache writes sit on every read's path. */
export class CacheStore {
  private readonly getStmt;
  private readonly putStmt;

  constructor(db: AppDb) {
    this.getStmt = db.orm
      .select({ value: cache.value, updatedAt: cache.updatedAt })
      .from(cache)
      .where(eq(cache.key, sql.placeholder('key')))
      .prepare();
    this.putStmt = db.orm
      .insert(cache)
      .values({
        key: sql.placeholder('key'),
        value: sql.placeholder('value'),
        updatedAt: sql.placeholder('updatedAt'),
      })
      .onConflictDoUpdate({
        target: cache.key,
        set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
      })
      .prepare();
  }

  get<T>(key: string): CacheHit<T> | null {
    const row = this.getStmt.get({ key });
    if (!row) return null;
    return { value: JSON.parse(row.value) as T, updatedAt: row.updatedAt };
  }

  /**
   * Remembers an answer. On a full disk (SQLITE_FULL) the statement is rolled back, the old entry
   * stays, and false is returned: the caller already has the server's fresh answer to show, and
   * failing the read for want of a cache copy would hide it.
   */
  put(key: string, value: unknown, updatedAt: number = Date.now()): boolean {
    try {
      this.putStmt.run({ key, value: JSON.stringify(value), updatedAt });
      return true;
    } catch (err) {
      if (isDiskFull(err)) return false;
      throw err;
    }
  }
}

/** Stable cache key of a call and its parameters (key order does not matter). */
export function cacheKey(call: string, params: Record<string, unknown> = {}): string {
  const sorted = Object.keys(params)
    .filter((k) => params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => [k, params[k]]);
  return `${call}:${JSON.stringify(sorted)}`;
}
