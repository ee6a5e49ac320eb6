import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

// Stored files live under `<dataDir>/files/<first two hex digits>/<md5>`; the database row (xfjd_fj)
// holds the name and type. The MD5 is that of the bytes, so downloads can be checked against it.

export const md5Of = (bytes: Buffer): string => createHash('md5').update(bytes).digest('hex');

export const relativePathOf = (md5: string): string => `files/${md5.slice(0, 2)}/${md5}`;

/** Writes the bytes (idempotent) and answers their MD5 and relative path. */
export function writeStoredFile(
  dataDir: string,
  bytes: Buffer,
): { md5: string; path: string; size: number } {
  const md5 = md5Of(bytes);
  const path = relativePathOf(md5);
  const full = join(dataDir, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, bytes);
  return { md5, path, size: bytes.length };
}

export function readStoredFile(dataDir: string, path: string): Buffer | null {
  try {
    return readFileSync(join(dataDir, path));
  } catch {
    return null;
  }
}

/** True when the store holds bytes under this MD5. */
export const hasStoredObject = (dataDir: string, md5: string): boolean =>
  existsSync(join(dataDir, relativePathOf(md5)));

/**
 * Moves a finished temporary file (whose MD5 the caller computed while writing it) into the store
 * by rename, so a reader never sees half a file. Bytes already stored under the MD5 are kept and
 * the temporary file is removed: every MD5 is stored once.
 */
export async function moveIntoStore(
  dataDir: string,
  tempFile: string,
  md5: string,
): Promise<string> {
  const path = relativePathOf(md5);
  const full = join(dataDir, path);
  await mkdir(dirname(full), { recursive: true });
  if (existsSync(full)) await rm(tempFile, { force: true });
  else await rename(tempFile, full);
  return path;
}

/** Absolute path of a stored file. */
export const storedFilePath = (dataDir: string, path: string): string => join(dataDir, path);
