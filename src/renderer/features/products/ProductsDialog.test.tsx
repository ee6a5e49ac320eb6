import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { detailConfig } from '../detail/testing';
import { dialogButton, findDialog, press, renderWithProviders } from '../../test/render';
import { ProductsDialog } from './ProductsDialog';
import { DialogHost, hostLog, lookupByTable, type HostLog } from './testHost';
import { productRow, testedProduct } from './testing';
import { parseRoute, type Route } from '../../platform/routes';

// 检查产品 (spec 01 §2-§4, spec 02 §2, §3, §9): the inspected products with their outcomes in
// Chinese, a row opening its sampling record with the spec's query, the row's dialogs by stage
// (back to the table when closed), and 新增产品文书 through the fire-product picker.

const TITLE = '检查产品';
const wss = (id: string, wsmc: string, form: string) => ({
  id,
  wsmc,
  tjfs: '1',
  xzurl: `/ws/${form}`,
  wsdyid: null,
  kglsh: '0',
  rwwslbid: 'c1',
});
const ROWS = [
  productRow({ CYDID: 'cyd1' }),
  productRow({
    ID: 'p2',
    DXCP: '消防应急标志灯具',
    GGXH: 'M-BLJC-1LROEI1W',
    CPZLXCJCQKDX: '1',
    BHGQK2: ['应急工作时间不足90min', '标志灯表面亮度不足'],
  }),
  productRow({ ID: 'p3', DXCP: '有衬里消防水带', SCZRJCQKDX: '1', CPZLXCJCQKDX: '3' }),
  testedProduct({
    ID: 'p4',
    DXCP: '推车式干粉灭火器',
    JYRWZT: '2',
    JYJG: '1',
    SQFS: '3',
    SQJE: 1200,
    SQRQ: '2026-03-10',
    SFFJSQ: '1',
  }),
];

function open(handlers: FakeHandlers = {}) {
  const log = hostLog();
  const config = detailConfig(
    {
      wssList: [
        wss('232', '消防产品质量监督抽查抽样单', 'xfcpzljdcccyd'),
        wss('9011', '消防产品质量检验结果通知书', 'xfcpzljyjgtzs'),
      ],
    },
    { RWLX: 6 },
  );
  const rendered = renderWithProviders(
    <DialogHost log={log} config={config} open={(ctx) => <ProductsDialog ctx={ctx} />} />,
    {
      api: createFakeApi({
        'products:list': () => fresh(ROWS),
        'generic:lookup': lookupByTable({
          XFCP_JCCP: [
            { ID: 'p1', CPMC: '手提式干粉灭火器（MFZ/ABC4）', KX232: 'rw1', CPJCJLID: 'jl1' },
            { ID: 'p2', CPMC: '消防应急标志灯具（M-BLJC-1LROEI1W）', KX232: null },
          ],
        }),
        'documents:beforeAdd': (req) => ({
          rwwsszid: req.wssid,
          mbid: null,
          form: req.wssid === '232' ? 'xfcpzljdcccyd' : 'xfcpzljyjgtzs',
          wsmc: '',
          xzurl: null,
        }),
        ...handlers,
      }),
    },
  );
  return { ...rendered, log };
}

/** A page the dialog opened: its path and query. */
const page = (log: HostLog, i = 0): Route => parseRoute(log.opened[i] ?? '');

async function openTable(): Promise<HTMLElement> {
  const dialog = await findDialog(TITLE);
  await within(dialog).findByRole('table', { name: TITLE, hidden: true });
  return dialog;
}
const rowOf = (dialog: HTMLElement, name: string): HTMLElement => {
  const cell = within(dialog).getByText(name);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  return row;
};

