import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, type FakeHandlers } from '../../test/fakeApi';
import { pageOf } from '../../test/fakes';
import { dialogButton, findDialog, press, findToast } from '../../test/render';
import { attachment } from './testing';
import { uploadItem } from '../uploads/testing';
import { picked } from '../../platform/testing';
import { type AttachmentManagerProps } from './AttachmentManagerDialog';
import { MANAGER_TITLE, renderManager } from './managerTestKit';

const rows = [
  attachment('f1', { SHOW_NAME: '现场照片', SUFFIX: 'jpg', FILE_SIZE: 1_572_864, SFHG: '1' }),
  attachment('f2', {
    SHOW_NAME: '询问笔录',
    SUFFIX: 'pdf',
    FILE_SIZE: 5_000_000,
    SFHG: '0',
    CRT_USERNAME: '王五',
    UPD_USERNAME: '赵六',
    UPD_TIME: '2024-06-01 09:00:00',
  }),
];

function open(props: Partial<AttachmentManagerProps> = {}, over: FakeHandlers = {}) {
  const api = createFakeApi({
    'attachments:list': (req) => ({
      data: pageOf(rows, req.current, req.size),
      source: 'network',
      updatedAt: 0,
    }),
    ...over,
  });
  return renderManager(api, props);
}
const title = MANAGER_TITLE;
const button = (dialog: HTMLElement, name: string): HTMLElement | null =>
  within(dialog).queryByRole('button', { name, hidden: true });

