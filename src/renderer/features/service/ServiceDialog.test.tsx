import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, fail, type FakeHandlers } from '../../test/fakeApi';
import { fresh, pageOf } from '../../test/fakes';
import { detail, detailConfig, docRow, treeRow } from '../detail/testing';
import { dialogButton, findDialog, findToast, press, renderApp } from '../../test/render';
import { serviceRecord } from './testing';
import type { ServiceRecord } from '../../../shared/service/schemas';
import type { TreeRow } from '../../../shared/detail/schemas';

// 文书送达 (spec 01 §2, §3, §7, §8; issue 16 proof of delivery), from the tree toolbar: the records
// with paging and the run's history, electronic service with its preview, '发送成功！' and
// '复制成功！', proof of delivery, and the tree's 未送达 tag saying what is missing.

const TITLE = '文书送达';
const PATH = '/xfjd/projectDetail?runId=run1&RWID=rw1';

const notice = docRow({
  UUID: 'n1',
  ID: 'doc1',
  FLWSID: 'fl1',
  TITLE: '责令限期改正通知书',
  WH: '新城消限字〔2026〕第0018号',
  RWWSSZID: '404',
  STATUS: '3',
  SFSD: '1',
});

const taskTree = (docs: TreeRow[]): TreeRow[] => [
  treeRow({
    UUID: 't1',
    TITLE: '双随机抽查（当前）',
    TREE_LEVEL: 1,
    IS_CURRENT: '1',
    RWSTATUS: '1',
    RWID: 'rw1',
    children: [treeRow({ UUID: 'c1', TITLE: '检查文书', TREE_LEVEL: 2, children: docs })],
  }),
];

function open(
  handlers: FakeHandlers = {},
  docs: TreeRow[] = [notice],
): ReturnType<typeof renderApp> {
  const config = detailConfig({
    btnsList: [{ btnPos: '2', btnName: TITLE, btnType: 'service', color: 'primary' }],
  });
  return renderApp({
    api: createFakeApi({
      'detail:get': () => fresh(detail({ config, tree: taskTree(docs) })),
      ...handlers,
    }),
    path: PATH,
  });
}

const records = (rows: ServiceRecord[]): FakeHandlers => ({
  'service:records': (req) => fresh(pageOf(rows, req.current, req.size)),
});

/** A step of the dialog: the same dialog with its new title (focus stays where the officer was). */
const findStep = (name: string): Promise<HTMLElement> =>
  screen.findByRole('dialog', { name, hidden: true });

/** The dialog's own reads of the records (the tree's tag reads them whole, 9999 a page). */
const tableReads = (api: ReturnType<typeof open>['api']): unknown[] =>
  api.callsTo('service:records').filter((r) => (r as { size: number }).size === 10);

async function openDialog(): Promise<HTMLElement> {
  press(await screen.findByRole('button', { name: TITLE }));
  return findDialog(TITLE);
}

afterEach(() => vi.unstubAllGlobals());

