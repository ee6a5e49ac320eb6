import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeApi, FakeHandlers } from '../../test/fakeApi';
import type { TaskInfo } from '../../../shared/detail/schemas';
import { fresh } from '../../test/fakes';
import { detail, detailConfig } from '../detail/testing';
import { dialogButton, findDialog, findToast, press } from '../../test/render';
import { unit } from '../units/testing';
import { unitRecord } from './testing';
import {
  TASK,
  closed,
  control,
  messageOf,
  noMessage,
  openDialog,
  headerButton,
  openTask,
  type,
} from './testKit';

// The unit's dishonesty records (spec 02 §3-§9), one dialog of two kinds.
// 一般失信信息: '暂无一般失信数据！' and an empty form started from the task's unit when the task has
// no record, and whether one is due (逾期不改); GSQ 3-12 cleared with '请输入数字3至12！';
// '{label}不能为空'; the credit code's check character; 确定 creating or updating; the server's
// error text shown with saving disabled.
// 严重失信信息: saved only while new, not submitted (SPZT 1) or returned (SPZT 4); otherwise
// read-only with the reason; GSQ 6-36 cleared with '请输入数字6至36！'.

/** The detail screen of a task whose header holds `button`. */
const openTaskWith = (
  button: { name: string; type: string },
  handlers: FakeHandlers = {},
  info: Partial<TaskInfo> = {},
): FakeApi =>
  openTask(
    detail({ config: detailConfig({ btnsList: [headerButton(button.name, button.type)] }, info) }),
    handlers,
  );

const GENERAL = '一般失信信息';
const GENERAL_BUTTON = { name: '一般失信', type: 'creditGeneral' };
const DS = unit({ DWMC: '呼和浩特市鼎盛购物中心有限公司', TYSHXYDM: '91150102MA0N3K8X2Y' });
const none = { record: null, refusal: null };

