import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Importer, syncDir, type ImporterDeps } from './importer';
import type { ImportRow } from './store';

describe('syncDir', () => {
  it('fsyncs a directory on POSIX, skips on Windows, and fails loudly on a missing one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'xfjd-syncdir-'));
    expect(syncDir(dir, 'linux')).toBe(true);
    expect(syncDir(join(dir, 'missing'), 'win32')).toBe(false);
    expect(() => syncDir(join(dir, 'missing'), 'linux')).toThrow(/ENOENT/);
  });
});

describe('import times in China time (issue 29)', () => {
  // Recorded 17:30 UTC on 1 March: 01:30 on 2 March in China, still 1 March in UTC and America.
  const CLIP = Date.parse('2026-03-01T17:30:00Z');
  const importer = new Importer({
    evidenceDir: join(tmpdir(), 'xfjd-evidence'),
    workstation: 'WS-1',
    now: () => CLIP + 3_600_000,
  } as ImporterDeps);
  const row = {
    id: 'imp-1',
    name: 'P1_R1_20260302013000.MP4',
    sourcePath: '/media/R1/P1_R1_20260302013000.MP4',
    md5: 'a'.repeat(32),
    size: 10,
    recorderNumber: 'R1',
    policeNumber: 'P1',
    officerAccount: 'zhangwei',
    recordTime: CLIP,
    importedAt: CLIP + 1_800_000,
  } as ImportRow;

  it('writes the custody log’s times as China time with its offset', () => {
    const entry = importer.entry('import', row);
    expect(entry.recordTime).toBe('2026-03-02T01:30:00+08:00');
    expect(entry.importTime).toBe('2026-03-02T02:00:00+08:00');
    expect(entry.actionTime).toBe('2026-03-02T02:30:00+08:00');
    expect(Date.parse(entry.recordTime ?? '')).toBe(CLIP);
  });

  it('files the evidence under the China month of the recording', () => {
    const monthDir = (r: ImportRow): string =>
      (importer as unknown as { monthDir(r: ImportRow): string }).monthDir(r);
    expect(monthDir({ ...row, recordTime: Date.parse('2026-02-28T17:30:00Z') })).toBe(
      join(tmpdir(), 'xfjd-evidence', '2026', '03'),
    );
  });
});
