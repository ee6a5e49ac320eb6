import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeHandlers } from '../../test/fakeApi';
import { bootstrap, session, picked } from '../../platform/testing';
import { detailConfig, docRow as doc, rowButton as B, treeRow } from './testing';
import { dialogButton, findDialog, press, renderApp } from '../../test/render';
import { uploadItem } from '../uploads/testing';
import type { TaskDetail } from '../../../shared/detail/contract';
import type { TaskInfo, TreeRow } from '../../../shared/detail/schemas';

const PATH = '/xfjd/projectDetail?runId=run1&RWID=rw1';
const tree: TreeRow[] = [
  treeRow({
    UUID: 't1',
    TITLE: '监督抽查（当前）',
    TREE_LEVEL: 1,
    IS_CURRENT: '1',
    RWID: 'rw1',
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
            WSYLLX: '2',
            // An editable draft: the server offers its edit button (spec 02 §6).
            XGCZ_BUTTONS: [B('编辑', 'edit'), B('附件', 'attachments')],
          }),
          doc({
            UUID: 'b',
            TITLE: '通知书B',
            FLWSID: 'wsB',
            STATUS: '3',
            XGCZ_BUTTONS: [B('附件', 'attachments')],
          }),
        ],
      }),
    ],
  }),
];

function open({
  info = {},
  permissions = [],
  over = {},
}: { info?: Partial<TaskInfo>; permissions?: string[]; over?: FakeHandlers } = {}) {
  const config = detailConfig(
    {
      btnsList: [
        { btnPos: '2', btnName: '上传附件', btnType: 'upload', color: 'primary' },
        { btnPos: '2', btnName: '查看附件', btnType: 'viewAttachments', color: 'info' },
      ],
    },
    info,
  );
  const api = createFakeApi({
    'shell:bootstrap': () =>
      bootstrap({ session: { ...session, user: { ...session.user, permissions } } }),
    'detail:get': () => ({
      data: { config, tree } satisfies TaskDetail,
      source: 'network',
      updatedAt: 0,
    }),
    ...over,
  });
  return renderApp({ api, path: PATH });
}
const loaded = (): Promise<HTMLElement> => screen.findByText('检查记录A');

describe('attachments on the project detail screen', () => {
  it('上传 opens the attachment upload dialog for the task (xmrw, RWID)', async () => {
    const { api } = open({
      info: { RWLX: 61 },
      over: { 'files:pick': () => ({ opened: true, files: [picked('现场照片.jpg')] }) },
    });
    await loaded();
    press(screen.getByRole('button', { name: '上传附件' }));
    const dialog = await findDialog('附件上传');
    expect(within(dialog).getByText('上传过程中请勿刷新页面！')).toBeTruthy();
    press(dialogButton(dialog, '保存'));
    expect(await within(dialog).findByText('请上传附件!')).toBeTruthy();
    press(within(dialog).getByRole('textbox', { name: '点击选择文件', hidden: true }));
    await waitFor(() => expect(api.callsTo('uploads:enqueue')).toHaveLength(1));
    expect(api.callsTo('uploads:enqueue')[0]).toMatchObject({
      target: {
        runId: 'run1',
        RWID: 'rw1',
        businessId: 'rw1',
        businessType: 'xmrw',
        label: '某商场消防监督抽查',
      },
      profile: 'attachment',
      hold: true,
    });
  });

  it('上传 opens the chunked uploader with permission 933001001 on task types 61–70, 75, 76', async () => {
    open({ info: { RWLX: 75 }, permissions: ['933001001'] });
    await loaded();
    press(screen.getByRole('button', { name: '上传附件' }));
    const dialog = await findDialog('附件上传（断点续传）');
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('请选择上传的文件')).toBeTruthy();
  });

  it('keeps the old dialog with the permission on other task types', async () => {
    open({ info: { RWLX: 2 }, permissions: ['933001001'] });
    await loaded();
    press(screen.getByRole('button', { name: '上传附件' }));
    expect(await findDialog('附件上传')).toBeTruthy();
  });

  it('查看附件 opens the viewer of the task', async () => {
    const { api } = open();
    await loaded();
    press(screen.getByRole('button', { name: '查看附件' }));
    const dialog = await findDialog('查看附件');
    await within(dialog).findByRole('button', { name: '查看 现场照片1.jpg', hidden: true });
    expect(api.callsTo('attachments:groups')).toEqual([{ RWID: 'rw1' }]);
  });

  it("a document row's 附件 opens its manager: editable with its edit button, read-only otherwise", async () => {
    const { api } = open();
    await loaded();
    press(screen.getByRole('button', { name: '附件 检查记录A' }));
    let dialog = await findDialog('附件管理：检查记录A');
    await within(dialog).findByText('询问笔录.pdf');
    expect(within(dialog).getByRole('button', { name: '上传', hidden: true })).toBeTruthy();
    expect(api.callsTo('attachments:list')).toEqual([
      { runId: 'run1', businessId: 'wsA', businessType: 'flws', current: 1, size: 10 },
    ]);
    press(dialogButton(dialog, '关闭'));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: '附件管理：检查记录A', hidden: true }),
      ).toBeNull(),
    );

    press(screen.getByRole('button', { name: '附件 通知书B' }));
    dialog = await findDialog('附件管理：通知书B');
    await within(dialog).findByText('询问笔录.pdf');
    expect(within(dialog).queryByRole('button', { name: '上传', hidden: true })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^删除/, hidden: true })).toBeNull();
    expect(within(dialog).getByText('只读：不可上传、修改或删除附件')).toBeTruthy();
  });

  it('shows the tree again when a file of this task arrives', async () => {
    const { api } = open();
    await loaded();
    const before = api.callsTo('detail:get').length;
    act(() => api.emit('uploads:changed', { items: [uploadItem({ state: 'done' })] }));
    await waitFor(() => expect(api.callsTo('detail:get').length).toBeGreaterThan(before));
  });
});
