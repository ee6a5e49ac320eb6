import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, type FakeHandlers } from '../../test/fakeApi';
import { dialogButton, findDialog, findToast, press, renderWithProviders } from '../../test/render';
import { detailConfig } from '../detail/testing';
import { SampleDispatchDialog } from './FormDialogs';
import { DialogHost, LOOKUP_TABLES, hostLog, lookupByTable } from './testHost';
import { productRow } from './testing';
import type { ProductRow } from '../../../shared/products/schemas';

// 送检 (spec 02 §2, §3, §5): the product through the fire-product picker ('请选择消防产品'), the
// sample named after it, the unit, the testing agency through the picker ('请选择检验机构'); the
// call with the spec's fields, the server's message, the task read again; a refusal stays.

const TITLE = '样品送检';

function open(handlers: FakeHandlers = {}, product?: ProductRow) {
  const log = hostLog();
  const rendered = renderWithProviders(
    <DialogHost
      log={log}
      config={detailConfig({}, { DWMC: '呼和浩特市鼎盛购物中心有限公司' })}
      open={(ctx) => <SampleDispatchDialog ctx={ctx} product={product} />}
    />,
    {
      api: createFakeApi({ 'generic:lookup': lookupByTable(LOOKUP_TABLES), ...handlers }),
    },
  );
  return { ...rendered, log };
}

async function pick(dialog: HTMLElement, label: string, name: string): Promise<void> {
  press(dialogButton(dialog, `选择${label}`));
  const picker = await findDialog(`选择${label}`);
  press(await within(picker).findByRole('button', { name, hidden: true }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: `选择${label}` })).toBeNull());
}

describe('样品送检', () => {
  it('needs the product and the agency, then sends the dispatch with the spec’s fields', async () => {
    const { api, log } = open();
    const dialog = await findDialog(TITLE);
    expect(within(dialog).getByRole('textbox', { name: '受检单位', hidden: true })).toHaveProperty(
      'value',
      '呼和浩特市鼎盛购物中心有限公司',
    );
    press(dialogButton(dialog, '送检'));
    expect(await within(dialog).findByText('请选择消防产品')).toBeTruthy();
    expect(within(dialog).getByText('请选择检验机构')).toBeTruthy();
    expect(within(dialog).getByText('样品名称不能为空')).toBeTruthy();
    expect(api.callsTo('products:dispatch')).toEqual([]);

    await pick(dialog, '消防产品', '手提式干粉灭火器（MFZ/ABC4）');
    // Only the products due a dispatch are offered (KXSJ = the task).
    expect(api.callsTo('generic:lookup')[0]).toMatchObject({
      table: 'XFCP_JCCP',
      keyField: 'KXSJ',
      keyValue: 'rw1',
    });
    expect(within(dialog).getByRole('textbox', { name: '样品名称', hidden: true })).toHaveProperty(
      'value',
      '手提式干粉灭火器（MFZ/ABC4）',
    );
    expect(within(dialog).getByRole('radio', { name: '首次检验', hidden: true })).toHaveProperty(
      'checked',
      true,
    );
    await pick(dialog, '检验机构', '国家消防装备质量检验检测中心');
    await waitFor(() => expect(within(dialog).queryByText('请选择检验机构')).toBeNull());
    press(dialogButton(dialog, '送检'));
    expect(await findToast('送检成功')).toBeTruthy();
    expect(api.callsTo('products:dispatch')).toEqual([
      {
        runId: 'run1',
        RWID: 'rw1',
        JCCPID: 'p1',
        YPMC: '手提式干粉灭火器（MFZ/ABC4）',
        SHDWMC: '呼和浩特市鼎盛购物中心有限公司',
        ZGDWID: 'a1',
        ZGDWMC: '国家消防装备质量检验检测中心',
        SM: '',
        LYLX: '1',
        JYRWZT: '1',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    expect(log.refreshed).toBe(1);
  });

  it('opened from a row it names the product; the server’s refusal stays in the dialog', async () => {
    const { api } = open(
      { 'products:dispatch': () => fail('server', '检验机构不存在，请重新选择') },
      productRow(),
    );
    const dialog = await findDialog(TITLE);
    expect(within(dialog).getByText('手提式干粉灭火器（MFZ/ABC4）')).toBeTruthy();
    await pick(dialog, '检验机构', '内蒙古自治区产品质量检验研究院');
    press(dialogButton(dialog, '送检'));
    expect(await within(dialog).findByText('检验机构不存在，请重新选择')).toBeTruthy();
    expect(api.callsTo('products:dispatch')).toMatchObject([
      { JCCPID: 'p1', ZGDWID: 'a2', LYLX: '1' },
    ]);
  });
});
