import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hashToPath, parseRoute, type Route } from '../../platform/routes';
import { createFakeApi, fail, type FakeHandlers } from '../../test/fakeApi';
import { detail, detailConfig, tree } from './testing';
import { dialogButton, findDialog, press, renderApp, findToast } from '../../test/render';
import type { DetailConfig, WsType } from '../../../shared/detail/schemas';

const PATH = '/xfjd/projectDetail?runId=run1&RWID=rw1';
const ws = (id: string, over: Partial<WsType> = {}): WsType => ({
  id,
  wsmc: `文书${id}`,
  tjfs: '1',
  xzurl: '/ws/xfjdjcjl',
  wsdyid: 'dy',
  kglsh: null,
  rwwslbid: 'lb1',
  ...over,
});

const config = (over: Partial<DetailConfig> = {}): DetailConfig =>
  detailConfig({
    btnsList: [
      { btnPos: '1', btnName: '归档结案', btnType: 'archive', color: 'success' },
      { btnPos: '1', btnName: '临时查封', btnType: 'lscf', color: 'warning' },
      { btnPos: '2', btnName: '新增文书', btnType: 'addDoc', color: 'primary' },
      { btnPos: '2', btnName: '文书盖章', btnType: 'stamp', color: 'primary' },
      { btnPos: '2', btnName: '打包下载', btnType: 'packDownload', color: 'info' },
    ],
    wslbsList: [
      { id: 'lb1', wslbmc: '检查文书' },
      { id: 'lb2', wslbmc: '处罚文书' },
    ],
    wssList: [
      ws('reg', { wsmc: '登记表', tjfs: '2' }),
      ws('nopage', { wsmc: '无页面文书', xzurl: null }),
      ws('nodef', { wsmc: '无定义文书', wsdyid: null, rwwslbid: 'lb2' }),
      ws('ok', { wsmc: '消防监督检查记录', rwwslbid: 'lb2' }),
    ],
    ...over,
  });

const open = (over: FakeHandlers = {}) =>
  renderApp({
    api: createFakeApi({
      'detail:get': () => ({
        data: detail({ config: config(), tree }),
        source: 'network',
        updatedAt: 0,
      }),
      ...over,
    }),
    path: PATH,
  });
const route = (): Route => parseRoute(hashToPath(location.hash) ?? '');
const ready = (): Promise<HTMLElement> => screen.findByRole('treegrid');
const radio = (dialog: HTMLElement, name: string): HTMLElement =>
  within(dialog).getByRole('radio', { name, hidden: true });

describe('新增文书', () => {
  it('groups document types by category and checks every add guard with its exact message', async () => {
    const { api } = open({
      'documents:beforeAdd': (req) =>
        req.wssid === 'ok' ? fail('server', '暂无配置RWID文书设置') : fail('server', 'x'),
    });
    await ready();
    press(screen.getByRole('button', { name: '新增文书' }));
    const dialog = await findDialog('新增文书');
    expect(within(dialog).getByRole('radiogroup', { name: '检查文书', hidden: true })).toBeTruthy();
    expect(within(dialog).getByRole('radiogroup', { name: '处罚文书', hidden: true })).toBeTruthy();

    const expectGuard = async (text: string): Promise<void> => {
      press(dialogButton(dialog, '确定'));
      expect(await within(dialog).findByText(text)).toBeTruthy();
    };
    await expectGuard('请选择需要新增的文书!');
    fireEvent.click(radio(dialog, '登记表'));
    await expectGuard('该表单是登记表单，不可直接添加!');
    fireEvent.click(radio(dialog, '无页面文书'));
    await expectGuard('该文书暂未配置新增页面!');
    fireEvent.click(radio(dialog, '无定义文书'));
    await expectGuard('该文书暂未配置文书定义!');
    expect(api.callsTo('documents:beforeAdd')).toEqual([]);
    fireEvent.click(radio(dialog, '消防监督检查记录'));
    await expectGuard('暂无配置RWID文书设置');
    expect(api.callsTo('documents:beforeAdd')).toEqual([
      { runId: 'run1', RWID: 'rw1', wssid: 'ok' },
    ]);
  });

  it('opens the new document page with the rwwsszid from beforeaddflws', async () => {
    open();
    await ready();
    press(screen.getByRole('button', { name: '新增文书' }));
    const dialog = await findDialog('新增文书');
    fireEvent.click(radio(dialog, '消防监督检查记录'));
    press(dialogButton(dialog, '确定'));
    await waitFor(() => expect(route().path).toBe('/ws/xfjdjcjl'));
    expect(route().query).toEqual({ runId: 'run1', RWID: 'rw1', rwwsszid: '420' });
  });
});

