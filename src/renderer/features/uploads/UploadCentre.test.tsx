import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fakeApi';
import { press, renderApp } from '../../test/render';
import { uploadItem } from './testing';
import { formatDuration } from './format';
import type { UploadItem } from '../../../shared/uploads/contract';

const MB = 1024 * 1024;

const queue = (): UploadItem[] => [
  uploadItem({
    id: 'a',
    name: '执法视频.mp4',
    state: 'uploading',
    size: 100 * MB,
    bytesDone: 40 * MB,
    speed: 2 * MB,
    etaSeconds: 30,
    createdAt: 6,
  }),
  uploadItem({
    id: 'b',
    name: '现场照片.jpg',
    state: 'queued',
    reason: '等待网络恢复',
    createdAt: 5,
  }),
  uploadItem({ id: 'c', name: '询问笔录.pdf', state: 'paused', createdAt: 4 }),
  uploadItem({
    id: 'd',
    name: '检查记录.pdf',
    state: 'failed',
    reason: '服务器拒绝：文件类型不允许',
    createdAt: 3,
  }),
  uploadItem({ id: 'e', name: '整改报告.docx', state: 'done', bytesDone: 2 * MB, createdAt: 2 }),
  uploadItem({ id: 'f', name: '草稿.docx', state: 'held', createdAt: 1 }),
];

function open(items: UploadItem[] = queue()) {
  let list = items;
  const api = createFakeApi({
    'uploads:list': () => list,
    'uploads:clear': () => {
      list = list.filter((i) => i.state !== 'done' && i.state !== 'cancelled');
      return null;
    },
  });
  return renderApp({ api });
}
const centreButton = (): Promise<HTMLElement> => screen.findByRole('button', { name: /^上传中心/ });
const row = (drawer: HTMLElement, name: string): HTMLElement =>
  within(drawer).getByRole('listitem', { name, hidden: true });
const buttonsOf = (li: HTMLElement): string[] =>
  within(li)
    .queryAllByRole('button', { hidden: true })
    .map((b) => b.textContent ?? '');

describe('upload centre', () => {
  it('badges the count of files still waiting (held, active, paused)', async () => {
    const { api } = open();
    await waitFor(async () =>
      expect((await centreButton()).getAttribute('aria-label')).toBe(
        '上传中心（4 个文件等待上传）',
      ),
    );
    // A file arriving updates the badge at once.
    act(() =>
      api.emit('uploads:changed', {
        items: [{ ...queue()[0], state: 'done', updatedAt: Date.now() }],
      }),
    );
    await waitFor(async () =>
      expect((await centreButton()).getAttribute('aria-label')).toBe(
        '上传中心（3 个文件等待上传）',
      ),
    );
  });

  it('lists every file with target, size, progress, speed, time left, state and reason; buttons by state', async () => {
    open();
    press(await centreButton());
    const drawer = await screen.findByRole('dialog', { name: '上传中心', hidden: true });
    const moving = row(drawer, '执法视频.mp4');
    expect(within(moving).getByText('上传至：某商场消防监督抽查 · 100.00MB')).toBeTruthy();
    expect(within(moving).getByText('40.00MB / 100.00MB（40%）')).toBeTruthy();
    expect(within(moving).getByText('2.00MB/s')).toBeTruthy();
    expect(within(moving).getByText('剩余 30 秒')).toBeTruthy();
    expect(within(moving).getByText('上传中')).toBeTruthy();
    expect(buttonsOf(moving)).toEqual(['暂停', '取消上传']);

    expect(within(row(drawer, '现场照片.jpg')).getByText('等待网络恢复')).toBeTruthy();
    expect(within(row(drawer, '现场照片.jpg')).getByText('排队中')).toBeTruthy();
    expect(buttonsOf(row(drawer, '询问笔录.pdf'))).toEqual(['继续', '取消上传']);
    expect(within(row(drawer, '询问笔录.pdf')).getByText('已暂停')).toBeTruthy();
    const failed = row(drawer, '检查记录.pdf');
    expect(within(failed).getByText('服务器拒绝：文件类型不允许')).toBeTruthy();
    expect(buttonsOf(failed)).toEqual(['重试', '取消上传']);
    expect(buttonsOf(row(drawer, '整改报告.docx'))).toEqual([]);
    expect(within(row(drawer, '整改报告.docx')).getByText('已完成')).toBeTruthy();
    expect(within(row(drawer, '草稿.docx')).getByText('等待保存')).toBeTruthy();
  });

  it('pauses, resumes, retries and cancels through the queue', async () => {
    const { api } = open();
    press(await centreButton());
    const drawer = await screen.findByRole('dialog', { name: '上传中心', hidden: true });
    press(within(drawer).getByRole('button', { name: '暂停 执法视频.mp4', hidden: true }));
    press(within(drawer).getByRole('button', { name: '继续 询问笔录.pdf', hidden: true }));
    press(within(drawer).getByRole('button', { name: '重试 检查记录.pdf', hidden: true }));
    press(within(drawer).getByRole('button', { name: '取消上传 现场照片.jpg', hidden: true }));
    await waitFor(() => expect(api.callsTo('uploads:cancel')).toEqual([{ ids: ['b'] }]));
    expect(api.callsTo('uploads:pause')).toEqual([{ ids: ['a'] }]);
    expect(api.callsTo('uploads:resume')).toEqual([{ ids: ['c'] }]);
    expect(api.callsTo('uploads:retry')).toEqual([{ ids: ['d'] }]);
  });

  it('clears finished files, and shows the empty state', async () => {
    const { api } = open([
      uploadItem({ id: 'x', name: '完成.pdf', state: 'done' }),
      uploadItem({ id: 'y', name: '取消.pdf', state: 'cancelled' }),
    ]);
    press(await centreButton());
    const drawer = await screen.findByRole('dialog', { name: '上传中心', hidden: true });
    await within(drawer).findByText('完成.pdf');
    press(within(drawer).getByRole('button', { name: '清除已完成', hidden: true }));
    expect(await within(drawer).findByText('暂无上传任务')).toBeTruthy();
    expect(api.callsTo('uploads:clear')).toHaveLength(1);
  });

  it('tells the officer when the network is back and the queue drained', async () => {
    const { api } = open([]);
    await centreButton();
    act(() => api.emit('uploads:drained', { count: 3 }));
    expect(await screen.findByText('网络已恢复，3 个文件已全部上传完成')).toBeTruthy();
  });
});

describe('formatDuration', () => {
  it('reads seconds, minutes and hours', () => {
    expect([
      formatDuration(45),
      formatDuration(200),
      formatDuration(3900),
      formatDuration(null),
    ]).toEqual(['45 秒', '3 分 20 秒', '1 小时 5 分', '']);
  });
});
