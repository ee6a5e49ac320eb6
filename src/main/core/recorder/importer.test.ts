import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { syncDir } from './importer';

describe('syncDir', () => {
  it('fsyncs a directory on POSIX, skips on Windows, and fails loudly on a missing one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'xfjd-syncdir-'));
    expect(syncDir(dir, 'linux')).toBe(true);
    expect(syncDir(join(dir, 'missing'), 'win32')).toBe(false);
    expect(() => syncDir(join(dir, 'missing'), 'linux')).toThrow(/ENOENT/);
  });
});
