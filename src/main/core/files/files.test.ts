import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { M } from '../../../shared/messages';
import { silentLogger } from '../logger';
import { droppedFilesHandler, registerDroppedPaths } from './dropped';
import { pickFiles, type FilePicker } from './pick';
import { PickedFiles } from './picked';
import { checkStageName, createStager, StageRefused, sweepStaging } from './staging';

const tmp = (): string => mkdtempSync(join(tmpdir(), 'xfjd-files-'));

describe('files:pick', () => {
  let dir: string;
  let picked: PickedFiles;
  beforeEach(() => {
    dir = tmp();
    picked = new PickedFiles();
  });

  it('answers opened:false with no dialog (browser mode) or when the dialog cannot be shown', async () => {
    expect(await pickFiles(undefined, picked, { multiple: true }, silentLogger)).toEqual({
      opened: false,
      files: [],
    });
    expect(await pickFiles(async () => null, picked, { multiple: true }, silentLogger)).toEqual({
      opened: false,
      files: [],
    });
  });

  it('registers each chosen file by ref with its name and size, and passes the filter on', async () => {
    writeFileSync(join(dir, '现场照片.jpg'), Buffer.alloc(1234));
    writeFileSync(join(dir, 'b.mp4'), 'abc');
    let asked: Parameters<FilePicker>[0] | null = null;
    const picker: FilePicker = async (o) => {
      asked = o;
      return [join(dir, '现场照片.jpg'), join(dir, 'b.mp4')];
    };
    const answer = await pickFiles(
      picker,
      picked,
      { extensions: ['jpg', 'mp4'], multiple: true },
      silentLogger,
    );
    expect(asked).toEqual({ extensions: ['jpg', 'mp4'], multiple: true });
    expect(answer.opened).toBe(true);
    expect(answer.files.map((f) => [f.name, f.size])).toEqual([
      ['现场照片.jpg', 1234],
      ['b.mp4', 3],
    ]);
    expect(picked.resolve(answer.files[0].ref)).toMatchObject({
      path: join(dir, '现场照片.jpg'),
      staged: false,
    });
    // The renderer gets no path.
    expect(JSON.stringify(answer)).not.toContain(dir);
  });

  it('a cancelled dialog is opened with no files; a single choice keeps one', async () => {
    writeFileSync(join(dir, 'a.pdf'), 'x');
    expect(await pickFiles(async () => [], picked, { multiple: false }, silentLogger)).toEqual({
      opened: true,
      files: [],
    });
    const one = await pickFiles(
      async () => [join(dir, 'a.pdf'), join(dir, 'a.pdf')],
      picked,
      { multiple: false },
      silentLogger,
    );
    expect(one.files).toHaveLength(1);
  });

  it('refuses a folder or a vanished file with the re-choose message and registers nothing', async () => {
    writeFileSync(join(dir, 'a.pdf'), 'x');
    mkdirSync(join(dir, 'folder'));
    for (const bad of [join(dir, 'folder'), join(dir, 'gone.pdf')]) {
      await expect(
        pickFiles(async () => [join(dir, 'a.pdf'), bad], picked, { multiple: true }, silentLogger),
      ).rejects.toMatchObject({
        kind: 'invalid',
        message: M.uploadSourceChanged,
      });
    }
  });
});

