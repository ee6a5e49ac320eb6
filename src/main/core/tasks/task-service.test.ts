import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BladeClient } from '../api/client';
import type { ReadContext } from '../reads';
import { createTaskService } from './task-service';
import { exportRow } from './testing';
import { zipEntryTime } from './xlsx';

// The export's file name and its entries' times are China time whatever the workstation's zone
// (issue 29): 17:30 UTC on 1 March is 01:30 on 2 March in China, still 1 March in UTC and America.
const CLIP = Date.parse('2026-03-01T17:30:00Z');

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The DOS date and time of a zip's first central-directory entry, as 'YYYY-MM-DD HH:mm:ss'. */
function firstEntryTime(zip: Buffer): string {
  const p = zip.readUInt32LE(zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) + 16);
  const time = zip.readUInt16LE(p + 12);
  const date = zip.readUInt16LE(p + 14);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return (
    `${1980 + (date >> 9)}-${pad((date >> 5) & 15)}-${pad(date & 31)} ` +
    `${pad(time >> 11)}:${pad((time >> 5) & 63)}:${pad((time & 31) * 2)}`
  );
}

describe('the task export in China time', () => {
  it('names the file after China’s date and dates its entries China time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'task-export-'));
    dirs.push(dir);
    const service = createTaskService(
      () => ({}) as BladeClient,
      () => ({}) as ReadContext,
      () => dir,
      () => CLIP,
    );
    const done = await service.exportRows({ rows: [exportRow('任务甲')] });
    expect(done.fileName).toBe('我的任务-2026-03-02.xlsx');
    expect(firstEntryTime(readFileSync(done.savedTo))).toBe('2026-03-02 01:30:00');
  });

  it('hands yazl a Date whose local fields are China’s wall clock', () => {
    const d = zipEntryTime(CLIP);
    expect([d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()]).toEqual([
      2026, 3, 2, 1, 30,
    ]);
  });
});
