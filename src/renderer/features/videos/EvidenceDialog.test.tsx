import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../test/fakeApi';
import { dialogButton, findDialog, press, renderWithProviders } from '../../test/render';
import { EnforcementVideoDialog } from './EnforcementVideoDialog';
import { EvidenceDialog } from './EvidenceDialog';

describe('执法证据管理', () => {
  const open = () =>
    renderWithProviders(<EvidenceDialog runId="run1" rwid="rw1" onClose={vi.fn()} />, {
      api: createFakeApi(),
    });

  it('shows categories, documents (title, wh) and files; syncs the selected files per document after confirmation', async () => {
    const { api } = open();
    const dialog = await findDialog('执法证据管理');
    expect(await within(dialog).findByText('询问笔录（张三）')).toBeTruthy();
    expect(within(dialog).getByText('文号：宁消询〔2026〕1号')).toBeTruthy();
    press(dialogButton(dialog, '同步'));
    expect(await screen.findByText('请选择需要同步的文件')).toBeTruthy();
    expect(api.callsTo('videos:evidenceSync')).toEqual([]);

    press(within(dialog).getByRole('checkbox', { name: '全选 询问笔录（张三）', hidden: true }));
    press(within(dialog).getByRole('checkbox', { name: '检查录像.mp4', hidden: true }));
    expect(within(dialog).getByText('已选 3 个文件')).toBeTruthy();
    press(dialogButton(dialog, '同步'));
    const confirm = await findDialog('提示', 'alertdialog');
    expect(within(confirm).getByText('是否继续进行数据同步?')).toBeTruthy();
    press(dialogButton(confirm, '确定'));
    expect(await screen.findByText('数据同步成功！')).toBeTruthy();
    expect(api.callsTo('videos:evidenceSync')).toEqual([
      { runId: 'run1', wh: '宁消询〔2026〕1号', wssyid: 'W1', outMapIds: ['O1', 'O2'] },
      { runId: 'run1', wh: '宁消检〔2026〕2号', wssyid: 'W2', outMapIds: ['O3'] },
    ]);
  });

  it('viewing a file without fileUrl says 该文件暂不支持查看，请稍后重试！; with one it plays without download', async () => {
    open();
    const dialog = await findDialog('执法证据管理');
    press(await within(dialog).findByRole('button', { name: '查看 现场照片.jpg', hidden: true }));
    expect(await screen.findByText('该文件暂不支持查看，请稍后重试！')).toBeTruthy();
    press(within(dialog).getByRole('button', { name: '查看 询问录像.mp4', hidden: true }));
    const viewer = await findDialog('询问录像.mp4');
    const player = viewer.querySelector('video') as HTMLVideoElement;
    expect(player.getAttribute('src')).toBe('http://127.0.0.1:18080/ev/1.mp4');
    expect(player.getAttribute('controlslist')).toContain('nodownload');
  });
});

describe('执法视频记录', () => {
  it('pages 5/10/20 (default 5) and plays the chosen video without a download control', async () => {
    const { api } = renderWithProviders(<EnforcementVideoDialog rwid="rw1" onClose={vi.fn()} />, {
      api: createFakeApi(),
    });
    const dialog = await findDialog('执法视频记录');
    await within(dialog).findByText('警员1');
    expect(api.callsTo('videos:enforcement')[0]).toEqual({
      businessId: 'rw1',
      current: 1,
      size: 5,
    });
    const sizes = within(dialog).getByRole('combobox', { hidden: true }) as HTMLSelectElement;
    expect([...sizes.options].map((o) => o.value)).toEqual(['5', '10', '20']);
    press(
      within(dialog).getByRole('button', { name: '播放 警员2 2026-10-04 11:00:00', hidden: true }),
    );
    await waitFor(() =>
      expect(dialog.querySelector('video')?.getAttribute('src')).toBe(
        'http://127.0.0.1:18080/out/2.mp4',
      ),
    );
    expect(dialog.querySelector('video')?.getAttribute('controlslist')).toContain('nodownload');
  });

  it('says 暂无执法视频 when there are none, and what the list holds (not the bound recorder videos)', async () => {
    renderWithProviders(<EnforcementVideoDialog rwid="rw1" onClose={vi.fn()} />, {
      api: createFakeApi({
        'videos:enforcement': () => ({
          data: { records: [], total: 0 },
          source: 'network',
          updatedAt: 0,
        }),
      }),
    });
    const dialog = await findDialog('执法视频记录');
    expect(await within(dialog).findByText('暂无执法视频')).toBeTruthy();
    expect(
      within(dialog).getByText(
        '这里列出上传到执法视频平台、记在本任务下的视频。绑定到本任务的执法记录仪视频在“执法视频”的“已绑定执法记录仪视频”中查看。',
      ),
    ).toBeTruthy();
  });
});
