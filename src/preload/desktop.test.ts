import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../shared/channels';
import { FILES_DROPPED_CHANNEL } from '../shared/files/channels';

// The preload itself, loaded in plain Node with a stand-in for the few Electron objects it uses:
// what it exposes to the page and what it sends to main.

const exposed = new Map<string, unknown>();
const invoke = vi.fn(async (channel: string, req: unknown) => ({ channel, req }));
/** Electron answers a path only for files the officer dropped or chose; '' for any other File. */
const dropped = new Map<File, string>();

vi.mock('electron', () => ({
  contextBridge: {
    exposeInMainWorld: (key: string, value: unknown) => exposed.set(key, value),
  },
  ipcRenderer: { invoke, on: vi.fn(), removeListener: vi.fn() },
  webFrame: { setZoomFactor: vi.fn() },
  webUtils: {
    getPathForFile: (file: File): string => {
      if (!(file instanceof File)) throw new TypeError('not a File');
      return dropped.get(file) ?? '';
    },
  },
}));

type Desktop = { registerDroppedFiles(files: unknown): Promise<unknown> };
type PageApi = { invoke(channel: string, req: unknown): Promise<unknown> };

beforeAll(async () => {
  await import('./index');
});

describe('desktop.registerDroppedFiles', () => {
  it('sends the path of each dropped file on the dedicated channel, in order', async () => {
    const a = new File(['a'], '现场照片.jpg');
    const b = new File(['b'], '检查记录.pdf');
    dropped.set(a, '/home/officer/现场照片.jpg');
    dropped.set(b, '/home/officer/检查记录.pdf');
    const desktop = exposed.get('desktop') as Desktop;
    await expect(desktop.registerDroppedFiles([a, b])).resolves.toEqual({
      channel: FILES_DROPPED_CHANNEL,
      req: { paths: ['/home/officer/现场照片.jpg', '/home/officer/检查记录.pdf'] },
    });
  });

  it("passes '' for a File made by script or anything that is not a File (main refuses them)", async () => {
    const made = new File(['x'], 'made.pdf');
    const desktop = exposed.get('desktop') as Desktop;
    await desktop.registerDroppedFiles([made, '/etc/passwd', { name: 'x' }]);
    expect(invoke).toHaveBeenLastCalledWith(FILES_DROPPED_CHANNEL, { paths: ['', '', ''] });
    await desktop.registerDroppedFiles('not a list');
    expect(invoke).toHaveBeenLastCalledWith(FILES_DROPPED_CHANNEL, { paths: [] });
  });

  it('keeps the channel away from the page: window.api refuses it, and it is not a page channel', async () => {
    expect((CHANNELS as readonly string[]).includes(FILES_DROPPED_CHANNEL)).toBe(false);
    invoke.mockClear();
    const api = exposed.get('api') as PageApi;
    await expect(
      api.invoke(FILES_DROPPED_CHANNEL, { paths: ['/etc/passwd'] }),
    ).resolves.toMatchObject({ ok: false, error: { kind: 'invalid' } });
    expect(invoke).not.toHaveBeenCalled();
  });
});
