import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { mediaKindOf, type parseRecorderPath } from './layouts';
import type { FileStamp } from './stable';
import type { ImportRow } from './store';
import type { ImportedFile } from './types';

// An import's row as it starts (from the file, its path and the recorder map) and what the app is
// told when it is done.

export type NewImport = {
  dock: string;
  path: string;
  stamp: FileStamp;
  parsed: ReturnType<typeof parseRecorderPath>;
  /** Recorder number → police number (the officer's and IT's map). */
  recorders: Readonly<Record<string, string>>;
  officerAccount: string | null;
  now: number;
};

/** A found file's first row: the police number from its name, else from the recorder map. */
export function newImportRow(n: NewImport): ImportRow {
  const p = n.parsed;
  const police =
    p.policeNumber ?? (p.recorderNumber ? (n.recorders[p.recorderNumber] ?? null) : null);
  return {
    id: randomUUID(),
    dock: n.dock,
    sourcePath: n.path,
    name: basename(n.path),
    size: n.stamp.size,
    mtimeMs: n.stamp.mtimeMs,
    kind: mediaKindOf(n.path) ?? 'video',
    layout: p.layout,
    recorderNumber: p.recorderNumber,
    policeNumber: police,
    recordTime: p.recordTime,
    officerAccount: n.officerAccount,
    state: 'queued',
    md5: null,
    evidenceMd5: null,
    duplicateOf: null,
    evidencePath: null,
    thumbPath: null,
    previewPath: null,
    meta: null,
    reason: null,
    notified: false,
    originalDeleted: false,
    importedAt: null,
    createdAt: n.now,
    updatedAt: n.now,
  };
}

/** What the app is told about a finished import. */
export function importedFileOf(row: ImportRow, now: number): ImportedFile {
  return {
    importId: row.id,
    path: row.evidencePath ?? '',
    name: row.name,
    size: row.size,
    md5: row.md5 ?? '',
    kind: row.kind,
    layout: row.layout,
    recorderNumber: row.recorderNumber,
    policeNumber: row.policeNumber,
    officerAccount: row.officerAccount,
    recordTime: row.recordTime,
    importedAt: row.importedAt ?? now,
    thumbPath: row.thumbPath,
    previewPath: row.previewPath,
    meta: row.meta,
  };
}
