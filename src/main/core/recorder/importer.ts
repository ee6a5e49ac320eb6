import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Logger } from '../logger';
import { chinaIso, chinaToday } from '../../../shared/common/dates';
import { copyWithMd5 } from './copy-hash';
import { type CustodyLog, type CustodyAction, type CustodyEntry } from './custody';
import { needsPreview, preview, probe, thumbnail, type MediaTools, type ProbeInfo } from './media';
import type { ImportRow, ImportStore } from './store';

// One file through the import steps. Each step ends with a committed state, and the order of disk
// and database writes is chosen so a kill anywhere leaves something recover() can finish:
//  copying  → bytes go to <evidence>/.parts/<id>.part (deleted on restart, so a partial copy is never
//             mistaken for evidence); the stored name is the MD5, so renaming a re-copy over a copy
//             renamed just before a kill replaces identical bytes.
//  probing  → committed together with the rename, synchronously (no await between the duplicate
//             check, the rename and the commit), so two imports of the same bytes cannot interleave;
//             the UNIQUE evidence_md5 column backs this up.
//  done     → committed in one transaction with its custody entry.

export type ImporterDeps = {
  store: ImportStore;
  custody: CustodyLog;
  evidenceDir: string;
  tools: MediaTools;
  workstation: string;
  now: () => number;
  logger: Logger;
  onProgress: (id: string, bytes: number) => void;
};

export type CopyOutcome = 'probing' | 'duplicate' | 'changed';

/** An instant of the custody log: ISO 8601 with China's offset, so it reads as China time. */
const iso = (ms: number | null): string | null => (ms === null ? null : chinaIso(ms));

export class Importer {
  readonly partsDir: string;

  constructor(private readonly d: ImporterDeps) {
    this.partsDir = join(d.evidenceDir, '.parts');
  }

  /** Removes every leftover .part: whatever was being written when the process died. */
  async clearParts(): Promise<void> {
    await mkdir(this.partsDir, { recursive: true });
    for (const f of await readdir(this.partsDir))
      await rm(join(this.partsDir, f), { force: true, recursive: true });
  }

  private save(row: ImportRow, patch: Partial<ImportRow>): ImportRow {
    const next = { ...row, ...patch, updatedAt: this.d.now() };
    this.d.store.save(next);
    return next;
  }

  /** <evidenceDir>/<yyyy>/<mm> of the record time (China time), else of now. */
  private monthDir(row: ImportRow): string {
    const [year, month] = chinaToday(row.recordTime ?? this.d.now()).split('-');
    return join(this.d.evidenceDir, year ?? '', month ?? '');
  }

  /**
   * Copies and hashes the source. 'changed' means the source was modified during the copy (a writer
   * came back): nothing is kept and the row is deleted, so the file waits for stability again.
   */
  async copy(
    row: ImportRow,
    signal: AbortSignal,
  ): Promise<{ outcome: CopyOutcome; row: ImportRow }> {
    row = this.save(row, { state: 'copying', reason: null });
    const part = join(this.partsDir, `${row.id}.part`);
    mkdirSync(this.partsDir, { recursive: true });
    let result;
    try {
      result = await copyWithMd5(row.sourcePath, part, (b) => this.d.onProgress(row.id, b), signal);
    } catch (e) {
      // Best effort: a .part that cannot go now (a handle not yet closed on Windows) goes at the next clearParts().
      try {
        rmSync(part, { force: true });
      } catch {
        // kept for clearParts()
      }
      throw e;
    }
    const same = (s: { size: number; mtimeMs: number }): boolean =>
      s.size === row.size && s.mtimeMs === row.mtimeMs;
    if (!same(result.before) || !same(result.after) || result.bytes !== row.size) {
      rmSync(part, { force: true });
      this.d.store.db.prepare('DELETE FROM recorder_imports WHERE id = ?').run(row.id);
      return { outcome: 'changed', row };
    }
    // From here to the commit everything is synchronous (see the file comment).
    try {
      const owner = this.d.store.byEvidenceMd5(result.md5);
      if (owner && owner.id !== row.id) {
        rmSync(part, { force: true });
        return {
          outcome: 'duplicate',
          row: this.save(row, { state: 'duplicate', md5: result.md5, duplicateOf: owner.id }),
        };
      }
      const dir = this.monthDir(row);
      mkdirSync(dir, { recursive: true });
      const evidencePath = join(dir, `${result.md5}${extname(row.name).toLowerCase()}`);
      renameSync(part, evidencePath);
      syncDir(dir);
      // evidenceMd5 is not a second read of the stored copy: copyWithMd5 hashed the very buffers it
      // wrote, did not reuse one before its write completed, and fsynced, so the stored bytes are
      // the hashed bytes; and those are the source's, read between two equal size+mtime stamps.
      return {
        outcome: 'probing',
        row: this.save(row, {
          state: 'probing',
          md5: result.md5,
          evidenceMd5: result.md5,
          evidencePath,
        }),
      };
    } catch (e) {
      // A full disk (no room for the month folder, or SQLITE_FULL on the commit): the copy is not
      // left in .parts. A copy already renamed stays: complete, fsynced, named by its MD5, it is
      // what the next import of the same bytes renames over (the row still says 'copying').
      rmSync(part, { force: true });
      throw e;
    }
  }