describe('staging', () => {
  let dir: string;
  let picked: PickedFiles;
  beforeEach(() => {
    dir = join(tmp(), 'staging');
    picked = new PickedFiles();
  });

  it('streams the bytes into the staging folder and registers the staged copy', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    const stage = createStager({ dir: () => dir, picked, logger: silentLogger });
    const file = await stage(
      '检查视频.mp4',
      Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]),
      bytes.length,
    );
    expect(file).toMatchObject({ name: '检查视频.mp4', size: bytes.length });
    const source = picked.resolve(file.ref);
    expect(source).toMatchObject({ name: '检查视频.mp4', size: bytes.length, staged: true });
    expect(readFileSync(source?.path ?? '').equals(bytes)).toBe(true);
    expect(readdirSync(dir)).toHaveLength(1);
    expect(readdirSync(dir)[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a declared size over the limit before writing, and a stream that grows past it', async () => {
    const stage = createStager({ dir: () => dir, picked, logger: silentLogger, maxBytes: 100 });
    await expect(stage('a.mp4', Readable.from([Buffer.alloc(10)]), 101)).rejects.toMatchObject({
      status: 413,
      message: M.uploadTooLarge('a.mp4', 0),
    });
    await expect(
      stage('a.mp4', Readable.from([Buffer.alloc(60), Buffer.alloc(60)])),
    ).rejects.toBeInstanceOf(StageRefused);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a body shorter than declared (a cut upload) and leaves nothing', async () => {
    const stage = createStager({ dir: () => dir, picked, logger: silentLogger });
    await expect(stage('a.mp4', Readable.from([Buffer.alloc(10)]), 20)).rejects.toMatchObject({
      status: 400,
    });
    const broken = new Readable({
      read() {
        this.push(Buffer.alloc(10));
        this.destroy(new Error('aborted'));
      },
    });
    await expect(stage('b.mp4', broken, 100)).rejects.toThrow('aborted');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('accepts base names only', () => {
    expect(checkStageName('现场 照片(1).jpg')).toBeNull();
    for (const bad of ['', '../x', 'a/b.jpg', 'a\\b.jpg', '.', '..', 'a\u0000b', 'x'.repeat(201)])
      expect(checkStageName(bad)).toBe(M.errInvalidArgs);
  });

  it('sweeps copies the queue does not hold, and crash leftovers', async () => {
    const stage = createStager({ dir: () => dir, picked, logger: silentLogger });
    const kept = await stage('a.jpg', Readable.from([Buffer.from('a')]));
    await stage('b.jpg', Readable.from([Buffer.from('b')]));
    writeFileSync(join(dir, 'x.part'), 'half');
    const keepPath = picked.resolve(kept.ref)?.path ?? '';
    // Within the grace period nothing goes (a dialog may still hold the ref); after it, all but kept.
    expect(await sweepStaging(dir, (p) => p === keepPath, silentLogger)).toBe(0);
    expect(readdirSync(dir)).toHaveLength(3);
    expect(
      await sweepStaging(
        dir,
        (p) => p === keepPath,
        silentLogger,
        60 * 60_000,
        Date.now() + 60 * 60_000 + 1,
      ),
    ).toBe(2);
    expect(readdirSync(dir).map((n) => join(dir, n))).toEqual([keepPath]);
    expect(await sweepStaging(join(dir, 'missing'), () => false, silentLogger)).toBe(0);
  });

  it('refuses to stage when nobody is signed in (no account folder)', async () => {
    const stage = createStager({ dir: () => null, picked, logger: silentLogger });
    const refused = await stage('a.jpg', Readable.from([Buffer.from('a')])).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(StageRefused);
    expect(refused).toMatchObject({ status: 401, message: '登录已过期，请重新登录' });
  });
});

describe('dropped files (desktop)', () => {
  let dir: string;
  let picked: PickedFiles;
  const deps = (): Parameters<typeof droppedFilesHandler>[0] => ({
    picked,
    logger: silentLogger,
    isAppUrl: (url) => url.startsWith('app://renderer/'),
  });
  const page = { url: 'app://renderer/index.html', parent: null };
  beforeEach(() => {
    dir = tmp();
    picked = new PickedFiles();
  });

  it('registers each existing regular file by ref, with its name and size, and answers no path', async () => {
    writeFileSync(join(dir, '现场照片.jpg'), Buffer.alloc(2048));
    writeFileSync(join(dir, 'b.pdf'), 'abc');
    const answer = await droppedFilesHandler(deps())(page, {
      paths: [join(dir, '现场照片.jpg'), join(dir, 'b.pdf')],
    });
    if (!answer.ok) throw new Error(answer.error.message);
    expect(answer.value.map((f) => [f.name, f.size])).toEqual([
      ['现场照片.jpg', 2048],
      ['b.pdf', 3],
    ]);
    expect(picked.resolve(answer.value[0].ref)).toMatchObject({
      path: join(dir, '现场照片.jpg'),
      staged: false,
    });
    expect(JSON.stringify(answer)).not.toContain(dir);
  });

  it('refuses the whole drop for a missing file, a folder or a device, registering nothing', async () => {
    writeFileSync(join(dir, 'a.pdf'), 'x');
    mkdirSync(join(dir, '检查资料'));
    const register = vi.spyOn(picked, 'register');
    const cases: [string, string][] = [
      [join(dir, 'gone.pdf'), M.dropMissing('gone.pdf')],
      [join(dir, '检查资料'), M.dropFolderRefused('检查资料')],
      ['/dev/null', M.dropNotRegular('null')],
      ['', M.dropNotOnDisk('?')],
      ['relative/a.pdf', M.dropNotOnDisk('a.pdf')],
    ];
    for (const [bad, message] of cases) {
      expect(await registerDroppedPaths({ paths: [join(dir, 'a.pdf'), bad] }, deps())).toEqual({
        ok: false,
        error: { kind: 'invalid', message },
      });
    }
    expect(register).not.toHaveBeenCalled();
  });

  it('checks the argument against the shared schema and the sender like every channel', async () => {
    writeFileSync(join(dir, 'a.pdf'), 'x');
    const handle = droppedFilesHandler(deps());
    for (const bad of [undefined, { paths: [] }, { paths: 'a.pdf' }, { paths: [1] }])
      expect(await handle(page, bad)).toMatchObject({
        ok: false,
        error: { message: M.errInvalidArgs },
      });
    const ok = { paths: [join(dir, 'a.pdf')] };
    for (const frame of [
      null,
      { url: 'https://evil.example/', parent: null },
      { url: 'app://renderer/index.html', parent: {} },
    ])
      expect(await handle(frame, ok)).toMatchObject({
        ok: false,
        error: { message: '调用来源不受信任' },
      });
    expect((await handle(page, ok)).ok).toBe(true);
  });
});