describe('一般失信信息', () => {
  it('says 暂无一般失信数据！ and that an entry is due; checks each field; creates the record', async () => {
    const api = openTaskWith(
      GENERAL_BUTTON,
      {
        'credit:general': () => fresh({ ...none, due: { due: true, drafted: false, overdue: 2 } }),
        'units:get': () => fresh(DS),
      },
      { RWLX: 45 },
    );
    const dialog = await openDialog('一般失信', GENERAL);
    expect(api.callsTo('credit:general')).toEqual([{ ...TASK, RWLX: 45 }]);
    expect(within(dialog).getByText('暂无一般失信数据！')).toBeTruthy();
    expect(
      within(dialog).getByText('本任务有2项隐患逾期未整改（逾期不改），应录入一般失信信息。'),
    ).toBeTruthy();
    // Started from the task's unit.
    expect(control(dialog, 'DWMC').value).toBe('呼和浩特市鼎盛购物中心有限公司');
    expect(control(dialog, 'SHXYDM').value).toBe('91150102MA0N3K8X2Y');

    type(dialog, 'GSQ', '2', true);
    expect(await findToast('请输入数字3至12！')).toBeTruthy();
    await waitFor(() => expect(control(dialog, 'GSQ').value).toBe(''));
    expect(await messageOf(dialog, 'GSQ', '请输入数字3至12！')).toBeTruthy();
    type(dialog, 'SHXYDM', '91150102MA0N3K8X2B');
    expect(await messageOf(dialog, 'SHXYDM', '统一社会信用代码校验位不正确，请核对')).toBeTruthy();
    type(dialog, 'SHXYDM', '91150102MA0N3K8X2Y');
    await waitFor(() => noMessage(dialog, 'SHXYDM', '统一社会信用代码校验位不正确，请核对'));

    press(dialogButton(dialog, '确定'));
    expect(await messageOf(dialog, 'YZSXXW', '失信行为不能为空')).toBeTruthy();
    expect(await messageOf(dialog, 'WFSS', '违法事实不能为空')).toBeTruthy();
    expect(api.callsTo('credit:saveGeneral')).toEqual([]);

    type(dialog, 'YZSXXW', '逾期未整改火灾隐患');
    type(dialog, 'WFSS', '经复查，疏散通道仍被占用');
    type(dialog, 'GSQ', '12', true);
    press(dialogButton(dialog, '确定'));
    expect(await findToast('操作成功')).toBeTruthy();
    const [sent] = api.callsTo('credit:saveGeneral') as Array<Record<string, unknown>>;
    expect(sent).toEqual({
      ...TASK,
      values: expect.objectContaining({
        DWMC: '呼和浩特市鼎盛购物中心有限公司',
        SHXYDM: '91150102MA0N3K8X2Y',
        YZSXXW: '逾期未整改火灾隐患',
        WFSS: '经复查，疏散通道仍被占用',
        GSQ: '12',
        FKJE: '',
      }),
    });
    await closed(GENERAL);
  });

  it('opens the task’s record with its approval state and updates it by its ID', async () => {
    const api = openTaskWith(GENERAL_BUTTON, {
      'credit:general': () =>
        fresh({
          record: unitRecord(),
          refusal: null,
          due: { due: true, drafted: true, overdue: 1 },
        }),
    });
    const dialog = await openDialog('一般失信', GENERAL);
    expect(control(dialog, 'DWMC').value).toBe('呼和浩特市新城区欣悦KTV娱乐会所');
    expect(control(dialog, 'FKJE').value).toBe('5000');
    expect(within(dialog).getByText('待提交')).toBeTruthy();
    expect(within(dialog).queryByText('暂无一般失信数据！')).toBeNull();
    // Drafted: nothing more is due.
    expect(within(dialog).queryByText(/逾期不改/)).toBeNull();
    expect(api.callsTo('units:get')).toEqual([]);
    type(dialog, 'GSQ', '3', true);
    press(dialogButton(dialog, '确定'));
    expect(await findToast('操作成功')).toBeTruthy();
    expect(api.callsTo('credit:saveGeneral')).toMatchObject([
      { ...TASK, ID: 'dw1', values: { GSQ: '3', CFRQ: '2024-06-08' } },
    ]);
  });

  it('shows the server’s error text for the credit data and disables saving', async () => {
    openTaskWith(GENERAL_BUTTON, {
      'credit:general': () =>
        fresh({
          record: null,
          refusal: '该单位统一社会信用代码未登记，无法生成失信信息',
          due: null,
        }),
    });
    const dialog = await openDialog('一般失信', GENERAL);
    expect(within(dialog).getByText('该单位统一社会信用代码未登记，无法生成失信信息')).toBeTruthy();
    expect(within(dialog).queryByText('暂无一般失信数据！')).toBeNull();
    expect((dialogButton(dialog, '确定') as HTMLButtonElement).disabled).toBe(true);
    expect(control(dialog, 'WFSS').readOnly).toBe(true);
  });
});

const SERIOUS = '严重失信信息';
const SERIOUS_BUTTON = { name: '严重失信', type: 'creditSerious' };
const withRecord = (SPZT: string) => ({
  'credit:serious': () =>
    fresh({ record: unitRecord({ ID: 'yz1', SPZT, GSQ: '24' }), refusal: null }),
});

