import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { finished, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { M } from '../../../shared/messages';
import { freeBytes, isDiskFull } from '../db/disk-full';
import type { Logger } from '../logger';
import type { PickedFiles } from './picked';
import type { PickedFile } from '../../../shared/files/contract';
import { CHUNKED_MAX_MB } from '../../../shared/uploads/rules';
import { MIB } from '../../../shared/common/files';

// Browser mode has no native dialog and a page cannot hand main a path: the page streams the
// chosen file to the bridge, which copies it here, under the profile, and registers the copy.
// Bytes go straight to disk, so a 500 MB video never sits in memory.

/** The largest file any dialog accepts (the chunked uploader's 500 MB). */
export const STAGE_MAX_BYTES = CHUNKED_MAX_MB * MIB;
const MAX_NAME_LENGTH = 200;

/** Why a staging request was refused, with the HTTP status the bridge answers. */
export class StageRefused extends Error {
  constructor(
    readonly status: 400 | 401 | 413 | 507,
    message: string,
  ) {
    super(message);
    this.name = 'StageRefused';
  }
}

/** Copies a file's bytes into the staging folder and registers the copy as a chosen file. */
export type StageFile = (
  name: string,
  body: Readable,
  declaredSize?: number,
) => Promise<PickedFile>;

export type StagingOptions = {
  /**
   * The signed-in account's staging folder (`<profileDir>/staging/<account>`), null when nobody is
   * signed in: each account's queue sweeps its own folder without touching another's copies.
   */
  dir: () => string | null;
  picked: PickedFiles;
  logger: Logger;
  maxBytes?: number;
};

/** The officer's file name as the browser gives it: a base name, nothing that walks the disk. */
export function checkStageName(name: string): string | null {
  if (!name || name.length > MAX_NAME_LENGTH) return M.errInvalidArgs;
  if (/[\\/]/.test(name) || name === '.' || name === '..' || /\p{Cc}/u.test(name))
    return M.errInvalidArgs;
  return null;
}

export function createStager(opts: StagingOptions): StageFile {
  const max = opts.maxBytes ?? STAGE_MAX_BYTES;
  return async (name, body, declaredSize) => {
    const bad = checkStageName(name);
    // The body is left unread: the caller answers and drops the connection rather than drain it.
    if (bad) throw new StageRefused(400, bad);
    if (declaredSize !== undefined && declaredSize > max)
      throw new StageRefused(413, M.uploadTooLarge(name, Math.round(max / MIB)));
    const dir = opts.dir();
    if (!dir) throw new StageRefused(401, M.loginExpired);

    try {
      await mkdir(dir, { recursive: true });
    } catch (err) {
      if (isDiskFull(err)) throw new StageRefused(507, M.diskFullStage);
      throw err;
    }
    // A file announced larger than the free space is refused before a byte is written: filling the
    // disk would also stop the database and the upload queue.
    const free = declaredSize === undefined ? null : await freeBytes(dir);
    if (declaredSize !== undefined && free !== null && declaredSize > free)
      throw new StageRefused(507, M.diskFullStage);
    const id = randomUUID();
    const target = join(dir, id);
    // A copy gets its final name only once complete: a cut upload never looks like a staged file.
    const part = `${target}.part`;
    let bytes = 0;
    const count = new Transform({
      transform(chunk: Buffer, _enc, done) {
        bytes += chunk.length;
        if (bytes > max) done(new StageRefused(413, M.uploadTooLarge(name, Math.round(max / MIB))));
        else done(null, chunk);
      },
    });
    // Not pipeline(body, …): that would destroy the body on a refusal, and with it the bridge's
    // socket, before the 413 could be answered. The body is only unpiped; its own failure (the page
    // went away mid-file) still fails the copy.
    const sink = pipeline(count, createWriteStream(part, { flags: 'wx' }));
    const stopWatching = finished(body, (err) => {
      if (err) count.destroy(err);
    });
    body.pipe(count);
    try {
      await sink;
      if (declaredSize !== undefined && declaredSize !== bytes)
        throw new StageRefused(400, M.errInvalidArgs);
      await rename(part, target);
    } catch (err) {
      body.unpipe(count);
      await rm(part, { force: true }).catch(() => undefined);
      opts.logger.warn(
        `staging ${name} failed after ${bytes} bytes`,
        err instanceof Error ? err.message : err,
      );
      if (isDiskFull(err)) throw new StageRefused(507, M.diskFullStage);
      throw err;
    } finally {
      stopWatching();
    }
    opts.logger.info(`staged ${name} (${bytes} bytes) as ${id}`);
    return opts.picked.register(target, name, bytes, true);
  };
}

/** Copies younger than this are left alone: a dialog may hold their ref, not yet enqueued. */
export const STAGING_GRACE_MS = 60 * 60_000;

/**
 * Removes staged copies nobody will upload: a `.part` left by a crash, and copies the queue does
 * not hold (chosen in a page that was then closed, or from before a restart, when refs are gone).
 * Called when an account's queue opens, on that account's folder, with the queue's own paths as
 * `keep`; copies modified within `graceMs` stay (a dialog may still hold their ref).
 */
export async function sweepStaging(
  dir: string,
  keep: (path: string) => boolean,
  logger: Logger,
  graceMs = STAGING_GRACE_MS,
  now = Date.now(),
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    if (keep(path)) continue;
    const modified = await stat(path).then(
      (st) => st.mtimeMs,
      () => null,
    );
    if (modified === null || now - modified < graceMs) continue;
    await rm(path, { force: true, recursive: true }).then(
      () => removed++,
      (err: unknown) =>
        logger.warn(`staging: cannot remove ${name}`, err instanceof Error ? err.message : err),
    );
  }
  if (removed) logger.info(`staging: removed ${removed} file(s) no upload needs`);
  return removed;
}