describe('the service records', () => {
  it('shows the spec’s columns, 10 a page, and the run’s records on request', async () => {
    const rows = Array.from({ length: 12 }, (_, i) =>
      serviceRecord({
        ID: `sd${i}`,
        SDWSMCWH: `责令限期改正通知书（第${i}号）`,
        HZFJ: i === 0 ? 1 : 0,
      }),
    );
    const { api } = open(records(rows));
    const dialog = await openDialog();
    const table = await within(dialog).findByRole('table', { name: '送达记录', hidden: true });
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((h) => h.textContent),
    ).toEqual([
      '送达文书名称及文号',
      '文号',
      '送达方式',
      '送达时间 / 到达时间',
      '送达地点',
      '送达人 / 受送达人',
      '备注',
      '送达证明',
      '操作',
    ]);
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(11);
    expect(within(table).getAllByText('登记送达（直接送达）', { exact: true }).length).toBe(10);
    expect(within(table).getByText('待确认送达')).toBeTruthy();
    expect(within(table).getAllByText('缺送达回证').length).toBe(9);
    expect(tableReads(api)).toEqual([
      { runId: 'run1', RWID: 'rw1', SFCXLSSJ: '0', current: 1, size: 10 },
    ]);
    press(
      within(dialog).getByRole('checkbox', { name: '含本流程其他任务的送达记录', hidden: true }),
    );
    await waitFor(() =>
      expect(tableReads(api).at(-1)).toEqual({
        runId: 'run1',
        RWID: 'rw1',
        SFCXLSSJ: '1',
        current: 1,
        size: 10,
      }),
    );
  });

  it('says what an empty list means; a failed read shows the reason with a retry', async () => {
    open();
    const empty = await openDialog();
    expect(
      await within(empty).findByText(
        '暂无送达记录：保存送达回证即登记送达；已签署电子送达地址确认书的单位可电子送达',
      ),
    ).toBeTruthy();
  });

  it('a failed read shows the server’s reason with a retry that reads again', async () => {
    let calls = 0;
    open({
      'service:records': (req) => {
        if (req.size === 10 && (calls += 1) === 1) fail('server', '查询送达记录失败');
        return fresh(pageOf([serviceRecord()], req.current, req.size));
      },
    });
    const dialog = await openDialog();
    expect(await within(dialog).findByText('查询送达记录失败')).toBeTruthy();
    press(dialogButton(dialog, '重试'));
    expect(await within(dialog).findByText('赵建国')).toBeTruthy();
  });

  it('offline with nothing cached: the calm needs-network state', async () => {
    open({ 'service:records': () => fail('needs-network', '需要联网') });
    const dialog = await openDialog();
    expect(
      await within(dialog).findByText('离线时不能查看或办理文书送达，请联网后重试'),
    ).toBeTruthy();
  });
});

describe('electronic service', () => {
  const pending = serviceRecord({ SDFS: '2', SDXS: '5', ZT: '0', DZSDQRS: '1', SDDATE: null });

  async function sendIt(): Promise<{ dialog: HTMLElement; api: ReturnType<typeof open>['api'] }> {
    const { api } = open(records([pending]));
    const dialog = await openDialog();
    press(
      await within(dialog).findByRole('button', {
        name: `发送 ${pending.SDWSMCWH ?? ''}`,
        hidden: true,
      }),
    );
    const preview = await findStep(`电子送达预览 · ${pending.SDWSMCWH ?? ''}`);
    // Who is served, and the document's content as the unit sees it.
    expect((await within(preview).findAllByText('呼和浩特市新城区育才小学')).length).toBe(2);
    expect(within(preview).getByText('13904710321')).toBeTruthy();
    expect(within(preview).getByText('2026-12-10')).toBeTruthy();
    expect(api.callsTo('service:preview')).toEqual([
      { runId: 'run1', flwssyid: 'doc1', flwsid: 'fl1' },
    ]);
    press(dialogButton(preview, '确认发送'));
    expect(await findToast('发送成功！')).toBeTruthy();
    expect(api.callsTo('service:send')).toEqual([
      { runId: 'run1', flwssyid: 'doc1', flwsid: 'fl1' },
    ]);
    await within(preview).findByDisplayValue('http://127.0.0.1:8081/preview/dzsd/ab12');
    return { dialog: preview, api };
  }

  it('previews, sends with 发送成功！ and copies the link with 复制成功！', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { dialog, api } = await sendIt();
    // The task and its tree are read again after the send.
    await waitFor(() => expect(api.callsTo('detail:get').length).toBeGreaterThan(1));
    press(dialogButton(dialog, '复制链接'));
    expect(await findToast('复制成功！')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://127.0.0.1:8081/preview/dzsd/ab12');
  });

  it('without a clipboard (browser mode over http) says how to copy by hand', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    const exec = vi.fn(() => false);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    const { dialog } = await sendIt();
    press(dialogButton(dialog, '复制链接'));
    expect(await findToast('当前环境无法访问剪贴板，请选中链接后按 Ctrl+C 复制')).toBeTruthy();
    expect(exec).toHaveBeenCalledWith('copy');
  });

  it('adds an electronic service of one of the task’s ready documents', async () => {
    const draft = docRow({
      UUID: 'n2',
      FLWSID: 'fl2',
      TITLE: '责令限期改正通知书（草稿）',
      STATUS: '1',
      SFSD: '1',
    });
    const { api } = open({}, [notice, draft]);
    const dialog = await openDialog();
    press(dialogButton(dialog, '电子送达'));
    const add = await findStep('新增电子送达');
    // Only the approved, undelivered notice is offered.
    expect(within(add).getAllByRole('radio', { hidden: true })).toHaveLength(1);
    press(dialogButton(add, '电子送达'));
    expect(await within(add).findByText('请选择送达文书')).toBeTruthy();
    press(
      within(add).getByRole('radio', {
        name: '责令限期改正通知书（新城消限字〔2026〕第0018号）',
        hidden: true,
      }),
    );
    press(dialogButton(add, '电子送达'));
    expect(await findToast('已新增电子送达，请预览后发送')).toBeTruthy();
    expect(api.callsTo('service:addElectronic')).toEqual([
      { runId: 'run1', RWID: 'rw1', FLWSID: 'fl1' },
    ]);
  });
});

