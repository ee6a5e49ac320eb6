import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hashToPath, parseRoute, type Route } from '../../platform/routes';
import { createFakeApi, fail, type FakeHandlers } from '../../test/fakeApi';
import { detailConfig, docRow as doc, rowButton as B, treeRow } from './testing';
import { dialogButton, findDialog, press, renderApp } from '../../test/render';
import type { TaskDetail } from '../../../shared/detail/contract';
import type { DetailConfig, TreeRow } from '../../../shared/detail/schemas';

const PATH = '/xfjd/projectDetail?runId=run1&RWID=rw1';

const tree: TreeRow[] = [
  treeRow({
    UUID: 't1',
    TITLE: '监督抽查（当前）',
    TREE_LEVEL: 1,
    IS_CURRENT: '1',
    RWID: 'rw1',
    RWLX: 2,
    children: [
      treeRow({
        UUID: 'c1',
        TITLE: '检查记录',
        TREE_LEVEL: 2,
        children: [
          doc({
            UUID: 'a',
            TITLE: '检查记录A',
            FLWSID: 'wsA',
            STATUS: '1',
            XGCZ_BUTTONS: [B('编辑', 'edit'), B('发送', 'send'), B('删除', 'delete')],
            JBCZ_BUTTONS: [B('查看', 'view')],
          }),
          doc({
            UUID: 'b',
            TITLE: '通知书B',
            FLWSID: 'wsB',
            STATUS: '2',
            MD5: 'md5-B',
            XGCZ_BUTTONS: [B('撤回', 'recall'), B('审批信息', 'approvalInfo')],
            JBCZ_BUTTONS: [B('预览', 'preview'), B('下载', 'download')],
          }),
          doc({
            UUID: 'c',
            TITLE: '照片C',
            FLWSID: 'wsC',
            STATUS: '3',
            DYMBID: 'dy1',
            JBCZ_BUTTONS: [B('预览', 'preview'), B('下载', 'download'), B('打印', 'print')],
          }),
          doc({
            UUID: 'd',
            TITLE: '决定书D',
            FLWSID: 'wsD',
            STATUS: '10',
            MD5: 'md5-D',
            XGCZ_BUTTONS: [B('审批信息', 'approvalInfo')],
            JBCZ_BUTTONS: [B('查看', 'view')],
          }),
          // Buttons a province server may configure that no area of this client handles.
          doc({
            UUID: 'e',
            TITLE: '送达回证E',
            FLWSID: 'wsE',
            STATUS: '3',
            XGCZ_BUTTONS: [B('签收', 'qianshou')],
            JBCZ_BUTTONS: [B('归档查看', 'gdck')],
          }),
        ],
      }),
    ],
  }),
  treeRow({
    UUID: 't2',
    TITLE: '行政处罚（未到期）',
    TREE_LEVEL: 1,
    RWID: 'rw2',
    RWLX: 67,
    JHKSRQ: '2099-06-10',
  }),
  treeRow({ UUID: 't3', TITLE: '火灾事故调查任务', TREE_LEVEL: 1, RWID: 'rw3', RWLX: 80 }),
  treeRow({ UUID: 't4', TITLE: '复查任务', TREE_LEVEL: 1, RWID: 'rw4', RWLX: 2 }),
];

const buttons = (...extra: DetailConfig['btnsList']): DetailConfig['btnsList'] => [
  { btnPos: '1', btnName: '操作日志', btnType: 'opLog', color: 'info' },
  { btnPos: '1', btnName: '归档结案', btnType: 'archive', color: 'success' },
  { btnPos: '2', btnName: '新增文书', btnType: 'addDoc', color: 'primary' },
  { btnPos: '2', btnName: '文书盖章', btnType: 'stamp', color: 'primary' },
  { btnPos: '2', btnName: '打包下载', btnType: 'packDownload', color: 'info' },
  ...extra,
];

const config = (over: Partial<DetailConfig> = {}): DetailConfig =>
  detailConfig({ btnsList: buttons(), ...over });
const handlers = (over: FakeHandlers = {}, cfg: DetailConfig = config()): FakeHandlers => ({
  'detail:get': () => ({
    data: { config: cfg, tree } satisfies TaskDetail,
    source: 'network',
    updatedAt: 0,
  }),
  ...over,
});
const open = (over: FakeHandlers = {}, cfg?: DetailConfig) =>
  renderApp({ api: createFakeApi(handlers(over, cfg)), path: PATH });

const route = (): Route => parseRoute(hashToPath(location.hash) ?? '');
const rowButton = (name: string, title: string): HTMLElement =>
  screen.getByRole('button', { name: `${name} ${title}` });
const loaded = (): Promise<HTMLElement> => screen.findByText('检查记录A');

