// Types of freshness.mjs (plain ESM so that `npm start` runs before anything is built).

/** A file and when it last changed; paths '/'-separated, relative to the repository. */
export type FileTime = { path: string; mtimeMs: number };

/** What a build reads and writes, as files and folders relative to the repository. */
export type BuildFiles = {
  inputs: readonly string[];
  outputs: readonly string[];
  /** Outputs without which the build is not there at all. */
  required: readonly string[];
  /** Outputs that show another build wrote the folder last. */
  forbidden: readonly string[];
};

export const BROWSER_BUILD: BuildFiles;
export const DESKTOP_BUILD: BuildFiles;

export function isUpToDate(times: {
  inputs: readonly FileTime[];
  outputs: readonly FileTime[];
  required?: readonly string[];
  forbidden?: readonly string[];
}): boolean;

export function fileTimes(repo: string, paths: readonly string[]): FileTime[];

export function buildIsFresh(repo: string, build: BuildFiles): boolean;
