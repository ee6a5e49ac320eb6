import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../test/fakeApi';
import { call } from './api';
import {
  PickRefused,
  acceptDroppedFiles,
  chooseWithInput,
  dragHasFiles,
  filesOfDrop,
  pickFiles,
  stageFile,
  stageUrl,
  type PickDeps,
} from './files';
import type { CallFn } from './ApiProvider';
import type { PickedFile } from '../../shared/files/contract';
import { checkAttachmentChoice } from '../../shared/uploads/rules';

const MB = 1024 * 1024;
const fileOf = (name: string, size: number): File => {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const browserApi = () => createFakeApi({ 'files:pick': () => ({ opened: false, files: [] }) });
const callOf =
  (api: ReturnType<typeof createFakeApi>): CallFn =>
  (channel, req) =>
    call(channel, req, api);

describe('pickFiles', () => {
  it('uses the native dialog when main opened one, checking its answer', async () => {
    const files: PickedFile[] = [{ ref: 'r1', name: '大.mp4', size: 200 * MB }];
    const api = createFakeApi({ 'files:pick': () => ({ opened: true, files }) });
    await expect(
      pickFiles({ multiple: true, extensions: ['mp4'] }, { call: callOf(api) }),
    ).resolves.toEqual(files);
    expect(api.callsTo('files:pick')).toEqual([{ multiple: true, extensions: ['mp4'] }]);
    await expect(
      pickFiles(
        { multiple: true, check: (c) => checkAttachmentChoice(c, 0) },
        { call: callOf(api) },
      ),
    ).rejects.toThrow(new PickRefused('您的附件【大.mp4】过大，系统限制为100M，请缩小后再上传'));
  });

  it('in browser mode refuses an oversized file before staging anything', async () => {
    const stage = vi.fn<NonNullable<PickDeps['stage']>>();
    const deps: PickDeps = {
      call: callOf(browserApi()),
      chooseInBrowser: async () => [fileOf('录像.mp4', 101 * MB)],
      stage,
    };
    await expect(
      pickFiles({ multiple: true, check: (c) => checkAttachmentChoice(c, 0) }, deps),
    ).rejects.toThrow('您的附件【录像.mp4】过大，系统限制为100M，请缩小后再上传');
    expect(stage).not.toHaveBeenCalled();
  });

  it('in browser mode stages each chosen file and answers their refs; a cancelled chooser answers []', async () => {
    const chooseInBrowser = vi.fn(async (accept: string | undefined, multiple: boolean) => {
      expect([accept, multiple]).toEqual(['.pdf', true]);
      return [fileOf('a.pdf', 10), fileOf('b.pdf', 20)];
    });
    const stage = vi.fn(async (f: File): Promise<PickedFile> => ({
      ref: `ref-${f.name}`,
      name: f.name,
      size: f.size,
    }));
    const deps: PickDeps = { call: callOf(browserApi()), chooseInBrowser, stage };
    await expect(pickFiles({ multiple: true, accept: '.pdf' }, deps)).resolves.toEqual([
      { ref: 'ref-a.pdf', name: 'a.pdf', size: 10 },
      { ref: 'ref-b.pdf', name: 'b.pdf', size: 20 },
    ]);
    await expect(
      pickFiles({ multiple: false }, { ...deps, chooseInBrowser: async () => [] }),
    ).resolves.toEqual([]);
  });
});

describe('pickFiles: the chosen files named before staging', () => {
  it('tells onChosen the names and sizes at once, while the staging still runs; not a refused choice', async () => {
    let finish: (f: PickedFile) => void = () => undefined;
    const stage = vi.fn(
      () =>
        new Promise<PickedFile>((resolve) => {
          finish = resolve;
        }),
    );
    const onChosen = vi.fn();
    const deps: PickDeps = {
      call: callOf(browserApi()),
      chooseInBrowser: async () => [fileOf('整段录像.mp4', 90 * MB)],
      stage,
    };
    const picking = pickFiles({ multiple: false, onChosen }, deps);
    await vi.waitFor(() => expect(stage).toHaveBeenCalled());
    expect(onChosen).toHaveBeenCalledWith([{ name: '整段录像.mp4', size: 90 * MB }]);
    finish({ ref: 'r1', name: '整段录像.mp4', size: 90 * MB });
    await expect(picking).resolves.toEqual([{ ref: 'r1', name: '整段录像.mp4', size: 90 * MB }]);

    const refused = vi.fn();
    await expect(
      pickFiles(
        { multiple: true, check: (c) => checkAttachmentChoice(c, 0), onChosen: refused },
        { ...deps, chooseInBrowser: async () => [fileOf('大.mp4', 101 * MB)] },
      ),
    ).rejects.toThrow(PickRefused);
    expect(refused).not.toHaveBeenCalled();
  });
});

describe('stageFile', () => {
  it('posts the raw file to /bridge/stage with the token and the encoded name', async () => {
    const file = fileOf('现场 照片#1.jpg', 3);
    const fetcher = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      expect(String(url)).toBe(stageUrl('现场 照片#1.jpg', 'tok'));
      expect(String(url)).toBe(
        `/bridge/stage?token=tok&name=${encodeURIComponent('现场 照片#1.jpg')}`,
      );
      expect(init?.method).toBe('POST');
      expect(init?.body).toBe(file);
      return new Response(JSON.stringify({ ref: 'r9', name: '现场 照片#1.jpg', size: 3 }), {
        status: 200,
      });
    });
    await expect(stageFile(file, fetcher as typeof fetch, 'tok')).resolves.toEqual({
      ref: 'r9',
      name: '现场 照片#1.jpg',
      size: 3,
    });
  });

  it('throws the answer text of a refused staging', async () => {
    const fetcher = vi.fn(async () => new Response('暂存空间不足', { status: 507 }));
    await expect(stageFile(fileOf('a.pdf', 1), fetcher as typeof fetch, 'tok')).rejects.toThrow(
      '文件【a.pdf】读取失败：暂存空间不足',
    );
    const json = vi.fn(
      async () => new Response(JSON.stringify({ message: '文件过大' }), { status: 413 }),
    );
    await expect(stageFile(fileOf('a.pdf', 1), json as typeof fetch, 'tok')).rejects.toThrow(
      '文件【a.pdf】读取失败：文件过大',
    );
  });
});