describe('document row actions', () => {
  it('answers a row button no area handles in the spec’s words: 相关操作 (XGCZ) and 基本操作 (JBCZ)', async () => {
    const { api } = open();
    await loaded();
    // The shell's back-end probe (shell:ping every few seconds) is not the buttons' doing.
    const asked = (): number => api.calls.filter((c) => c.channel !== 'shell:ping').length;
    const calls = asked();
    press(rowButton('签收', '送达回证E'));
    expect(await screen.findByText('相关操作按钮暂未维护!')).toBeTruthy();
    press(rowButton('归档查看', '送达回证E'));
    expect(await screen.findByText('操作按钮暂未维护!')).toBeTruthy();
    expect(asked()).toBe(calls);
  });

  it('opens a document in its own window where the desktop shell can, and stays on the task', async () => {
    const { api } = open({ 'shell:openWindow': () => ({ opened: true }) });
    await loaded();
    const tabs = screen.getAllByRole('tab').length;
    press(rowButton('编辑', '检查记录A'));
    await waitFor(() => expect(api.callsTo('shell:openWindow')).toHaveLength(1));
    expect((api.callsTo('shell:openWindow')[0] as { path: string }).path).toMatch(
      /^\/ws\/xfjdjcjl\?.*FLWSID=wsA/,
    );
    expect(screen.getAllByRole('tab')).toHaveLength(tabs);
    expect(route().path).toBe('/xfjd/projectDetail');
  });

  it('refreshes the task when another window reports a change', async () => {
    const { api } = open();
    await loaded();
    const before = api.callsTo('detail:get').length;
    act(() => api.emit('shell:dataChanged', { channel: 'documents:save' }));
    await waitFor(() => expect(api.callsTo('detail:get').length).toBe(before + 1));
  });

  it('edit opens the document page in a new tab; view opens it read-only', async () => {
    const { api } = open();
    await loaded();
    press(rowButton('编辑', '检查记录A'));
    await waitFor(() => expect(route().path).toBe('/ws/xfjdjcjl'));
    expect(route().query).toEqual({
      runId: 'run1',
      RWID: 'rw1',
      rwwsszid: '420',
      FLWSID: 'wsA',
      FLWSLB: 'lb1',
    });
    expect(await screen.findByRole('button', { name: '保存' })).toBeTruthy();
    // The row's FLWSLB goes along: the server checks the document is of that form.
    expect(api.callsTo('documents:get')).toEqual([{ FLWSID: 'wsA', FLWSLB: 'lb1' }]);

    fireEvent.click(screen.getByRole('tab', { name: '某商场消防监督抽查' }));
    press(await screen.findByRole('button', { name: '查看 检查记录A' }));
    await waitFor(() => expect(route().query.mode).toBe('view'));
    expect(await screen.findByText('只读')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('shows approval information only once approval started, on its own page', async () => {
    open();
    await loaded();
    expect(screen.queryByRole('button', { name: '审批信息 决定书D' })).toBeNull();
    press(rowButton('审批信息', '通知书B'));
    await waitFor(() => expect(route().path).toBe('/xfjd/approval'));
    expect(route().query).toMatchObject({ flwslb: 'lb1', flwssyid: 'wsB', type: '4' });
    const table = await screen.findByRole('table', { name: '审批信息' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['审批环节', '审批人', '审批时间', '审批结果', '审批意见']);
    expect(within(table).getByText('承办人提交')).toBeTruthy();
  });

  it('sends from the send page, then closes it and refreshes the tree', async () => {
    const { api } = open();
    await loaded();
    press(rowButton('发送', '检查记录A'));
    await waitFor(() => expect(route().path).toBe('/xfjd/send'));
    expect(route().query).toMatchObject({ srcid: 'wsA', srctype: 'lb1', xdlx: '1' });
    expect(await screen.findByText('宁消监检字〔2024〕第001号')).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.closest('.fui-Radio')?.textContent)).toEqual([
      '提交审批',
      '直接下达',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: '直接下达' }));
    const detailCalls = api.callsTo('detail:get').length;
    press(screen.getByRole('button', { name: '确认发送' }));
    expect(await screen.findByText('发送成功！')).toBeTruthy();
    expect(api.callsTo('documents:send')).toEqual([
      { runId: 'run1', FLWSID: 'wsA', FLWSLB: 'lb1', xdlx: '2' },
    ]);
    await waitFor(() => expect(route().path).toBe('/xfjd/projectDetail'));
    await waitFor(() => expect(api.callsTo('detail:get').length).toBeGreaterThan(detailCalls));
  });

  it('deletes after confirmation, and cancelling changes nothing', async () => {
    const { api } = open();
    await loaded();
    press(rowButton('删除', '检查记录A'));
    let dialog = await findDialog('提示', 'alertdialog');
    expect(within(dialog).getByText('确定删除该文书吗？')).toBeTruthy();
    press(dialogButton(dialog, '取消'));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(api.callsTo('documents:delete')).toEqual([]);

    const detailCalls = api.callsTo('detail:get').length;
    press(rowButton('删除', '检查记录A'));
    dialog = await findDialog('提示', 'alertdialog');
    press(dialogButton(dialog, '确定'));
    expect(await screen.findByText('删除文书成功!')).toBeTruthy();
    expect(api.callsTo('documents:delete')).toEqual([{ runId: 'run1', FLWSID: 'wsA' }]);
    await waitFor(() => expect(api.callsTo('detail:get').length).toBeGreaterThan(detailCalls));
  });

  it('recalls after confirmation and shows a refusal', async () => {
    let refuse = false;
    const { api } = open({
      'documents:recall': () =>
        refuse ? fail('server', '该文书未发送，无需撤回') : { message: '撤回成功!' },
    });
    await loaded();
    press(rowButton('撤回', '通知书B'));
    const dialog = await findDialog('提示', 'alertdialog');
    expect(within(dialog).getByText('确定撤回该文书吗？')).toBeTruthy();
    press(dialogButton(dialog, '确定'));
    expect(await screen.findByText('撤回成功!')).toBeTruthy();
    expect(api.callsTo('documents:recall')).toEqual([{ runId: 'run1', FLWSID: 'wsB' }]);
    refuse = true;
    press(rowButton('撤回', '通知书B'));
    press(dialogButton(await findDialog('提示', 'alertdialog'), '确定'));
    expect(await screen.findByText('该文书未发送，无需撤回')).toBeTruthy();
  });

  it('previews a file in a dialog, and says when a file has no MD5', async () => {
    const { api } = open();
    await loaded();
    press(rowButton('预览', '照片C'));
    expect(await screen.findByText('该文件暂无法预览')).toBeTruthy();
    expect(api.callsTo('documents:previewUrl')).toEqual([]);

    press(rowButton('预览', '通知书B'));
    const dialog = await findDialog('文件预览');
    const frame = within(dialog).getByTitle('文件预览') as HTMLIFrameElement;
    expect(frame.src).toContain('md5=md5-B');
    expect(api.callsTo('documents:previewUrl')).toEqual([{ md5: 'md5-B' }]);
  });

  it('downloads to the path main chose, and shows why a download failed', async () => {
    let failing = false;
    const { api } = open({
      'documents:download': (req) =>
        failing
          ? fail('server', '下载失败！')
          : { savedTo: `C:\\下载\\${req.fileName}.pdf`, fileName: `${req.fileName}.pdf`, bytes: 1 },
    });
    await loaded();
    press(rowButton('下载', '通知书B'));
    expect(await screen.findByText('已下载到 C:\\下载\\通知书B.pdf')).toBeTruthy();
    expect(api.callsTo('documents:download')).toEqual([{ md5: 'md5-B', fileName: '通知书B' }]);
    press(rowButton('下载', '照片C'));
    expect(await screen.findByText('该文件暂无法下载')).toBeTruthy();
    failing = true;
    press(rowButton('下载', '通知书B'));
    expect(await screen.findByText('下载失败！')).toBeTruthy();
  });

  it('prints the filled template from a dialog', async () => {
    const { api } = open();
    await loaded();
    press(rowButton('打印', '照片C'));
    const dialog = await findDialog('文书打印：照片C');
    const frame = within(dialog).getByTitle('文书打印') as HTMLIFrameElement;
    expect(frame.getAttribute('srcdoc')).toContain('打印内容');
    expect(api.callsTo('documents:print')).toEqual([{ FLWSID: 'wsC', DYMBID: 'dy1' }]);
    const print = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { print }, configurable: true });
    press(dialogButton(dialog, '打印'));
    expect(print).toHaveBeenCalled();
  });
});

