import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeHandlers } from '../../test/fakeApi';
import { choose, dialogButton, findDialog, press, renderWithProviders } from '../../test/render';
import { lookupFakes, lookupRows } from '../picker/testing';
import { FieldRenderer } from './FieldRenderer';
import { control, openForm } from './formTestKit';
import { useFormState } from './useFormState';
import { fromServerField, required } from '../../../shared/forms/rules';
import { serviceForm } from '../../../shared/forms/testForms';
import type { FormDefinition } from '../../../shared/forms/types';

const type = (el: HTMLElement, value: string): void =>
  void fireEvent.change(el, { target: { value } });

describe('a picker field in the small form dialog', () => {
  it('warns while its filter field is empty, then looks up with it, fills the other fields and sends the key', async () => {
    const { api, onSubmit } = openForm(serviceForm, {
      handlers: lookupFakes(lookupRows(5)),
      props: { runId: 'run-1' },
    });
    const dialog = await findDialog('技术服务');
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('请选择单位')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(dialogButton(dialog, '选择技术服务机构')),
    );

    press(dialogButton(dialog, '选择技术服务机构'));
    expect(await screen.findByText('请填写社会单位!')).toBeTruthy();
    expect(api.callsTo('generic:lookup')).toEqual([]);

    type(control(dialog, '社会单位'), 'dw1');
    press(dialogButton(dialog, '选择技术服务机构'));
    const picker = await findDialog('选择技术服务机构');
    press(await within(picker).findByRole('button', { name: '机构2', hidden: true }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '选择技术服务机构', hidden: true })).toBeNull(),
    );
    expect(api.callsTo('generic:lookup')).toEqual([
      {
        table: 'DM_XFJD_JSFWJG',
        labelField: 'DWMC',
        runId: 'run-1',
        keyField: 'SHDWID',
        keyValue: 'dw1',
      },
    ]);
    expect(
      within(dialog).getByRole('button', { name: '机构2 移除 机构2', hidden: true }),
    ).toBeTruthy();
    expect(control(dialog, '机构名称').value).toBe('机构2');
    expect(control(dialog, '联系电话').value).toBe('0991-2');
    await waitFor(() => expect(within(dialog).queryByText('请选择单位')).toBeNull());

    press(dialogButton(dialog, '确定'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        SHDWID: 'dw1',
        JSFWDWID: 'id2',
        JSFWDWMC: '机构2',
        JSFWDWDH: '0991-2',
      }),
    );
  });

  it('shows the labels of a value the form opened with, and removing the tag clears the filled fields', async () => {
    openForm(serviceForm, {
      handlers: lookupFakes(lookupRows(5)),
      props: {
        initialValues: { SHDWID: 'dw1', JSFWDWID: 'id9', JSFWDWMC: '老机构', JSFWDWDH: '1' },
      },
    });
    const dialog = await findDialog('技术服务');
    press(within(dialog).getByRole('button', { name: '老机构 移除 老机构', hidden: true }));
    await waitFor(() => expect(control(dialog, '机构名称').value).toBe(''));
    expect(control(dialog, '联系电话').value).toBe('');
    expect(await within(dialog).findByText('请选择单位')).toBeTruthy();
  });
});

