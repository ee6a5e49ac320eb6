import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asarUnpackedPath, defaultMediaTools } from './media';

// In the installed app the installers answer paths inside app.asar (Electron's fs shows unpacked
// files there too); only the app.asar.unpacked copy can be spawned.

describe('asarUnpackedPath', () => {
  it('maps a Windows path inside app.asar to app.asar.unpacked', () => {
    expect(
      asarUnpackedPath(
        'C:\\Program Files\\消防监督执法客户端\\resources\\app.asar\\node_modules\\@ffmpeg-installer\\win32-x64\\ffmpeg.exe',
      ),
    ).toBe(
      'C:\\Program Files\\消防监督执法客户端\\resources\\app.asar.unpacked\\node_modules\\@ffmpeg-installer\\win32-x64\\ffmpeg.exe',
    );
  });

  it('maps a POSIX path, and a Windows path written with forward slashes', () => {
    expect(
      asarUnpackedPath(
        '/opt/xfjd/resources/app.asar/node_modules/@ffprobe-installer/linux-x64/ffprobe',
      ),
    ).toBe(
      '/opt/xfjd/resources/app.asar.unpacked/node_modules/@ffprobe-installer/linux-x64/ffprobe',
    );
    expect(
      asarUnpackedPath(
        'C:/xfjd/resources/app.asar/node_modules/@ffmpeg-installer/win32-x64/ffmpeg.exe',
      ),
    ).toBe(
      'C:/xfjd/resources/app.asar.unpacked/node_modules/@ffmpeg-installer/win32-x64/ffmpeg.exe',
    );
  });

  it('leaves paths outside an archive, already unpacked, or merely named like one unchanged', () => {
    const dev = '/work/main/node_modules/@ffmpeg-installer/linux-x64/ffmpeg';
    expect(asarUnpackedPath(dev)).toBe(dev);
    const unpacked =
      'C:\\xfjd\\resources\\app.asar.unpacked\\node_modules\\@ffmpeg-installer\\win32-x64\\ffmpeg.exe';
    expect(asarUnpackedPath(unpacked)).toBe(unpacked);
    expect(asarUnpackedPath(asarUnpackedPath('/r/app.asar/x'))).toBe('/r/app.asar.unpacked/x');
    expect(asarUnpackedPath('/home/zw/myapp.asar/ffmpeg')).toBe('/home/zw/myapp.asar/ffmpeg');
    expect(asarUnpackedPath('/home/zw/app.asarx/ffmpeg')).toBe('/home/zw/app.asarx/ffmpeg');
  });

  it('answers the installed binaries unchanged outside a packaged app', () => {
    const tools = defaultMediaTools();
    expect(tools.ffmpeg).not.toContain('app.asar');
    expect(existsSync(tools.ffmpeg)).toBe(true);
    expect(existsSync(tools.ffprobe)).toBe(true);
  });
});
