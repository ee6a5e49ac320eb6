import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail } from '../../test/fakeApi';
import { press } from '../../test/render';
import { DOCK, DOCK2, file, imported, status } from './testing';
import { busy, centreButton, item, open, openCentre, tab } from './centreTestkit';

describe('import centre: button and this session', () => {
  it('badges the files importing and follows recorder:changed', async () => {
    const { api } = open({ 'recorder:status': () => busy() });
    await waitFor(async () =>
      expect((await centreButton()).getAttribute('aria-label')).toBe(
        '导入中心（4 个文件正在导入）',
      ),
    );
    act(() => api.emit('recorder:changed', status({ files: [file('a.MP4', { state: 'done' })] })));
    await waitFor(async () =>
      expect((await centreButton()).getAttribute('aria-label')).toBe('导入中心'),
    );
  });

  it('shows each dock and each file with its state, progress, bytes and reason', async () => {
    open({ 'recorder:status': () => busy() });
    const drawer = await openCentre();
    expect(within(drawer).getByText('4 个文件正在导入')).toBeTruthy();
    expect(tab(drawer, /本次接入（8）/).getAttribute('aria-selected')).toBe('true');

    const docks = within(drawer).getByRole('list', { name: '记录仪目录', hidden: true });
    const e = item(docks, DOCK);
    expect(within(e).getByText('已接入')).toBeTruthy();
    expect(within(e).getByText('记录仪：0012345、0012346')).toBeTruthy();
    expect(within(e).getByText('发现 6 · 已导入 1 · 重复 1 · 失败 1 · 进行中 3')).toBeTruthy();
    const f = item(docks, DOCK2);
    expect(within(f).getByText('未接入')).toBeTruthy();
    expect(within(f).getByText('尚未识别到记录仪编号')).toBeTruthy();

    const files = within(drawer).getByRole('list', { name: '本次接入的文件', hidden: true });
    const copying = item(files, 'P100234_0012345_20240305094510_0001.MP4');
    expect(within(copying).getByText('复制中')).toBeTruthy();
    expect(within(copying).getByText('40.00MB / 100.00MB（40%）')).toBeTruthy();
    expect(
      within(copying).getByRole('progressbar', { hidden: true }).getAttribute('aria-valuenow'),
    ).toBe('0.4');
    expect(within(item(files, '20240305_101500.AVI')).getByText('等待写入完成')).toBeTruthy();
    expect(within(item(files, '20240305_101500.AVI')).getByText('记录仪 未识别')).toBeTruthy();
    expect(
      within(item(files, 'P100234_0012345_20240305100000_0003.JPG')).getByText('排队'),
    ).toBeTruthy();
    expect(
      within(item(files, 'P100234_0012345_20240305094510_0002.MP4')).getByText('已导入'),
    ).toBeTruthy();
    expect(
      within(item(files, 'P100234_0012345_20240305094510_0000.MP4')).getByText('重复文件'),
    ).toBeTruthy();
    const failed = item(files, '0012346_损坏.MP4');
    expect(within(failed).getByText('失败')).toBeTruthy();
    expect(within(failed).getByText('读取记录仪文件失败：EIO')).toBeTruthy();
    // An imported file nobody is named for: the history is where 指定警号 is.
    const unnamed = item(files, 'P100234_0012345_20240305094510_0002.MP4');
    expect(within(unnamed).queryByRole('button', { name: '去指定警号', hidden: true })).toBeNull();
    const probing = item(files, '0012346_093005.MP4');
    expect(within(probing).getByText('校验中')).toBeTruthy();
    expect(within(probing).getByText('无法从文件名识别警号，请指定执法人员')).toBeTruthy();
    // Active files are listed before settled ones.
    const names = within(files)
      .getAllByRole('listitem', { hidden: true })
      .map((li) => li.getAttribute('aria-label'));
    expect(names.slice(0, 4).sort()).toEqual([
      '0012346_093005.MP4',
      '20240305_101500.AVI',
      'P100234_0012345_20240305094510_0001.MP4',
      'P100234_0012345_20240305100000_0003.JPG',
    ]);
  });

  it('an imported file nobody is named for links to the history, where 指定警号 is', async () => {
    open({
      'recorder:status': () => busy(),
      'recorder:imports': () => [
        imported('9', {
          name: '20240305_103000.JPG',
          policeNumber: null,
          upload: null,
          confirmed: false,
        }),
      ],
    });
    const drawer = await openCentre();
    const files = within(drawer).getByRole('list', { name: '本次接入的文件', hidden: true });
    const photo = item(files, '20240305_103000.JPG');
    expect(within(photo).getByText('无法从文件名识别警号，请指定执法人员')).toBeTruthy();
    press(within(photo).getByRole('button', { name: '去指定警号', hidden: true }));
    const list = await within(drawer).findByRole('list', { name: '导入记录', hidden: true });
    expect(
      within(item(list, '20240305_103000.JPG')).getByRole('button', {
        name: '指定警号 20240305_103000.JPG',
        hidden: true,
      }),
    ).toBeTruthy();
  });

  it('without dock folders says so and links to the settings', async () => {
    open({ 'recorder:status': () => ({ running: true, docks: [], files: [] }) });
    const drawer = await openCentre();
    press(tab(drawer, /^本次接入$/));
    expect(await within(drawer).findByText('未配置记录仪目录')).toBeTruthy();
    press(within(drawer).getByRole('button', { name: '前往设置', hidden: true }));
    expect(await screen.findByRole('heading', { name: '执法记录仪' })).toBeTruthy();
  });

  it('says when docks are set but nothing was found yet, and when the watcher is not running', async () => {
    open({ 'recorder:status': () => status({ running: false }) });
    const drawer = await openCentre();
    press(tab(drawer, /^本次接入$/));
    expect(await within(drawer).findByText('暂无待导入文件，接入记录仪后将自动导入')).toBeTruthy();
    expect(within(drawer).getByText('记录仪导入服务未启动，请重新登录后再试')).toBeTruthy();
    expect(within(drawer).getByText('没有正在导入的文件')).toBeTruthy();
  });

  it('shows a failed status read with a retry', async () => {
    let n = 0;
    const { api } = open({
      'recorder:status': () => (n++ < 2 ? fail('internal', '记录仪服务未启动') : status()),
    });
    const drawer = await openCentre();
    press(tab(drawer, /^本次接入$/));
    expect(await within(drawer).findByText('记录仪服务未启动')).toBeTruthy();
    press(within(drawer).getByRole('button', { name: '重试', hidden: true }));
    expect(await within(drawer).findByText('暂无待导入文件，接入记录仪后将自动导入')).toBeTruthy();
    expect(api.callsTo('recorder:status').length).toBeGreaterThanOrEqual(3);
  });

  it('tells the officer when a dock finished', async () => {
    const { api } = open();
    await centreButton();
    act(() =>
      api.emit('recorder:dockFinished', { folder: DOCK, imported: 3, duplicates: 1, errors: 0 }),
    );
    expect(await screen.findByText('记录仪导入完成：导入 3 个，重复 1 个，失败 0 个')).toBeTruthy();
    act(() =>
      api.emit('recorder:dockFinished', { folder: DOCK, imported: 0, duplicates: 0, errors: 2 }),
    );
    expect(await screen.findByText('记录仪导入完成：导入 0 个，重复 0 个，失败 2 个')).toBeTruthy();
  });

  it('warns offline that imports go on and uploads wait', async () => {
    const { api } = open();
    const drawer = await openCentre();
    act(() => api.emit('net:changed', { online: false, since: 1 }));
    expect(
      await within(drawer).findByText(
        '网络已断开：记录仪文件照常导入本机证据库，上传将在网络恢复后自动继续',
      ),
    ).toBeTruthy();
  });
});
