import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createFakeApi, fail, type FakeHandlers } from '../../test/fakeApi';
import { bootstrap, session } from '../../platform/testing';
import { detail, detailConfig, treeRow } from './testing';
import { fresh, pageOf } from '../../test/fakes';
import { choose, findDialog, press, renderApp } from '../../test/render';
import type { TaskDetail } from '../../../shared/detail/contract';
import type { TaskInfo } from '../../../shared/detail/schemas';

const PATH = '/xfjd/projectDetail?runId=run1&RWID=rw1';

const withDetail = (d: TaskDetail, over: FakeHandlers = {}): FakeHandlers => ({
  'detail:get': () => ({ data: d, source: 'network', updatedAt: 0 }),
  ...over,
});
const withInfo = (info: Partial<TaskInfo>): FakeHandlers =>
  withDetail(detail({ config: detailConfig({}, info) }));

/** A header button no area of this client handles (结束任务 is the actions area's since issue 13). */
const UNHANDLED = { btnPos: '1', btnName: '签收任务', btnType: 'qsrw', color: 'info' };
const open = (handlers: FakeHandlers = {}, path = PATH) =>
  renderApp({ api: createFakeApi(handlers), path });
const headerToolbar = (): Promise<HTMLElement> =>
  screen.findByRole('toolbar', { name: '任务操作' });
const treeToolbar = (): HTMLElement => screen.getByRole('toolbar', { name: '文书目录操作' });
const buttonNames = (el: HTMLElement): string[] =>
  within(el)
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label') ?? b.textContent ?? '');
const treeRows = (): HTMLElement[] =>
  within(screen.getByRole('treegrid')).getAllByRole('row').slice(1);
const rowOf = (title: string): HTMLElement =>
  treeRows().find((r) => within(r).queryByText(title)) as HTMLElement;