describe('附件管理', () => {
  it('lists by business, 10 a page, with name+suffix, size in MB (2 decimals), uploader, updater and time', async () => {
    const { api } = open();
    const dialog = await findDialog(title);
    const table = await within(dialog).findByRole('table', { name: '附件管理', hidden: true });
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((h) => h.textContent),
    ).toEqual(['名称', '大小(MB)', '上传人', '更新人', '更新时间', '操作']);
    const cells = within(table).getAllByRole('row', { hidden: true })[2].querySelectorAll('td');
    expect([...cells].slice(0, 5).map((c) => c.textContent)).toEqual([
      '询问笔录.pdf',
      '4.77',
      '王五',
      '赵六',
      '2024-06-01 09:00:00',
    ]);
    expect(within(table).getByText('1.50')).toBeTruthy();
    expect(api.callsTo('attachments:list')).toEqual([
      { runId: 'run1', businessId: 'ws1', businessType: 'flws', current: 1, size: 10 },
    ]);
    const sizes = within(dialog).getByRole('combobox', { hidden: true }) as HTMLSelectElement;
    expect([...sizes.options].map((o) => o.value)).toEqual(['10', '20', '30', '40']);
  });

  it('read-only mode hides upload, rename and delete but keeps download', async () => {
    open({ readOnly: true });
    const dialog = await findDialog(title);
    await within(dialog).findByText('现场照片.jpg');
    expect(button(dialog, '上传')).toBeNull();
    expect(button(dialog, '重命名 现场照片.jpg')).toBeNull();
    expect(button(dialog, '删除 现场照片.jpg')).toBeNull();
    expect(button(dialog, '下载 现场照片.jpg')).toBeTruthy();
  });

  it('with a link type edits and deletes only SFHG 1 rows, and the special flag adds delete', async () => {
    const first = open({ linkType: '1' });
    let dialog = await findDialog(title);
    await within(dialog).findByText('询问笔录.pdf');
    expect(first.api.callsTo('attachments:list')[0]).toMatchObject({ linkType: '1' });
    expect(button(dialog, '重命名 现场照片.jpg')).toBeTruthy();
    expect(button(dialog, '删除 现场照片.jpg')).toBeTruthy();
    expect(button(dialog, '重命名 询问笔录.pdf')).toBeNull();
    expect(button(dialog, '删除 询问笔录.pdf')).toBeNull();
    first.unmount();

    open({ linkType: '1', allowDelete: true });
    dialog = await findDialog(title);
    await within(dialog).findByText('询问笔录.pdf');
    expect(button(dialog, '重命名 询问笔录.pdf')).toBeNull();
    expect(button(dialog, '删除 询问笔录.pdf')).toBeTruthy();
  });

  it('deletes after confirmation with 删除成功! and lists again', async () => {
    const { api } = open();
    const dialog = await findDialog(title);
    press(await within(dialog).findByRole('button', { name: '删除 现场照片.jpg', hidden: true }));
    const confirm = await findDialog('提示', 'alertdialog');
    expect(within(confirm).getByText('确定删除该附件吗？')).toBeTruthy();
    press(dialogButton(confirm, '确定'));
    expect(await screen.findByText('删除成功!')).toBeTruthy();
    expect(api.callsTo('attachments:delete')).toEqual([
      { runId: 'run1', businessId: 'ws1', businessType: 'flws', fileId: 'f1' },
    ]);
    await waitFor(() => expect(api.callsTo('attachments:list').length).toBeGreaterThan(1));
  });

  it('renames through a prompt that requires a name', async () => {
    const { api } = open();
    const dialog = await findDialog(title);
    press(await within(dialog).findByRole('button', { name: '重命名 现场照片.jpg', hidden: true }));
    const prompt = await findDialog('重命名附件');
    const input = within(prompt).getByRole('textbox', { hidden: true }) as HTMLInputElement;
    expect(input.value).toBe('现场照片');
    fireEvent.change(input, { target: { value: ' ' } });
    press(dialogButton(prompt, '确定'));
    expect(await within(prompt).findByText('附件名称不能为空')).toBeTruthy();
    fireEvent.change(input, { target: { value: '东侧通道照片' } });
    press(dialogButton(prompt, '确定'));
    expect(await findToast('操作成功!')).toBeTruthy();
    expect(api.callsTo('attachments:rename')).toEqual([
      {
        runId: 'run1',
        businessId: 'ws1',
        businessType: 'flws',
        fileId: 'f1',
        showName: '东侧通道照片',
      },
    ]);
  });

  it('downloads by fileId and says where the file went', async () => {
    const { api } = open();
    const dialog = await findDialog(title);
    press(await within(dialog).findByRole('button', { name: '下载 询问笔录.pdf', hidden: true }));
    expect(await screen.findByText('已下载到 C:\\下载\\询问笔录.pdf')).toBeTruthy();
    expect(api.callsTo('attachments:download')).toEqual([
      {
        runId: 'run1',
        businessId: 'ws1',
        businessType: 'flws',
        fileId: 'f2',
        fileName: '询问笔录.pdf',
      },
    ]);
  });

  it('uploads through the form with the attachment suffixes, and lists again when the file arrives', async () => {
    const { api } = open(
      {},
      { 'files:pick': () => ({ opened: true, files: [picked('整改报告.docx')] }) },
    );
    const dialog = await findDialog(title);
    await within(dialog).findByText('现场照片.jpg');
    press(dialogButton(dialog, '上传'));
    const form = await findDialog('上传附件');
    press(within(form).getByRole('textbox', { name: '点击选择文件', hidden: true }));
    await within(form).findByText('整改报告.docx');
    press(dialogButton(form, '保存'));
    await waitFor(() => expect(api.callsTo('uploads:enqueue')).toHaveLength(1));
    expect(api.callsTo('uploads:enqueue')[0]).toMatchObject({
      profile: 'form',
      target: {
        runId: 'run1',
        RWID: 'rw1',
        businessId: 'ws1',
        businessType: 'flws',
        label: '现场检查记录',
      },
      files: [{ ref: 'ref-整改报告.docx', title: '整改报告' }],
    });
    expect(await within(dialog).findByText('1 个文件正在上传到此处，完成后自动显示')).toBeTruthy();
    const lists = api.callsTo('attachments:list').length;
    act(() =>
      api.emit('uploads:changed', {
        items: [
          uploadItem({
            state: 'done',
            target: {
              runId: 'run1',
              RWID: 'rw1',
              businessId: 'ws1',
              businessType: 'flws',
              label: '现场检查记录',
            },
          }),
        ],
      }),
    );
    await waitFor(() => expect(api.callsTo('attachments:list').length).toBeGreaterThan(lists));
  });

  it('refuses a file the business already has: 当前文件已存在!', async () => {
    open(
      {},
      {
        'files:pick': () => ({
          opened: true,
          files: [{ ref: 'r1', name: '现场照片.jpg', size: 1_572_864 }],
        }),
      },
    );
    const dialog = await findDialog(title);
    await within(dialog).findByText('现场照片.jpg');
    press(dialogButton(dialog, '上传'));
    const form = await findDialog('上传附件');
    press(within(form).getByRole('textbox', { name: '点击选择文件', hidden: true }));
    expect(await within(form).findByText('当前文件已存在!')).toBeTruthy();
  });

  it('shows a failed load with retry, then the empty state', async () => {
    let failing = true;
    open(
      {},
      {
        'attachments:list': () => {
          if (failing) fail('server', '附件列表读取失败');
          return { data: pageOf([], 1, 10), source: 'network', updatedAt: 0 };
        },
      },
    );
    const dialog = await findDialog(title);
    expect(await within(dialog).findByText('附件列表读取失败')).toBeTruthy();
    failing = false;
    press(dialogButton(dialog, '重试'));
    expect(await within(dialog).findByText('暂无附件')).toBeTruthy();
  });

  it('offline shows the cached list, blocks server actions with the reason, and still takes uploads (queued)', async () => {
    const api = createFakeApi({
      'attachments:list': (req) => ({
        data: pageOf(rows, req.current, req.size),
        source: 'cache',
        updatedAt: Date.UTC(2024, 4, 2, 3, 0, 0),
      }),
    });
    renderManager(api, {}, false);
    const dialog = await findDialog(title);
    expect(await within(dialog).findByText(/^离线，数据更新于/)).toBeTruthy();
    for (const name of ['下载 现场照片.jpg', '重命名 现场照片.jpg', '删除 现场照片.jpg']) {
      expect(
        within(dialog).getByRole('button', { name, hidden: true }).getAttribute('aria-disabled'),
      ).toBe('true');
    }
    expect(
      within(dialog)
        .getByRole('button', { name: '上传', hidden: true })
        .getAttribute('aria-disabled'),
    ).toBeNull();
  });
});
