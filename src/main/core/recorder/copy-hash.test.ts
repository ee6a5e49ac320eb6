import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CopyError, copyWithMd5 } from './copy-hash';

const dir = mkdtempSync(join(tmpdir(), 'xfjd-copy-hash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const md5 = (b: Buffer): string => createHash('md5').update(b).digest('hex');
const never = new AbortController().signal;
/** Descriptors of this process open on `path` (Linux only; elsewhere nothing to check). */
const openOn = (path: string): number => {
  if (process.platform !== 'linux') return 0;
  let n = 0;
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      if (readlinkSync(`/proc/self/fd/${fd}`) === path) n++;
    } catch {
      // closed meanwhile
    }
  }
  return n;
};

describe('copyWithMd5', () => {
  // Small blocks so every size lands on, just before and just after block and ring boundaries.
  const block = 4096;
  for (const size of [
    0,
    1,
    block - 1,
    block,
    block + 1,
    3 * block,
    4 * block + 7,
    37 * block + 123,
  ]) {
    it(`copies and hashes ${size} bytes exactly`, async () => {
      const bytes = randomBytes(size);
      const src = join(dir, `s${size}`);
      const dest = join(dir, `d${size}`);
      writeFileSync(src, bytes);
      const seen: number[] = [];
      const r = await copyWithMd5(src, dest, (b) => seen.push(b), never, {
        readBytes: block,
        progressBytes: block,
        syncBytes: 2 * block,
      });
      expect(r.md5).toBe(md5(bytes));
      expect(r.bytes).toBe(size);
      expect(readFileSync(dest).equals(bytes)).toBe(true);
      expect(r.before).toEqual(r.after);
      expect(r.before.size).toBe(size);
      expect(seen.at(-1)).toBe(size);
      expect([...seen].sort((a, b) => a - b)).toEqual(seen);
      expect(openOn(src) + openOn(dest)).toBe(0);
    });
  }

  for (const [slots, readsAhead, writeBytes] of [
    [2, 1, 1000],
    [3, 2, 300],
    [6, 3, 64],
  ]) {
    it(`gives the same bytes with ${slots} buffers, ${readsAhead} read(s) ahead, ${writeBytes}-byte writes`, async () => {
      const bytes = randomBytes(50 * 1000 + 17);
      const src = join(dir, `ring${slots}`);
      const dest = join(dir, `ring${slots}.out`);
      writeFileSync(src, bytes);
      const r = await copyWithMd5(src, dest, () => {}, never, {
        readBytes: 1000,
        writeBytes,
        slots,
        readsAhead,
        syncBytes: 0,
      });
      expect(r.md5).toBe(md5(bytes));
      expect(readFileSync(dest).equals(bytes)).toBe(true);
    });
  }

  it('reports a missing source as a CopyError with its code', async () => {
    const err = await copyWithMd5(join(dir, 'nope'), join(dir, 'nope.out'), () => {}, never).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(CopyError);
    expect((err as CopyError).code).toBe('ENOENT');
  });

  it('stops when aborted, and only after closing both files', async () => {
    const src = join(dir, 'abort.bin');
    const dest = join(dir, 'abort.out');
    writeFileSync(src, randomBytes(16 * 1024 * 1024));
    const ac = new AbortController();
    const err = await copyWithMd5(src, dest, () => ac.abort(), ac.signal, {
      readBytes: 64 * 1024,
      progressBytes: 64 * 1024,
    }).catch((e: unknown) => e);
    expect((err as Error).name).toBe('AbortError');
    expect(openOn(src) + openOn(dest)).toBe(0);
    rmSync(dest);
    expect(existsSync(dest)).toBe(false);
  });

  it('rejects at once when already aborted', async () => {
    const ac = new AbortController();
    ac.abort();
    const err = await copyWithMd5(join(dir, 's1'), join(dir, 'x'), () => {}, ac.signal).catch(
      (e: unknown) => e,
    );
    expect((err as Error).name).toBe('AbortError');
    expect(existsSync(join(dir, 'x'))).toBe(false);
  });
});
