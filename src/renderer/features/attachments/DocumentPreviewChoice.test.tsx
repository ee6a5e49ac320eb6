import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, type FakeHandlers } from '../../test/fakeApi';
import { fresh, pageOf } from '../../test/fakes';
import { findDialog, findToast, press } from '../../test/render';
import { attachment } from './testing';
import { type AttachmentManagerProps } from './AttachmentManagerDialog';
import { MANAGER_TITLE, renderManager } from './managerTestKit';
import type { DocumentPreview } from '../../../shared/documents/schemas';

// A document's attachment manager chooses what the document's 预览 shows (WSYLLX): 设为文书预览 on
// images and PDFs, 当前预览 with 恢复系统文书 on the chosen one, only where attachments are editable.

const rows = [
  attachment('f1', { SHOW_NAME: '签收页', SUFFIX: 'jpg', FILE_TYPE: '1' }),
  attachment('f2', { SHOW_NAME: '签收页扫描件', SUFFIX: 'pdf', FILE_TYPE: '2' }),
  attachment('f3', { SHOW_NAME: '说明', SUFFIX: 'txt', FILE_TYPE: '2' }),
];
const title = MANAGER_TITLE;

function open(
  preview: DocumentPreview,
  props: Partial<AttachmentManagerProps> = {},
  over: FakeHandlers = {},
  online = true,
) {
  const api = createFakeApi({
    'attachments:list': (req) => fresh(pageOf(rows, req.current, req.size)),
    'documents:previewType': () => fresh(preview),
    ...over,
  });
  return renderManager(api, props, online);
}
const button = (dialog: HTMLElement, name: string): HTMLElement | null =>
  within(dialog).queryByRole('button', { name, hidden: true });
const loaded = async (): Promise<HTMLElement> => {
  const dialog = await findDialog(title);
  await within(dialog).findByText('说明.txt');
  return dialog;
};

describe('文书预览 in the attachment manager', () => {
  it('offers 设为文书预览 on images and PDFs only, and sets one through documents:setPreviewType', async () => {
    const { api } = open({ WSYLLX: '1', fileId: null });
    const dialog = await loaded();
    await waitFor(() => expect(button(dialog, '设为文书预览 签收页.jpg')).toBeTruthy());
    expect(button(dialog, '设为文书预览 签收页扫描件.pdf')).toBeTruthy();
    expect(button(dialog, '设为文书预览 说明.txt')).toBeNull();
    expect(within(dialog).queryByText('当前预览')).toBeNull();
    expect(api.callsTo('documents:previewType')).toEqual([{ runId: 'run1', FLWSID: 'ws1' }]);

    press(button(dialog, '设为文书预览 签收页扫描件.pdf') as HTMLElement);
    expect(await findToast('已设为文书预览')).toBeTruthy();
    expect(api.callsTo('documents:setPreviewType')).toEqual([
      { runId: 'run1', FLWSID: 'ws1', WSYLLX: '2', fileId: 'f2' },
    ]);
    // The manager asks again (the tree refreshes through shell:dataChanged from main).
    await waitFor(() => expect(api.callsTo('documents:previewType').length).toBeGreaterThan(1));
  });

  it('marks the current preview 当前预览 and hands it back with 恢复系统文书', async () => {
    const { api } = open({ WSYLLX: '2', fileId: 'f2' });
    const dialog = await loaded();
    expect(await within(dialog).findByText('当前预览')).toBeTruthy();
    const current = within(dialog).getByText('当前预览').closest('tr') as HTMLElement;
    expect(within(current).getByText('签收页扫描件.pdf')).toBeTruthy();
    expect(button(dialog, '设为文书预览 签收页扫描件.pdf')).toBeNull();
    expect(button(dialog, '设为文书预览 签收页.jpg')).toBeTruthy();

    press(button(dialog, '恢复系统文书 签收页扫描件.pdf') as HTMLElement);
    expect(await findToast('已恢复为系统文书')).toBeTruthy();
    expect(api.callsTo('documents:setPreviewType')).toEqual([
      { runId: 'run1', FLWSID: 'ws1', WSYLLX: '1' },
    ]);
  });

  it("shows the server's refusal and changes nothing on screen", async () => {
    const { api } = open(
      { WSYLLX: '1', fileId: null },
      {},
      {
        'documents:setPreviewType': () => {
          fail('server', '当前状态的文书不可设置预览');
        },
      },
    );
    const dialog = await loaded();
    press(
      (await within(dialog).findByRole('button', {
        name: '设为文书预览 签收页.jpg',
        hidden: true,
      })) as HTMLElement,
    );
    expect(await findToast('当前状态的文书不可设置预览')).toBeTruthy();
    expect(api.callsTo('documents:setPreviewType')).toHaveLength(1);
    expect(within(dialog).queryByText('当前预览')).toBeNull();
  });

  it('read-only (no edit button on the row): the badge stays, the buttons go', async () => {
    open({ WSYLLX: '2', fileId: 'f1' }, { readOnly: true });
    const dialog = await loaded();
    expect(await within(dialog).findByText('当前预览')).toBeTruthy();
    expect(button(dialog, '恢复系统文书 签收页.jpg')).toBeNull();
    expect(button(dialog, '设为文书预览 签收页扫描件.pdf')).toBeNull();
  });

  it('offline: the buttons are disabled with the reason', async () => {
    open({ WSYLLX: '2', fileId: 'f1' }, {}, {}, false);
    const dialog = await loaded();
    await within(dialog).findByText('当前预览');
    for (const name of ['恢复系统文书 签收页.jpg', '设为文书预览 签收页扫描件.pdf'])
      expect(button(dialog, name)?.getAttribute('aria-disabled')).toBe('true');
    press(button(dialog, '设为文书预览 签收页扫描件.pdf') as HTMLElement);
    expect(screen.queryByText('已设为文书预览')).toBeNull();
  });

  it("a task's attachments have no document preview", async () => {
    const { api } = open(
      { WSYLLX: '2', fileId: 'f1' },
      { businessType: 'xmrw', businessId: 'rw1' },
    );
    const dialog = await loaded();
    expect(button(dialog, '设为文书预览 签收页.jpg')).toBeNull();
    expect(within(dialog).queryByText('当前预览')).toBeNull();
    expect(api.callsTo('documents:previewType')).toEqual([]);
  });
});
