import { describe, expect, it } from 'vitest';
import { APP_PERMISSIONS, permissionAllowed } from './permissions';

const appOrigins = ['app://renderer', 'http://localhost:5173'];
const ask = (permission: string, requestingUrl: string | undefined): boolean =>
  permissionAllowed({ permission, requestingUrl }, appOrigins);

describe('permission decisions', () => {
  it('grants what the app needs to its own pages', () => {
    expect(ask('fullscreen', 'app://renderer/index.html#/videos')).toBe(true);
    expect(ask('fullscreen', 'app://renderer')).toBe(true);
    expect(ask('fullscreen', 'http://localhost:5173/')).toBe(true);
    expect(ask('local-network-access', 'app://renderer/index.html')).toBe(true);
    expect(ask('loopback-network', 'app://renderer/index.html')).toBe(true);
    // 复制链接 of an electronic service writes the link (never reads the clipboard).
    expect(ask('clipboard-sanitized-write', 'app://renderer/index.html')).toBe(true);
  });

  it('refuses everything the app does not need, even to its own pages', () => {
    for (const permission of [
      'media',
      'clipboard-read',
      'notifications',
      'geolocation',
      'openExternal',
      'display-capture',
      'hid',
      'usb',
      'serial',
      'midiSysex',
      'pointerLock',
      'fileSystem',
      'unknown',
    ]) {
      expect(APP_PERMISSIONS.has(permission)).toBe(false);
      expect(ask(permission, 'app://renderer/index.html')).toBe(false);
    }
  });

  it('refuses the preview host, other sites and unknown askers', () => {
    expect(ask('fullscreen', 'http://10.1.2.3:8012/onlinePreview')).toBe(false);
    expect(ask('clipboard-sanitized-write', 'http://10.1.2.3:8012/onlinePreview')).toBe(false);
    expect(ask('local-network-access', 'https://evil.example/')).toBe(false);
    expect(ask('fullscreen', 'http://localhost:5174/')).toBe(false);
    expect(ask('fullscreen', 'app://evil/index.html')).toBe(false);
    expect(ask('fullscreen', 'file:///C:/x.html')).toBe(false);
    expect(ask('fullscreen', undefined)).toBe(false);
    expect(ask('fullscreen', '')).toBe(false);
    expect(ask('fullscreen', 'not a url')).toBe(false);
  });
});