describe('task switching from the tree', () => {
  it('reminds before the planned date without asking the server', async () => {
    const { api } = open();
    await loaded();
    expect(screen.queryByRole('button', { name: '切换到任务 监督抽查（当前）' })).toBeNull();
    press(screen.getByRole('button', { name: '切换到任务 行政处罚（未到期）' }));
    expect(await screen.findByText('请于2099-06-09后办理')).toBeTruthy();
    expect(api.callsTo('detail:canSwitch')).toEqual([]);
  });

  it('shows the server refusal', async () => {
    open({ 'detail:canSwitch': () => fail('server', '请于2026-11-26后办理') });
    await loaded();
    press(screen.getByRole('button', { name: '切换到任务 复查任务' }));
    expect(await screen.findByText('请于2026-11-26后办理')).toBeTruthy();
    expect(route().query.RWID).toBe('rw1');
  });

  it('replaces the tab with the other task; fire investigations open the 火灾调查 variant', async () => {
    const { api } = open();
    await loaded();
    press(screen.getByRole('button', { name: '切换到任务 火灾事故调查任务' }));
    await waitFor(() => expect(route().path).toBe('/xfjd/hzdc/fireDetail'));
    expect(route().query).toMatchObject({ runId: 'run1', RWID: 'rw3' });
    expect(api.callsTo('detail:canSwitch')).toEqual([{ runId: 'run1', RWID: 'rw3' }]);
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(crumbs.textContent).toContain('火灾调查');
    // The variant's badge in the base information (the tree's task row also names the type).
    const info = await screen.findByRole('region', { name: '基本信息' });
    expect(within(info).getByText('火灾事故调查')).toBeTruthy();
  });
});
