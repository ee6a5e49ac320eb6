import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hashToPath, parseRoute } from '../../platform/routes';
import { createFakeApi, fail, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { detail, detailConfig, docRow, rowButton, treeRow } from '../detail/testing';
import { dialogButton, findDialog, findToast, press, renderApp } from '../../test/render';
import type { Readiness } from '../../../shared/archive/contract';
import type { Blocker } from '../../../shared/archive/readiness';
import type { TaskButton, TaskInfo } from '../../../shared/detail/schemas';

// Archive readiness in the detail screen: the 归档前待办 badge beside the title, the list it opens
// with each blocker's way to where it is fixed (the button registry), the list shrinking as the
// task's data changes, and in 案卷分类 the list, the question before trying anyway and the server's
// own refusal shown as it is.

const PATH = '/xfjd/projectDetail?runId=run1&RWID=rw1';
const route = () => parseRoute(hashToPath(location.hash) ?? '');

const DRAFT = '文书「责令限期改正通知书」审批通过（当前：草稿，未送审）';
const SEAL = '文书「现场检查意见书（宁消字〔2024〕第9号）」盖章';
const CASE = '行政处罚案件「关于某商场消防违法行为的行政处罚」结案';
const BLOCKERS: Blocker[] = [
  { kind: 'approval', text: DRAFT, link: { to: 'document', FLWSID: 'F1', ID: 'W1' } },
  { kind: 'seal', text: SEAL, link: { to: 'button', type: 'stamp' } },
  { kind: 'penalty', text: CASE, link: { to: 'task', RWID: 'rwC', runId: 'run1' } },
];

const tree = [
  treeRow({
    UUID: 't1',
    TITLE: '某商场消防监督抽查',
    TREE_LEVEL: 1,
    RWID: 'rw1',
    children: [
      treeRow({
        UUID: 'c1',
        TITLE: '检查文书',
        TREE_LEVEL: 2,
        children: [
          docRow({
            UUID: 'n1',
            TITLE: '责令限期改正通知书',
            FLWSID: 'F1',
            ID: 'W1',
            STATUS: '1',
            XGCZ_BUTTONS: [rowButton('编辑', 'edit')],
          }),
        ],
      }),
    ],
  }),
];

const STAMP: TaskButton = { btnPos: '2', btnName: '文书盖章', btnType: 'stamp', color: 'primary' };
const ARCHIVE: TaskButton = {
  btnPos: '1',
  btnName: '归档结案',
  btnType: 'archive',
  color: 'success',
};

/** The detail screen of rw1 with `buttons`, answering readiness from `state.readiness`. */
function open(
  state: { readiness: Readiness; source?: 'network' | 'cache' },
  {
    buttons = [STAMP],
    info = {},
    over = {},
  }: {
    buttons?: TaskButton[];
    info?: Partial<TaskInfo>;
    over?: FakeHandlers;
  } = {},
) {
  const config = detailConfig({ btnsList: buttons }, { RWLX: 31, ...info });
  return renderApp({
    api: createFakeApi({
      'detail:get': () => fresh(detail({ config, tree })),
      'archive:readiness': () => ({
        ...fresh(state.readiness),
        source: state.source ?? 'network',
      }),
      ...over,
    }),
    path: PATH,
  });
}

const badge = (n: number): Promise<HTMLElement> =>
  screen.findByRole('button', { name: `归档前待办 ${n}` });

describe('archive readiness', () => {
  it('shows the badge, opens the list with each way to the fix, and shrinks as blockers go', async () => {
    const state = { readiness: { blockers: BLOCKERS, unchecked: [] } };
    const { api } = open(state);
    press(await badge(3));
    let dialog = await findDialog('归档前待办');
    expect(
      within(dialog).getByText('任务尚未结束：完成以下事项并结束任务后，方可归档结案。'),
    ).toBeTruthy();
    const items = within(dialog).getAllByRole('listitem', { hidden: true });
    expect(items.map((li) => li.textContent)).toEqual([
      `${DRAFT}打开文书`,
      `${SEAL}文书盖章`,
      `${CASE}打开案件`,
    ]);
    expect(api.callsTo('archive:readiness')).toContainEqual({ runId: 'run1', RWID: 'rw1' });
    // Not archivable yet (no 归档结案 from the server): the list alone, nothing to submit.
    expect(within(dialog).queryByRole('button', { name: '归档结案', hidden: true })).toBeNull();

    // The seal link is the screen's 文书盖章 (the registry): the list gives way to its dialog.
    press(within(dialog).getByRole('button', { name: '文书盖章', hidden: true }));
    dialog = await findDialog('文书盖章');
    press(dialogButton(dialog, '关闭'));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());

    // A write to the task refreshes the list: the badge counts what is left.
    state.readiness = { blockers: [BLOCKERS[0], BLOCKERS[2]], unchecked: [] };
    api.emit('shell:dataChanged', { channel: 'stamping:seal' });
    press(await badge(2));
    dialog = await findDialog('归档前待办');
    press(within(dialog).getByRole('button', { name: '打开案件', hidden: true }));
    await waitFor(() => expect(route().query).toMatchObject({ runId: 'run1', RWID: 'rwC' }));
    expect(route().path).toBe('/xfjd/projectDetail');
  });

  it('opens the document a blocker names through its row button', async () => {
    open({ readiness: { blockers: [BLOCKERS[0]], unchecked: [] } });
    press(await badge(1));
    const dialog = await findDialog('归档前待办');
    press(within(dialog).getByRole('button', { name: '打开文书', hidden: true }));
    await waitFor(() => expect(route().path).toBe('/ws/xfjdjcjl'));
    expect(route().query).toMatchObject({ runId: 'run1', RWID: 'rw1', FLWSID: 'F1' });
  });

  it('in 案卷分类 lists the blockers, asks before trying, and shows the server’s refusal as is', async () => {
    const refusal = `归档前请先完成：${SEAL}；${CASE}`;
    const { api } = open(
      { readiness: { blockers: BLOCKERS.slice(1), unchecked: [] } },
      {
        buttons: [ARCHIVE, STAMP],
        info: { rwzt: '2' },
        over: { 'archive:close': () => fail('server', refusal) },
      },
    );
    press(await screen.findByRole('button', { name: '归档结案' }));
    const dialog = await findDialog('案卷分类');
    expect(await within(dialog).findByText('归档结案前还有 2 项待办：')).toBeTruthy();
    expect(within(dialog).getByText(SEAL)).toBeTruthy();
    expect(
      within(dialog).getByText('以上为本机能够检查到的事项，服务器归档时还会再次检查。'),
    ).toBeTruthy();
    fireEvent.click(
      await within(dialog).findByRole('checkbox', { name: '日常检查', hidden: true }),
    );
    press(dialogButton(dialog, '归档结案'));
    const ask = await findDialog('提示', 'alertdialog');
    expect(ask.textContent).toContain('尚有 2 项归档前待办，服务器可能拒绝归档。仍要归档结案吗？');
    expect(api.callsTo('archive:close')).toEqual([]);
    press(dialogButton(ask, '确定'));
    expect(await findToast(refusal)).toBeTruthy();
    expect(api.callsTo('archive:close')).toHaveLength(1);
  });

  it('offers the case categories of the task’s type (4680), checked when only one applies', async () => {
    const { api } = open(
      { readiness: { blockers: [], unchecked: [] } },
      {
        buttons: [ARCHIVE],
        info: { rwzt: '2' },
        over: { 'archive:caseTypes': () => fresh([{ ID: '11', CODE_DESC: '日常检查' }]) },
      },
    );
    press(await screen.findByRole('button', { name: '归档结案' }));
    const dialog = await findDialog('案卷分类');
    const only = await within(dialog).findByRole('checkbox', { name: '日常检查', hidden: true });
    expect((only as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText(/^已按项目类型“.+”列出适用的案卷类别$/)).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox', { name: '专项检查', hidden: true })).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: '行政处罚类', hidden: true })).toBeNull();
    expect(api.callsTo('archive:caseTypes')).toEqual([{ runId: 'run1', RWLX: 31 }]);
    // All of them on request; the choice stays.
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: '显示全部案卷类别', hidden: true }),
    );
    fireEvent.click(
      await within(dialog).findByRole('checkbox', { name: '行政处罚类', hidden: true }),
    );
    // Narrowed again: what is no longer shown is no longer chosen.
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: '显示全部案卷类别', hidden: true }),
    );
    await waitFor(() =>
      expect(
        within(dialog).queryByRole('checkbox', { name: '行政处罚类', hidden: true }),
      ).toBeNull(),
    );
    press(dialogButton(dialog, '归档结案'));
    expect(await findToast('操作成功!')).toBeTruthy();
    expect(api.callsTo('archive:close')).toEqual([
      { runId: 'run1', RWID: 'rw1', rwlx: 31, ajlb: ['11'], format: 'pdf' },
    ]);
  });

  it('says when nothing holds the archive, and what it could not check offline', async () => {
    open(
      { readiness: { blockers: [], unchecked: ['送达记录'] }, source: 'cache' },
      { buttons: [ARCHIVE], info: { rwzt: '2' } },
    );
    press(await screen.findByRole('button', { name: '归档结案' }));
    const dialog = await findDialog('案卷分类');
    expect(await within(dialog).findByText('归档前检查已通过：没有尚未完成的事项。')).toBeTruthy();
    expect(
      within(dialog).getByText('未能检查：送达记录（离线且本机没有缓存，或读取失败）'),
    ).toBeTruthy();
    expect(within(dialog).getByText(/^离线，数据更新于/)).toBeTruthy();
    // No blockers, no badge.
    expect(screen.queryByRole('button', { name: /^归档前待办/ })).toBeNull();
  });
});