describe('打包下载', () => {
  it('selects files with an MD5 and downloads them as one zip named after the task', async () => {
    const { api } = open();
    await ready();
    expect(screen.queryByRole('checkbox')).toBeNull();
    press(screen.getByRole('button', { name: '打包下载' }));
    expect(await screen.findByText('已选择 0 个文件')).toBeTruthy();
    press(screen.getByRole('button', { name: '下载所选' }));
    expect(await screen.findByText('请选择要打包的文件')).toBeTruthy();
    expect(api.callsTo('documents:package')).toEqual([]);
    // Only rows with a file (MD5) get a checkbox; this tree has none.
    expect(screen.queryByRole('checkbox', { name: '选择 现场照片' })).toBeNull();
    press(screen.getByRole('button', { name: '退出打包' }));
    await waitFor(() => expect(screen.queryByText(/^已选择/)).toBeNull());
  });

  it('packages the chosen files', async () => {
    const withFiles = tree.map((t) => ({
      ...t,
      children: t.children.map((c) => ({
        ...c,
        children: c.children.map((d, i) => ({ ...d, MD5: `md5-${d.UUID}-${i}` })),
      })),
    }));
    const { api } = open({
      'detail:get': () => ({
        data: detail({ config: config(), tree: withFiles }),
        source: 'network',
        updatedAt: 0,
      }),
    });
    await ready();
    press(screen.getByRole('button', { name: '打包下载' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: '选择 消防监督检查记录' }));
    expect(await screen.findByText('已选择 1 个文件')).toBeTruthy();
    press(screen.getByRole('button', { name: '下载所选' }));
    expect(await screen.findByText('已下载到 C:\\下载\\某商场消防监督抽查.zip')).toBeTruthy();
    expect(api.callsTo('documents:package')).toEqual([
      { runId: 'run1', RWID: 'rw1', md5s: ['md5-d1-0'], fileName: '某商场消防监督抽查.zip' },
    ]);
  });
});

describe('文书盖章', () => {
  it('lists documents, stamps after confirmation and downloads stamped ones', async () => {
    const { api } = open();
    await ready();
    press(screen.getByRole('button', { name: '文书盖章' }));
    const dialog = await findDialog('文书盖章');
    const table = await within(dialog).findByRole('table', { name: '文书盖章', hidden: true });
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((h) => h.textContent),
    ).toEqual(['项目编号', '文号', '是否盖章', '操作']);
    expect(within(table).getByText('否')).toBeTruthy();
    expect(within(table).getByText('已盖章')).toBeTruthy();

    press(dialogButton(dialog, '盖章 宁消监检字〔2024〕第001号'));
    const confirm = await findDialog('提示', 'alertdialog');
    expect(within(confirm).getByText('此操作将进行盖章操作, 是否继续?')).toBeTruthy();
    press(dialogButton(confirm, '确定'));
    expect(await screen.findByText('盖章成功')).toBeTruthy();
    expect(api.callsTo('stamping:seal')).toEqual([{ runId: 'run1', wssyid: 's1' }]);

    press(dialogButton(dialog, '下载 宁消限字〔2024〕第002号'));
    expect(await screen.findByText('已下载到 C:\\下载\\宁消限字〔2024〕第002号.pdf')).toBeTruthy();
  });
});

