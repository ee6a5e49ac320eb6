import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { press, renderApp } from '../../test/render';
import { hashToPath, parseRoute, type Route } from '../../platform/routes';
import { detail, detailConfig, docRow, rowButton, treeRow } from '../detail/testing';

// The detail screen's history view (pagetype 2, from 历史归档文件): the read-only banner with the
// archive record (SFCXLSSJ 1), no button that writes whatever the server sent, no archive
// readiness badge, the breadcrumb's root module (MODULE_ID) and 返回 to the list; moving to
// another task of the run stays read-only. The same task in the normal view, for contrast.

const route = (): Route => parseRoute(hashToPath(location.hash) ?? '');
const HISTORY =
  '/xfjd/projectDetail?runId=run1&RWID=rw1&pagetype=2&SFCXLSSJ=1' +
  `&parentName=${encodeURIComponent('历史归档文件')}&path=${encodeURIComponent('/xfjd/lsgdwj')}` +
  '&MODULE_ID=xfjd_lsgdwj';
const NORMAL = '/xfjd/projectDetail?runId=run1&RWID=rw1';
const DOC = '现场检查记录';

const btn = (btnPos: string, btnName: string, btnType: string) => ({
  btnPos,
  btnName,
  btnType,
  color: 'primary',
});
const fakes: FakeHandlers = {
  'detail:get': () =>
    fresh(
      detail({
        config: detailConfig(
          {
            btnsList: [
              btn('1', '结束任务', 'endTask'),
              btn('1', '归档结案', 'archive'),
              btn('1', '操作日志', 'opLog'),
              btn('2', '新增文书', 'addDoc'),
              btn('2', '附件上传', 'upload'),
              btn('2', '打包下载', 'packDownload'),
            ],
          },
          // A server that honours SFCXLSSJ 1 adds the archive record (rwxx is open-ended).
          {
            rwzt: '2',
            ...({
              GDSJ: '2024-04-20 16:30:00',
              GDAJLBMC: '简易程序案卷',
              GDGS: 'pdf',
            } as object),
          },
        ),
        tree: [
          treeRow({
            UUID: 't1',
            TITLE: '当前任务',
            TREE_LEVEL: 1,
            IS_CURRENT: '1',
            RWID: 'rw1',
            children: [
              treeRow({
                UUID: 'c1',
                TITLE: '检查文书',
                TREE_LEVEL: 2,
                children: [
                  docRow({
                    UUID: 'd1',
                    TITLE: DOC,
                    STATUS: '3',
                    XGCZ_BUTTONS: [
                      rowButton('编辑', 'edit'),
                      rowButton('删除', 'delete'),
                      rowButton('审批信息', 'approvalInfo'),
                    ],
                    JBCZ_BUTTONS: [rowButton('查看', 'view'), rowButton('下载', 'download')],
                  }),
                ],
              }),
            ],
          }),
          treeRow({
            UUID: 't0',
            TITLE: '同一流程的另一任务',
            TREE_LEVEL: 1,
            RWID: 'rw0',
            RWLX: 31,
            RWSTATUS: '3',
          }),
        ],
      }),
    ),
  'archive:readiness': () =>
    fresh({
      blockers: [{ kind: 'seal', text: '文书未盖章', link: { to: 'none' } }],
      unchecked: [],
    }),
};

const toolbarNames = (name: string): string[] =>
  within(screen.getByRole('toolbar', { name }))
    .getAllByRole('button')
    .map((b) => b.textContent ?? '');

describe('the detail screen’s history view', () => {
  it('reads only: banner with the archive, reading buttons, no readiness badge, back to the list', async () => {
    const { api } = renderApp({ api: createFakeApi(fakes), path: HISTORY });
    expect(await screen.findByText('历史数据，仅供查看')).toBeTruthy();
    expect(
      screen.getByText('本页为只读查看，不能新增、修改、发送或删除文书，也不能办理任务操作。'),
    ).toBeTruthy();
    expect(screen.getByText('归档时间：2024-04-20 16:30:00')).toBeTruthy();
    expect(screen.getByText('案卷类别：简易程序案卷')).toBeTruthy();
    expect(screen.getByText('归档格式：PDF')).toBeTruthy();
    expect(api.callsTo('detail:get')).toEqual([
      { runId: 'run1', RWID: 'rw1', pagetype: '2', SFCXLSSJ: '1', MODULE_ID: 'xfjd_lsgdwj' },
    ]);

    expect(toolbarNames('任务操作')).toEqual(['操作日志']);
    expect(toolbarNames('文书目录操作')).toEqual(['全部展开', '全部收起', '打包下载']);
    const tree = screen.getByRole('treegrid');
    expect(within(tree).queryByRole('button', { name: `编辑 ${DOC}` })).toBeNull();
    expect(within(tree).queryByRole('button', { name: `删除 ${DOC}` })).toBeNull();
    for (const name of ['审批信息', '查看', '下载'])
      expect(within(tree).getByRole('button', { name: `${name} ${DOC}` })).toBeTruthy();
    expect(screen.queryByText(/归档前待办/)).toBeNull();
    expect(api.callsTo('archive:readiness')).toEqual([]);

    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(crumbs).getAllByText('历史归档文件')).toHaveLength(1);
    expect(crumbs.textContent).not.toContain('我的任务');
    press(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(route().path).toBe('/xfjd/lsgdwj'));
  });

  it('stays read-only on another task of the run', async () => {
    renderApp({ api: createFakeApi(fakes), path: HISTORY });
    press(await screen.findByRole('button', { name: '切换到任务 同一流程的另一任务' }));
    await waitFor(() => expect(route().query.RWID).toBe('rw0'));
    expect(route().query).toEqual({
      runId: 'run1',
      RWID: 'rw0',
      pagetype: '2',
      SFCXLSSJ: '1',
      MODULE_ID: 'xfjd_lsgdwj',
      path: '/xfjd/lsgdwj',
      parentName: '历史归档文件',
    });
  });

  it('in the normal view the same task has its writes, the badge and 我的任务', async () => {
    renderApp({ api: createFakeApi(fakes), path: NORMAL });
    expect(await screen.findByText('归档前待办 1')).toBeTruthy();
    expect(screen.queryByText('历史数据，仅供查看')).toBeNull();
    expect(toolbarNames('任务操作')).toEqual(
      expect.arrayContaining(['结束任务', '归档结案', '操作日志']),
    );
    expect(screen.getByRole('button', { name: `编辑 ${DOC}` })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '当前位置' }).textContent).toContain('我的任务');
  });
});
