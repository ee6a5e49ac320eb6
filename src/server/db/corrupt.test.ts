import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DB_FILE_NAME, openDatabase } from './open';
import * as schema from './schema';

// Issue 12, item 8: the embedded server's database (in each officer's profile) found damaged must
// not stop browser mode or the desktop app: it is moved aside, kept, and a seeded one takes over.

const NOW = Date.UTC(2025, 4, 6, 7, 8, 9);

describe('reference server database: a damaged file', () => {
  it('is moved aside with its -wal, logged, and replaced by a seeded database', () => {
    const dir = mkdtempSync(join(tmpdir(), 'xfjd-srvdb-'));
    const file = join(dir, DB_FILE_NAME);
    writeFileSync(file, 'not a database at all'.repeat(500));
    writeFileSync(`${file}-wal`, 'junk');
    const logged: string[] = [];
    const opened = openDatabase(dir, NOW, (m) => logged.push(m));
    try {
      const [{ n }] = opened.db.select({ n: count() }).from(schema.users).all();
      expect(n).toBeGreaterThan(0);
      const kept = join(dir, 'reference.corrupt-20250506T070809.sqlite');
      expect(readFileSync(kept, 'utf8')).toContain('not a database at all');
      expect(existsSync(`${kept}-wal`)).toBe(true);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain('damaged');
      expect(logged[0]).toContain(kept);
    } finally {
      opened.close();
    }
    // The new file is healthy: opening again moves nothing and logs nothing.
    const logged2: string[] = [];
    openDatabase(dir, NOW, (m) => logged2.push(m)).close();
    expect(logged2).toEqual([]);
    expect(readdirSync(dir).filter((f) => f.includes('corrupt'))).toHaveLength(2);
  });
});
