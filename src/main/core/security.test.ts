import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appUrlMatcher, CSP, cspHeaderFor, isTrustedFrame, originOf } from './security';

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

  it('accepts pages of the app:// protocol, nothing beside them', () => {
    const isAppProtocol = appUrlMatcher('app://renderer', 'http://localhost:5173');
    expect(isAppProtocol('app://renderer/index.html#/tasks')).toBe(true);
    expect(isAppProtocol('app://renderer/assets/index.js')).toBe(true);
    expect(isAppProtocol('app://renderer-evil/index.html')).toBe(false);
    expect(isAppProtocol('app://evil/index.html')).toBe(false);
    expect(isAppProtocol('other://renderer/index.html')).toBe(false);
    expect(isTrustedFrame({ url: 'app://renderer/index.html', parent: null }, isAppProtocol)).toBe(
      true,
    );
  });

  it("sends the CSP header on the app's own responses only, never on the preview host's", () => {
    const appOrigins = ['app://renderer', 'http://localhost:5173'];
    expect(originOf('app://renderer/index.html')).toBe('app://renderer');
    expect(originOf('http://localhost:5173/src/main.tsx')).toBe('http://localhost:5173');
    expect(originOf('file:///C:/x.html')).toBeNull();
    expect(originOf('not a url')).toBeNull();
    expect(cspHeaderFor('app://renderer/index.html', appOrigins)).toBe(CSP.desktop);
    expect(cspHeaderFor('http://localhost:5173/', appOrigins)).toBe(CSP.desktop);
    // The province's preview host and server keep their own headers, framed or not.
    expect(cspHeaderFor('http://10.1.2.3:8012/onlinePreview?url=x', appOrigins)).toBeNull();
    expect(cspHeaderFor('https://xfjd.example.gov.cn/api/blade-resource/x', appOrigins)).toBeNull();
    expect(cspHeaderFor('http://localhost:5174/', appOrigins)).toBeNull();
    expect(cspHeaderFor('app://evil/index.html', appOrigins)).toBeNull();
    expect(cspHeaderFor('file:///C:/x.html', appOrigins)).toBeNull();
  });

  it("lets the app's pages load their own files and the servers' media under app://", () => {
    const desktop = directives(CSP.desktop);
    // 'self' is app://renderer: scripts and styles from the renderer's own files only.
    expect(desktop.get('default-src')).toBe("'self'");
    expect(desktop.get('script-src')).toBe("'self'");
    for (const name of ['img-src', 'media-src', 'frame-src'])
      expect(desktop.get(name)).toContain('http:');
  });
});
