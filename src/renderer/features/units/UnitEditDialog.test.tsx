import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, type FakeApi, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { detail, detailConfig } from '../detail/testing';
import { choose, dialogButton, findDialog, findToast, press, renderApp } from '../../test/render';
import { unit } from './testing';
import type { UnitSaveRequest } from '../../../shared/units/contract';

// 修改单位信息 from the detail screen's header (spec 02 §2, §5, §8): the large form in sections,
// the unit's rules with their exact messages, the save (units:save), a refused save as a warning
// with the input kept, and the task without a unit.

const PATH = '/xfjd/projectDetail?runId=run1&RWID=rw1';
const TITLE = '单位信息修改';

const record = unit({
  ID: 'dw1',
  DWBM: 'dw1',
  DWMC: '呼和浩特市北辰消防器材有限公司',
  TYSHXYDM: '91150102MA0L9D6U1C',
  JGDWLB: '2',
  DWXZ: '消防产品销售',
  LXDH: '0471-4628015',
  XZQH: '150102',
  DWDZ: '内蒙古自治区呼和浩特市新城区东风路19号',
  FDDBR: '白雪峰',
  XFAQZRR: '白雪峰',
  GIS_X: 111.7021,
  GIS_Y: 40.8218,
  JZMJ: 860,
  shdwJbxxBqcbList: [{ RYLX: '2', XM: '王丽', LXDH: '15847100002', HYZK: '20' }],
});

function openTask(handlers: FakeHandlers = {}, info: Record<string, unknown> = {}): FakeApi {
  const config = detailConfig(
    { btnsList: [{ btnPos: '1', btnName: '修改单位信息', btnType: 'unitEdit', color: 'primary' }] },
    info,
  );
  const api = createFakeApi({
    'detail:get': () => fresh(detail({ config })),
    'units:get': () => fresh(record),
    ...handlers,
  });
  renderApp({ api, path: PATH });
  return api;
}

async function openForm(
  handlers: FakeHandlers = {},
): Promise<{ api: FakeApi; dialog: HTMLElement }> {
  const api = openTask(handlers);
  press(await screen.findByRole('button', { name: '修改单位信息' }));
  // The dialog shows the read's progress first, then the form with the unit's values.
  await screen.findByDisplayValue('呼和浩特市北辰消防器材有限公司');
  const dialog = await findDialog(TITLE);
  return { api, dialog };
}

const wrapper = (root: HTMLElement, name: string): HTMLElement => {
  const el = root.querySelector<HTMLElement>(`[data-field="${name}"]`);
  if (!el) throw new Error(`no field ${name}`);
  return el;
};
const input = (root: HTMLElement, name: string): HTMLInputElement =>
  wrapper(root, name).querySelector<HTMLInputElement>('input, select, textarea')!;
const type = (root: HTMLElement, name: string, value: string): void => {
  const el = input(root, name);
  el.focus();
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
};
const messageOf = (root: HTMLElement, name: string, text: string): Promise<HTMLElement> =>
  within(wrapper(root, name)).findByText(text);
const sent = (api: FakeApi): UnitSaveRequest[] => api.callsTo('units:save') as UnitSaveRequest[];

