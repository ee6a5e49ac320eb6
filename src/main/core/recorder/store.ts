import type Database from 'better-sqlite3';
import type { LayoutName, MediaKind } from './layouts';
import type { ProbeInfo } from './media';
import type { RecorderImport } from '../../../shared/recorder/contract';
// The import queue's rows (migration 0004). Statements are prepared once; each state change is its
// own committed statement (or one transaction with its custody entry), so a kill leaves the last
// committed step, which recover() knows how to resume.

export type ImportState = RecorderImport['state'];

export type ImportRow = {
  id: string;
  dock: string;
  sourcePath: string;
  name: string;
  size: number;
  mtimeMs: number;
  kind: MediaKind;
  layout: LayoutName | null;
  recorderNumber: string | null;
  policeNumber: string | null;
  recordTime: number | null;
  officerAccount: string | null;
  state: ImportState;
  md5: string | null;
  evidenceMd5: string | null;
  duplicateOf: string | null;
  evidencePath: string | null;
  thumbPath: string | null;
  previewPath: string | null;
  meta: ProbeInfo | null;
  reason: string | null;
  notified: boolean;
  originalDeleted: boolean;
  importedAt: number | null;
  createdAt: number;
  updatedAt: number;
};

const MAP = {
  id: 'id',
  dock: 'dock',
  sourcePath: 'source_path',
  name: 'name',
  size: 'size',
  mtimeMs: 'mtime_ms',
  kind: 'kind',
  layout: 'layout',
  recorderNumber: 'recorder_number',
  policeNumber: 'police_number',
  recordTime: 'record_time',
  officerAccount: 'officer_account',
  state: 'state',
  md5: 'md5',
  evidenceMd5: 'evidence_md5',
  duplicateOf: 'duplicate_of',
  evidencePath: 'evidence_path',
  thumbPath: 'thumb_path',
  previewPath: 'preview_path',
  meta: 'meta',
  reason: 'reason',
  notified: 'notified',
  originalDeleted: 'original_deleted',
  importedAt: 'imported_at',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
} as const satisfies Record<keyof ImportRow, string>;

type Raw = Record<string, string | number | null>;
const KEYS = Object.keys(MAP) as (keyof ImportRow)[];

function toRaw(r: ImportRow): Raw {
  const out: Raw = {};
  for (const k of KEYS) {
    const v = r[k];
    out[MAP[k]] =
      k === 'meta'
        ? v === null
          ? null
          : JSON.stringify(v)
        : typeof v === 'boolean'
          ? v
            ? 1
            : 0
          : (v as string | number | null);
  }
  return out;
}

function fromRaw(raw: Raw): ImportRow {
  const o: Record<string, unknown> = {};
  for (const k of KEYS) o[k] = raw[MAP[k]];
  o.meta = raw.meta === null ? null : (JSON.parse(String(raw.meta)) as ProbeInfo);
  o.notified = raw.notified === 1;
  o.originalDeleted = raw.original_deleted === 1;
  return o as ImportRow;
}

export class ImportStore {
  private readonly insertStmt: Database.Statement<[Raw]>;
  private readonly saveStmt: Database.Statement<[Raw]>;
  private readonly getStmt: Database.Statement<[string], Raw>;
  private readonly bySourceStmt: Database.Statement<[string, number, number], Raw>;
  private readonly byEvidenceStmt: Database.Statement<[string], Raw>;
  private readonly allStmt: Database.Statement<[], Raw>;

  constructor(readonly db: Database.Database) {
    const cols = KEYS.map((k) => MAP[k]);
    this.insertStmt = db.prepare(
      `INSERT INTO recorder_imports (${cols.join(', ')}) VALUES (${cols.map((c) => `@${c}`).join(', ')})`,
    );
    const sets = cols
      .filter((c) => c !== 'id' && c !== 'created_at')
      .map((c) => `${c} = @${c}`)
      .join(', ');
    this.saveStmt = db.prepare(`UPDATE recorder_imports SET ${sets} WHERE id = @id`);
    this.getStmt = db.prepare(`SELECT ${cols.join(', ')} FROM recorder_imports WHERE id = ?`);
    this.bySourceStmt = db.prepare(
      `SELECT ${cols.join(', ')} FROM recorder_imports WHERE source_path = ? AND size = ? AND mtime_ms = ? ORDER BY rowid DESC LIMIT 1`,
    );
    this.byEvidenceStmt = db.prepare(
      `SELECT ${cols.join(', ')} FROM recorder_imports WHERE evidence_md5 = ?`,
    );
    this.allStmt = db.prepare(`SELECT ${cols.join(', ')} FROM recorder_imports ORDER BY rowid`);
  }

  insert(r: ImportRow): void {
    this.insertStmt.run(toRaw(r));
  }

  save(r: ImportRow): void {
    this.saveStmt.run(toRaw(r));
  }

  get(id: string): ImportRow | null {
    const raw = this.getStmt.get(id);
    return raw ? fromRaw(raw) : null;
  }

  /** The latest row for this exact file version (path, size, mtime). */
  bySource(path: string, size: number, mtimeMs: number): ImportRow | null {
    const raw = this.bySourceStmt.get(path, size, mtimeMs);
    return raw ? fromRaw(raw) : null;
  }

  /** The row owning the stored copy of these bytes. */
  byEvidenceMd5(md5: string): ImportRow | null {
    const raw = this.byEvidenceStmt.get(md5);
    return raw ? fromRaw(raw) : null;
  }

  all(): ImportRow[] {
    return this.allStmt.all().map(fromRaw);
  }
}
