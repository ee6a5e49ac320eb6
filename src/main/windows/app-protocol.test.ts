import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN, appPageUrl, contentTypeFor, resolveAppPath } from './app-protocol';

const root = mkdtempSync(join(tmpdir(), 'app-protocol-'));
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'index.html'), '<!doctype html>');
writeFileSync(join(root, 'assets', 'index-abc.js'), '');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('app:// path checks', () => {
  it('serves files under the renderer root, the index for /', () => {
    expect(resolveAppPath(root, `${APP_ORIGIN}/index.html`)).toBe(join(root, 'index.html'));
    expect(resolveAppPath(root, `${APP_ORIGIN}/`)).toBe(join(root, 'index.html'));
    expect(resolveAppPath(root, APP_ORIGIN)).toBe(join(root, 'index.html'));
    expect(resolveAppPath(root, `${APP_ORIGIN}/assets/index-abc.js?v=1#x`)).toBe(
      join(root, 'assets', 'index-abc.js'),
    );
    // A space or a Chinese file name arrives percent-encoded and is decoded once.
    expect(resolveAppPath(root, `${APP_ORIGIN}/assets/%E5%9B%BE%20a.png`)).toBe(
      join(root, 'assets', '图 a.png'),
    );
    expect(resolveAppPath(root, appPageUrl('/tasks'))).toBe(join(root, 'index.html'));
  });

  it.each([
    ['dot-dot', `${APP_ORIGIN}/../secret.txt`],
    ['nested dot-dot', `${APP_ORIGIN}/assets/../../secret.txt`],
    ['dot-dot inside the root', `${APP_ORIGIN}/assets/../index.html`],
    ['single dot', `${APP_ORIGIN}/./index.html`],
    ['encoded dots', `${APP_ORIGIN}/%2e%2e/secret.txt`],
    ['upper-case encoded dots', `${APP_ORIGIN}/%2E%2E/%2E%2E/etc/passwd`],
    ['half-encoded dots', `${APP_ORIGIN}/.%2e/secret.txt`],
    ['encoded slash', `${APP_ORIGIN}/..%2fsecret.txt`],
    ['encoded backslash', `${APP_ORIGIN}/..%5csecret.txt`],
    ['double-encoded dots', `${APP_ORIGIN}/%252e%252e/secret.txt`],
    ['backslash', `${APP_ORIGIN}/..\\secret.txt`],
    ['backslash inside', `${APP_ORIGIN}/assets\\..\\..\\secret.txt`],
    ['absolute path', `${APP_ORIGIN}//etc/passwd`],
    ['drive path', `${APP_ORIGIN}/C:/Windows/win.ini`],
    ['encoded NUL', `${APP_ORIGIN}/index.html%00.js`],
    ['bad escape', `${APP_ORIGIN}/%E0%A4%A`],
    ['directory', `${APP_ORIGIN}/assets/`],
    ['other host', 'app://evil/index.html'],
    ['other scheme', 'file:///etc/passwd'],
    ['https', 'https://renderer/index.html'],
    ['not a URL', 'index.html'],
  ])('refuses %s', (_name, url) => {
    expect(resolveAppPath(root, url)).toBeNull();
  });

  it('never answers outside the root, whatever the input', () => {
    const inputs = ['..', '%2e', '%2E', '.', '/', '\\', '%2f', '%5c', 'a', '%00', ':', 'C:', '%'];
    const inside = resolve(root) + sep;
    for (const a of inputs)
      for (const b of inputs)
        for (const c of inputs) {
          const path = resolveAppPath(root, `${APP_ORIGIN}/${a}/${b}${c}`);
          if (path !== null) expect(path.startsWith(inside)).toBe(true);
        }
  });

  it('gives scripts, styles and pages their types', () => {
    expect(contentTypeFor('/r/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeFor('/r/assets/a.JS')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeFor('/r/assets/a.css')).toBe('text/css; charset=utf-8');
    expect(contentTypeFor('/r/assets/a.woff2')).toBe('font/woff2');
    expect(contentTypeFor('/r/assets/a.svg')).toBe('image/svg+xml');
    expect(contentTypeFor('/r/assets/unknown.bin')).toBe('application/octet-stream');
  });
});
