import { describe, expect, it, vi } from 'vitest';
import { shellHandlers, type ShellDeps } from './handlers';
import type { SettingsView } from '../../../shared/settings/contract';

const deps = (over: Partial<ShellDeps> = {}): ShellDeps => ({
  version: '1.0.0',
  settingsView: vi.fn((): SettingsView => {
    throw new Error('not for a ping');
  }),
  session: {
    current: vi.fn(() => {
      throw new Error('not for a ping');
    }),
  },
  net: {
    status: vi.fn(() => {
      throw new Error('not for a ping');
    }),
  },
  ...over,
});

describe('shell handlers', () => {
  it('answers the back-end probe at once, touching neither settings, session nor network', async () => {
    const d = deps();
    await expect(shellHandlers(d)['shell:ping'](undefined)).resolves.toBe('pong');
    expect(d.settingsView).not.toHaveBeenCalled();
    expect(d.session.current).not.toHaveBeenCalled();
    expect(d.net.status).not.toHaveBeenCalled();
  });

  it('opens and reveals saved files through the session’s saved files, by ref', async () => {
    const saved = { open: vi.fn(async () => undefined), reveal: vi.fn(async () => undefined) };
    const h = shellHandlers(deps({ saved }));
    const ref = 'a'.repeat(32);
    await expect(h['shell:openDownload']({ ref })).resolves.toBeNull();
    await expect(h['shell:revealDownload']({ ref })).resolves.toBeNull();
    expect(saved.open).toHaveBeenCalledWith(ref);
    expect(saved.reveal).toHaveBeenCalledWith(ref);
  });

  it('refuses to open anything where there is no OS shell (browser mode)', async () => {
    const h = shellHandlers(deps());
    await expect(h['shell:openDownload']({ ref: 'a'.repeat(32) })).rejects.toThrow(
      '浏览器模式下无法打开文件，请到下载目录中查看',
    );
    await expect(h['shell:revealDownload']({ ref: 'a'.repeat(32) })).rejects.toThrow(
      '浏览器模式下无法打开文件',
    );
  });
});
