import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../platform/format';
import { fail } from '../../test/fakeApi';
import { dialogButton, findDialog, press } from '../../test/render';
import { uploadItem } from '../uploads/testing';
import { IMPORTED, RECORDED, imported } from './testing';
import { MB, buttonsOf, history, item, open, openCentre, openHistory } from './centreTestkit';

describe('import centre: history', () => {
  it('lists imports with recorder, police number, times, duration, resolution, size and upload state', async () => {
    const { api, list } = await openHistory();
    expect(api.callsTo('recorder:imports')).toEqual([{ limit: 200 }]);
    const first = item(list, 'P100234_0012345_20240305094510_0001.MP4');
    expect(within(first).getByText('记录仪 0012345')).toBeTruthy();
    expect(within(first).getByText('警号 P100234')).toBeTruthy();
    expect(within(first).getByText(`录制于 ${formatDateTime(RECORDED)}`)).toBeTruthy();
    expect(within(first).getByText('时长 02:05')).toBeTruthy();
    expect(within(first).getByText('1920×1080')).toBeTruthy();
    expect(within(first).getByText('3.00MB')).toBeTruthy();
    expect(within(first).getByText(`导入于 ${formatDateTime(IMPORTED)}`)).toBeTruthy();
    expect(within(first).getByText('上传中')).toBeTruthy();
    expect(buttonsOf(first)).toEqual([]);

    const second = item(list, '0012346_093005.MP4');
    expect(within(second).getByText('警号未指定')).toBeTruthy();
    // Not uploaded until an officer is named for it.
    expect(within(second).getByText('指定警号后上传')).toBeTruthy();
    expect(within(second).getByText('时长 1:02:05')).toBeTruthy();
    expect(buttonsOf(second)).toEqual(['指定警号']);

    const photo = item(list, 'IMG_0003.JPG');
    expect(within(photo).getByText('已上传')).toBeTruthy();
    expect(within(photo).queryByText(/时长/)).toBeNull();
    expect(buttonsOf(photo)).toEqual(['删除记录仪原文件']);

    expect(within(item(list, '排队.MP4')).getByText('排队上传')).toBeTruthy();
    expect(within(item(list, '已清除.MP4')).getByText('已上传')).toBeTruthy();
    expect(buttonsOf(item(list, '已清除.MP4'))).toEqual(['删除记录仪原文件']);

    const deleted = item(list, '已删除.MP4');
    expect(within(deleted).getByText('原文件已删除')).toBeTruthy();
    expect(buttonsOf(deleted)).toEqual([]);

    const dup = item(list, '重复.MP4');
    expect(within(dup).getByText('重复文件')).toBeTruthy();
    expect(within(dup).getByText('与已导入的文件相同')).toBeTruthy();
    expect(buttonsOf(dup)).toEqual([]);

    const bad = item(list, '坏文件.AVI');
    expect(within(bad).getByText('失败')).toBeTruthy();
    expect(within(bad).getByText('读取记录仪文件失败：EIO')).toBeTruthy();
  });

  it('shows the live percentage of an import being uploaded', async () => {
    const { list } = await openHistory({
      'uploads:list': () => [
        uploadItem({
          id: 'u-rec',
          md5: 'md5-1',
          state: 'uploading',
          size: 3 * MB,
          bytesDone: 1.5 * MB,
        }),
      ],
    });
    expect(
      await within(item(list, 'P100234_0012345_20240305094510_0001.MP4')).findByText('上传中 50%'),
    ).toBeTruthy();
  });

  it('re-reads the history when an upload of an import changes state (not on progress alone)', async () => {
    const { api, list } = await openHistory();
    await waitFor(() => expect(api.callsTo('recorder:imports')).toHaveLength(1));
    const rec = uploadItem({
      id: 'u1',
      state: 'uploading',
      target: {
        runId: '',
        RWID: '',
        businessId: 'x',
        businessType: 'zfjly',
        label: '执法记录仪 0012345',
        recorder: { sn: '0012345' },
      },
    });
    act(() => api.emit('uploads:changed', { items: [rec] }));
    await waitFor(() => expect(api.callsTo('recorder:imports')).toHaveLength(2));
    act(() => api.emit('uploads:changed', { items: [{ ...rec, bytesDone: 10 }] }));
    // Another attachment's upload does not concern the history.
    act(() => api.emit('uploads:changed', { items: [uploadItem({ id: 'other', state: 'done' })] }));
    await new Promise((r) => setTimeout(r, 1200));
    expect(api.callsTo('recorder:imports')).toHaveLength(2);
    act(() => api.emit('uploads:changed', { items: [{ ...rec, state: 'done' }] }));
    await waitFor(() => expect(api.callsTo('recorder:imports')).toHaveLength(3), { timeout: 3000 });
    expect(item(list, 'IMG_0003.JPG')).toBeTruthy();
  });

  it('does not offer deleting an original offline (main asks the server first)', async () => {
    const { api, list } = await openHistory();
    act(() => api.emit('net:changed', { online: false, since: 1 }));
    const button = within(item(list, 'IMG_0003.JPG')).getByRole('button', {
      name: '删除记录仪原文件 IMG_0003.JPG',
      hidden: true,
    });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    press(button);
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
  });

  it('says when there is nothing imported yet', async () => {
    open();
    const drawer = await openCentre();
    expect(await within(drawer).findByText('暂无导入记录')).toBeTruthy();
  });

  it('shows a failed history read', async () => {
    open({ 'recorder:imports': () => fail('internal', '数据库已锁定') });
    const drawer = await openCentre();
    expect(await within(drawer).findByText('数据库已锁定')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: '重试', hidden: true })).toBeTruthy();
  });

  it('指定警号: validates, sends the import and the number, and shows main refusing', async () => {
    let refuse = true;
    const { api, list } = await openHistory({
      'recorder:assignOfficer': (req) =>
        refuse
          ? fail('invalid', '找不到该导入记录')
          : imported('2', { name: '0012346_093005.MP4', policeNumber: req.policeNumber }),
    });
    press(
      within(item(list, '0012346_093005.MP4')).getByRole('button', {
        name: '指定警号 0012346_093005.MP4',
        hidden: true,
      }),
    );
    const dialog = await findDialog('指定警号：0012346_093005.MP4');
    expect(
      within(dialog).getByText('文件名和记录仪对应表都未给出警号，请填写拍摄该文件的执法人员警号'),
    ).toBeTruthy();
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('请输入警号')).toBeTruthy();
    const input = within(dialog).getByRole('textbox', { name: /警号/, hidden: true });
    fireEvent.change(input, { target: { value: 'x'.repeat(65) } });
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('警号不能超过 64 个字符')).toBeTruthy();
    expect(api.callsTo('recorder:assignOfficer')).toEqual([]);

    fireEvent.change(input, { target: { value: ' P100777 ' } });
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('找不到该导入记录')).toBeTruthy();
    refuse = false;
    press(dialogButton(dialog, '确定'));
    expect(await screen.findByText('已指定警号 P100777')).toBeTruthy();
    expect(api.callsTo('recorder:assignOfficer')).toEqual([
      { importId: '2', policeNumber: 'P100777' },
      { importId: '2', policeNumber: 'P100777' },
    ]);
  });

  it('删除记录仪原文件: explains the server confirmed the MD5, deletes, and shows main refusing', async () => {
    let refuse = false;
    let deleted = false;
    const { api, list } = await openHistory({
      'recorder:imports': () =>
        history().map((r) => (r.id === '3' ? { ...r, originalDeleted: deleted } : r)),
      'recorder:deleteOriginal': () => {
        if (refuse) fail('invalid', '记录仪上的原始文件已变化，与导入的文件不一致，未删除');
        deleted = true;
        return { message: '已删除记录仪上的原始文件' };
      },
    });
    const photo = item(list, 'IMG_0003.JPG');
    press(
      within(photo).getByRole('button', { name: '删除记录仪原文件 IMG_0003.JPG', hidden: true }),
    );
    const confirm = await findDialog('删除记录仪原文件', 'alertdialog');
    expect(
      within(confirm).getByText(
        '服务器已确认收到文件“IMG_0003.JPG”，其 MD5 与本机证据库中的副本一致。删除后记录仪上的原始文件不可恢复，本机证据库副本和平台上的文件不受影响。确定删除吗？',
      ),
    ).toBeTruthy();
    press(dialogButton(confirm, '取消'));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(api.callsTo('recorder:deleteOriginal')).toEqual([]);

    refuse = true;
    press(
      within(photo).getByRole('button', { name: '删除记录仪原文件 IMG_0003.JPG', hidden: true }),
    );
    press(dialogButton(await findDialog('删除记录仪原文件', 'alertdialog'), '确定'));
    expect(
      await screen.findByText('记录仪上的原始文件已变化，与导入的文件不一致，未删除'),
    ).toBeTruthy();

    refuse = false;
    press(
      within(photo).getByRole('button', { name: '删除记录仪原文件 IMG_0003.JPG', hidden: true }),
    );
    press(dialogButton(await findDialog('删除记录仪原文件', 'alertdialog'), '确定'));
    expect(await screen.findByText('已删除记录仪上的原始文件')).toBeTruthy();
    expect(api.callsTo('recorder:deleteOriginal')).toEqual([{ importId: '3' }, { importId: '3' }]);
    await waitFor(() => expect(buttonsOf(item(list, 'IMG_0003.JPG'))).toEqual([]));
    expect(within(item(list, 'IMG_0003.JPG')).getByText('原文件已删除')).toBeTruthy();
  });
});