describe('严重失信信息', () => {
  it('is read-only in approval (SPZT 2) and says why', async () => {
    const api = openTaskWith(SERIOUS_BUTTON, withRecord('2'));
    const dialog = await openDialog('严重失信', SERIOUS);
    expect(api.callsTo('credit:serious')).toEqual([TASK]);
    expect(within(dialog).getByText('审批中')).toBeTruthy();
    expect(within(dialog).getByText('该严重失信信息正在审批中，审批结束前不能修改。')).toBeTruthy();
    expect((dialogButton(dialog, '确定') as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: '提交审批' })).toBeNull();
    expect(control(dialog, 'YZSXXW').readOnly).toBe(true);
    expect(control(dialog, 'GSQ').readOnly).toBe(true);
    // A click outside does not close it (spec 01 §2): only 关闭 (or Escape) does.
    const backdrop = document.querySelector<HTMLElement>('.fui-DialogSurface__backdrop');
    if (backdrop) fireEvent.click(backdrop);
    expect(screen.getByRole('alertdialog', { name: SERIOUS, hidden: true })).toBe(dialog);
    press(dialogButton(dialog, '关闭'));
    await closed(SERIOUS);
  });

  it('says why an approved record (SPZT 3) cannot be changed', async () => {
    openTaskWith(SERIOUS_BUTTON, withRecord('3'));
    const dialog = await openDialog('严重失信', SERIOUS);
    expect(
      within(dialog).getByText(
        '该严重失信信息已审批通过，不能再修改；如需更正，请联系审批人退回后修改。',
      ),
    ).toBeTruthy();
    expect((dialogButton(dialog, '确定') as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves a returned record (SPZT 4); GSQ outside 6-36 is cleared with the warning', async () => {
    const api = openTaskWith(SERIOUS_BUTTON, withRecord('4'));
    const dialog = await openDialog('严重失信', SERIOUS);
    expect(within(dialog).getByText('已退回')).toBeTruthy();
    expect(control(dialog, 'YZSXXW').readOnly).toBe(false);
    type(dialog, 'GSQ', '40', true);
    expect(await findToast('请输入数字6至36！')).toBeTruthy();
    await waitFor(() => expect(control(dialog, 'GSQ').value).toBe(''));
    expect(await messageOf(dialog, 'GSQ', '请输入数字6至36！')).toBeTruthy();
    press(dialogButton(dialog, '确定'));
    expect(api.callsTo('credit:saveSerious')).toEqual([]);
    type(dialog, 'GSQ', '36', true);
    press(dialogButton(dialog, '确定'));
    expect(await findToast('操作成功')).toBeTruthy();
    expect(api.callsTo('credit:saveSerious')).toMatchObject([
      { ...TASK, ID: 'yz1', values: { GSQ: '36', SHXYDM: '92150102MA0R4W3N8B' } },
    ]);
    await closed(SERIOUS);
  });

  it('submits a saved record for approval (提交审批): unsaved input first, then asks', async () => {
    const api = openTaskWith(SERIOUS_BUTTON, withRecord('4'));
    const dialog = await openDialog('严重失信', SERIOUS);
    type(dialog, 'GSQ', '30');
    press(dialogButton(dialog, '提交审批'));
    expect(
      await within(dialog).findByText('有未保存的修改：请先点“确定”保存，再提交审批。'),
    ).toBeTruthy();
    type(dialog, 'GSQ', '24');
    press(dialogButton(dialog, '提交审批'));
    const ask = await findDialog('提示', 'alertdialog');
    expect(
      within(ask).getByText('提交后该严重失信信息进入审批，审批结束前不能修改。确定提交审批吗？'),
    ).toBeTruthy();
    press(dialogButton(ask, '确定'));
    expect(await findToast('已提交审批')).toBeTruthy();
    expect(api.callsTo('credit:submitSerious')).toEqual([{ ...TASK, ID: 'yz1' }]);
    expect(api.callsTo('credit:saveSerious')).toEqual([]);
    await closed(SERIOUS);
  });

  it('offers a new record when the task has none', async () => {
    openTaskWith(SERIOUS_BUTTON);
    const dialog = await openDialog('严重失信', SERIOUS);
    expect(
      within(dialog).getByText('本任务暂无严重失信信息，填写后确定即可生成记录（待提交）。'),
    ).toBeTruthy();
    expect(control(dialog, 'YZSXXW').readOnly).toBe(false);
    expect(within(dialog).getByText('严重失信行为')).toBeTruthy();
    // Nothing saved yet: nothing to submit.
    expect(within(dialog).queryByRole('button', { name: '提交审批' })).toBeNull();
  });
});
