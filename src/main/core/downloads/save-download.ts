import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { M } from '../../../shared/messages';
import type { BladeClient, StreamOptions } from '../api/client';
import type { StreamReply } from '../api/stream';
import { ApiError, AppError, AuthExpiredError } from '../errors';
import type { Logger } from '../logger';
import { freeBytes, isDiskFull } from '../db/disk-full';
import { DiskFullError } from '../db/disk-full-error';
import { fileNameFromDisposition, numberedName, safeFileName } from './file-name';
import type { Download } from '../../../shared/common/types';

// A download lands in a `.part` file and gets its real name only once complete, so the folder
// never holds a half file under a real name; an interrupted transfer leaves nothing behind.

const MAX_NUMBERED = 1000;

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/** Gives the finished `.part` file the first free name: `a.pdf`, `a (1).pdf`, … Never overwrites. */
export async function claimName(part: string, dir: string, name: string): Promise<string> {
  for (let n = 0; n < MAX_NUMBERED; n++) {
    const candidate = numberedName(name, n);
    const target = join(dir, candidate);
    try {
      // link() fails with EEXIST instead of replacing, which rename() would do silently.
      await link(part, target);
      await rm(part, { force: true });
      return candidate;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') continue;
      // File systems without hard links (FAT on a USB stick): check, then rename.
      if (await exists(target)) continue;
      await rename(part, target);
      return candidate;
    }
  }
  throw new AppError('server', M.fileDownloadFailed);
}

/** Streams a download into `dir` under the server's file name (else `fallbackName`). */
export async function saveDownload(
  reply: StreamReply,
  dir: string,
  fallbackName: string,
  logger: Logger,
): Promise<Download> {
  const name = safeFileName(
    fileNameFromDisposition(reply.headers['content-disposition']) ?? fallbackName,
    safeFileName(fallbackName),
  );
  try {
    await mkdir(dir, { recursive: true });
  } catch (err) {
    reply.body.destroy();
    if (isDiskFull(err)) throw new DiskFullError(M.diskFullDownload);
    throw err;
  }
  // A file announced larger than the free space is not started: it would fill the disk for nothing
  // (and the database and the upload queue share that disk).
  const declaredSize = Number(reply.headers['content-length']);
  const free = Number.isFinite(declaredSize) ? await freeBytes(dir) : null;
  if (free !== null && declaredSize > free) {
    reply.body.destroy();
    logger.warn(`download refused: ${name} needs ${declaredSize} bytes, ${free} free`);
    throw new DiskFullError(M.diskFullDownload);
  }
  const part = join(dir, `${name}.${randomBytes(4).toString('hex')}.part`);
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(reply.body, count, createWriteStream(part, { flags: 'wx' }));
    // got unpacks compressed bodies, so the length only says something about unencoded ones.
    const declared = Number(reply.headers['content-length']);
    if (!reply.headers['content-encoding'] && Number.isFinite(declared) && declared !== bytes) {
      throw new Error(`truncated: ${bytes} of ${declared} bytes`);
    }
    const fileName = await claimName(part, dir, name);
    logger.info(`downloaded ${fileName} (${bytes} bytes)`);
    return { savedTo: join(dir, fileName), fileName, bytes };
  } catch (err) {
    reply.body.destroy();
    await rm(part, { force: true }).catch(() => undefined);
    logger.warn(`download failed: ${name}`, err instanceof Error ? err.message : err);
    if (err instanceof AppError) throw err;
    if (isDiskFull(err)) throw new DiskFullError(M.diskFullDownload);
    throw new AppError('server', M.fileDownloadFailed);
  }
}

/**
 * Streams a server file into the downloads folder. Refusals and an expired login keep their own
 * message; any other failure is 下载失败！ (and is logged).
 */
export async function fetchDownload(
  client: BladeClient,
  options: StreamOptions,
  dir: string,
  fallbackName: string,
  logger: Logger,
): Promise<Download> {
  try {
    const reply = await client.openStream(options);
    return await saveDownload(reply, dir, fallbackName, logger);
  } catch (err) {
    if (err instanceof ApiError || err instanceof AuthExpiredError || err instanceof DiskFullError)
      throw err;
    if (!(err instanceof AppError)) logger.error(`download ${options.path} failed`, err);
    throw new AppError('server', M.fileDownloadFailed);
  }
}
