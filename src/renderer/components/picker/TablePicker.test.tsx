import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fail, type FakeHandlers } from '../../test/fakeApi';
import { dialogButton, findDialog, press, renderWithProviders } from '../../test/render';
import { TablePicker } from './TablePicker';
import { lookupFakes, lookupRows } from './testing';
import type { PickerItem, PickerLookup } from '../../../shared/forms/picker';

const LOOKUP: PickerLookup = {
  table: 'DM_XFJD_JSFWJG',
  labelField: 'DWMC',
  keyField: 'SHDWID',
  keyValue: 'dw1',
  runId: 'run-1',
};

function Harness({
  multiple = false,
  needs,
  onChange,
}: {
  multiple?: boolean;
  needs?: string[];
  onChange(items: PickerItem[]): void;
}): ReactElement {
  const [value, setValue] = useState<PickerItem[]>([]);
  return (
    <TablePicker
      label="技术服务机构"
      lookup={LOOKUP}
      multiple={multiple}
      needs={needs}
      value={value}
      onChange={(items) => {
        setValue(items);
        onChange(items);
      }}
    />
  );
}

function open(
  handlers: FakeHandlers = lookupFakes(lookupRows(25)),
  props: { multiple?: boolean; needs?: string[] } = {},
) {
  const api = createFakeApi(handlers);
  const onChange = vi.fn();
  const rendered = renderWithProviders(<Harness {...props} onChange={onChange} />, { api });
  return { ...rendered, onChange };
}

const rowNames = (dialog: HTMLElement): string[] =>
  within(dialog)
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((r) => r.textContent ?? '');

async function openSearch(): Promise<HTMLElement> {
  press(screen.getByRole('button', { name: '选择技术服务机构' }));
  return findDialog('选择技术服务机构');
}

