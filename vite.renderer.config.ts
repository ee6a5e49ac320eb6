import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Renderer build for browser mode and `npm run build:renderer` (Electron builds use electron-vite).
// `--mode bench` (npm run build:bench) builds bench.html alone into out/bench instead: the
// benchmark page never ships in a build an officer runs.
const root = fileURLToPath(new URL('./src/renderer', import.meta.url));
const outOf = (dir: string): string => fileURLToPath(new URL(`./out/${dir}`, import.meta.url));

/** The file that tells `npm start` the browser build wrote out/renderer last (scripts/freshness.mjs). */
const BROWSER_BUILD_MARK = 'browser-build.txt';

/** Marks out/renderer as the browser-mode build (the desktop build writes the same folder). */
const browserBuildMark = (): Plugin => ({
  name: 'xfjd-browser-build-mark',
  apply: 'build',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: BROWSER_BUILD_MARK,
      source: 'Built by npm run build:renderer (browser mode).\n',
    });
  },
});

/**
 * The dev server injects an inline React Refresh preamble that `script-src 'self'` would block.
 * Loosen the CSP for `vite serve` only; the built page keeps the strict policy.
 */
const devCsp = (): Plugin => ({
  name: 'xfjd-dev-csp',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
});

export default defineConfig(({ mode }) => ({
  root,
  base: './',
  plugins: [react(), devCsp(), ...(mode === 'bench' ? [] : [browserBuildMark()])],
  build: {
    outDir: outOf(mode === 'bench' ? 'bench' : 'renderer'),
    emptyOutDir: true,
    // One local bundle loaded from disk or loopback: size matters less than in a web app.
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      // bench.html mounts the document tree alone with N rows (?rows=5000) and reports window.__bench.
      input: (mode === 'bench'
        ? { bench: `${root}/bench.html` }
        : { index: `${root}/index.html` }) as Record<string, string>,
      onwarn(warning, warn) {
        // zod's sources carry comments Rollup cannot place; harmless, and not ours to change.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        // A re-export between chunks that import each other can run modules out of order: fail.
        if (warning.code === 'CYCLIC_CROSS_CHUNK_REEXPORT') throw new Error(warning.message);
        warn(warning);
      },
    },
  },
}));