describe('ProjectDetailPage', () => {
  it('shows the breadcrumb, the base information and names the tab after the task', async () => {
    const { api } = open({}, `${PATH}&parentName=${encodeURIComponent('监督检查')}&pagetype=1`);
    const info = await screen.findByRole('region', { name: '基本信息' });
    expect(api.callsTo('detail:get')).toEqual([{ runId: 'run1', RWID: 'rw1', pagetype: '1' }]);
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(crumbs.textContent).toContain('我的任务');
    expect(crumbs.textContent).toContain('监督检查');
    expect(crumbs.textContent).toContain('某商场消防监督抽查');
    const value = (label: string): string =>
      (within(info).getByText(label).nextElementSibling as HTMLElement).textContent ?? '';
    await waitFor(() => expect(value('任务类型')).toBe('监督抽查'));
    expect(value('任务名称')).toBe('某商场消防监督抽查');
    await waitFor(() => expect(value('任务状态')).toBe('办理中'));
    expect(value('单位名称')).toBe('南京某商贸有限公司');
    expect(value('计划开始日期')).toBe('2024-05-01');
    expect(value('承办人')).toBe('张伟');
    expect(screen.getByRole('tab', { name: '某商场消防监督抽查', selected: true })).toBeTruthy();
  });

  it('shows the kzsx remark tip', async () => {
    open(withInfo({ kzsx: '{"remark":"该单位为重点单位，请优先办理"}' }));
    expect(await screen.findByText('该单位为重点单位，请优先办理')).toBeTruthy();
  });

  it('places server buttons by btnPos: 1 and unknown in the header, 2 above the tree', async () => {
    open();
    expect(buttonNames(await headerToolbar())).toEqual(['结束任务', '操作日志', '任务切换']);
    expect(buttonNames(treeToolbar())).toEqual(['全部展开', '全部收起', '新增文书']);
    const end = screen.getByRole('button', { name: '结束任务' });
    expect(end.className).not.toContain('fui-Button--primary');
  });

  it('shows the help button only for task types 11 to 19', async () => {
    open(withInfo({ RWLX: 12 }));
    expect(buttonNames(await headerToolbar())).toContain('帮助');
  });

  it('hides the help button for other task types', async () => {
    open(withInfo({ RWLX: 20 }));
    expect(buttonNames(await headerToolbar())).not.toContain('帮助');
  });

  it('shows the execution-video button when the task flag is on', async () => {
    open(withInfo({ SFZFSP: '1' }));
    expect(buttonNames(await headerToolbar())).toContain('执法视频');
  });

  it('shows the execution-video button for regional unit 13 and not otherwise', async () => {
    open({
      ...withInfo({ SFZFSP: '0' }),
      'shell:bootstrap': () =>
        bootstrap({ session: { ...session, user: { ...session.user, region_code: '13' } } }),
    });
    expect(buttonNames(await headerToolbar())).toContain('执法视频');
  });

  it('has no execution-video button without flag or region 13', async () => {
    open(withInfo({ SFZFSP: '0' }));
    expect(buttonNames(await headerToolbar())).not.toContain('执法视频');
  });

  it('answers a button no area handles in the spec’s words', async () => {
    open(withDetail(detail({ config: detailConfig({ btnsList: [UNHANDLED] }) })));
    fireEvent.click(await screen.findByRole('button', { name: '签收任务' }));
    expect(await screen.findByText('操作按钮暂未维护!')).toBeTruthy();
  });

  it('explains the task’s buttons, the tree, the keyboard and offline work under 帮助', async () => {
    configure({ defaultHidden: true });
    onTestFinished(() => configure({ defaultHidden: false }));
    const btnsList = [...detailConfig().btnsList, UNHANDLED];
    open(withDetail(detail({ config: detailConfig({ btnsList }, { RWLX: 12 }) })));
    press(await screen.findByRole('button', { name: '帮助' }));
    const dialog = await findDialog('帮助：任务详情');
    const buttons = within(dialog).getByRole('region', { name: '本任务的按钮' });
    expect(within(buttons).getByText(/查看本任务的全部操作记录/)).toBeTruthy();
    expect(within(buttons).getByText(/按文书类别选择要新增的文书/)).toBeTruthy();
    // A button the server configured but no area handles is named as such, not left blank.
    expect(within(buttons).getByText('签收任务').closest('li')?.textContent).toBe(
      '签收任务：该按钮由服务器配置，本客户端暂不支持。',
    );
    expect(within(dialog).getByRole('region', { name: '键盘操作' }).textContent).toContain('Home');
  });

  it('opens the operation log with paging', async () => {
    // jsdom only: Fluent's focus manager may mark a just-opened dialog aria-hidden because jsdom
    // moves no focus on click. The dialog's accessibility is checked in real Chromium (e2e).
    configure({ defaultHidden: true });
    onTestFinished(() => configure({ defaultHidden: false }));
    const { api } = open();
    press(await screen.findByRole('button', { name: '操作日志' }));
    const dialog = await findDialog('操作日志');
    const logTable = await within(dialog).findByRole('table', { name: '操作日志' });
    expect(
      within(logTable)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['操作时间', '操作人', 'IP地址', '操作内容']);
    expect(within(logTable).getAllByRole('row')).toHaveLength(11);
    expect(within(dialog).getByText('共 23 条')).toBeTruthy();
    expect(within(dialog).getByText('第 1 / 3 页')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10 条/页', '20 条/页', '30 条/页', '40 条/页']);
    expect(api.callsTo('detail:opLog')).toEqual([
      { runId: 'run1', RWID: 'rw1', current: 1, size: 10 },
    ]);

    press(within(dialog).getByRole('button', { name: '下一页' }));
    expect(await within(dialog).findByText('操作记录11')).toBeTruthy();
    expect(within(dialog).getByText('第 2 / 3 页')).toBeTruthy();

    choose(within(dialog).getByLabelText('每页条数'), '30');
    expect(await within(dialog).findByText('第 1 / 1 页')).toBeTruthy();
    await waitFor(() =>
      expect(within(within(dialog).getByRole('table')).getAllByRole('row')).toHaveLength(24),
    );

    press(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '操作日志' })).toBeNull());
  });

  it('folds one officer’s consecutive views into one line with the count (issue 29)', async () => {
    configure({ defaultHidden: true });
    onTestFinished(() => configure({ defaultHidden: false }));
    const line = (i: number, CRT_TIME: string, OP_CONTENT: string, CRT_USERNAME = '张伟') => ({
      ID: `v${i}`,
      CRT_TIME,
      CRT_USERNAME,
      CRT_IP: '10.32.1.15',
      OP_CONTENT,
    });
    const records = [
      line(1, '2024-05-03 11:00:00', '查看任务详情'),
      line(2, '2024-05-03 10:30:00', '查看任务详情'),
      line(3, '2024-05-03 10:00:00', '查看任务详情'),
      line(4, '2024-05-03 09:50:00', '新增文书：询问笔录'),
      line(5, '2024-05-03 09:40:00', '查看任务详情', '李强'),
    ];
    open({ 'detail:opLog': () => fresh(pageOf(records, 1, 10)) });
    press(await screen.findByRole('button', { name: '操作日志' }));
    const dialog = await findDialog('操作日志');
    const logTable = await within(dialog).findByRole('table', { name: '操作日志' });
    const rows = within(logTable)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['2024-05-03 11:00:00', '张伟', '10.32.1.15', '查看任务详情 · 连续3次'],
      ['2024-05-03 09:50:00', '张伟', '10.32.1.15', '新增文书：询问笔录'],
      ['2024-05-03 09:40:00', '李强', '10.32.1.15', '查看任务详情'],
    ]);
    expect(within(logTable).getByText('2024-05-03 11:00:00').getAttribute('title')).toBe(
      '2024-05-03 10:00:00 至 2024-05-03 11:00:00',
    );
    expect(within(dialog).getByText('同一操作人连续查看任务详情，合并为一行显示。')).toBeTruthy();
  });

  it('shows the tree with the current task and its categories expanded, and marks rows', async () => {
    open();
    await screen.findByRole('treegrid');
    expect(treeRows().map((r) => r.getAttribute('aria-level'))).toEqual([
      '1',
      '2',
      '3',
      '3',
      '2',
      '3',
      '1',
    ]);
    const current = rowOf('监督抽查（当前）');
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(within(current).getByText('当前任务')).toBeTruthy();
    expect(within(rowOf('现场照片')).getByText('已删除')).toBeTruthy();
    expect(within(rowOf('责令限期改正通知书')).getByText('已作废')).toBeTruthy();
    expect(within(rowOf('消防监督检查记录')).queryByText('已删除')).toBeNull();
    expect(within(rowOf('消防监督检查记录')).getByRole('img', { name: '有附件' })).toBeTruthy();
    expect(within(rowOf('现场照片')).queryByRole('img', { name: '有附件' })).toBeNull();
    const cells = within(rowOf('消防监督检查记录'))
      .getAllByRole('gridcell')
      .map((c) => c.textContent);
    expect(cells.slice(1, 6)).toEqual([
      '宁消监检字〔2024〕第001号',
      '张伟',
      '2024-05-01 10:00:00',
      '李强',
      '2024-05-02 09:00:00',
    ]);
  });

  it('labels status dimensions from the dictionaries, a code nobody names neutrally', async () => {
    open();
    await screen.findByRole('treegrid');
    const doc = rowOf('消防监督检查记录');
    await waitFor(() => expect(within(doc).getByText('审批通过')).toBeTruthy());
    expect(within(doc).getByText('已送达')).toBeTruthy();
    // Issue 14: no "+N" tag with a hover-only list; STATUS1 2 repeats 审批通过 and is not shown.
    expect(within(doc).queryByText(/^\+\d+$/)).toBeNull();
    expect(within(doc).queryByTestId('status-notes')).toBeNull();
    expect(within(doc).getByTitle('文书状态：审批通过')).toBeTruthy();
    await waitFor(() => expect(within(rowOf('监督抽查（当前）')).getByText('办理中')).toBeTruthy());
    const voided = rowOf('责令限期改正通知书');
    expect(within(voided).getByText('审批中')).toBeTruthy();
    // The execution state is a tag of its own; neither the dictionary nor the known labels have
    // 9: a neutral text, never the code.
    expect(within(voided).getByTitle('执行情况：状态未知').textContent).toBe('状态未知');
    expect(within(voided).queryByText('9')).toBeNull();
  });

  it('labels the tree from the known labels on its first render, before any dictionary arrives', async () => {
    // Issue 29: the first task after sign-in showed 3, 10 1 1 until the dictionaries came. Here
    // they never come (a dictionary read still on its way).
    const { api } = open({ 'dict:get': () => new Promise<never>(() => undefined) });
    await screen.findByRole('treegrid');
    expect(api.callsTo('dict:get').length).toBeGreaterThan(0);
    const doc = rowOf('消防监督检查记录');
    expect(within(doc).getByTitle('文书状态：审批通过').textContent).toBe('审批通过');
    expect(within(doc).getByText('已送达')).toBeTruthy();
    expect(within(rowOf('监督抽查（当前）')).getByText('办理中')).toBeTruthy();
    expect(within(rowOf('责令限期改正通知书')).getByText('审批中')).toBeTruthy();
    // No cell of the status column holds a bare code.
    const statusTexts = treeRows().flatMap((r) =>
      [...r.querySelectorAll('.fui-Badge, [data-testid="status-notes"] span')].map(
        (e) => e.textContent ?? '',
      ),
    );
    expect(statusTexts.length).toBeGreaterThan(3);
    for (const t of statusTexts) expect(t).not.toMatch(/^\d+$/);
  });

  it('labels a code the server’s dictionary lacks from the known labels', async () => {
    // A province dictionary without 10 (无需审批) and with its own word for 3.
    open({
      'dict:get': (req) => ({
        data:
          req.code === 'XFJD_FLWS_STATUS'
            ? [{ dictKey: '3', dictValue: '已审批', remark: 'success', sort: 1 }]
            : [],
        source: 'network',
        updatedAt: 0,
      }),
      ...withDetail(
        detail({
          tree: [
            treeRow({
              UUID: 't1',
              TITLE: '监督抽查（当前）',
              TREE_LEVEL: 1,
              IS_CURRENT: '1',
              RWID: 'rw1',
              children: [
                treeRow({ UUID: 'a', TITLE: '询问笔录', TREE_LEVEL: 3, STATUS: '10' }),
                treeRow({ UUID: 'b', TITLE: '检查记录', TREE_LEVEL: 3, STATUS: '3' }),
              ],
            }),
          ],
        }),
      ),
    });
    await screen.findByRole('treegrid');
    await waitFor(() => expect(within(rowOf('检查记录')).getByText('已审批')).toBeTruthy());
    expect(within(rowOf('询问笔录')).getByText('无需审批')).toBeTruthy();
  });

  it('expands and collapses rows and the whole tree', async () => {
    open();
    await screen.findByRole('treegrid');
    const toggle = screen.getByRole('button', { name: '收起 监督抽查（当前）' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(treeRows()).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: '展开 监督抽查（当前）' }).getAttribute('aria-expanded'),
    ).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: '展开 举报投诉核查' }));
    expect(treeRows()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: '全部展开' }));
    expect(treeRows()).toHaveLength(9);
    expect(screen.getByText('核查记录')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '全部收起' }));
    expect(treeRows()).toHaveLength(2);
  });

  it('says when the task has no documents', async () => {
    open(withDetail(detail({ tree: [] })));
    expect(await screen.findByText('该任务暂无文书')).toBeTruthy();
  });

  it('shows cached detail with the offline notice', async () => {
    const updatedAt = Date.parse('2024-11-03T08:00:01+08:00');
    open({ 'detail:get': () => ({ data: detail(), source: 'cache', updatedAt }) });
    expect(await screen.findByText('离线，数据更新于 2024-11-03 08:00:01')).toBeTruthy();
  });

  it('marks data already on screen as possibly stale once the client goes offline', async () => {
    const updatedAt = Date.parse('2024-11-03T08:00:01+08:00');
    const { api } = open({
      'detail:get': () => ({ data: detail(), source: 'network', updatedAt }),
    });
    await screen.findByRole('treegrid');
    expect(screen.queryByText(/^离线，数据更新于/)).toBeNull();
    act(() => api.emit('net:changed', { online: false, since: 1 }));
    expect(await screen.findByText('离线，数据更新于 2024-11-03 08:00:01')).toBeTruthy();
    act(() => api.emit('net:changed', { online: true, since: 2 }));
    await waitFor(() => expect(screen.queryByText(/^离线，数据更新于/)).toBeNull());
  });

  it('explains that a task never opened on this machine needs the network, and retries', async () => {
    let offline = true;
    open({
      'detail:get': () =>
        offline ? fail('needs-network', 'x') : { data: detail(), source: 'network', updatedAt: 0 },
    });
    expect(await screen.findByText('该任务尚未在本机查看过，需要联网后才能打开')).toBeTruthy();
    offline = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('treegrid')).toBeTruthy();
  });

  it('shows a server refusal as an error', async () => {
    open({ 'detail:get': () => fail('server', '无权查看该任务') });
    expect(await screen.findByText('无权查看该任务')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('back closes the tab and returns to the previous tab', async () => {
    open();
    await screen.findByRole('treegrid');
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByRole('tab', { name: '我的任务', selected: true })).toBeTruthy();
    expect(screen.getAllByRole('tab')).toHaveLength(1);
  });

  it('back goes to the path given in the query', async () => {
    open({}, `${PATH}&path=${encodeURIComponent('/settings')}`);
    await screen.findByRole('treegrid');
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByRole('tab', { name: '设置', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '某商场消防监督抽查' })).toBeNull();
  });

  it('closes its tab from the tab strip', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: '关闭标签 某商场消防监督抽查' }));
    expect(await screen.findByRole('tab', { name: '我的任务', selected: true })).toBeTruthy();
  });
});
