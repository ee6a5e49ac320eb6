import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fakeApi';
import { dialogButton, findDialog, findToast, press, renderWithProviders } from '../../test/render';
import { detailConfig } from '../detail/testing';
import { RetestFeeDialog } from './FormDialogs';
import { DialogHost, LOOKUP_TABLES, hostLog, lookupByTable } from './testHost';
import { testedProduct } from './testing';
import type { ProductRow } from '../../../shared/products/schemas';

// 复检费用 (spec 02 §3-§5): the unqualified product, the method (SQFS 2 未收取, 3 正常收取)
// required; normally collected, the date and the amount too ('请填写必填项'); fjfyUpdate with
// the test (JYBGID), its report (LYWSID) and the task (LYRWID).

const TITLE = '复检费用';

function open(product?: ProductRow) {
  const log = hostLog();
  const rendered = renderWithProviders(
    <DialogHost
      log={log}
      config={detailConfig()}
      open={(ctx) => <RetestFeeDialog ctx={ctx} product={product} />}
    />,
    { api: createFakeApi({ 'generic:lookup': lookupByTable(LOOKUP_TABLES) }) },
  );
  return { ...rendered, log };
}
const type = (el: HTMLElement, value: string): void => {
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
};

describe('复检费用', () => {
  it('needs the method; normally collected, the date and amount (请填写必填项)', async () => {
    const { api, log } = open();
    const dialog = await findDialog(TITLE);
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('请选择消防产品')).toBeTruthy();
    expect(within(dialog).getByText('请选择收取方式')).toBeTruthy();

    press(dialogButton(dialog, '选择消防产品'));
    const picker = await findDialog('选择消防产品');
    press(
      await within(picker).findByRole('button', {
        name: '推车式干粉灭火器（MFTZ/ABC35）',
        hidden: true,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择消防产品' })).toBeNull());
    expect(api.callsTo('generic:lookup')[0]).toMatchObject({ keyField: 'KXFY', keyValue: 'rw1' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '正常收取', hidden: true }));
    press(dialogButton(dialog, '确定'));
    await waitFor(() => expect(within(dialog).getAllByText('请填写必填项')).toHaveLength(2));
    expect(api.callsTo('products:retestFee')).toEqual([]);

    type(within(dialog).getByRole('combobox', { name: '收取日期', hidden: true }), '2026-03-10');
    type(within(dialog).getByRole('textbox', { name: '收取金额（元）', hidden: true }), '0');
    expect(await within(dialog).findByText('收取金额应大于0且不超过1000000元')).toBeTruthy();
    type(within(dialog).getByRole('textbox', { name: '收取金额（元）', hidden: true }), '1200');
    press(dialogButton(dialog, '确定'));
    expect(await findToast('保存成功!')).toBeTruthy();
    expect(api.callsTo('products:retestFee')).toEqual([
      {
        runId: 'run1',
        RWID: 'rw1',
        JCCPID: 'p4',
        SQFS: '3',
        SQRQ: '2026-03-10',
        SQJE: '1200',
        SM: '',
        LYRWID: 'rw1',
        LYWSID: 'bg4',
        JYBGID: 'j4',
      },
    ]);
    expect(log.refreshed).toBe(1);
  });

  it('a recorded fee opens as recorded; not collected sends no date or amount', async () => {
    const { api } = open(
      testedProduct({
        ID: 'p4',
        JYRWID: 'j4',
        JYRWZT: '2',
        JYJG: '1',
        JYBGWSID: 'bg4',
        SQFS: '3',
        SQRQ: '2026-03-10',
        SQJE: 1200,
      }),
    );
    const dialog = await findDialog(TITLE);
    expect(within(dialog).getByRole('radio', { name: '正常收取', hidden: true })).toHaveProperty(
      'checked',
      true,
    );
    expect(
      within(dialog).getByRole('textbox', { name: '收取金额（元）', hidden: true }),
    ).toHaveProperty('value', '1200');
    fireEvent.click(within(dialog).getByRole('radio', { name: '未收取', hidden: true }));
    press(dialogButton(dialog, '确定'));
    await waitFor(() => expect(api.callsTo('products:retestFee')).toHaveLength(1));
    expect(api.callsTo('products:retestFee')[0]).toMatchObject({
      JCCPID: 'p4',
      SQFS: '2',
      SQRQ: '',
      SQJE: '',
      JYBGID: 'j4',
      LYWSID: 'bg4',
    });
  });
});