describe('import centre: custody log', () => {
  it('校验保管链 reports an intact chain with its count', async () => {
    const { api } = open();
    const drawer = await openCentre();
    press(within(drawer).getByRole('button', { name: '校验保管链', hidden: true }));
    expect(await within(drawer).findByText('保管链完整，共 12 条记录')).toBeTruthy();
    expect(api.callsTo('recorder:verifyCustody')).toEqual([undefined]);
  });

  it('校验保管链 reports the broken entry and why, as an error', async () => {
    open({
      'recorder:verifyCustody': () => ({
        ok: false,
        count: 12,
        brokenAt: 7,
        reason: '记录内容与哈希不符',
      }),
    });
    const drawer = await openCentre();
    press(within(drawer).getByRole('button', { name: '校验保管链', hidden: true }));
    const text = await within(drawer).findByText(
      '保管链校验未通过：第 7 条记录，记录内容与哈希不符',
    );
    expect(text.closest('[role="alert"]')).toBeTruthy();
  });

  it('导出保管链 says where the file was saved, or why it was not', async () => {
    let refuse = false;
    const { api } = open({
      'recorder:exportCustody': () =>
        refuse
          ? fail('internal', '磁盘已满')
          : { savedTo: 'C:\\下载\\保管链.jsonl', fileName: '保管链.jsonl', bytes: 10 },
    });
    const drawer = await openCentre();
    press(within(drawer).getByRole('button', { name: '导出保管链', hidden: true }));
    expect(await within(drawer).findByText('保管链已导出到 C:\\下载\\保管链.jsonl')).toBeTruthy();
    refuse = true;
    await new Promise((r) => setTimeout(r, 50));
    press(within(drawer).getByRole('button', { name: '导出保管链', hidden: true }));
    expect(await within(drawer).findByText('磁盘已满')).toBeTruthy();
    expect(api.callsTo('recorder:exportCustody')).toHaveLength(2);
  });
});
