import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../test/fakeApi';
import { dialogButton, findDialog, press, renderWithProviders } from '../../test/render';
import { MissingVideoDialog } from './MissingVideoDialog';
import { defaultMissingVideoRange } from '../../../shared/videos/rules';
import { SessionProvider } from '../../platform/session';
import { session } from '../../platform/testing';

const NOW = Date.UTC(2026, 10, 20, 4, 0, 0);

function open() {
  const api = createFakeApi();
  const onClose = vi.fn();
  return {
    ...renderWithProviders(<MissingVideoDialog onClose={onClose} now={() => NOW} />, { api }),
    onClose,
  };
}

/** The dialog as the signed-in officer opens it (platform/testing.ts: police number 3201001). */
function openSignedIn() {
  return renderWithProviders(
    <SessionProvider initial={session}>
      <MissingVideoDialog onClose={vi.fn()} now={() => NOW} />
    </SessionProvider>,
    { api: createFakeApi() },
  );
}
const input = (dialog: HTMLElement, label: string): HTMLInputElement =>
  within(dialog).getByLabelText(label, { exact: false, selector: 'input' });
const type = (dialog: HTMLElement, label: string, value: string): void =>
  void fireEvent.change(input(dialog, label), { target: { value } });
// A date-and-time field: the Chinese date box and its 24-hour time box.
const dateBox = (dialog: HTMLElement, label: string): HTMLInputElement =>
  within(dialog).getByRole('combobox', { name: new RegExp(`^${label}`), hidden: true });
const timeBox = (dialog: HTMLElement, label: string): HTMLInputElement =>
  within(dialog).getByRole('textbox', { name: `${label}（时间）`, hidden: true });
const leave = (box: HTMLElement, value: string): void => {
  fireEvent.change(box, { target: { value } });
  fireEvent.blur(box);
};
/** 'YYYY-MM-DD HH:mm' typed into a date-and-time field as the officer does, box by box; '' clears it. */
const typeTime = (dialog: HTMLElement, label: string, value: string): void => {
  const [date, time] = value.split(' ');
  leave(dateBox(dialog, label), date);
  if (time) leave(timeBox(dialog, label), time);
};

describe('缺失视频补录查询', () => {
  it('opens with the officer own police number, and says so until it is changed', async () => {
    openSignedIn();
    const dialog = await findDialog('缺失视频补录查询');
    // platform/testing.ts: the signed-in officer's police number.
    expect(input(dialog, '警号').value).toBe('3201001');
    expect(within(dialog).getByRole('note').textContent).toBe(
      '已根据任务和当前账号预填：警号（可修改）',
    );
    type(dialog, '警号', '320101');
    await waitFor(() => expect(within(dialog).queryByRole('note')).toBeNull());
    // The other four are the officer's to fill.
    expect(input(dialog, '采集平台原始文件名').value).toBe('');
    expect(input(dialog, '执法记录仪编号').value).toBe('');
  });

  it('has the five fields in order with the last 30 days by default', async () => {
    open();
    const dialog = await findDialog('缺失视频补录查询');
    const labels = [...dialog.querySelectorAll('label')].map((l) =>
      l.textContent?.replace(/\s*\*\s*$/, ''),
    );
    expect(labels.slice(0, 5)).toEqual([
      '采集平台原始文件名',
      '执法记录仪编号',
      '警号',
      '采集开始时间',
      '采集结束时间',
    ]);
    const range = defaultMissingVideoRange(NOW);
    // The date box and the 24-hour time box read back the default time (whole minutes at NOW).
    const shown = (label: string): string =>
      `${dateBox(dialog, label).value} ${timeBox(dialog, label).value}:00`;
    expect(shown('采集开始时间')).toBe(range.start);
    expect(shown('采集结束时间')).toBe(range.end);
  });

  it('checks the fields in the spec order with its messages, and start not after end', async () => {
    const { api } = open();
    const dialog = await findDialog('缺失视频补录查询');
    const search = (): void => press(dialogButton(dialog, '查询'));
    search();
    expect(await within(dialog).findByText('请输入采集平台原始视频文件名')).toBeTruthy();
    type(dialog, '采集平台原始文件名', 'DSJ_1.MP4');
    search();
    expect(await within(dialog).findByText('请输入执法记录仪编号')).toBeTruthy();
    type(dialog, '执法记录仪编号', 'DSJ-0001');
    search();
    expect(await within(dialog).findByText('请输入警号')).toBeTruthy();
    type(dialog, '警号', '320101');
    typeTime(dialog, '采集开始时间', '');
    search();
    expect(await within(dialog).findByText('请选择采集开始时间')).toBeTruthy();
    typeTime(dialog, '采集开始时间', '2026-11-01 00:00');
    typeTime(dialog, '采集结束时间', '');
    search();
    expect(await within(dialog).findByText('请选择采集结束时间')).toBeTruthy();
    typeTime(dialog, '采集结束时间', '2026-10-01 00:00');
    search();
    expect(await within(dialog).findByText('采集开始时间不能晚于采集结束时间')).toBeTruthy();
    expect(api.callsTo('videos:missing')).toEqual([]);
    typeTime(dialog, '采集结束时间', '2026-11-10 00:00');
    search();
    await waitFor(() =>
      expect(api.callsTo('videos:missing')).toEqual([
        {
          fileName: 'DSJ_1.MP4',
          sn: 'DSJ-0001',
          policeNumber: '320101',
          date: '2026-11-01 00:00:00',
          dateZ: '2026-11-10 00:00:00',
          page: 1,
          limit: 20,
        },
      ]),
    );
    expect(within(dialog).queryByText('采集开始时间不能晚于采集结束时间')).toBeNull();
  });

  it('lists results (name, import time, police number, remark), 20 a page, and syncs a row after confirmation', async () => {
    const { api } = open();
    const dialog = await findDialog('缺失视频补录查询');
    type(dialog, '采集平台原始文件名', 'DSJ');
    type(dialog, '执法记录仪编号', 'DSJ-0001');
    type(dialog, '警号', '320101');
    press(dialogButton(dialog, '查询'));
    const table = await within(dialog).findByRole('table', {
      name: '缺失视频补录查询',
      hidden: true,
    });
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((h) => h.textContent),
    ).toEqual(['视频名称', '采集时间', '警号', '备注', '操作']);
    const sizes = within(dialog).getByRole('combobox', {
      name: '每页条数',
      hidden: true,
    }) as HTMLSelectElement;
    expect([...sizes.options].map((o) => o.value)).toEqual(['20', '50', '100', '150', '200']);
    press(within(table).getByRole('button', { name: '同步 DSJ_1.MP4', hidden: true }));
    const confirm = await findDialog('提示', 'alertdialog');
    expect(within(confirm).getByText('此操作将同步该视频, 是否继续?')).toBeTruthy();
    press(dialogButton(confirm, '确定'));
    expect(await screen.findByText('同步成功')).toBeTruthy();
    expect(api.callsTo('videos:sync')[0]).toMatchObject({
      row: { fileName: 'DSJ_1.MP4', policeNumber: '320101', sn: 'DSJ-0001' },
    });
  });
});
