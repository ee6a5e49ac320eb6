import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../../test/fakeApi';
import { dialogButton, findDialog, press, renderWithProviders } from '../../test/render';
import { taskTarget } from './testing';
import { picked } from '../../platform/testing';
import { ChunkedUploadDialog } from './ChunkedUploadDialog';
import { UploadFormDialog } from './UploadFormDialog';
import type { PickedFile } from '../../../shared/files/contract';
import type { UploadItem } from '../../../shared/uploads/contract';

const MB = 1024 * 1024;

const fakeWith = (choices: PickedFile[][]): FakeApi => {
  const queue = [...choices];
  return createFakeApi({ 'files:pick': () => ({ opened: true, files: queue.shift() ?? [] }) });
};
const chooser = (dialog: HTMLElement): HTMLElement =>
  within(dialog).getByRole('textbox', { name: '点击选择文件', hidden: true });
const titleBox = (dialog: HTMLElement): HTMLInputElement =>
  within(dialog).getByRole('textbox', { name: /标题/, hidden: true }) as HTMLInputElement;

/** Browser mode: main opens no dialog; the hidden file input chooses. */
const browserFake = (): FakeApi =>
  createFakeApi({ 'files:pick': () => ({ opened: false, files: [] }) });

/** Chooses `file` in the hidden <input type=file> browser mode clicked. */
async function chooseInInput(file: File): Promise<void> {
  const input = await waitFor(() => {
    const el = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!el) throw new Error('no file input yet');
    return el;
  });
  Object.defineProperty(input, 'files', { value: [file] });
  fireEvent.change(input);
}

