import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { BROWSER_BUILD, DESKTOP_BUILD, buildIsFresh, fileTimes, isUpToDate } from './freshness.mjs';

const at = (path: string, mtimeMs: number): { path: string; mtimeMs: number } => ({
  path,
  mtimeMs,
});

describe('isUpToDate', () => {
  const outputs = [at('out/renderer/index.html', 200), at('out/renderer/browser-build.txt', 210)];
  const required = ['out/renderer/index.html', 'out/renderer/browser-build.txt'];

  it('is fresh when the oldest output is newer than the newest input', () => {
    const inputs = [at('src/renderer/App.tsx', 100), at('package-lock.json', 150)];
    expect(isUpToDate({ inputs, outputs, required })).toBe(true);
  });

  it('is stale when any input changed after (or at the same time as) the oldest output', () => {
    expect(isUpToDate({ inputs: [at('src/shared/a.ts', 205)], outputs, required })).toBe(false);
    expect(isUpToDate({ inputs: [at('src/shared/a.ts', 200)], outputs, required })).toBe(false);
  });

  it('is stale with no outputs, a required output missing, or a forbidden one present', () => {
    const inputs = [at('src/a.ts', 1)];
    expect(isUpToDate({ inputs, outputs: [] })).toBe(false);
    expect(isUpToDate({ inputs, outputs: outputs.slice(0, 1), required })).toBe(false);
    expect(
      isUpToDate({ inputs, outputs, required, forbidden: ['out/renderer/browser-build.txt'] }),
    ).toBe(false);
  });
});

describe('the files of a build', () => {
  let repo = '';
  afterEach(() => rmSync(repo, { recursive: true, force: true }));

  const write = (path: string, seconds: number): void => {
    const abs = join(repo, path);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, path);
    utimesSync(abs, seconds, seconds);
  };

  it('browser mode: skipped until a renderer, shared or config file changes; tests do not count', () => {
    repo = mkdtempSync(join(tmpdir(), 'xfjd-fresh-'));
    write('src/renderer/index.html', 1000);
    write('src/renderer/features/a.tsx', 1000);
    write('src/shared/common/dates.ts', 1000);
    write('src/main/core/app.ts', 5000);
    write('package-lock.json', 1000);
    write('vite.renderer.config.ts', 1000);
    expect(buildIsFresh(repo, BROWSER_BUILD)).toBe(false);
    write('out/renderer/index.html', 2000);
    write('out/renderer/browser-build.txt', 2000);
    write('out/renderer/assets/index.js', 2000);
    // Main runs from source in browser mode: its change needs no renderer build.
    expect(buildIsFresh(repo, BROWSER_BUILD)).toBe(true);
    write('src/renderer/features/a.test.tsx', 3000);
    expect(buildIsFresh(repo, BROWSER_BUILD)).toBe(true);
    write('src/shared/common/dates.ts', 3000);
    expect(buildIsFresh(repo, BROWSER_BUILD)).toBe(false);
    write('out/renderer/index.html', 4000);
    write('out/renderer/browser-build.txt', 4000);
    // One output left from the older build: stale.
    expect(buildIsFresh(repo, BROWSER_BUILD)).toBe(false);
    write('out/renderer/assets/index.js', 4000);
    expect(buildIsFresh(repo, BROWSER_BUILD)).toBe(true);
    write('vite.renderer.config.ts', 4500);
    expect(buildIsFresh(repo, BROWSER_BUILD)).toBe(false);
  });

  it('desktop: main counts too, and a renderer written by the browser build is not its own', () => {
    repo = mkdtempSync(join(tmpdir(), 'xfjd-fresh-'));
    write('src/main/core/app.ts', 1000);
    write('src/renderer/index.html', 1000);
    write('electron.vite.config.ts', 1000);
    write('out/main/index.js', 2000);
    write('out/preload/index.cjs', 2000);
    write('out/renderer/index.html', 2000);
    expect(buildIsFresh(repo, DESKTOP_BUILD)).toBe(true);
    write('out/renderer/browser-build.txt', 2000);
    expect(buildIsFresh(repo, DESKTOP_BUILD)).toBe(false);
    rmSync(join(repo, 'out/renderer/browser-build.txt'));
    write('src/main/core/app.ts', 3000);
    expect(buildIsFresh(repo, DESKTOP_BUILD)).toBe(false);
  });

  it("lists files with '/' paths relative to the repository and skips missing paths", () => {
    repo = mkdtempSync(join(tmpdir(), 'xfjd-fresh-'));
    write('src/a/b.ts', 1000);
    expect(fileTimes(repo, ['src', 'nothing-here'])).toEqual([at('src/a/b.ts', 1_000_000)]);
  });
});

describe('npm start', () => {
  it("names README's real heading for getting the Electron runtime", () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const start = readFileSync(join(here, 'start.mjs'), 'utf8');
    const heading = /README_RUNTIME_HEADING = '([^']+)'/.exec(start)?.[1];
    expect(heading).toBeTruthy();
    const readme = readFileSync(join(here, '..', 'README.md'), 'utf8');
    expect(readme.split('\n')).toContain(`## ${heading}`);
  });
});
