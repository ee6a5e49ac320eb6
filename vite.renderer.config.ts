import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Renderer build for browser mode and `npm run build:renderer` (Electron builds use electron-vite).
const root = fileURLToPath(new URL('./src/renderer', import.meta.url));
const outDir = fileURLToPath(new URL('./out/renderer', import.meta.url));

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

export default defineConfig({
  root,
  base: './',
  plugins: [react(), devCsp()],
  build: {
    outDir,
    emptyOutDir: true,
    // One local bundle loaded from disk or loopback: size matters less than in a web app.
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      // bench.html mounts the document tree alone with N rows (?rows=5000) and reports window.__bench.
      input: { index: `${root}/index.html`, bench: `${root}/bench.html` },
      onwarn(warning, warn) {
        // zod's sources carry comments Rollup cannot place; harmless, and not ours to change.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
});
