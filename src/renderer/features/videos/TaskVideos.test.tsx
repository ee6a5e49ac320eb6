import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeHandlers } from '../../test/fakeApi';
import { dialogButton, findDialog, press, renderWithProviders } from '../../test/render';
import { video } from './testing';
import { TaskVideos } from './TaskVideos';
import { VideoListDialog } from './VideoListDialog';
import { defaultVideoListRange } from '../../../shared/videos/rules';

const unit = { id: '3201', name: '南京市消防救援支队' };
const NOW = Date.UTC(2026, 10, 20, 4, 0, 0);

function openBound(over: FakeHandlers = {}) {
  const api = createFakeApi(over);
  return renderWithProviders(<TaskVideos rwid="rw1" unit={unit} onClose={vi.fn()} />, { api });
}
function openList(over: FakeHandlers = {}) {
  const api = createFakeApi(over);
  return renderWithProviders(
    <VideoListDialog rwid="rw1" unit={unit} onClose={vi.fn()} now={() => NOW} />,
    { api },
  );
}
const btn = (dialog: HTMLElement, name: string): HTMLElement | null =>
  within(dialog).queryByRole('button', { name, hidden: true });

describe('已绑定执法记录仪视频', () => {
  it('lists name (falling back to the file name), remark, unit, collection and creation time', async () => {
    openBound({
      'videos:bound': () => ({
        data: [
          video('v1', { RWID: 'rw1', REMARK: '现场检查' }),
          video('v2', { RE_NAME: null, RWID: 'rw1' }),
        ],
        source: 'network',
        updatedAt: 0,
      }),
    });
    const dialog = await findDialog('已绑定执法记录仪视频');
    const table = await within(dialog).findByRole('table', {
      name: '已绑定执法记录仪视频',
      hidden: true,
    });
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((h) => h.textContent),
    ).toEqual(['视频名称', '备注', '单位名称', '采集时间', '创建时间', '操作']);
    const cells = [...within(table).getAllByRole('row', { hidden: true })[1].querySelectorAll('td')]
      .slice(0, 5)
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '执法视频v1',
      '现场检查',
      '南京市消防救援支队',
      '2026-10-02 08:30:00',
      '2026-10-02 09:00:00',
    ]);
    expect(within(table).getByText('REC_v2.mp4')).toBeTruthy();
    expect(btn(dialog, '视频列表')).toBeTruthy();
    expect(btn(dialog, '关闭')).toBeTruthy();
  });

  it('unbinds after 是否解绑该视频? with 解绑成功 and refreshes', async () => {
    const { api } = openBound();
    const dialog = await findDialog('已绑定执法记录仪视频');
    press(await within(dialog).findByRole('button', { name: '解绑 执法视频v1', hidden: true }));
    const confirm = await findDialog('提示', 'alertdialog');
    expect(within(confirm).getByText('是否解绑该视频?')).toBeTruthy();
    press(dialogButton(confirm, '确定'));
    expect(await screen.findByText('解绑成功')).toBeTruthy();
    expect(api.callsTo('videos:unbind')).toEqual([{ id: 'v1' }]);
    await waitFor(() => expect(api.callsTo('videos:bound').length).toBeGreaterThan(1));
  });

  it('changes a remark through 请输入要修改的备注 with 备注修改成功', async () => {
    const { api } = openBound();
    const dialog = await findDialog('已绑定执法记录仪视频');
    press(await within(dialog).findByRole('button', { name: '备注 执法视频v1', hidden: true }));
    const prompt = await findDialog('修改备注：执法视频v1');
    const box = within(prompt).getByRole('textbox', {
      name: '请输入要修改的备注',
      hidden: true,
    }) as HTMLTextAreaElement;
    expect(box.value).toBe('现场检查');
    fireEvent.change(box, { target: { value: '复查录像' } });
    press(dialogButton(prompt, '确定'));
    expect(await screen.findByText('备注修改成功')).toBeTruthy();
    expect(api.callsTo('videos:remark')).toEqual([{ id: 'v1', remark: '复查录像' }]);
  });

  it('views a video with controls and no download control, or an image by suffix', async () => {
    const first = openBound();
    let dialog = await findDialog('已绑定执法记录仪视频');
    press(await within(dialog).findByRole('button', { name: '查看 执法视频v1', hidden: true }));
    let manage = await findDialog('视频管理：执法视频v1');
    const player = manage.querySelector('video') as HTMLVideoElement;
    expect(player.getAttribute('src')).toBe('http://127.0.0.1:18080/media/REC_v1.mp4');
    expect(player.hasAttribute('controls')).toBe(true);
    expect(player.getAttribute('controlslist')).toContain('nodownload');
    expect(player.hasAttribute('disablepictureinpicture')).toBe(true);
    expect(btn(manage, '解绑')).toBeTruthy();
    press(dialogButton(manage, '返回'));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: '视频管理：执法视频v1', hidden: true }),
      ).toBeNull(),
    );
    first.unmount();

    openBound({
      'videos:bound': () => ({
        data: [video('p1', { RWID: 'rw1', FILENAME: 'IMG_1.JPG', URL: 'http://h/IMG_1.JPG' })],
        source: 'network',
        updatedAt: 0,
      }),
    });
    dialog = await findDialog('已绑定执法记录仪视频');
    press(await within(dialog).findByRole('button', { name: '查看 执法视频p1', hidden: true }));
    manage = await findDialog('视频管理：执法视频p1');
    expect(manage.querySelector('video')).toBeNull();
    expect(manage.querySelector('img')?.getAttribute('src')).toBe('http://h/IMG_1.JPG');
  });

  it('视频列表 replaces the dialog, and closing the list reopens the bound videos', async () => {
    openBound();
    const dialog = await findDialog('已绑定执法记录仪视频');
    press(dialogButton(dialog, '视频列表'));
    const list = await findDialog('执法记录仪视频列表');
    expect(screen.queryByRole('dialog', { name: '已绑定执法记录仪视频', hidden: true })).toBeNull();
    press(
      within(list).getAllByRole('button', { name: '关闭', hidden: true }).at(-1) as HTMLElement,
    );
    expect(await findDialog('已绑定执法记录仪视频')).toBeTruthy();
  });
});

