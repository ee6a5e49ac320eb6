import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../server/index';
import { createCore, type Core } from '../app';
import { coreCalls, tmpDir, type RunningServer } from '../testing/reference';
import type { FileOpener } from './saved-files';

// A finished download's 打开 and 在文件夹中显示 through the whole core: the desktop core (with an
// OS opener) gives each saved file a ref and opens exactly that file; browser mode's gives none.

let server: RunningServer;
const cores: Core[] = [];
const opened: string[] = [];
const shown: string[] = [];
const opener: FileOpener = {
  openPath: async (path) => {
    opened.push(path);
    return '';
  },
  showItemInFolder: (path) => void shown.push(path),
};

async function core(fileOpener?: FileOpener): Promise<ReturnType<typeof coreCalls>> {
  const profileDir = tmpDir('xfjd-saved-files-');
  const machine = join(profileDir, 'machine.json');
  writeFileSync(machine, JSON.stringify({ serverUrl: server.url }));
  const c = await createCore({
    profileDir,
    machineConfigPath: machine,
    net: { onlineIntervalMs: 60_000 },
    fileOpener,
  });
  cores.push(c);
  return coreCalls(() => c);
}

beforeAll(async () => {
  server = await startServer({ port: 0, dataDir: tmpDir('xfjd-saved-files-server-') });
});
afterAll(async () => {
  for (const c of cores) await c.dispose();
  await server.close();
});

const ROW = ['任务甲', '', '', '', '', '', '', '', '', ''];

describe('saved files through the core', () => {
  it('desktop: a finished export comes back with a ref that opens and shows that very file', async () => {
    const desktop = await core(opener);
    const saved = await desktop.value('tasks:export', { rows: [ROW] });
    expect(saved.file).toEqual({ ref: expect.stringMatching(/^[0-9a-f]{32}$/), canOpen: true });
    const ref = saved.file!.ref;
    await desktop.value('shell:openDownload', { ref });
    await desktop.value('shell:revealDownload', { ref });
    expect(opened).toEqual([saved.savedTo]);
    expect(shown).toEqual([saved.savedTo]);

    // A ref of the right shape that main never gave out, and anything that is not a ref.
    expect(await desktop.refusal('shell:openDownload', { ref: '0'.repeat(32) })).toBe(
      '找不到该下载记录，请重新下载',
    );
    expect(
      (await desktop.call('shell:openDownload', { ref: saved.savedTo } as { ref: string })).ok,
    ).toBe(false);
    rmSync(saved.savedTo);
    expect(await desktop.refusal('shell:revealDownload', { ref })).toBe('文件已被移动或删除');
    expect(opened).toHaveLength(1);
    expect(shown).toHaveLength(1);
  });

  it('browser mode: no opener, no ref; the probe answers there too', async () => {
    const browser = await core();
    const saved = await browser.value('tasks:export', { rows: [ROW] });
    expect(saved.file).toBeUndefined();
    expect(await browser.value('shell:ping', undefined)).toBe('pong');
  });
});