describe('a multiple picker field in a form Field', () => {
  it('keeps the search out of the field: its controls take no field id, label or state, and 查询 submits no form', async () => {
    const def: FormDefinition = {
      title: '检查',
      fields: [
        {
          kind: 'picker',
          name: 'JG',
          label: '技术服务机构',
          table: 'DM_XFJD_JSFWJG',
          labelField: 'DWMC',
          multiple: true,
          required: true,
        },
      ],
    };
    const form = openForm(def, { handlers: lookupFakes(lookupRows(3)) });
    const dialog = await findDialog('检查');
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('技术服务机构不能为空')).toBeTruthy();
    press(dialogButton(dialog, '选择技术服务机构'));
    const picker = await findDialog('选择技术服务机构');
    const box = await within(picker).findByRole('checkbox', { name: '机构1', hidden: true });
    for (const el of [box, within(picker).getByPlaceholderText('请搜索技术服务机构')]) {
      expect(el.getAttribute('aria-invalid')).toBeNull();
      expect(el.hasAttribute('required')).toBe(false);
      expect(el.getAttribute('aria-describedby') ?? '').not.toContain('validationMessage');
    }
    expect(
      new Set(
        within(picker)
          .getAllByRole('checkbox', { hidden: true })
          .map((c) => c.id),
      ).size,
    ).toBe(3);
    press(box);
    // 查询 searches; it never submits the form the picker belongs to.
    type(within(picker).getByPlaceholderText('请搜索技术服务机构'), '机构');
    press(dialogButton(picker, '查询'));
    await waitFor(() => expect(form.api.callsTo('generic:lookup')).toHaveLength(2));
    expect(form.onSubmit).not.toHaveBeenCalled();
    expect(picker.isConnected).toBe(true);
    press(dialogButton(picker, '关闭'));
    await waitFor(() => expect(within(dialog).queryByText('技术服务机构不能为空')).toBeNull());
    press(dialogButton(dialog, '确定'));
    await waitFor(() => expect(form.onSubmit).toHaveBeenCalledWith({ JG: ['id1'] }));
  });
});

describe('select, radio and file fields', () => {
  const def: FormDefinition = {
    title: '登记',
    fields: [
      {
        kind: 'select',
        name: 'ZXQK',
        label: '执行情况',
        dictCode: 'XFJD_XZCF_ZXQK',
        required: true,
      },
      { kind: 'radio', name: 'LX', label: '类型', dictCode: 'XFJD_XZCF_ZXQK' },
      {
        kind: 'file',
        name: 'FJ',
        label: '附件',
        multiple: true,
        extensions: ['jpg', 'pdf'],
        required: true,
      },
    ],
  };
  const files: FakeHandlers = {
    'files:pick': () => ({
      opened: true,
      files: [
        { ref: 'r1', name: '现场照片.jpg', size: 10 },
        { ref: 'r2', name: '笔录.pdf', size: 20 },
      ],
    }),
    // Out of sort order on purpose: the options follow the dictionary's sort.
    'dict:get': (req) => ({
      data:
        req.code === 'XFJD_XZCF_ZXQK'
          ? [
              { dictKey: '2', dictValue: '未履行', remark: null, sort: 2 },
              { dictKey: '1', dictValue: '已履行', remark: null, sort: 1 },
            ]
          : [],
      source: 'network',
      updatedAt: 0,
    }),
  };

  it("takes options from the field's dictionary and files from the file dialog", async () => {
    const { onSubmit } = openForm(def, { handlers: files });
    const dialog = await findDialog('登记');
    const select = control(dialog, '执行情况') as unknown as HTMLSelectElement;
    await waitFor(() =>
      expect([...select.options].map((o) => o.text)).toEqual(['请选择', '已履行', '未履行']),
    );
    choose(select, '2');
    expect(within(dialog).getByRole('radio', { name: '已履行', hidden: true })).toBeTruthy();
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('附件不能为空')).toBeTruthy();
    press(dialogButton(dialog, '选择文件'));
    expect(
      await within(dialog).findByRole('button', {
        name: '现场照片.jpg 移除 现场照片.jpg',
        hidden: true,
      }),
    ).toBeTruthy();
    press(within(dialog).getByRole('button', { name: '笔录.pdf 移除 笔录.pdf', hidden: true }));
    await waitFor(() => expect(within(dialog).queryByText('笔录.pdf')).toBeNull());
    press(dialogButton(dialog, '确定'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ZXQK: '2', FJ: ['r1'] }));
  });

  it('a multiple choice is a group of check boxes, each with its own name, sent as a list in option order', async () => {
    const many: FormDefinition = {
      title: '选择文书',
      fields: [
        {
          kind: 'select',
          name: 'docs',
          label: '文书',
          multiple: true,
          options: [
            { value: '101', label: '罚款' },
            { value: '421', label: '三停' },
            { value: '417', label: '其他' },
          ],
          rules: [required('请选择文书')],
        },
      ],
    };
    const { onSubmit } = openForm(many);
    const dialog = await findDialog('选择文书');
    const group = within(dialog).getByRole('group', { name: '文书', hidden: true });
    expect(
      within(group)
        .getAllByRole('checkbox', { hidden: true })
        .map((c) => c.closest('.fui-Checkbox')?.textContent),
    ).toEqual(['罚款', '三停', '其他']);
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('请选择文书')).toBeTruthy();
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(within(group).getByRole('checkbox', { name: '其他', hidden: true }));
    fireEvent.click(within(group).getByRole('checkbox', { name: '罚款', hidden: true }));
    await waitFor(() => expect(within(dialog).queryByText('请选择文书')).toBeNull());
    fireEvent.click(within(group).getByRole('checkbox', { name: '三停', hidden: true }));
    fireEvent.click(within(group).getByRole('checkbox', { name: '三停', hidden: true }));
    press(dialogButton(dialog, '确定'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ docs: ['101', '417'] }));
  });

  it('refuses a file of a suffix the field does not take', async () => {
    openForm(
      { title: '上传', fields: [{ kind: 'file', name: 'FJ', label: '附件', extensions: ['pdf'] }] },
      { handlers: files },
    );
    const dialog = await findDialog('上传');
    press(dialogButton(dialog, '选择文件'));
    expect(
      await screen.findByText('您的附件【现场照片.jpg】后缀系统不支持，请修改后缀后重新上传'),
    ).toBeTruthy();
    expect(within(dialog).getByText('未选择文件')).toBeTruthy();
  });
});