describe('执法记录仪视频列表', () => {
  it("asks for the officer's unit, own level, the last 90 days, 20 a page", async () => {
    const { api } = openList();
    const dialog = await findDialog('执法记录仪视频列表');
    await within(dialog).findByText('执法视频v2');
    const range = defaultVideoListRange(NOW);
    expect(api.callsTo('videos:list')[0]).toEqual({
      rwid: 'rw1',
      zgdwid: '3201',
      zgdwmc: '南京市消防救援支队',
      TYGXJGFW: '0',
      kssj: range.start,
      jssj: range.end,
      current: 1,
      size: 20,
    });
    const sizes = within(dialog)
      .getAllByRole('combobox', { hidden: true })
      .find(
        (c) => c.tagName === 'SELECT' && (c as HTMLSelectElement).options.length === 5,
      ) as HTMLSelectElement;
    expect([...sizes.options].map((o) => o.value)).toEqual(['20', '50', '100', '150', '200']);
    expect(sizes.value).toBe('20');
    for (const s of ['最近一周', '最近一个月', '最近三个月', '最近一年', '最近两年'])
      expect(btn(dialog, s)).toBeTruthy();
  });

  it('row actions by bind state: unbound binds, bound here unbinds, bound elsewhere says 视频已绑定', async () => {
    openList();
    const dialog = await findDialog('执法记录仪视频列表');
    await within(dialog).findByText('执法视频v2');
    expect(btn(dialog, '解绑 执法视频v1')).toBeTruthy();
    expect(btn(dialog, '绑定 执法视频v1')).toBeNull();
    expect(btn(dialog, '绑定 执法视频v2')).toBeTruthy();
    expect(btn(dialog, '查看 执法视频v2')).toBeTruthy();
    expect(btn(dialog, '备注 执法视频v2')).toBeTruthy();
    expect(btn(dialog, '查看 执法视频v3')).toBeNull();
    expect(within(dialog).getByText('视频已绑定')).toBeTruthy();
  });

  it('binds after 是否绑定该视频? with 绑定成功 and lists again', async () => {
    const { api } = openList();
    const dialog = await findDialog('执法记录仪视频列表');
    press(await within(dialog).findByRole('button', { name: '绑定 执法视频v2', hidden: true }));
    const confirm = await findDialog('提示', 'alertdialog');
    expect(within(confirm).getByText('是否绑定该视频?')).toBeTruthy();
    press(dialogButton(confirm, '确定'));
    expect(await screen.findByText('绑定成功')).toBeTruthy();
    expect(api.callsTo('videos:bind')).toEqual([{ rwid: 'rw1', id: 'v2' }]);
    await waitFor(() => expect(api.callsTo('videos:list').length).toBeGreaterThan(1));
  });

  it('searches with the filters; a shortcut sets the range; 清空 restores the defaults', async () => {
    const { api } = openList();
    const dialog = await findDialog('执法记录仪视频列表');
    await within(dialog).findByText('执法视频v2');
    fireEvent.change(within(dialog).getByRole('textbox', { name: '视频名称', hidden: true }), {
      target: { value: '执法' },
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: '绑定状态', hidden: true }), {
      target: { value: '0' },
    });
    press(dialogButton(dialog, '最近一周'));
    press(dialogButton(dialog, '查询'));
    await waitFor(() => expect(api.callsTo('videos:list').length).toBe(2));
    const week = api.callsTo('videos:list')[1] as Record<string, unknown>;
    expect(week).toMatchObject({ reName: '执法', bdzt: '0', current: 1 });
    expect(
      Date.parse(String(week.jssj).replace(' ', 'T') + '+08:00') -
        Date.parse(String(week.kssj).replace(' ', 'T') + '+08:00'),
    ).toBe(7 * 86_400_000);
    press(dialogButton(dialog, '清空'));
    await waitFor(() => expect(api.callsTo('videos:list').length).toBe(3));
    expect(api.callsTo('videos:list')[2]).not.toHaveProperty('reName');
  });

  it('after a missing-video sync the default range is extended to now, so the synced video shows', async () => {
    let clock = NOW;
    const api = createFakeApi();
    renderWithProviders(
      <VideoListDialog rwid="rw1" unit={unit} onClose={vi.fn()} now={() => clock} />,
      { api },
    );
    const dialog = await findDialog('执法记录仪视频列表');
    await within(dialog).findByText('执法视频v2');
    const openMissing = async (): Promise<HTMLElement> => {
      press(dialogButton(dialog, '缺失视频补录'));
      return findDialog('缺失视频补录查询');
    };
    // Closed without a sync: the list keeps its range.
    clock = NOW + 60_000;
    press(dialogButton(await openMissing(), '关闭'));
    await waitFor(() => expect(api.callsTo('videos:list').length).toBe(2));
    expect(api.callsTo('videos:list')[1]).toMatchObject({ jssj: defaultVideoListRange(NOW).end });

    const missing = await openMissing();
    for (const [label, value] of [
      ['采集平台原始文件名', 'DSJ'],
      ['执法记录仪编号', 'DSJ-0001'],
      ['警号', '320101'],
    ]) {
      fireEvent.change(within(missing).getByLabelText(label, { exact: false, selector: 'input' }), {
        target: { value },
      });
    }
    press(dialogButton(missing, '查询'));
    press(await within(missing).findByRole('button', { name: '同步 DSJ_1.MP4', hidden: true }));
    press(dialogButton(await findDialog('提示', 'alertdialog'), '确定'));
    expect(await screen.findByText('同步成功')).toBeTruthy();
    clock = NOW + 120_000;
    press(dialogButton(missing, '关闭'));
    await waitFor(() =>
      expect(api.callsTo('videos:list').at(-1)).toMatchObject({
        kssj: defaultVideoListRange(NOW).start,
        jssj: defaultVideoListRange(NOW + 120_000).end,
      }),
    );
  });

  it('the unit picker shows the unit tree; a unit and 含下级单位 go into the search', async () => {
    const { api } = openList();
    const dialog = await findDialog('执法记录仪视频列表');
    await within(dialog).findByText('执法视频v2');
    const picker = within(dialog).getByRole('combobox', {
      name: '所属单位',
      hidden: true,
    }) as HTMLInputElement;
    expect(picker.value).toBe('南京市消防救援支队');
    press(picker);
    const option = await screen.findByRole('option', { name: '玄武区消防救援大队', hidden: true });
    expect(
      within(screen.getByRole('listbox', { hidden: true }))
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(['江苏省消防救援总队', '南京市消防救援支队', '玄武区消防救援大队']);
    press(option);
    press(within(dialog).getByLabelText('含下级单位'));
    press(dialogButton(dialog, '查询'));
    await waitFor(() => expect(api.callsTo('videos:list').length).toBe(2));
    expect(api.callsTo('videos:list')[1]).toMatchObject({
      zgdwid: '320102',
      zgdwmc: '玄武区消防救援大队',
      TYGXJGFW: '1',
    });
  });
});