describe('searchable table picker', () => {
  it("searches the table through generic:lookup with the placeholder '请搜索{label}', 10 rows a page of 10/20/50", async () => {
    const { api } = open();
    const dialog = await openSearch();
    expect(within(dialog).getByPlaceholderText('请搜索技术服务机构')).toBeTruthy();
    expect(await within(dialog).findByText('查询结果 25 条')).toBeTruthy();
    expect(api.callsTo('generic:lookup')).toEqual([LOOKUP]);
    expect(rowNames(dialog)).toEqual(Array.from({ length: 10 }, (_, i) => `机构${i + 1}`));
    press(dialogButton(dialog, '下一页'));
    await waitFor(() => expect(rowNames(dialog)[0]).toBe('机构11'));
    const size = within(dialog).getByLabelText('每页条数');
    expect([...size.querySelectorAll('option')].map((o) => o.value)).toEqual(['10', '20', '50']);
    fireEvent.change(size, { target: { value: '20' } });
    await waitFor(() => expect(rowNames(dialog)).toHaveLength(20));
    expect(rowNames(dialog)[0]).toBe('机构1');
    // The 99 rows are paged here: no further lookup.
    expect(api.callsTo('generic:lookup')).toHaveLength(1);
  });

  it('sends the search text with 查询 and shows what matches', async () => {
    const rows = lookupRows(12, (i) => (i % 3 === 0 ? `检测站${i}` : `评估公司${i}`));
    const { api } = open(lookupFakes(rows));
    const dialog = await openSearch();
    await within(dialog).findByText('查询结果 12 条');
    fireEvent.change(within(dialog).getByPlaceholderText('请搜索技术服务机构'), {
      target: { value: ' 检测站 ' },
    });
    press(dialogButton(dialog, '查询'));
    expect(await within(dialog).findByText('查询结果 4 条')).toBeTruthy();
    expect(api.callsTo('generic:lookup').at(-1)).toEqual({ ...LOOKUP, search: '检测站' });
    expect(rowNames(dialog)).toEqual(['检测站3', '检测站6', '检测站9', '检测站12']);
  });

  it("reads '99+' when the server has more than the 99 rows it sends, and says so", async () => {
    open(lookupFakes(lookupRows(150)));
    const dialog = await openSearch();
    expect(await within(dialog).findByText('查询结果 99+ 条')).toBeTruthy();
    expect(within(dialog).getByText('仅显示前 99 条，请输入更精确的查询条件')).toBeTruthy();
    expect(within(dialog).getByText('共 99 条')).toBeTruthy();
    expect(within(dialog).getByText('第 1 / 10 页')).toBeTruthy();
  });

  it('a single picker takes the clicked row and closes; the choice shows as a removable tag', async () => {
    const { onChange } = open();
    const dialog = await openSearch();
    press(await within(dialog).findByRole('button', { name: '机构3', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(onChange).toHaveBeenLastCalledWith([
      {
        id: 'id3',
        name: '机构3',
        row: { ID: 'id3', DWMC: '机构3', LXDH: '0991-3', SHDWID: 'dw1' },
      },
    ]);
    // Under jsdom the form may still be marked aria-hidden just after the search closed (see findDialog).
    const tag = screen.getByRole('button', { name: '机构3 移除 机构3', hidden: true });
    press(tag);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([]));
    expect(screen.queryByRole('button', { name: /机构3/, hidden: true })).toBeNull();
  });

  it('a multiple picker ticks rows, shows them as tags there and in the form, and 关闭 closes', async () => {
    const { onChange } = open(undefined, { multiple: true });
    const dialog = await openSearch();
    press(await within(dialog).findByRole('checkbox', { name: '机构1', hidden: true }));
    press(within(dialog).getByRole('checkbox', { name: '机构4', hidden: true }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([
        expect.objectContaining({ id: 'id1' }),
        expect.objectContaining({ id: 'id4' }),
      ]),
    );
    expect(
      within(dialog).getByRole('toolbar', { name: '技术服务机构', hidden: true }).textContent,
    ).toBe('机构1机构4');
    press(within(dialog).getByRole('checkbox', { name: '机构1', hidden: true }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 'id4' })]),
    );
    press(dialogButton(dialog, '关闭'));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(screen.getByRole('toolbar', { name: '技术服务机构', hidden: true }).textContent).toBe(
      '机构4',
    );
  });

  it("warns '请填写{labels}!' instead of searching while the form fields the lookup needs are empty", async () => {
    const { api } = open(undefined, { needs: ['社会单位', '所在区域'] });
    press(screen.getByRole('button', { name: '选择技术服务机构' }));
    expect(await screen.findByText('请填写社会单位、所在区域!')).toBeTruthy();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(api.callsTo('generic:lookup')).toEqual([]);
  });

  it('shows 正在加载… until the lookup answers', async () => {
    let answer: () => void = () => undefined;
    const rows = lookupFakes(lookupRows(1))['generic:lookup']!;
    open({
      'generic:lookup': (req) => new Promise((resolve) => (answer = () => resolve(rows(req)))),
    });
    const dialog = await openSearch();
    expect(await within(dialog).findByText('正在加载…')).toBeTruthy();
    answer();
    expect(await within(dialog).findByText('查询结果 1 条')).toBeTruthy();
    expect(within(dialog).queryByText('正在加载…')).toBeNull();
  });

  it('shows an empty answer as 暂无数据', async () => {
    open(lookupFakes([]));
    const dialog = await openSearch();
    expect(await within(dialog).findByText('暂无数据')).toBeTruthy();
    expect(within(dialog).getByText('查询结果 0 条')).toBeTruthy();
  });

  it("shows the server's refusal with 重试, which asks again", async () => {
    let failing = true;
    const rows = lookupFakes(lookupRows(2))['generic:lookup']!;
    open({ 'generic:lookup': (req) => (failing ? fail('server', '查询配置不存在') : rows(req)) });
    const dialog = await openSearch();
    expect(await within(dialog).findByText('查询配置不存在')).toBeTruthy();
    failing = false;
    press(dialogButton(dialog, '重试'));
    expect(await within(dialog).findByText('查询结果 2 条')).toBeTruthy();
  });

  it('offline: rows from the cache carry the offline banner', async () => {
    open({
      'generic:lookup': () => ({
        data: { records: lookupRows(1), total: 1 },
        source: 'cache',
        updatedAt: Date.UTC(2026, 0, 2, 3, 4, 5),
      }),
    });
    const dialog = await openSearch();
    expect(await within(dialog).findByText(/^离线，数据更新于/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '机构1', hidden: true })).toBeTruthy();
  });

  it('offline with nothing cached: asks for the network', async () => {
    open({ 'generic:lookup': () => fail('needs-network', '') });
    const dialog = await openSearch();
    expect(await within(dialog).findByText('该查询结果尚未在本机缓存，需联网后查询')).toBeTruthy();
  });
});
