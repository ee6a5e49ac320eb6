import { describe, expect, it } from 'vitest';
import { appUrlMatcher, isTrustedFrame } from './security';

describe('security checks', () => {
  const isApp = appUrlMatcher('file:///C:/Program%20Files/xfjd/resources/app.asar/out/renderer', 'http://localhost:5173');

  it('accepts only the app renderer and the dev server', () => {
    expect(isApp('file:///C:/Program%20Files/xfjd/resources/app.asar/out/renderer/index.html#/tasks')).toBe(true);
    expect(isApp('http://localhost:5173/index.html')).toBe(true);
    expect(isApp('file:///C:/Windows/evil.html')).toBe(false);
    expect(isApp('file:///C:/Program%20Files/xfjd/resources/app.asar/out/renderer-evil/index.html')).toBe(false);
    expect(isApp('http://localhost:5174/')).toBe(false);
    expect(isApp('https://evil.example/')).toBe(false);
    expect(isApp('not a url')).toBe(false);
    expect(isApp('file:///C:/Program%20Files/xfjd/resources/app.asar/out/renderer/../../../evil.html')).toBe(false);
  });

  it('trusts top-level app frames only', () => {
    const url = 'http://localhost:5173/index.html';
    expect(isTrustedFrame({ url, parent: null }, isApp)).toBe(true);
    expect(isTrustedFrame({ url, parent: {} }, isApp)).toBe(false);
    expect(isTrustedFrame({ url: 'https://evil.example/', parent: null }, isApp)).toBe(false);
    expect(isTrustedFrame(null, isApp)).toBe(false);
  });
});
