import { eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from './database';
import { isDiskFull } from './disk-full';
import { cache } from './schema';

export type CacheHit<T> = { value: T; updatedAt: number };

const PRESENT_CHUNK = 500;

/** The read cache. Statements are prepared once: cache writes sit on every read's path. */
export class CacheStore {
  private readonly getStmt;
  private readonly putStmt;

  constructor(private readonly db: AppDb) {
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
   * Which of these keys hold an answer: reads the keys only (an index lookup each), never the
   * values, so asking about a whole document tree stays cheap (documents:cached).
   */
  present(keys: readonly string[]): Set<string> {
    const found = new Set<string>();
    // Bounded IN lists: SQLite limits the number of parameters of one statement.
    for (let i = 0; i < keys.length; i += PRESENT_CHUNK) {
      const chunk = keys.slice(i, i + PRESENT_CHUNK);
      const rows = this.db.orm
        .select({ key: cache.key })
        .from(cache)
        .where(inArray(cache.key, chunk))
        .all();
      for (const r of rows) found.add(r.key);
    }
    return found;
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