describe('归档结案', () => {
  it('requires a case category, then archives with the chosen categories and format', async () => {
    const { api } = open();
    await ready();
    press(screen.getByRole('button', { name: '归档结案' }));
    const dialog = await findDialog('案卷分类');
    expect(within(dialog).getByText('某商场消防监督抽查')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByText('监督抽查')).toBeTruthy());
    press(dialogButton(dialog, '归档结案'));
    expect(await within(dialog).findByText('请选择案卷类别!')).toBeTruthy();
    expect(api.callsTo('archive:close')).toEqual([]);

    fireEvent.click(
      await within(dialog).findByRole('checkbox', { name: '监督检查类', hidden: true }),
    );
    expect(
      (within(dialog).getByRole('checkbox', { name: '专项检查', hidden: true }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(within(dialog).queryByText('请选择案卷类别!')).toBeNull();
    expect((radio(dialog, 'pdf') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(radio(dialog, 'docx'));
    press(dialogButton(dialog, '归档结案'));
    expect(await findToast('操作成功!')).toBeTruthy();
    expect(api.callsTo('archive:close')).toEqual([
      { runId: 'run1', RWID: 'rw1', rwlx: 2, ajlb: ['1', '11', '12'], format: 'docx' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '案卷分类', hidden: true })).toBeNull(),
    );
  });
});

describe('临时查封', () => {
  it('requires a choice, then opens the seizure document of that type', async () => {
    open();
    await ready();
    press(screen.getByRole('button', { name: '临时查封' }));
    const dialog = await findDialog('选择临时查封类型');
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('选项不能为空')).toBeTruthy();
    fireEvent.click(radio(dialog, '现场临时查封'));
    press(dialogButton(dialog, '确定'));
    await waitFor(() => expect(route().path).toBe('/ws/lscfxcbl'));
    expect(route().query).toEqual({
      runId: 'run1',
      RWID: 'rw1',
      type: 'GJ',
      rwwsszid: '502',
      LSCFLX: '2',
    });
  });
});

describe('offline', () => {
  const reason = (el: HTMLElement): string | null => {
    const id = el.getAttribute('aria-describedby');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  };

  it('disables every action that needs the server and says why; reading stays possible', async () => {
    // Reading offline needs the document on this machine (issue 14): 消防监督检查记录 is cached.
    const cachedTree = structuredClone(tree);
    cachedTree[0].children[0].children[0].FLWSID = 'ws-d1';
    const { api } = open({
      'detail:get': () => ({
        data: detail({ config: config(), tree: cachedTree }),
        source: 'network',
        updatedAt: 0,
      }),
      'documents:cached': () => ({ docs: ['ws-d1'], approvals: [] }),
    });
    await ready();
    act(() => api.emit('net:changed', { online: false, since: 1 }));
    for (const name of [
      '新增文书',
      '文书盖章',
      '归档结案',
      '临时查封',
      '下载 消防监督检查记录',
      '切换到任务 举报投诉核查',
    ]) {
      const el = await screen.findByRole('button', { name });
      await waitFor(() => expect(el.getAttribute('aria-disabled')).toBe('true'));
      expect(reason(el)).toBe('离线状态下不可操作，请联网后重试');
    }
    const view = screen.getByRole('button', { name: '查看 消防监督检查记录' });
    expect(view.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '新增文书' }));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    act(() => api.emit('net:changed', { online: true, since: 2 }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: '新增文书' }).getAttribute('aria-disabled'),
      ).toBeNull(),
    );
  });
});

describe('单位详情', () => {
  it('opens the unit page from the base information', async () => {
    const { api } = open();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: '南京某商贸有限公司' }));
    await waitFor(() => expect(route().path).toBe('/xfjd/unitDetail'));
    expect(route().query).toEqual({ type: 'zddw', id: 'dw1', runId: 'run1', RWID: 'rw1' });
    expect(await screen.findByText('91320100MA1XXXXXX1')).toBeTruthy();
    expect(screen.getByText('重点单位')).toBeTruthy();
    expect(screen.getByText('王五')).toBeTruthy();
    expect(api.callsTo('units:get')).toEqual([{ runId: 'run1', id: 'dw1' }]);
  });

  it('says when there is no such unit', async () => {
    renderApp({
      api: createFakeApi({ 'units:get': () => fail('server', '暂无该单位信息') }),
      path: '/xfjd/unitDetail?type=fzddw&id=x&runId=run1',
    });
    expect(await screen.findByText('暂无该单位信息')).toBeTruthy();
  });
});
