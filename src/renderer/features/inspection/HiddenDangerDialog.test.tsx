import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hashToPath, parseRoute, type Route } from '../../platform/routes';
import { createFakeApi, fail, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { detail, detailConfig } from '../detail/testing';
import { danger, taskDangers } from './testing';
import { dialogButton, findDialog, findToast, press, renderApp } from '../../test/render';
import type { TaskInfo } from '../../../shared/detail/schemas';
import { chinaToday } from '../../../shared/common/dates';

// 隐患信息 and 复查申请 (spec 01 §2, §5, §7) from the detail screen's header: the two tabs, a past
// inspection's task opened in place (pagetype=2), the selection rule with the spec's exact text,
// the check by type and the application page /ws/fcsqdj with the spec's query.

const PATH = '/xfjd/projectDetail?runId=run1&RWID=rw1';
const SELECT = '请选择未整改隐患信息！';
const BUTTONS = [
  { btnPos: '1', btnName: '隐患信息', btnType: 'hiddenDangers', color: 'warning' },
  { btnPos: '1', btnName: '复查申请', btnType: 'reinspectionApply', color: 'primary' },
];

const route = (): Route => parseRoute(hashToPath(location.hash) ?? '');

function openTask(
  info: Partial<TaskInfo> = {},
  over: FakeHandlers = {},
): ReturnType<typeof renderApp> {
  const config = detailConfig({ btnsList: BUTTONS }, { RWLX: 31, ...info });
  return renderApp({
    api: createFakeApi({ 'detail:get': () => fresh(detail({ config })), ...over }),
    path: PATH,
  });
}

async function openDialog(button: string, title: string): Promise<HTMLElement> {
  press(await screen.findByRole('button', { name: button }));
  return findDialog(title);
}

const check = (dialog: HTMLElement, text: string): void => {
  fireEvent.click(
    within(dialog).getByRole('checkbox', { name: `选择隐患：${text}`, hidden: true }),
  );
};

describe('隐患信息', () => {
  it('shows this inspection’s dangers, then the past ones, whose task opens in place read-only', async () => {
    const { api } = openTask();
    const dialog = await openDialog('隐患信息', '隐患信息');
    await within(dialog).findByText('疏散通道堆放杂物');
    expect(within(dialog).getByText('灭火器压力不足').closest('tr')?.textContent).toContain(
      '已整改',
    );
    expect(api.callsTo('inspection:dangers')).toEqual([{ runId: 'run1', RWID: 'rw1', scope: '1' }]);
    // Without a type, boxes only for 批量确认整改: the two unrectified rows and the header's.
    expect(within(dialog).queryAllByRole('checkbox', { hidden: true })).toHaveLength(3);

    press(within(dialog).getByRole('tab', { name: '历次检查发现', hidden: true }));
    const row = (await within(dialog).findByText('消火栓箱内水带缺失')).closest(
      'tr',
    ) as HTMLElement;
    expect(row.textContent).toContain('关于南京某商贸有限公司的双随机抽查');
    expect(api.callsTo('inspection:dangers')).toContainEqual({
      runId: 'run1',
      RWID: 'rw1',
      scope: '2',
    });
    press(within(row).getByRole('button', { name: '查看任务', hidden: true }));
    await waitFor(() =>
      expect(route().query).toEqual({ runId: 'run0', RWID: 'rw0', pagetype: '2' }),
    );
    expect(route().path).toBe('/xfjd/projectDetail');
    // Replaced: the task opened where this one was, no second tab.
    expect(screen.queryAllByRole('tab', { name: /某商场消防监督抽查/, hidden: true })).toHaveLength(
      0,
    );
  });

  it('a re-inspection confirms a danger rectified in a second step', async () => {
    const { api } = openTask({ RWLX: 45 });
    const dialog = await openDialog('隐患信息', '隐患信息');
    const row = (await within(dialog).findByText('疏散通道堆放杂物')).closest('tr') as HTMLElement;
    press(within(row).getByRole('button', { name: '确认整改', hidden: true }));
    const step = await findDialog('确认隐患已整改');
    expect(within(step).getByText('疏散通道堆放杂物')).toBeTruthy();
    press(dialogButton(step, '确认整改'));
    await findToast('已确认整改');
    expect(api.callsTo('inspection:rectify')).toEqual([
      { runId: 'run1', RWID: 'rw1', ID: 'yh1', ZGRQ: chinaToday(Date.now()) },
    ]);
  });
});

describe('批量确认整改', () => {
  it('ticks unrectified dangers (one by one or all), checks the date, sends them in one call', async () => {
    const ITEM = '第2条数据（隐患整改）保存失败：该隐患已整改，无需重复确认';
    const late = danger({ ID: 'yh4', YHXX: '安全出口门闩锁', FXRQ: '2999-01-01' });
    let calls = 0;
    const { api } = openTask(
      { RWLX: 45 },
      {
        'inspection:dangers': () => fresh([...taskDangers, late]),
        'inspection:rectifyMany': (req) => {
          calls += 1;
          if (calls === 1) fail('server', ITEM);
          return { message: `已确认整改${req.IDs.length}项隐患` };
        },
      },
    );
    const dialog = await openDialog('隐患信息', '隐患信息');
    await within(dialog).findByText('疏散通道堆放杂物');
    // Nothing ticked: disabled, and it says why.
    const batch = dialogButton(dialog, '批量确认整改');
    expect(batch.getAttribute('aria-disabled')).toBe('true');
    expect(batch.getAttribute('aria-description')).toBe('请先勾选要确认整改的未整改隐患');
    // A rectified danger has no box; the header's box ticks every unrectified one, or none.
    expect(
      within(dialog).queryByRole('checkbox', { name: '选择隐患：灭火器压力不足', hidden: true }),
    ).toBeNull();
    const all = within(dialog).getByRole('checkbox', { name: '全选未整改隐患', hidden: true });
    fireEvent.click(all);
    const boxes = ['疏散通道堆放杂物', '疏散指示标志损坏', '安全出口门闩锁'].map(
      (t) =>
        within(dialog).getByRole('checkbox', {
          name: `选择隐患：${t}`,
          hidden: true,
        }) as HTMLInputElement,
    );
    expect(boxes.map((b) => b.checked)).toEqual([true, true, true]);
    expect(dialogButton(dialog, '批量确认整改').getAttribute('aria-disabled')).toBeNull();
    // One date for all: not before the latest found (yh4 was found after today).
    press(dialogButton(dialog, '批量确认整改'));
    let step = await findDialog('批量确认隐患已整改');
    expect(
      within(step)
        .getAllByRole('listitem', { hidden: true })
        .map((li) => li.textContent),
    ).toEqual(['疏散通道堆放杂物', '疏散指示标志损坏', '安全出口门闩锁']);
    press(dialogButton(step, '确认整改'));
    await within(step).findByText('整改日期不能早于发现日期');
    expect(api.callsTo('inspection:rectifyMany')).toEqual([]);
    press(dialogButton(step, '返回'));

    let list = await findDialog('隐患信息');
    fireEvent.click(within(list).getByRole('checkbox', { name: '全选未整改隐患', hidden: true }));
    check(list, '疏散通道堆放杂物');
    const mixed = within(list).getByRole('checkbox', { name: '全选未整改隐患', hidden: true });
    expect((mixed as HTMLInputElement).indeterminate).toBe(true);
    check(list, '疏散指示标志损坏');
    press(dialogButton(list, '批量确认整改'));
    step = await findDialog('批量确认隐患已整改');
    expect(within(step).queryByText('整改日期不能早于发现日期')).toBeNull();
    // All or nothing: the server's refusal names the item; the step stays.
    press(dialogButton(step, '确认整改'));
    await findToast(ITEM);
    press(dialogButton(step, '确认整改'));
    await findToast('已确认整改2项隐患');
    const sent = { runId: 'run1', RWID: 'rw1', IDs: ['yh1', 'yh2'], ZGRQ: chinaToday(Date.now()) };
    expect(api.callsTo('inspection:rectifyMany')).toEqual([sent, sent]);
    list = await findDialog('隐患信息');
    await waitFor(() =>
      expect(dialogButton(list, '批量确认整改').getAttribute('aria-disabled')).toBe('true'),
    );
  });
});

describe('复查申请', () => {
  it(`refuses nothing chosen with '${SELECT}'; a rectified or applied-for danger cannot be ticked`, async () => {
    const applied = danger({ ID: 'yh4', YHXX: '安全出口门闩锁', SQFC: '1' });
    const { api } = openTask({}, { 'inspection:dangers': () => fresh([...taskDangers, applied]) });
    const dialog = await openDialog('复查申请', '复查申请');
    await within(dialog).findByText('疏散通道堆放杂物');
    // Given a type, the past inspections' tab is hidden.
    expect(within(dialog).queryByRole('tab', { name: '历次检查发现', hidden: true })).toBeNull();
    press(dialogButton(dialog, '申请复查'));
    await findToast(SELECT);
    // The locked rows: a disabled box naming why, the reason in its tooltip, the row's state tag
    // and a note above the table.
    const rectified = within(dialog).getByRole('checkbox', {
      name: '选择隐患：灭火器压力不足（已整改，无需申请复查）',
      hidden: true,
    }) as HTMLInputElement;
    expect(rectified.disabled).toBe(true);
    expect(rectified.closest('[title]')?.getAttribute('title')).toBe('已整改，无需申请复查');
    expect(rectified.closest('tr')?.textContent).toContain('已整改');
    const again = within(dialog).getByRole('checkbox', {
      name: '选择隐患：安全出口门闩锁（已申请复查，请勿重复申请）',
      hidden: true,
    }) as HTMLInputElement;
    expect(again.disabled).toBe(true);
    expect(again.closest('tr')?.textContent).toContain('已申请复查');
    expect(within(dialog).getByText('已整改或已申请复查的隐患不能勾选。')).toBeTruthy();
    fireEvent.click(rectified);
    fireEvent.click(again);
    expect(rectified.checked).toBe(false);
    expect(again.checked).toBe(false);
    // The free ones tick; only they are sent.
    const free = within(dialog).getByRole('checkbox', {
      name: '选择隐患：疏散通道堆放杂物',
      hidden: true,
    }) as HTMLInputElement;
    expect(free.disabled).toBe(false);
    check(dialog, '疏散通道堆放杂物');
    expect(free.checked).toBe(true);
    press(dialogButton(dialog, '申请复查'));
    await findToast('操作成功！');
    expect(api.callsTo('inspection:apply')).toEqual([
      { runId: 'run1', RWID: 'rw1', kind: 'jdjc', ids: ['yh1'] },
    ]);
  });

  it('checks by type, says 操作成功！ and opens /ws/fcsqdj with the spec’s query', async () => {
    const { api } = openTask();
    const dialog = await openDialog('复查申请', '复查申请');
    await within(dialog).findByText('疏散通道堆放杂物');
    check(dialog, '疏散通道堆放杂物');
    check(dialog, '疏散指示标志损坏');
    press(dialogButton(dialog, '申请复查'));
    await findToast('操作成功！');
    expect(api.callsTo('inspection:apply')).toEqual([
      { runId: 'run1', RWID: 'rw1', kind: 'jdjc', ids: ['yh1', 'yh2'] },
    ]);
    await waitFor(() => expect(route().path).toBe('/ws/fcsqdj'));
    expect(route().query).toEqual({
      runId: 'run1',
      type: 'jdjc',
      rwwsszid: '601',
      LYWSID: 'ws1',
      RWID: 'rw1',
      DWID: 'dw1',
      opid: '3313',
      ids: 'yh1,yh2',
      LYBH: '宁消限字〔2024〕第0017号',
      LYRWID: 'rw1',
    });
  });

  it('a technical-service task applies as jsfw (762); the server’s refusal is shown', async () => {
    const { api } = openTask(
      { RWFLID: '37' },
      { 'inspection:apply': () => fail('server', '所选隐患已申请复查，请勿重复申请') },
    );
    const dialog = await openDialog('复查申请', '复查申请');
    await within(dialog).findByText('疏散通道堆放杂物');
    check(dialog, '疏散通道堆放杂物');
    press(dialogButton(dialog, '申请复查'));
    await findToast('所选隐患已申请复查，请勿重复申请');
    expect(api.callsTo('inspection:apply')).toEqual([
      { runId: 'run1', RWID: 'rw1', kind: 'jsfw', ids: ['yh1'] },
    ]);
    expect(route().path).toBe('/xfjd/projectDetail');
  });
});
