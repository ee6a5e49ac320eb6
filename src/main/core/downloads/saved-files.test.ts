import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Handlers } from '../../../shared/contract';
import type { Download } from '../../../shared/common/types';
import { silentLogger } from '../logger';
import {
  DOWNLOAD_CHANNELS,
  isRunnable,
  SavedFiles,
  withSavedFileRefs,
  type FileOpener,
} from './saved-files';

type Opened = { opened: string[]; shown: string[] };

const opener = (answer = ''): FileOpener & Opened => {
  const o: Opened = { opened: [], shown: [] };
  return {
    ...o,
    openPath: async (path) => {
      o.opened.push(path);
      return answer;
    },
    showItemInFolder: (path) => void o.shown.push(path),
  };
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'saved-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const save = (name: string): string => {
  const path = join(dir, name);
  writeFileSync(path, 'x');
  return path;
};

describe('saved files, opened by ref', () => {
  it('opens and reveals the very path it saved, by a ref that is not the path', async () => {
    const os = opener();
    const files = new SavedFiles(os, silentLogger);
    const path = save('检查记录.pdf');
    const file = files.register(path);
    expect(file).toEqual({ ref: expect.stringMatching(/^[0-9a-f]{32}$/), canOpen: true });
    expect(file.ref).not.toContain('检查记录');
    await files.open(file.ref);
    await files.reveal(file.ref);
    expect(os.opened).toEqual([path]);
    expect(os.shown).toEqual([path]);
  });

  it('refuses a ref it never gave out', async () => {
    const os = opener();
    const files = new SavedFiles(os, silentLogger);
    files.register(save('a.pdf'));
    const made_up = 'f'.repeat(32);
    await expect(files.open(made_up)).rejects.toThrow('找不到该下载记录，请重新下载');
    await expect(files.reveal(made_up)).rejects.toThrow('找不到该下载记录，请重新下载');
    expect(os.opened).toEqual([]);
    expect(os.shown).toEqual([]);
  });

  it('says the file was moved or deleted when it is no longer there', async () => {
    const os = opener();
    const files = new SavedFiles(os, silentLogger);
    const path = save('案卷.zip');
    const { ref } = files.register(path);
    rmSync(path);
    await expect(files.open(ref)).rejects.toMatchObject({
      kind: 'invalid',
      message: '文件已被移动或删除',
    });
    await expect(files.reveal(ref)).rejects.toThrow('文件已被移动或删除');
    expect(os.opened).toEqual([]);
    expect(os.shown).toEqual([]);
  });

  it('never opens a program or a script, only shows it in its folder', async () => {
    const os = opener();
    const files = new SavedFiles(os, silentLogger);
    for (const name of ['setup.exe', 'run.BAT', 'a.cmd', 'x.ps1', 'y.js', 'z.vbs', 'l.lnk']) {
      const path = save(name);
      const file = files.register(path);
      expect(file.canOpen, name).toBe(false);
      await expect(files.open(file.ref)).rejects.toThrow(
        '为安全起见，客户端不直接打开程序或脚本文件，请在文件夹中查看',
      );
      await files.reveal(file.ref);
      expect(os.shown.at(-1)).toBe(path);
    }
    expect(os.opened).toEqual([]);
  });

  it('tells programs from documents by the name Windows would run', () => {
    expect(isRunnable('C:\\下载\\setup.EXE')).toBe(true);
    expect(isRunnable('setup.exe. ')).toBe(true);
    expect(isRunnable('报告.exe.pdf')).toBe(false);
    expect(isRunnable('电子证照.pdf')).toBe(false);
    expect(isRunnable('我的任务.xlsx')).toBe(false);
    expect(isRunnable('README')).toBe(false);
  });

  it('reports a file the OS could not open (no program for it) and logs why', async () => {
    const warned: string[] = [];
    const logger = { ...silentLogger, warn: (m: string) => void warned.push(m) };
    const files = new SavedFiles(opener('No application is associated'), logger);
    const { ref } = files.register(save('a.xyz'));
    await expect(files.open(ref)).rejects.toThrow(
      '无法打开该文件（可能没有能打开它的程序），请在文件夹中查看',
    );
    expect(warned.join()).toContain('No application is associated');
  });

  it('forgets the oldest files past its limit', async () => {
    const files = new SavedFiles(opener(), silentLogger, 2);
    const first = files.register(save('1.pdf'));
    const second = files.register(save('2.pdf'));
    files.register(save('3.pdf'));
    await expect(files.open(first.ref)).rejects.toThrow('找不到该下载记录');
    await expect(files.open(second.ref)).resolves.toBeUndefined();
  });
});

describe('download handlers give each saved file a ref', () => {
  it('adds the ref to every download channel and leaves the rest of the answer as it was', async () => {
    const os = opener();
    const files = new SavedFiles(os, silentLogger);
    const path = save('执法记录.pdf');
    const answer: Download = { savedTo: path, fileName: '执法记录.pdf', bytes: 1 };
    const base = Object.fromEntries(
      DOWNLOAD_CHANNELS.map((c) => [c, async (): Promise<Download> => answer]),
    ) as unknown as Handlers;
    const wrapped = withSavedFileRefs(base, files);
    for (const channel of DOWNLOAD_CHANNELS) {
      const done = (await (wrapped[channel] as (r: unknown) => Promise<Download>)({})) as Download;
      expect(done).toMatchObject(answer);
      await files.open(done.file!.ref);
    }
    expect(os.opened).toEqual(DOWNLOAD_CHANNELS.map(() => path));
  });

  it('a failed download gives no ref and fails as it did', async () => {
    const files = new SavedFiles(opener(), silentLogger);
    const base = {
      'documents:download': async () => {
        throw new Error('下载失败！');
      },
    } as unknown as Handlers;
    const wrapped = withSavedFileRefs({ ...base }, files);
    await expect(wrapped['documents:download']({ md5: 'm', fileName: 'a' })).rejects.toThrow(
      '下载失败！',
    );
  });
});
