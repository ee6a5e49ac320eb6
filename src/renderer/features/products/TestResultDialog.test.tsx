import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, type FakeHandlers } from '../../test/fakeApi';
import {
  choose,
  dialogButton,
  findDialog,
  findToast,
  press,
  renderWithProviders,
} from '../../test/render';
import { detailConfig, docRow } from '../detail/testing';
import { TestResultDialog } from './FormDialogs';
import { DialogHost, LOOKUP_TABLES, hostLog, lookupByTable } from './testHost';
import type { TreeRow } from '../../../shared/detail/schemas';

// 检验结果 (spec 02 §3, §5): the product awaiting a result, the conclusion (JYJG 0 合格, 1 不合格)
// and the test report among the task's cpjybg / cpjybgfj documents; a report without its
// electronic version is refused here ('请在附件中，上传电子版检验报告') before reportFileJudge,
// then surveyReport records the result.

const TITLE = '检验结果登记';
const REPORTS: TreeRow[] = [
  docRow({
    UUID: 'r1',
    TITLE: '消防产品检验报告',
    RWWSSZID: '382',
    FLWSID: 'bg4',
    SFFJ: '1',
    CRT_TIME: '2026-03-12 09:00:00',
  }),
  docRow({
    UUID: 'r2',
    TITLE: '消防产品检验报告（复检）',
    RWWSSZID: '392',
    FLWSID: 'bg5',
    SFFJ: '0',
    CRT_TIME: '2026-03-14 09:00:00',
  }),
  docRow({ UUID: 's1', TITLE: '消防产品质量监督抽查抽样单', RWWSSZID: '232', FLWSID: 'cyd1' }),
];

function open(tree: TreeRow[], handlers: FakeHandlers = {}) {
  const log = hostLog();
  const rendered = renderWithProviders(
    <DialogHost
      log={log}
      config={detailConfig()}
      tree={tree}
      open={(ctx) => <TestResultDialog ctx={ctx} />}
    />,
    { api: createFakeApi({ 'generic:lookup': lookupByTable(LOOKUP_TABLES), ...handlers }) },
  );
  return { ...rendered, log };
}

async function fill(dialog: HTMLElement, report: string): Promise<void> {
  press(dialogButton(dialog, '选择消防产品'));
  const picker = await findDialog('选择消防产品');
  press(
    await within(picker).findByRole('button', {
      name: '推车式干粉灭火器（MFTZ/ABC35）',
      hidden: true,
    }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择消防产品' })).toBeNull());
  fireEvent.click(within(dialog).getByRole('radio', { name: '不合格', hidden: true }));
  choose(within(dialog).getByRole('combobox', { name: '检验报告', hidden: true }), report);
}

describe('检验结果登记', () => {
  it('needs product, conclusion and report; a report without its file is refused first', async () => {
    const { api, log } = open(REPORTS);
    const dialog = await findDialog(TITLE);
    const select = within(dialog).getByRole('combobox', { name: '检验报告', hidden: true });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '请选择',
      '消防产品检验报告（2026-03-12）',
      '消防产品检验报告（复检）（2026-03-14）（未上传电子版）',
    ]);
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('请选择消防产品')).toBeTruthy();
    expect(within(dialog).getByText('请选择检验结论')).toBeTruthy();
    expect(within(dialog).getByText('请选择检验报告')).toBeTruthy();

    await fill(dialog, 'bg5');
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('请在附件中，上传电子版检验报告')).toBeTruthy();
    expect(api.callsTo('products:reportCheck')).toEqual([]);

    choose(within(dialog).getByRole('combobox', { name: '检验报告', hidden: true }), 'bg4');
    press(dialogButton(dialog, '确定'));
    expect(await findToast('检验结果登记成功')).toBeTruthy();
    expect(api.callsTo('products:reportCheck')).toEqual([
      { runId: 'run1', RWID: 'rw1', wsid: 'bg4' },
    ]);
    expect(api.callsTo('products:testResult')).toEqual([
      { runId: 'run1', RWID: 'rw1', JCCPID: 'p4', JYRWID: 'j4', JYJG: '1', LYWSID: 'bg4', SM: '' },
    ]);
    expect(log.refreshed).toBe(1);
  });

  it('says where the report comes from when the task has none; the server’s check is shown', async () => {
    open([]);
    const empty = await findDialog(TITLE);
    expect(
      within(empty).getByText(
        '本任务暂无检验报告文书：请先在文书目录中通过“新增文书”添加“消防产品检验报告”，并在附件中上传电子版检验报告。',
      ),
    ).toBeTruthy();
    press(dialogButton(empty, '取消'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());

    const { api } = open(REPORTS, {
      'products:reportCheck': () => fail('server', '请在附件中，上传电子版检验报告'),
    });
    const dialog = await findDialog(TITLE);
    await fill(dialog, 'bg4');
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('请在附件中，上传电子版检验报告')).toBeTruthy();
    expect(api.callsTo('products:testResult')).toEqual([]);
  });
});
