import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { canonicalJson, chainHash, CustodyLog, GENESIS_HASH, type CustodyEntry } from './custody';

const entry = (i: number): CustodyEntry => ({
  action: 'import',
  importId: `id${i}`,
  fileName: `f${i}.mp4`,
  sourcePath: `/dock/f${i}.mp4`,
  md5: `${i}`.padStart(32, '0'),
  size: 100 + i,
  recorderNumber: '0012345',
  policeNumber: 'P1',
  officerAccount: 'officer01',
  workstation: 'WS',
  recordTime: null,
  importTime: '2024-03-05T01:00:00.000Z',
  actionTime: '2024-03-05T01:00:00.000Z',
});

function filled(n: number): { log: CustodyLog; db: ReturnType<typeof openDatabase> } {
  const db = openDatabase(':memory:');
  const log = new CustodyLog(db.sqlite);
  for (let i = 1; i <= n; i++) log.append(entry(i));
  return { log, db };
}

/** What someone with the database file and a SQLite tool can do: drop the guard and edit. */
const unguard = (db: ReturnType<typeof openDatabase>): void => {
  db.sqlite.exec('DROP TRIGGER custody_log_no_update; DROP TRIGGER custody_log_no_delete');
};

describe('custody log', () => {
  it('chains each entry to the one before and verifies', () => {
    const { log } = filled(4);
    const recs = log.records();
    expect(recs[0].prevHash).toBe(GENESIS_HASH);
    for (let i = 1; i < recs.length; i++) expect(recs[i].prevHash).toBe(recs[i - 1].hash);
    expect(recs[2].hash).toBe(chainHash(recs[1].hash, canonicalJson(entry(3))));
    expect(log.verify()).toEqual({ ok: true, count: 4 });
  });

  it('canonical JSON sorts keys at every level', () => {
    expect(canonicalJson({ b: 1, a: { d: null, c: 'x' } })).toBe('{"a":{"c":"x","d":null},"b":1}');
  });

  it('refuses UPDATE and DELETE through SQLite', () => {
    const { db } = filled(2);
    expect(() =>
      db.sqlite.prepare("UPDATE custody_log SET entry = '{}' WHERE seq = 1").run(),
    ).toThrow(/append-only/);
    expect(() => db.sqlite.prepare('DELETE FROM custody_log WHERE seq = 1').run()).toThrow(
      /append-only/,
    );
  });

  it('finds the first broken entry after a direct edit of a row', () => {
    const { log, db } = filled(5);
    unguard(db);
    const tampered = canonicalJson({ ...entry(3), md5: 'e'.repeat(32) });
    db.sqlite.prepare('UPDATE custody_log SET entry = ? WHERE seq = 3').run(tampered);
    expect(log.verify()).toMatchObject({
      ok: false,
      brokenAt: 3,
      reason: 'hash does not match entry',
    });
  });

  it('catches a re-hashed edit (at the next entry) and a deleted entry', () => {
    const { log, db } = filled(5);
    unguard(db);
    const prev = log.records()[1].hash;
    const text = canonicalJson({ ...entry(3), policeNumber: 'P9' });
    db.sqlite
      .prepare('UPDATE custody_log SET entry = ?, hash = ? WHERE seq = 3')
      .run(text, chainHash(prev, text));
    expect(log.verify()).toMatchObject({
      ok: false,
      brokenAt: 4,
      reason: 'previous hash does not match',
    });

    const other = filled(5);
    unguard(other.db);
    other.db.sqlite.prepare('DELETE FROM custody_log WHERE seq = 2').run();
    expect(other.log.verify()).toMatchObject({ ok: false, brokenAt: 3 });
  });

  it('exports the chain as JSON lines that can be re-verified from the file alone', async () => {
    const { log } = filled(3);
    const file = join(mkdtempSync(join(tmpdir(), 'xfjd-custody-')), 'custody.jsonl');
    expect(await log.export(file)).toBe(3);
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { prevHash: string; hash: string; entry: CustodyEntry });
    let prev = GENESIS_HASH;
    for (const l of lines) {
      expect(l.prevHash).toBe(prev);
      expect(chainHash(prev, canonicalJson(l.entry))).toBe(l.hash);
      prev = l.hash;
    }
  });
});
