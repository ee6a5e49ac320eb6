// Whether `npm start` may skip a build: its outputs are newer than every file it is built from.
// Plain ESM (no TypeScript): `npm start` runs before anything is built. Types: freshness.d.mts.
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The browser-mode renderer (`npm run build:renderer`, vite.renderer.config.ts). */
export const BROWSER_BUILD = {
  inputs: ['src/renderer', 'src/shared', 'vite.renderer.config.ts', 'package-lock.json'],
  outputs: ['out/renderer'],
  required: ['out/renderer/index.html', 'out/renderer/browser-build.txt'],
  forbidden: [],
};

/** The desktop build (`npm run build`, electron-vite: main, preload and renderer). */
export const DESKTOP_BUILD = {
  inputs: ['src', 'electron.vite.config.ts', 'package-lock.json'],
  outputs: ['out/main', 'out/preload', 'out/renderer'],
  required: ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html'],
  // Both builds write out/renderer; the browser build's mark there means it wrote it last.
  forbidden: ['out/renderer/browser-build.txt'],
};

// Tests are never part of a build: editing one does not make the client stale.
const NOT_BUILT = /\.test\.tsx?$/;

/**
 * Up to date when every required output is there, no forbidden one is, and the oldest output was
 * written after the newest input changed (a tie counts as stale: file times can be coarse).
 * Times are {path, mtimeMs} with '/'-separated paths relative to the repository.
 */
export function isUpToDate({ inputs, outputs, required = [], forbidden = [] }) {
  const present = new Set(outputs.map((f) => f.path));
  if (outputs.length === 0 || required.some((p) => !present.has(p))) return false;
  if (forbidden.some((p) => present.has(p))) return false;
  const oldestOutput = Math.min(...outputs.map((f) => f.mtimeMs));
  return inputs.every((f) => f.mtimeMs < oldestOutput);
}

/** Every file under the given files and folders (missing ones are skipped), with its time. */
export function fileTimes(repo, paths) {
  const out = [];
  const visit = (abs) => {
    let st;
    try {
      st = statSync(abs);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(abs)) visit(join(abs, name));
    } else if (!NOT_BUILT.test(abs)) {
      out.push({ path: relative(repo, abs).split(sep).join('/'), mtimeMs: st.mtimeMs });
    }
  };
  for (const p of paths) visit(join(repo, p));
  return out;
}

/** Whether the build described by `build` (BROWSER_BUILD, DESKTOP_BUILD) can be skipped. */
export function buildIsFresh(repo, build) {
  return isUpToDate({
    inputs: fileTimes(repo, build.inputs),
    outputs: fileTimes(repo, build.outputs),
    required: build.required,
    forbidden: build.forbidden,
  });
}