describe('proof of delivery', () => {
  it('lists what the manner needs, and records the delivery only with its proof', async () => {
    let receipt = 0;
    const { api } = open({
      'service:records': (req) =>
        fresh(pageOf([serviceRecord({ HZFJ: receipt })], req.current, req.size)),
    });
    const dialog = await openDialog();
    press(
      await within(dialog).findByRole('button', {
        name: `送达证明 ${serviceRecord().SDWSMCWH ?? ''}`,
        hidden: true,
      }),
    );
    const proof = await findStep('送达证明');
    const item = within(proof).getByRole('listitem', { name: '送达回证', hidden: true });
    expect(within(item).getByText('缺少')).toBeTruthy();
    expect(within(proof).getByText('送达证明不全：缺送达回证')).toBeTruthy();
    expect(dialogButton(proof, '确认送达')).toHaveProperty('disabled', true);

    // 上传 opens the attachment manager of the served document (one dialog at a time).
    press(within(item).getByRole('button', { name: '上传', hidden: true }));
    const manager = await findDialog(`附件管理：送达回证 · ${serviceRecord().SDWSMCWH ?? ''}`);
    await waitFor(() => expect(api.callsTo('attachments:list').length).toBeGreaterThan(0));
    expect(api.callsTo('attachments:list')[0]).toMatchObject({
      businessId: 'fl1',
      businessType: 'flws',
    });
    receipt = 1;
    press(dialogButton(manager, '关闭'));

    const again = await findStep('送达证明');
    await waitFor(() =>
      expect(
        within(within(again).getByRole('listitem', { name: '送达回证', hidden: true })).getByText(
          '已具备',
        ),
      ).toBeTruthy(),
    );
    press(dialogButton(again, '确认送达'));
    const ask = await findDialog('提示', 'alertdialog');
    press(dialogButton(ask, '确定'));
    expect(await findToast('已确认送达')).toBeTruthy();
    expect(api.callsTo('service:confirm')).toEqual([{ runId: 'run1', ID: 'sd1' }]);
  });
});

describe('the tree’s delivery tag', () => {
  it('says what proof a document not delivered lacks', async () => {
    open(records([serviceRecord()]));
    expect(await screen.findByText('未送达：缺送达回证')).toBeTruthy();
  });

  it('keeps the plain tag where no record serves the document', async () => {
    const { api } = open();
    await waitFor(() => expect(api.callsTo('service:records').length).toBe(1));
    expect(await screen.findByText('未送达')).toBeTruthy();
    expect(screen.queryByText(/未送达：/)).toBeNull();
  });

  it('an electronic service waiting to be opened lacks its arrival time', async () => {
    open(records([serviceRecord({ SDFS: '2', SDXS: '5', ZT: '1', DZSDQRS: '1' })]));
    expect(await screen.findByText('未送达：缺到达时间')).toBeTruthy();
  });
});
