import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type Database from 'better-sqlite3';

// The chain-of-custody log: every import (and every later officer assignment or deletion of an
// original) appends one entry whose hash covers the previous entry's hash and the canonical JSON of
// the entry, so changing, removing or reordering any entry breaks every hash after it. The table is
// insert-only (triggers refuse UPDATE/DELETE); verify() catches edits made around the triggers.
// Note: truncating the tail is only visible against an exported copy or the import rows.

export const GENESIS_HASH = '0'.repeat(64);

export type CustodyAction = 'import' | 'assign-officer' | 'delete-original';

export type CustodyEntry = {
  action: CustodyAction;
  importId: string;
  fileName: string;
  sourcePath: string;
  md5: string;
  size: number;
  recorderNumber: string | null;
  policeNumber: string | null;
  officerAccount: string | null;
  workstation: string;
  /** ISO 8601, or null when unknown. */
  recordTime: string | null;
  importTime: string;
  /** When this entry's action happened (the import itself, an assignment, a deletion). */
  actionTime: string;
};

export type CustodyRecord = { seq: number; entry: CustodyEntry; prevHash: string; hash: string };

export type VerifyResult =
  { ok: true; count: number } | { ok: false; count: number; brokenAt: number; reason: string };

type JsonValue = string | number | boolean | null | JsonValue[] | { [k: string]: JsonValue };

/** JSON with object keys sorted at every level and no whitespace: one text per value, whoever writes it. */
export function canonicalJson(v: JsonValue): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(v[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

export const chainHash = (prevHash: string, canonicalEntry: string): string =>
  createHash('sha256').update(prevHash).update(canonicalEntry).digest('hex');

type Raw = { seq: number; entry: string; prev_hash: string; hash: string };

export class CustodyLog {
  private readonly lastStmt: Database.Statement<[], Raw>;
  private readonly insertStmt: Database.Statement<[string, string, string]>;
  private readonly allStmt: Database.Statement<[], Raw>;

  constructor(private readonly db: Database.Database) {
    this.lastStmt = db.prepare(
      'SELECT seq, entry, prev_hash, hash FROM custody_log ORDER BY seq DESC LIMIT 1',
    );
    this.insertStmt = db.prepare(
      'INSERT INTO custody_log (entry, prev_hash, hash) VALUES (?, ?, ?)',
    );
    this.allStmt = db.prepare('SELECT seq, entry, prev_hash, hash FROM custody_log ORDER BY seq');
  }

  /**
   * Appends an entry. Call inside the transaction that commits the state it records, so the entry
   * and the state appear together or not at all; reading the last hash inside it keeps the chain linear.
   */
  append(entry: CustodyEntry): CustodyRecord {
    const prevHash = this.lastStmt.get()?.hash ?? GENESIS_HASH;
    const text = canonicalJson(entry);
    const hash = chainHash(prevHash, text);
    const seq = Number(this.insertStmt.run(text, prevHash, hash).lastInsertRowid);
    return { seq, entry, prevHash, hash };
  }

  records(): CustodyRecord[] {
    return this.allStmt.all().map((r) => ({
      seq: r.seq,
      entry: JSON.parse(r.entry) as CustodyEntry,
      prevHash: r.prev_hash,
      hash: r.hash,
    }));
  }

  /** Walks the chain from the start; reports the first entry whose link or hash does not hold. */
  verify(): VerifyResult {
    let prev = GENESIS_HASH;
    let count = 0;
    for (const r of this.allStmt.iterate()) {
      count++;
      if (r.prev_hash !== prev)
        return { ok: false, count, brokenAt: r.seq, reason: 'previous hash does not match' };
      let canonical: string;
      try {
        canonical = canonicalJson(JSON.parse(r.entry) as JsonValue);
      } catch {
        return { ok: false, count, brokenAt: r.seq, reason: 'entry is not JSON' };
      }
      if (canonical !== r.entry)
        return { ok: false, count, brokenAt: r.seq, reason: 'entry is not canonical' };
      if (chainHash(prev, r.entry) !== r.hash)
        return { ok: false, count, brokenAt: r.seq, reason: 'hash does not match entry' };
      prev = r.hash;
    }
    return { ok: true, count };
  }

  /** Writes the chain as JSON lines ({seq, prevHash, hash, entry}); resolves with the number of entries. */
  async export(file: string): Promise<number> {
    const out = createWriteStream(file, { encoding: 'utf8' });
    let n = 0;
    const done = new Promise<void>((resolve, reject) => {
      out.on('finish', resolve);
      out.on('error', reject);
    });
    // all() rather than iterate(): awaiting a drain mid-iteration would keep the connection busy.
    for (const r of this.allStmt.all()) {
      // The entry is embedded as its exact stored text so anyone can recompute the hashes from the file.
      const line = `{"seq":${r.seq},"prevHash":"${r.prev_hash}","hash":"${r.hash}","entry":${r.entry}}\n`;
      if (!out.write(line)) await new Promise<void>((resolve) => out.once('drain', resolve));
      n++;
    }
    out.end();
    await done;
    return n;
  }
}