  /** Probe, thumbnail and preview of the stored copy, then 'done' with its custody entry. */
  async finish(row: ImportRow, officerAccount: string | null): Promise<ImportRow> {
    const evidence = row.evidencePath ?? '';
    const md5 = row.md5 ?? '';
    let meta: ProbeInfo | null = null;
    try {
      meta = await probe(this.d.tools, evidence);
    } catch (e) {
      // A file ffprobe cannot read is still evidence: it is kept and uploaded, only without metadata.
      this.d.logger.warn(
        `recorder: ffprobe failed for ${row.name}`,
        e instanceof Error ? e.message.slice(0, 300) : e,
      );
    }
    const dir = this.monthDir(row);
    let thumbPath: string | null = null;
    if (row.kind !== 'audio') {
      thumbPath = await this.derived(row, join(dir, `${md5}.thumb.jpg`), (out) =>
        thumbnail(this.d.tools, evidence, out, row.kind, meta),
      );
    }
    let previewPath: string | null = null;
    if (needsPreview(row.kind, row.name, meta)) {
      previewPath = await this.derived(row, join(dir, `${md5}.preview.mp4`), (out) =>
        preview(this.d.tools, evidence, out),
      );
    }
    const recordTime = row.recordTime ?? meta?.creationTime ?? row.mtimeMs;
    const importedAt = this.d.now();
    const done: ImportRow = {
      ...row,
      state: 'done',
      meta,
      thumbPath,
      previewPath,
      recordTime,
      importedAt,
      officerAccount,
      updatedAt: importedAt,
    };
    this.d.store.db.transaction(() => {
      this.d.store.save(done);
      this.d.custody.append(this.entry('import', done));
    })();
    return done;
  }

  /** A derived file (thumbnail, preview) written to .part and renamed; null (logged) when ffmpeg fails. */
  private async derived(
    row: ImportRow,
    dest: string,
    make: (out: string) => Promise<void>,
  ): Promise<string | null> {
    const part = join(this.partsDir, `${row.id}${extname(dest)}.part`);
    try {
      await make(part);
      mkdirSync(join(dest, '..'), { recursive: true });
      renameSync(part, dest);
      return dest;
    } catch (e) {
      rmSync(part, { force: true });
      this.d.logger.warn(
        `recorder: ffmpeg could not make ${extname(dest)} for ${row.name}`,
        e instanceof Error ? e.message.slice(0, 300) : e,
      );
      return null;
    }
  }

  entry(action: CustodyAction, row: ImportRow): CustodyEntry {
    return {
      action,
      importId: row.id,
      fileName: row.name,
      sourcePath: row.sourcePath,
      md5: row.md5 ?? '',
      size: row.size,
      recorderNumber: row.recorderNumber,
      policeNumber: row.policeNumber,
      officerAccount: row.officerAccount,
      workstation: this.d.workstation,
      recordTime: iso(row.recordTime),
      importTime: iso(row.importedAt ?? this.d.now()) ?? '',
      actionTime: iso(this.d.now()) ?? '',
    };
  }
}

/**
 * Makes a rename durable before the row that names the file is committed: on POSIX file systems the
 * new directory entry is only on disk once the directory itself is fsynced. Windows (NTFS) journals
 * the rename and cannot open a directory for fsync, so there it is skipped.
 */
export function syncDir(dir: string, platform: NodeJS.Platform = process.platform): boolean {
  if (platform === 'win32') return false;
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}
