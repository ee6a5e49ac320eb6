import { rm, stat } from 'node:fs/promises';

// The queued file on disk: what it looked like when chosen, and whether it still does.

export type SourceStat = { size: number; mtimeMs: number };
export type StatFn = (path: string) => Promise<SourceStat | null>;

/** Size and whole-millisecond mtime (what the queue stores), or null when it cannot be read. */
export const statSource: StatFn = async (path) => {
  try {
    const s = await stat(path);
    return s.isFile() ? { size: s.size, mtimeMs: Math.floor(s.mtimeMs) } : null;
  } catch {
    return null;
  }
};

export const sameSource = (a: SourceStat | null, b: SourceStat): boolean =>
  a !== null && a.size === b.size && a.mtimeMs === b.mtimeMs;

/** Removes a staged copy; a copy already gone is fine. */
export const removeStaged = async (path: string): Promise<void> => {
  await rm(path, { force: true });
};
