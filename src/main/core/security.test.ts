import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appUrlMatcher, CSP, isTrustedFrame } from './security';

const directives = (policy: string): Map<string, string> =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources.join(' ')]),
  );

describe('security checks', () => {
  const isApp = appUrlMatcher(
    'file:///C:/Program%20Files/xfjd/resources/app.asar/out/renderer',
    'http://localhost:5173',
  );

  it('accepts only the app renderer and the dev server', () => {
    expect(
      isApp('file:///C:/Program%20Files/xfjd/resources/app.asar/out/renderer/index.html#/tasks'),
    ).toBe(true);
    expect(isApp('http://localhost:5173/index.html')).toBe(true);
    expect(isApp('file:///C:/Windows/evil.html')).toBe(false);
    expect(
      isApp('file:///C:/Program%20Files/xfjd/resources/app.asar/out/renderer-evil/index.html'),
    ).toBe(false);
    expect(isApp('http://localhost:5174/')).toBe(false);
    expect(isApp('https://evil.example/')).toBe(false);
    expect(isApp('not a url')).toBe(false);
    expect(
      isApp('file:///C:/Program%20Files/xfjd/resources/app.asar/out/renderer/../../../evil.html'),
    ).toBe(false);
  });

  it('trusts top-level app frames only', () => {
    const url = 'http://localhost:5173/index.html';
    expect(isTrustedFrame({ url, parent: null }, isApp)).toBe(true);
    expect(isTrustedFrame({ url, parent: {} }, isApp)).toBe(false);
    expect(isTrustedFrame({ url: 'https://evil.example/', parent: null }, isApp)).toBe(false);
    expect(isTrustedFrame(null, isApp)).toBe(false);
  });

  it('writes one policy: the bridge adds its loopback socket and refuses framing, the desktop app neither', () => {
    const desktop = directives(CSP.desktop);
    const browser = directives(CSP.browser);
    expect(desktop.get('script-src')).toBe("'self'");
    expect(desktop.has('connect-src')).toBe(false);
    expect(desktop.has('frame-ancestors')).toBe(false);
    expect(browser.get('connect-src')).toBe("'self' ws://127.0.0.1:* ws://localhost:*");
    expect(browser.get('frame-ancestors')).toBe("'none'");
    for (const [name, sources] of desktop) expect(browser.get(name)).toBe(sources);
    expect([...browser.keys()].filter((n) => !desktop.has(n))).toEqual([
      'connect-src',
      'frame-ancestors',
    ]);
  });

  it("is the policy of the renderer's meta tag, which cannot carry frame-ancestors", () => {
    const html = readFileSync(new URL('../../renderer/index.html', import.meta.url), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html);
    expect(meta?.[1]).toBe(CSP.meta);
    expect(CSP.browser).toBe(`${CSP.meta}; frame-ancestors 'none'`);
  });
});