describe('修改单位信息', () => {
  it('says 此任务没有单位基本信息! when the task has no unit, and opens nothing', async () => {
    openTask({}, { shdwid: null });
    press(await screen.findByRole('button', { name: '修改单位信息' }));
    await findToast('此任务没有单位基本信息!');
    expect(screen.queryByRole('dialog', { name: TITLE, hidden: true })).toBeNull();
  });

  it('shows the unit in sections and checks coordinates, credit code and phones with their messages', async () => {
    const { dialog } = await openForm();
    for (const heading of [
      '单位基本情况',
      '地址与位置',
      '法定代表人与消防安全责任人',
      '建筑情况',
      '消防安全情况',
      '消防安全管理人员（补充采集）',
    ])
      expect(within(dialog).getByRole('heading', { name: heading, hidden: true })).toBeTruthy();
    expect(input(dialog, 'GIS_X').value).toBe('111.7021');
    expect(input(dialog, 'XZQH').value).toBe('150102');

    type(dialog, 'GIS_X', '140.123456');
    await messageOf(dialog, 'GIS_X', '经度应为73至136之间的数字（度，可含小数）');
    type(dialog, 'GIS_Y', '北纬40度');
    await messageOf(dialog, 'GIS_Y', '纬度应为3至54之间的数字（度，可含小数）');
    // Six and more decimals are a GPS reading, not a mistake.
    type(dialog, 'GIS_X', '111.70213456');
    type(dialog, 'GIS_Y', '40.821812');
    await waitFor(() =>
      expect(within(wrapper(dialog, 'GIS_X')).queryByText(/经度应为/)).toBeNull(),
    );
    expect(within(wrapper(dialog, 'GIS_Y')).queryByText(/纬度应为/)).toBeNull();
    type(dialog, 'GIS_Y', '');
    await messageOf(dialog, 'GIS_Y', '经度和纬度需同时填写');

    type(dialog, 'TYSHXYDM', '91150102MA0L9D6U1D');
    await messageOf(dialog, 'TYSHXYDM', '统一社会信用代码校验位不正确，请核对');
    type(dialog, 'LXDH', '4628015');
    await messageOf(
      dialog,
      'LXDH',
      '联系电话格式不正确，应为11位手机号或带区号的固定电话（如0471-6923188）',
    );
    type(dialog, 'FDDBRSFZH', '150102198503127715');
    await messageOf(
      dialog,
      'FDDBRSFZH',
      '法定代表人身份证号第18位校验码应为“4”，现为“5”，请核对前17位数字',
    );
    choose(input(dialog, 'JGDWLB'), '1');
    press(dialogButton(dialog, '保存'));
    await messageOf(dialog, 'XFAQGLR', '消防安全重点单位须填写消防安全管理人');
    await within(dialog).findByText('有 5 项内容需要修改，请查看标红的字段');
  });

  it('saves the record, its fire process and persons, says 保存成功! and shows the task again', async () => {
    const { api, dialog } = await openForm();
    type(dialog, 'DWMC', '呼和浩特市北辰消防器材有限责任公司');
    press(within(dialog).getByRole('treeitem', { name: '储存物品的火灾危险性', hidden: true }));
    press(await within(dialog).findByRole('treeitem', { name: '丙类', hidden: true }));
    press(await within(dialog).findByRole('treeitem', { name: '可燃固体', hidden: true }));
    await within(dialog).findByText('储存物品的火灾危险性 / 丙类 / 可燃固体');
    press(within(dialog).getByRole('checkbox', { name: '火灾自动报警系统', hidden: true }));
    press(dialogButton(dialog, '添加人员'));
    const rows = dialog.querySelectorAll<HTMLElement>('[data-person]');
    const added = rows[rows.length - 1];
    choose(input(added, 'RYLX'), '1');
    type(added, 'XM', '李军');
    type(added, 'LXDH', '13904710001');
    choose(input(added, 'HYZK'), '22');
    const detailReads = api.callsTo('detail:get').length;
    press(dialogButton(dialog, '保存'));
    await findToast('保存成功!');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: TITLE, hidden: true })).toBeNull(),
    );
    const [req] = sent(api);
    expect(req).toMatchObject({ runId: 'run1', RWID: 'rw1', id: 'dw1' });
    expect(req.values).toMatchObject({
      DWMC: '呼和浩特市北辰消防器材有限责任公司',
      HZWXXLB: 'CC-B-2',
      XFSS: ['1'],
      GIS_X: '111.7021',
    });
    expect(req.persons).toEqual([
      { RYLX: '2', XM: '王丽', LXDH: '15847100002', HYZK: '20' },
      { RYLX: '1', XM: '李军', LXDH: '13904710001', HYZK: '22' },
    ]);
    await waitFor(() => expect(api.callsTo('detail:get').length).toBeGreaterThan(detailReads));
  });

  it('names a person’s row in its message, and offers the marital status codes of GB/T 2261.2', async () => {
    const { dialog } = await openForm();
    const row = dialog.querySelector<HTMLElement>('[data-person]')!;
    const options = [...input(row, 'HYZK').querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toEqual([
      '请选择',
      '未婚',
      '已婚',
      '初婚',
      '再婚',
      '复婚',
      '丧偶',
      '离婚',
      '未说明的婚姻状况',
    ]);
    type(row, 'LXDH', '');
    await messageOf(row, 'LXDH', '联系电话不能为空');
    press(dialogButton(dialog, '删除第1行人员'));
    await within(dialog).findByText('暂无补充采集的人员，可点击“添加人员”录入');
  });

  it('shows a refused save as a warning with the server’s text and keeps the input', async () => {
    const { api, dialog } = await openForm({
      'units:save': () => {
        throw fail('server', '无权修改其他大队管辖单位的信息');
      },
    });
    type(dialog, 'DWDZ', '内蒙古自治区呼和浩特市新城区东风路21号');
    press(dialogButton(dialog, '保存'));
    await findToast('无权修改其他大队管辖单位的信息');
    expect(sent(api)).toHaveLength(1);
    expect(within(dialog).getAllByText('无权修改其他大队管辖单位的信息').length).toBeGreaterThan(0);
    expect(input(dialog, 'DWDZ').value).toBe('内蒙古自治区呼和浩特市新城区东风路21号');
    // The typed address is unsaved: closing asks first.
    press(dialogButton(dialog, '取消'));
    await screen.findByText('填写的内容尚未保存，确定关闭吗？');
  });

  it('offline: opens from the cached unit, saving needs the network and says why', async () => {
    const { api, dialog } = await openForm({
      'units:get': () => ({ data: record, source: 'cache', updatedAt: Date.UTC(2026, 10, 20, 2) }),
    });
    act(() => api.emit('net:changed', { online: false, since: 1 }));
    await within(dialog).findByText(/离线|缓存/, { selector: '.fui-MessageBarBody' });
    const save = dialogButton(dialog, '保存');
    await waitFor(() =>
      expect(save.getAttribute('aria-description')).toBe(
        '离线时可查看本机缓存的单位信息，保存需联网后进行',
      ),
    );
    // Enter (the form's submit) neither: the reason is shown in the form, the input kept.
    fireEvent.submit(save.closest('form')!);
    await within(dialog).findByText('离线时可查看本机缓存的单位信息，保存需联网后进行', {
      selector: '.fui-MessageBarBody',
    });
    expect(sent(api)).toHaveLength(0);
  });
});

describe('编辑单位信息 on the unit page', () => {
  it('opens the edit form when the page was opened from a task, and not otherwise', async () => {
    const api = createFakeApi({ 'units:get': () => fresh(record) });
    renderApp({ api, path: '/xfjd/unitDetail?type=fzddw&id=dw1&runId=run1&RWID=rw1' });
    press(await screen.findByRole('button', { name: '编辑单位信息' }));
    await screen.findByDisplayValue('呼和浩特市北辰消防器材有限公司');
    const dialog = await findDialog(TITLE);
    press(dialogButton(dialog, '取消'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: TITLE, hidden: true })).toBeNull(),
    );
    expect(screen.getByText('消防安全责任人')).toBeTruthy();
  });
});
