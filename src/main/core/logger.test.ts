import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger, LOG_KEEP, LOG_MAX_BYTES, rotatingFileWriter } from './logger';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'logger-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const line = (i: number): string => `line ${String(i).padStart(4, '0')} ${'x'.repeat(40)}`;

describe('rotating main log', () => {
  it('defaults to 5 MiB per file and 3 old files', () => {
    expect(LOG_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(LOG_KEEP).toBe(3);
  });

  it('never lets a file pass the cap, keeps the newest lines and at most `keep` old files', () => {
    const file = join(dir, 'logs', 'main.log');
    const write = rotatingFileWriter(file, { maxBytes: 1000, keep: 3 });
    for (let i = 0; i < 500; i++) write(line(i));
    expect(readdirSync(join(dir, 'logs')).sort()).toEqual([
      'main.log',
      'main.log.1',
      'main.log.2',
      'main.log.3',
    ]);
    for (const name of readdirSync(join(dir, 'logs')))
      expect(statSync(join(dir, 'logs', name)).size).toBeLessThanOrEqual(1000);
    // The newest line is in the current file; the files run old -> new without a gap.
    const current = readFileSync(file, 'utf8').trim().split('\n');
    expect(current.at(-1)).toBe(line(499));
    const older = readFileSync(`${file}.1`, 'utf8').trim().split('\n');
    expect(older.at(-1)).toBe(line(499 - current.length));
    const oldest = readFileSync(`${file}.3`, 'utf8').trim().split('\n');
    expect(Number(oldest[0]!.split(' ')[1])).toBeGreaterThan(400);
  });

  it('continues an existing file and counts what is already in it', () => {
    const file = join(dir, 'main.log');
    writeFileSync(file, 'y'.repeat(950));
    const write = rotatingFileWriter(file, { maxBytes: 1000, keep: 2 });
    write(line(1));
    expect(readFileSync(`${file}.1`, 'utf8')).toBe('y'.repeat(950));
    expect(readFileSync(file, 'utf8')).toBe(`${line(1)}\n`);
  });

  it('keeps no old file when keep is 0', () => {
    const file = join(dir, 'main.log');
    const write = rotatingFileWriter(file, { maxBytes: 200, keep: 0 });
    for (let i = 0; i < 20; i++) write(line(i));
    expect(readdirSync(dir)).toEqual(['main.log']);
    expect(statSync(file).size).toBeLessThanOrEqual(200);
  });

  it('never throws when the file cannot be written: the line goes to the fallback', () => {
    const blocker = join(dir, 'not-a-dir');
    writeFileSync(blocker, '');
    const lost: string[] = [];
    const write = rotatingFileWriter(join(blocker, 'main.log'), { fallback: (l) => lost.push(l) });
    expect(() => write('hello')).not.toThrow();
    expect(lost).toEqual(['hello']);
    expect(existsSync(join(blocker, 'main.log'))).toBe(false);
  });

  it('is what createLogger writes through', () => {
    const file = join(dir, 'main.log');
    const logger = createLogger(rotatingFileWriter(file, { maxBytes: 10_000 }));
    logger.info('started');
    logger.debug('not at info level');
    expect(readFileSync(file, 'utf8')).toMatch(/^\S+ INFO started\n$/);
  });
});