describe('chooseWithInput', () => {
  it('clicks a hidden input with the accept list and answers the chosen files', async () => {
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (
      this: HTMLInputElement,
    ) {
      expect([this.type, this.accept, this.multiple]).toEqual(['file', '.mp4', false]);
      Object.defineProperty(this, 'files', { value: [fileOf('v.mp4', 5)] });
      this.dispatchEvent(new Event('change'));
    });
    const files = await chooseWithInput('.mp4', false);
    expect(files.map((f) => f.name)).toEqual(['v.mp4']);
    expect(document.querySelector('input[type=file]')).toBeNull();
    click.mockRestore();
  });
});

describe('dropped files', () => {
  const entry = (name: string, isDirectory: boolean) => ({
    kind: 'file',
    webkitGetAsEntry: () => ({ name, isDirectory }),
  });

  it('reads the files of a drop, and refuses a folder or a drag without files', () => {
    const a = fileOf('现场照片.jpg', 10);
    const b = fileOf('检查记录.pdf', 20);
    const files = filesOfDrop({
      types: ['Files'],
      files: [a, b],
      items: [entry('现场照片.jpg', false), entry('检查记录.pdf', false)],
    });
    expect(files).toEqual({ files: [a, b] });
    // A folder's File looks like an empty file: its entry tells.
    expect(
      filesOfDrop({
        types: ['Files'],
        files: [a, fileOf('检查资料', 0)],
        items: [entry('现场照片.jpg', false), entry('检查资料', true)],
      }),
    ).toEqual({ refusal: '【检查资料】是文件夹，不能直接添加，请打开文件夹后拖入其中的文件' });
    expect(filesOfDrop({ types: ['text/plain'], files: [], items: [{ kind: 'string' }] })).toEqual({
      refusal: '只能拖入文件：拖入的内容不是文件',
    });
    expect(dragHasFiles({ types: ['text/plain', 'Files'] })).toBe(true);
    expect(dragHasFiles({ types: ['text/uri-list'] })).toBe(false);
    expect(dragHasFiles(null)).toBe(false);
  });

  it("runs the dialog's check first: a refused drop registers and stages nothing", async () => {
    const register = vi.fn();
    const stage = vi.fn();
    await expect(
      acceptDroppedFiles(
        [fileOf('大视频.mp4', 101 * MB)],
        { multiple: true, check: (c) => checkAttachmentChoice(c, 0) },
        { register, stage },
      ),
    ).rejects.toThrow(
      new PickRefused('您的附件【大视频.mp4】过大，系统限制为100M，请缩小后再上传'),
    );
    await expect(
      acceptDroppedFiles(
        [fileOf('a.pdf', 1), fileOf('b.pdf', 1)],
        { multiple: false },
        {
          register,
          stage,
        },
      ),
    ).rejects.toThrow(new PickRefused('只能添加一个文件，请只拖入一个文件'));
    expect(register).not.toHaveBeenCalled();
    expect(stage).not.toHaveBeenCalled();
  });

  it('desktop: hands the File objects to the preload and answers its refs; its refusal is a rule', async () => {
    const a = fileOf('a.pdf', 3);
    const register = vi.fn(async (files: File[]) => ({
      ok: true as const,
      value: files.map((f) => ({ ref: `r-${f.name}`, name: f.name, size: f.size })),
    }));
    await expect(acceptDroppedFiles([a], { multiple: true }, { register })).resolves.toEqual([
      { ref: 'r-a.pdf', name: 'a.pdf', size: 3 },
    ]);
    expect(register).toHaveBeenCalledWith([a]);
    const refusing = async () => ({
      ok: false as const,
      error: { kind: 'invalid' as const, message: '文件【a.pdf】不存在或已被移动，请重新拖入' },
    });
    await expect(
      acceptDroppedFiles([a], { multiple: true }, { register: refusing }),
    ).rejects.toThrow(new PickRefused('文件【a.pdf】不存在或已被移动，请重新拖入'));
  });

  it('browser mode: stages each dropped file through the staging endpoint', async () => {
    const stage = vi.fn(async (f: File): Promise<PickedFile> => ({
      ref: `ref-${f.name}`,
      name: f.name,
      size: f.size,
    }));
    await expect(
      acceptDroppedFiles(
        [fileOf('a.pdf', 1), fileOf('b.jpg', 2)],
        { multiple: true },
        {
          register: null,
          stage,
        },
      ),
    ).resolves.toEqual([
      { ref: 'ref-a.pdf', name: 'a.pdf', size: 1 },
      { ref: 'ref-b.jpg', name: 'b.jpg', size: 2 },
    ]);
    expect(stage).toHaveBeenCalledTimes(2);
  });
});
