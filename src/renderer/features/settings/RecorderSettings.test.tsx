import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, type FakeHandlers } from '../../test/fakeApi';
import { press, renderApp } from '../../test/render';
import { recorderHandlers, recorderSettings } from '../recorder/testing';
import { folderError, validateRecorderMap } from '../../../shared/recorder/rules';

async function open(over: FakeHandlers = {}) {
  const rendered = renderApp({ api: createFakeApi(recorderHandlers(over)), path: '/settings' });
  const form = await screen.findByRole('form', { name: '执法记录仪' });
  return { ...rendered, form };
}
const folders = (form: HTMLElement): string[] =>
  within(within(form).getByRole('list', { name: '记录仪目录' }))
    .queryAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label') ?? '');
const save = (form: HTMLElement): void =>
  press(within(form).getByRole('button', { name: '保存记录仪设置' }));
const type = (el: HTMLElement, value: string): void => {
  fireEvent.change(el, { target: { value } });
};

describe('recorder settings', () => {
  it('shows the evidence store, the workstation, folders (IT’s locked) and the recorder map (IT’s rows read-only)', async () => {
    const { form } = await open();
    expect(within(form).getByText('本机证据库目录')).toBeTruthy();
    expect(
      within(form).getByText('C:\\Users\\zhangwei\\AppData\\Roaming\\xfjd\\evidence'),
    ).toBeTruthy();
    expect(within(form).getByText('工作站名称')).toBeTruthy();
    expect(within(form).getByText('XC-DADUI-PC01')).toBeTruthy();
    expect(folders(form)).toEqual(['D:\\执法记录仪', 'E:\\DCIM']);
    const locked = within(form).getByRole('listitem', { name: 'D:\\执法记录仪' });
    expect(within(locked).getByLabelText('由单位信息中心统一配置，不能移除')).toBeTruthy();
    expect(within(locked).queryByRole('button')).toBeNull();
    expect(
      within(within(form).getByRole('listitem', { name: 'E:\\DCIM' })).getByRole('button', {
        name: '移除目录 E:\\DCIM',
      }),
    ).toBeTruthy();

    const table = within(form).getByRole('table', { name: '记录仪与警号对应' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('JY0001')).toBeTruthy();
    expect(within(rows[1]).getByText('150001')).toBeTruthy();
    expect(within(rows[1]).queryByRole('textbox')).toBeNull();
    expect(within(rows[1]).queryByRole('button')).toBeNull();
    expect(
      (within(rows[2]).getByRole('textbox', { name: '第 2 行记录仪编号' }) as HTMLInputElement)
        .value,
    ).toBe('0012345');
    expect(
      (within(rows[2]).getByRole('textbox', { name: '第 2 行警号' }) as HTMLInputElement).value,
    ).toBe('P100234');
  });

  it('adds a folder from the native dialog, removes one, edits the map and saves with 设置已保存', async () => {
    const { api, form } = await open({
      'recorder:pickFolder': () => ({ opened: true, path: 'F:\\' }),
    });
    press(within(form).getByRole('button', { name: '添加目录' }));
    await waitFor(() => expect(folders(form)).toEqual(['D:\\执法记录仪', 'E:\\DCIM', 'F:\\']));
    expect(within(form).getByText('有未保存的更改')).toBeTruthy();
    press(within(form).getByRole('button', { name: '移除目录 E:\\DCIM' }));
    expect(folders(form)).toEqual(['D:\\执法记录仪', 'F:\\']);

    press(within(form).getByRole('button', { name: '添加记录仪' }));
    type(within(form).getByRole('textbox', { name: '第 3 行记录仪编号' }), ' 0012346 ');
    type(within(form).getByRole('textbox', { name: '第 3 行警号' }), 'P100235');
    press(within(form).getByRole('button', { name: '删除第 2 行' }));
    save(form);
    expect(await screen.findByText('设置已保存')).toBeTruthy();
    expect(api.callsTo('recorder:saveSettings')).toEqual([
      { folders: ['F:\\'], recorders: [{ recorderNumber: '0012346', policeNumber: 'P100235' }] },
    ]);
    expect(within(form).queryByText('有未保存的更改')).toBeNull();
    expect(api.callsTo('recorder:pickFolder')).toEqual([undefined]);
  });

  it('the native dialog cancelled adds nothing', async () => {
    const { form } = await open();
    press(within(form).getByRole('button', { name: '添加目录' }));
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: '添加目录' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    expect(folders(form)).toEqual(['D:\\执法记录仪', 'E:\\DCIM']);
  });

  it('in browser mode asks for the path as text, with its messages', async () => {
    const { api, form } = await open({
      'recorder:pickFolder': () => ({ opened: false, path: null }),
    });
    press(within(form).getByRole('button', { name: '添加目录' }));
    const input = await within(form).findByRole('textbox', { name: '目录路径' });
    expect(input.getAttribute('placeholder')).toBe('例如 E:\\DCIM');
    expect(
      within(form).getByText('当前环境无法打开目录选择窗口，请直接填写目录的完整路径'),
    ).toBeTruthy();
    const add = within(form).getByRole('button', { name: '添加' });
    press(add);
    expect(await within(form).findByText('请输入目录路径')).toBeTruthy();
    type(input, 'DCIM');
    press(add);
    expect(await within(form).findByText('请填写完整的目录路径：DCIM')).toBeTruthy();
    type(input, 'e:\\dcim\\');
    press(add);
    expect(await within(form).findByText('该目录已在列表中')).toBeTruthy();
    type(input, '/media/officer/RECORDER');
    press(add);
    await waitFor(() =>
      expect(folders(form)).toEqual(['D:\\执法记录仪', 'E:\\DCIM', '/media/officer/RECORDER']),
    );
    // Added: the field goes, 添加目录 asks again next time.
    expect(within(form).queryByRole('textbox', { name: '目录路径' })).toBeNull();
    expect(within(form).getByRole('button', { name: '添加目录' })).toBeTruthy();
    save(form);
    expect(await screen.findByText('设置已保存')).toBeTruthy();
    expect(api.callsTo('recorder:saveSettings')).toEqual([
      {
        folders: ['E:\\DCIM', '/media/officer/RECORDER'],
        recorders: [{ recorderNumber: '0012345', policeNumber: 'P100234' }],
      },
    ]);
  });

  it('names empty and repeated numbers at their fields and sends nothing', async () => {
    const { api, form } = await open();
    press(within(form).getByRole('button', { name: '添加记录仪' }));
    press(within(form).getByRole('button', { name: '添加记录仪' }));
    press(within(form).getByRole('button', { name: '添加记录仪' }));
    type(within(form).getByRole('textbox', { name: '第 3 行警号' }), 'P1');
    type(within(form).getByRole('textbox', { name: '第 4 行记录仪编号' }), '0012345');
    type(within(form).getByRole('textbox', { name: '第 5 行记录仪编号' }), 'JY0001');
    type(within(form).getByRole('textbox', { name: '第 5 行警号' }), 'P5');
    save(form);
    expect(await within(form).findByText('请输入记录仪编号')).toBeTruthy();
    expect(within(form).getAllByText('请输入警号')).toHaveLength(1);
    expect(within(form).getByText('记录仪编号重复：0012345')).toBeTruthy();
    expect(within(form).getByText('记录仪编号重复：JY0001')).toBeTruthy();
    expect(api.callsTo('recorder:saveSettings')).toEqual([]);
    // Typing clears that field's message.
    type(within(form).getByRole('textbox', { name: '第 3 行记录仪编号' }), '0012399');
    expect(within(form).queryByText('请输入记录仪编号')).toBeNull();
  });

  it('shows main refusing the settings', async () => {
    const { form } = await open({
      'recorder:saveSettings': () => fail('invalid', '请填写完整的目录路径：DCIM'),
    });
    save(form);
    await waitFor(() =>
      expect(screen.getAllByText('请填写完整的目录路径：DCIM').length).toBeGreaterThan(0),
    );
    expect(within(form).getByRole('button', { name: '保存记录仪设置' })).toBeTruthy();
  });

  it('shows a failed read with a retry', async () => {
    let n = 0;
    renderApp({
      api: createFakeApi(
        recorderHandlers({
          'recorder:settings': () =>
            n++ === 0 ? fail('internal', '配置文件无法读取') : recorderSettings(),
        }),
      ),
      path: '/settings',
    });
    expect(await screen.findByText('配置文件无法读取')).toBeTruthy();
    press(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('form', { name: '执法记录仪' })).toBeTruthy();
  });
});

describe('recorder settings rules', () => {
  it('checks the map as main does', () => {
    const rows = [
      { recorderNumber: 'A1', policeNumber: 'P', locked: true },
      { recorderNumber: ' ', policeNumber: '', locked: false },
      { recorderNumber: 'A1 ', policeNumber: 'P', locked: false },
      { recorderNumber: 'B2', policeNumber: 'P', locked: false },
      { recorderNumber: 'B2', policeNumber: 'P', locked: false },
    ];
    expect(validateRecorderMap(rows)).toEqual([
      {},
      { recorderNumber: '请输入记录仪编号', policeNumber: '请输入警号' },
      { recorderNumber: '记录仪编号重复：A1' },
      {},
      { recorderNumber: '记录仪编号重复：B2' },
    ]);
  });

  it('accepts drive, share and POSIX paths only', () => {
    expect([
      folderError('', []),
      folderError('D:', []),
      folderError('D:\\', []),
      folderError('\\\\nas\\rec', []),
      folderError('/media/x', ['/media/x/']),
    ]).toEqual(['请输入目录路径', '请填写完整的目录路径：D:', null, null, '该目录已在列表中']);
  });
});
