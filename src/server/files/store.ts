import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// Stored files live under `<dataDir>/files/<first two hex digits>/<md5>`; the database row (xfjd_fj)
// holds the name and type. The MD5 is that of the bytes, so downloads can be checked against it.

export const md5Of = (bytes: Buffer): string => createHash('md5').update(bytes).digest('hex');

export const relativePathOf = (md5: string): string => `files/${md5.slice(0, 2)}/${md5}`;

/** Writes the bytes (idempotent) and answers their MD5 and relative path. */
export function writeStoredFile(dataDir: string, bytes: Buffer): { md5: string; path: string; size: number } {
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