describe('检查产品', () => {
  it('shows the outcomes in Chinese, the non-compliances and the testing stage', async () => {
    const { api } = open();
    const dialog = await openTable();
    expect(api.callsTo('products:list')).toEqual([{ runId: 'run1', RWID: 'rw1' }]);
    const table = within(dialog).getByRole('table', { name: TITLE, hidden: true });
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((h) => h.textContent),
    ).toEqual([
      '产品名称／规格型号',
      '标称生产者',
      '证书／标志',
      '检查数量',
      '市场准入',
      '产品质量',
      '抽样检验',
      '操作',
    ]);
    const cells = (name: string): string[] =>
      [...rowOf(dialog, name).querySelectorAll('td')].map((c) => c.textContent ?? '');
    expect(cells('手提式干粉灭火器').slice(0, 7)).toEqual([
      '手提式干粉灭火器MFZ/ABC4',
      '浙江安泰消防器材有限公司',
      'CCCF准入编号：2025081801011234',
      '抽查2件／基数120件',
      '未发现问题',
      '送检',
      '待送检',
    ]);
    const lamp = within(rowOf(dialog, '消防应急标志灯具'));
    expect(lamp.getByText('不合格')).toBeTruthy();
    expect(lamp.getByText('应急工作时间不足90min')).toBeTruthy();
    expect(within(rowOf(dialog, '有衬里消防水带')).getByText('未检查')).toBeTruthy();
    const tested = within(rowOf(dialog, '推车式干粉灭火器'));
    expect(tested.getByText('已申请复检')).toBeTruthy();
    expect(tested.getByText('复检费用：正常收取 1200 元（2026-03-10）')).toBeTruthy();
    expect(tested.getByText('检验机构：国家消防装备质量检验检测中心')).toBeTruthy();
    // The stage decides the row's dialogs.
    const labels = (name: string): string[] =>
      within(rowOf(dialog, name))
        .queryAllByRole('button', { hidden: true })
        .map((b) => b.textContent ?? '');
    expect(labels('手提式干粉灭火器')).toEqual(['抽样单', '送检']);
    expect(labels('消防应急标志灯具')).toEqual([]);
    expect(labels('推车式干粉灭火器')).toEqual(['抽样单', '送检', '复检费用', '结果通知书']);
  });

  it('a row opens its sampling record with runId, RWID, rwwsszid 232, CPID and CPJCJLID', async () => {
    const { log } = open();
    const dialog = await openTable();
    press(dialogButton(dialog, '抽样单 手提式干粉灭火器（MFZ/ABC4）'));
    await waitFor(() => expect(page(log).path).toBe('/ws/xfcpzljdcccyd'));
    expect(page(log).query).toEqual({
      runId: 'run1',
      RWID: 'rw1',
      rwwsszid: '232',
      CPID: 'p1',
      CPJCJLID: 'jl1',
      FLWSID: 'cyd1',
    });
  });

  it('a row’s 送检 opens the dispatch for that product, and closing goes back to the table', async () => {
    open();
    const dialog = await openTable();
    press(dialogButton(dialog, '送检 手提式干粉灭火器（MFZ/ABC4）'));
    const dispatch = await findDialog('样品送检');
    expect(within(dispatch).getByText('手提式干粉灭火器（MFZ/ABC4）')).toBeTruthy();
    press(dialogButton(dispatch, '取消'));
    await openTableAgain();
  });

  it('新增产品文书: the fire-product picker (请选择消防产品), cpfcJudge, then the page', async () => {
    const { api, log } = open();
    const dialog = await openTable();
    press(dialogButton(dialog, '新增产品文书'));
    fireEvent.click(await screen.findByRole('menuitem', { name: '消防产品质量监督抽查抽样单' }));
    const pick = await findDialog('新增消防产品质量监督抽查抽样单');
    press(dialogButton(pick, '打开文书'));
    expect(await within(pick).findByText('请选择消防产品')).toBeTruthy();
    press(dialogButton(pick, '选择消防产品'));
    const picker = await findDialog('选择消防产品');
    // Only the products a sampling record may pick (KX232 = the task).
    expect(within(picker).queryByText('消防应急标志灯具（M-BLJC-1LROEI1W）')).toBeNull();
    press(
      await within(picker).findByRole('button', {
        name: '手提式干粉灭火器（MFZ/ABC4）',
        hidden: true,
      }),
    );
    await waitFor(() => expect(within(pick).queryByText('请选择消防产品')).toBeNull());
    expect(api.callsTo('generic:lookup')[0]).toMatchObject({
      table: 'XFCP_JCCP',
      labelField: 'CPMC',
      keyField: 'KX232',
      keyValue: 'rw1',
      runId: 'run1',
    });
    press(dialogButton(pick, '打开文书'));
    await waitFor(() => expect(page(log).path).toBe('/ws/xfcpzljdcccyd'));
    expect(api.callsTo('products:judge')).toEqual([
      { runId: 'run1', RWID: 'rw1', rwwsszid: '232', CPID: 'p1' },
    ]);
    expect(page(log).query).toEqual({
      runId: 'run1',
      RWID: 'rw1',
      rwwsszid: '232',
      CPID: 'p1',
      CPJCJLID: 'jl1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

async function openTableAgain(): Promise<void> {
  const dialog = await findDialog(TITLE);
  expect(await within(dialog).findByRole('table', { name: TITLE, hidden: true })).toBeTruthy();
}