describe('a large file chosen in browser mode', () => {
  it('is named at once with its size and 正在准备… while it is staged, then listed', async () => {
    const big = new File(['x'], '整段执法录像.mp4');
    Object.defineProperty(big, 'size', { value: 80 * MB });
    let answer: (r: Response) => void = () => undefined;
    const fetcher = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetcher);
    try {
      renderWithProviders(<UploadFormDialog target={taskTarget} onClose={vi.fn()} />, {
        api: browserFake(),
      });
      const dialog = await findDialog('上传附件');
      press(chooser(dialog));
      await chooseInInput(big);
      // Staging has begun and not ended: the field already names the file.
      await waitFor(() => expect(fetcher).toHaveBeenCalled());
      await waitFor(() =>
        expect((chooser(dialog) as HTMLInputElement).value).toBe(
          '正在准备… 整段执法录像.mp4（80.00MB）',
        ),
      );
      expect(within(dialog).getByRole('status', { hidden: true }).textContent).toBe(
        '正在准备…整段执法录像.mp4（80.00MB）',
      );
      expect(dialogButton(dialog, '保存').hasAttribute('disabled')).toBe(true);
      answer(
        new Response(JSON.stringify({ ref: 'st1', name: '整段执法录像.mp4', size: 80 * MB }), {
          status: 200,
        }),
      );
      // Staged: the file joins the list; the field says nothing is being prepared any more.
      await waitFor(() => expect(titleBox(dialog).value).toBe('整段执法录像'));
      expect((chooser(dialog) as HTMLInputElement).value).toBe('');
      expect(within(dialog).queryByText(/正在准备/)).toBeNull();
      expect(within(dialog).getByText('整段执法录像.mp4')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('上传附件 (second upload form)', () => {
  it('asks for the file first, then the title, under their fields', async () => {
    const api = fakeWith([[picked('执法录像.mp4', 5 * MB)]]);
    renderWithProviders(<UploadFormDialog target={taskTarget} onClose={vi.fn()} />, { api });
    const dialog = await findDialog('上传附件');
    press(dialogButton(dialog, '保存'));
    expect(await within(dialog).findByText('请选择附件!')).toBeTruthy();
    // The files field refuses the empty list too (spec 01 §5).
    const alerts = within(dialog).getAllByRole('alert', { hidden: true });
    expect(alerts.map((a) => a.textContent)).toContain('请上传附件!');
    press(chooser(dialog));
    // The title defaults to the file name without its extension.
    await waitFor(() => expect(titleBox(dialog).value).toBe('执法录像'));
    fireEvent.change(titleBox(dialog), { target: { value: '  ' } });
    press(dialogButton(dialog, '保存'));
    expect(await within(dialog).findByText('标题不能为空!')).toBeTruthy();
    expect(within(dialog).queryByText('请选择附件!')).toBeNull();
    expect(within(dialog).queryByText('请上传附件!')).toBeNull();
    expect(api.callsTo('uploads:enqueue')).toEqual([]);
  });

  it('takes one file only, refuses types outside the accept list and files over 100M, and enqueues with the title', async () => {
    const api = fakeWith([
      [picked('现场.jpg')],
      [picked('整段录像.mp4', 100 * MB + 1)],
      [picked('录像.avi')],
      [picked('第二段.mp4')],
    ]);
    const onClose = vi.fn();
    renderWithProviders(<UploadFormDialog target={taskTarget} onClose={onClose} />, { api });
    const dialog = await findDialog('上传附件');
    expect(
      within(dialog).getByText('上传类型：.avi、.mpg、.mpeg、.mp4；单个文件不超过 100M'),
    ).toBeTruthy();
    press(chooser(dialog));
    expect(
      await within(dialog).findByText(
        '您上传的附件(现场.jpg)不符合要求(上传类型是.avi,.mpg,.mpeg,.mp4)，请重新上传!',
      ),
    ).toBeTruthy();
    press(chooser(dialog));
    expect(
      await within(dialog).findByText(
        '您的附件【整段录像.mp4】过大，系统限制为100M，请缩小后再上传',
      ),
    ).toBeTruthy();
    press(chooser(dialog));
    expect(await within(dialog).findByText('录像.avi')).toBeTruthy();
    press(chooser(dialog));
    expect(await within(dialog).findByText('只能上传一个附件')).toBeTruthy();
    fireEvent.change(titleBox(dialog), { target: { value: '查封现场录像' } });
    press(dialogButton(dialog, '保存'));
    await waitFor(() =>
      expect(api.callsTo('uploads:enqueue')).toEqual([
        {
          target: taskTarget,
          profile: 'form',
          accept: '.avi,.mpg,.mpeg,.mp4',
          hold: false,
          files: [{ ref: 'ref-录像.avi', title: '查封现场录像' }],
        },
      ]),
    );
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('已加入上传队列，可在上传中心查看进度')).toBeTruthy();
  });

  it('refuses the same file twice when it takes several: 当前文件已存在!', async () => {
    const api = fakeWith([[picked('a.pdf')], [picked('a.pdf')]]);
    renderWithProviders(
      <UploadFormDialog target={taskTarget} accept=".pdf" limit={3} onClose={vi.fn()} />,
      { api },
    );
    const dialog = await findDialog('上传附件');
    press(chooser(dialog));
    expect(await within(dialog).findByText('a.pdf')).toBeTruthy();
    press(chooser(dialog));
    expect(await within(dialog).findByText('当前文件已存在!')).toBeTruthy();
  });
});

describe('chunked uploader', () => {
  it('asks for a file, refuses files over 500M, and enqueues chosen files at once', async () => {
    const api = fakeWith([[picked('大视频.mp4', 501 * MB)], [picked('执法视频.mp4', 300 * MB)]]);
    renderWithProviders(<ChunkedUploadDialog target={taskTarget} onClose={vi.fn()} />, { api });
    const dialog = await findDialog('附件上传（断点续传）');
    expect(within(dialog).getByText('上传过程中请勿刷新页面！')).toBeTruthy();
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('请选择上传的文件')).toBeTruthy();
    press(chooser(dialog));
    expect(
      await within(dialog).findByText('您的附件【大视频.mp4】过大，系统限制为500M，请缩小后再上传'),
    ).toBeTruthy();
    press(chooser(dialog));
    await waitFor(() =>
      expect(api.callsTo('uploads:enqueue')).toEqual([
        {
          target: taskTarget,
          profile: 'chunked',
          hold: false,
          files: [{ ref: 'ref-执法视频.mp4', title: '执法视频.mp4' }],
        },
      ]),
    );
    expect(await within(dialog).findByText('执法视频.mp4')).toBeTruthy();
  });

  it('shows each stage: 准备中, 预上传, 上传中, 上传成功, 上传失败 with retry', async () => {
    const api = fakeWith([[picked('v.mp4', 20 * MB)]]);
    renderWithProviders(<ChunkedUploadDialog target={taskTarget} onClose={vi.fn()} />, { api });
    const dialog = await findDialog('附件上传（断点续传）');
    press(chooser(dialog));
    await waitFor(() => expect(api.callsTo('uploads:enqueue')).toHaveLength(1));
    const list = (await api.invoke('uploads:list', undefined)) as { ok: true; value: UploadItem[] };
    const item = { ...list.value[0], size: 20 * MB };
    const step = (over: Partial<UploadItem>, n: number): void =>
      act(() =>
        api.emit('uploads:changed', {
          items: [{ ...item, ...over, updatedAt: item.updatedAt + n }],
        }),
      );
    const tag = async (text: string): Promise<HTMLElement> =>
      within(dialog).findByText(text, { selector: '[data-stage]' });

    step({ state: 'hashing', bytesHashed: 10 * MB }, 1);
    expect((await tag('准备中')).getAttribute('data-stage')).toBe('preparation');
    step({ state: 'checking' }, 2);
    expect(await tag('预上传')).toBeTruthy();
    step({ state: 'uploading', bytesDone: 5 * MB, speed: MB, etaSeconds: 15 }, 3);
    expect(await tag('上传中')).toBeTruthy();
    expect(within(dialog).getByText('5.00MB / 20.00MB · 1.00MB/s · 剩余 15 秒')).toBeTruthy();
    step({ state: 'failed', reason: '服务器拒绝：文件类型不允许' }, 4);
    expect(await tag('上传失败')).toBeTruthy();
    press(dialogButton(dialog, '重试 v.mp4'));
    await waitFor(() => expect(api.callsTo('uploads:retry')).toEqual([{ ids: [item.id] }]));
    step({ state: 'done', bytesDone: 20 * MB }, 10);
    expect(await tag('上传成功')).toBeTruthy();
    expect(
      within(dialog).queryByRole('button', { name: '取消上传 v.mp4', hidden: true }),
    ).toBeNull();
  });
});