describe('archived or voided task (readOnly): videos are view-only', () => {
  const NOTICE = '任务已归档或作废，视频仅可查看';
  const noBindButtons = (dialog: HTMLElement): void => {
    const labels = within(dialog)
      .queryAllByRole('button', { hidden: true })
      .map((b) => b.textContent ?? '');
    expect(labels.filter((l) => l === '绑定' || l === '解绑')).toEqual([]);
  };

  it('an open task shows no notice and offers 绑定/解绑 in the list, bound dialog and management dialog', async () => {
    openBound();
    const bound = await findDialog('已绑定执法记录仪视频');
    expect(
      await within(bound).findByRole('button', { name: '解绑 执法视频v1', hidden: true }),
    ).toBeTruthy();
    expect(within(bound).queryByText(NOTICE)).toBeNull();
    press(dialogButton(bound, '查看 执法视频v1'));
    const manage = await findDialog('视频管理：执法视频v1');
    expect(btn(manage, '解绑')).toBeTruthy();
    press(dialogButton(manage, '返回'));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: '视频管理：执法视频v1', hidden: true }),
      ).toBeNull(),
    );
    press(dialogButton(bound, '视频列表'));
    const list = await findDialog('执法记录仪视频列表');
    await within(list).findByText('执法视频v2');
    expect(within(list).queryByText(NOTICE)).toBeNull();
    expect(btn(list, '绑定 执法视频v2')).toBeTruthy();
    expect(btn(list, '解绑 执法视频v1')).toBeTruthy();
  });

  it('the bound dialog says so, offers 查看 and 备注 but no 解绑, here or in 视频管理', async () => {
    const api = createFakeApi();
    renderWithProviders(<TaskVideos rwid="rw1" unit={unit} readOnly onClose={vi.fn()} />, { api });
    const bound = await findDialog('已绑定执法记录仪视频');
    expect(
      await within(bound).findByRole('button', { name: '查看 执法视频v1', hidden: true }),
    ).toBeTruthy();
    expect(within(bound).getByText(NOTICE).textContent).toBe(NOTICE);
    expect(btn(bound, '备注 执法视频v1')).toBeTruthy();
    expect(btn(bound, '解绑 执法视频v1')).toBeNull();
    noBindButtons(bound);
    press(dialogButton(bound, '查看 执法视频v1'));
    const manage = await findDialog('视频管理：执法视频v1');
    expect(btn(manage, '返回')).toBeTruthy();
    noBindButtons(manage);
    press(dialogButton(manage, '返回'));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: '视频管理：执法视频v1', hidden: true }),
      ).toBeNull(),
    );

    // The list opened from it is view-only too.
    press(dialogButton(bound, '视频列表'));
    const list = await findDialog('执法记录仪视频列表');
    await within(list).findByText('执法视频v2');
    expect(within(list).getByText(NOTICE)).toBeTruthy();
    noBindButtons(list);
  });

  it('the list says so, offers 查看 and 备注 by row but no 绑定/解绑, here or in 视频管理', async () => {
    const api = createFakeApi();
    renderWithProviders(
      <VideoListDialog rwid="rw1" unit={unit} readOnly onClose={vi.fn()} now={() => NOW} />,
      { api },
    );
    const list = await findDialog('执法记录仪视频列表');
    await within(list).findByText('执法视频v2');
    expect(within(list).getByText(NOTICE).textContent).toBe(NOTICE);
    for (const name of ['执法视频v1', '执法视频v2']) {
      expect(btn(list, `查看 ${name}`)).toBeTruthy();
      expect(btn(list, `备注 ${name}`)).toBeTruthy();
      expect(btn(list, `绑定 ${name}`)).toBeNull();
      expect(btn(list, `解绑 ${name}`)).toBeNull();
    }
    expect(within(list).getByText('视频已绑定')).toBeTruthy();
    noBindButtons(list);
    for (const name of ['执法视频v1', '执法视频v2']) {
      press(dialogButton(list, `查看 ${name}`));
      const manage = await findDialog(`视频管理：${name}`);
      noBindButtons(manage);
      press(dialogButton(manage, '返回'));
      await waitFor(() =>
        expect(
          screen.queryByRole('dialog', { name: `视频管理：${name}`, hidden: true }),
        ).toBeNull(),
      );
    }
    expect(api.callsTo('videos:bind')).toEqual([]);
    expect(api.callsTo('videos:unbind')).toEqual([]);
  });
});