describe('the field renderer outside a dialog (a document page)', () => {
  // A document's server-defined fields, as DocumentPage renders them.
  const page: FormDefinition = {
    fields: [
      fromServerField({ name: 'DWMC', label: '被责令单位', type: 'text', required: true }),
      fromServerField({ name: 'ZGQX', label: '改正期限', type: 'date', required: true }),
      fromServerField({ name: 'FKJE', label: '罚款金额', type: 'number' }),
    ],
  };

  function DocumentFields({ readOnly = false }: { readOnly?: boolean }): ReactElement {
    const form = useFormState(page, { DWMC: '某单位', ZGQX: '2024-06-01 00:00:00' });
    return (
      <div>
        {page.fields.map((f) => (
          <FieldRenderer
            key={f.name}
            field={f}
            definition={page}
            values={form.values}
            error={form.errors[f.name]}
            readOnly={readOnly}
            onChange={form.change}
            onBlur={form.blur}
          />
        ))}
        <output>{form.dirty ? 'dirty' : 'clean'}</output>
      </div>
    );
  }

  it('renders and checks the fields the same way', async () => {
    renderWithProviders(<DocumentFields />, { api: createFakeApi() });
    const name = screen.getByLabelText('被责令单位', { exact: false }) as HTMLInputElement;
    expect(name.value).toBe('某单位');
    expect((screen.getByRole('combobox', { name: '改正期限' }) as HTMLInputElement).value).toBe(
      '2024-06-01',
    );
    type(name, '');
    expect(await screen.findByText('被责令单位不能为空')).toBeTruthy();
    type(screen.getByLabelText('罚款金额'), '五百');
    expect(await screen.findByText('罚款金额必须是数字')).toBeTruthy();
    expect(screen.getByText('dirty')).toBeTruthy();
  });

  it('read-only: values shown, nothing editable', () => {
    renderWithProviders(<DocumentFields readOnly />, { api: createFakeApi() });
    expect((screen.getByLabelText('被责令单位') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('改正期限') as HTMLInputElement).value).toBe('2024-06-01');
    expect((screen.getByLabelText('改正期限') as HTMLInputElement).readOnly).toBe(true);
  });
});
