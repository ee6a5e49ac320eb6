import { statfs } from 'node:fs/promises';

// A full disk shows up as ENOSPC (or EDQUOT, over a quota) from the file system and as SQLITE_FULL
// from SQLite. Every writer that can meet it (the database, downloads, staged files, recorder
// imports) turns it into its own Chinese message after removing what it half wrote.

const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL']);

/** True when `err` (or the error it wraps) says the disk or the database is full. */
export function isDiskFull(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && DISK_FULL_CODES.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Bytes free for this user on the file system holding `dir`; null when it cannot be asked. */
export async function freeBytes(dir: string): Promise<number | null> {
  try {
    const s = await statfs(dir);
    return s.bavail * s.bsize;
  } catch {
    return null;
  }
}
