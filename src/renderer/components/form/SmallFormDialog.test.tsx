import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogButton, findDialog, press } from '../../test/render';
import { control, openForm } from './formTestKit';
import { dishonestyForm, executionForm, resumeForm } from '../../../shared/forms/testForms';

const type = (el: HTMLElement, value: string): void =>
  void fireEvent.change(el, { target: { value } });
const VALID = { PERSON_NAME: '张三', ID_CARD: '650102199001011239', GSQ: '6' };

async function fillValid(dialog: HTMLElement): Promise<void> {
  type(control(dialog, '当事人姓名'), VALID.PERSON_NAME);
  type(control(dialog, '身份证号'), VALID.ID_CARD);
  type(control(dialog, '公示期（月）'), VALID.GSQ);
}

describe('small form dialog: rules', () => {
  it("checks every field on submit with '{label}不能为空', focuses the first invalid field and sends nothing", async () => {
    const { onSubmit } = openForm(dishonestyForm);
    const dialog = await findDialog('个人失信基本信息');
    expect(within(dialog).queryByText('当事人姓名不能为空')).toBeNull();
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('当事人姓名不能为空')).toBeTruthy();
    expect(within(dialog).getByText('身份证号不能为空')).toBeTruthy();
    expect(within(dialog).getByText('公示期（月）不能为空')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(control(dialog, '当事人姓名')));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks a field on blur and on input', async () => {
    openForm(dishonestyForm);
    const dialog = await findDialog('个人失信基本信息');
    const id = control(dialog, '身份证号');
    id.focus();
    fireEvent.blur(id);
    expect(await within(dialog).findByText('身份证号不能为空')).toBeTruthy();
    type(id, '6501');
    await waitFor(() => expect(within(dialog).queryByText('身份证号不能为空')).toBeNull());
    type(id, '');
    expect(await within(dialog).findByText('身份证号不能为空')).toBeTruthy();
    expect(within(dialog).queryByText('当事人姓名不能为空')).toBeNull();
  });

  it("GSQ outside 1–12 says '请输入数字1至12！' while typing and is cleared on leaving the field", async () => {
    openForm(dishonestyForm);
    const dialog = await findDialog('个人失信基本信息');
    const gsq = control(dialog, '公示期（月）');
    type(gsq, '13');
    expect(await within(dialog).findByText('请输入数字1至12！')).toBeTruthy();
    expect(gsq.value).toBe('13');
    fireEvent.blur(gsq);
    await waitFor(() => expect(gsq.value).toBe(''));
    expect(within(dialog).getByText('请输入数字1至12！')).toBeTruthy();
    type(gsq, '12');
    await waitFor(() => expect(within(dialog).queryByText('请输入数字1至12！')).toBeNull());
    fireEvent.blur(gsq);
    expect(gsq.value).toBe('12');
  });

  it('a conditional field is required only while the other has its value (execution registration)', async () => {
    openForm(executionForm);
    const dialog = await findDialog('执行登记');
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('请选择执行情况')).toBeTruthy();
    expect(within(dialog).queryByText('请选择履行日期')).toBeNull();
    expect((control(dialog, '履行情况') as unknown as HTMLTextAreaElement).required).toBe(false);
    fireEvent.click(within(dialog).getByRole('radio', { name: '已履行', hidden: true }));
    expect(await within(dialog).findByText('请选择履行日期')).toBeTruthy();
    expect(within(dialog).getByText('请填写履行情况')).toBeTruthy();
    expect(within(dialog).queryByText('请选择执行情况')).toBeNull();
    expect((control(dialog, '履行情况') as unknown as HTMLTextAreaElement).required).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: '未履行', hidden: true }));
    await waitFor(() => expect(within(dialog).queryByText('请选择履行日期')).toBeNull());
    expect(within(dialog).queryByText('请填写履行情况')).toBeNull();
  });

  it("date and time: not earlier than the suspension ('恢复时间不可小于中止时间'), the calendar one day before at most", async () => {
    const { onSubmit } = openForm(resumeForm, {
      props: { initialValues: { LDSPSJ: '2024-05-10 09:30:00' } },
    });
    const dialog = await findDialog('恢复计时');
    expect(control(dialog, '中止时间').value).toBe('2024-05-10 09:30:00');
    expect(control(dialog, '中止时间').readOnly).toBe(true);
    const date = within(dialog).getByRole('combobox', { name: '恢复计时时间', hidden: true });
    const time = within(dialog).getByRole('textbox', {
      name: '恢复计时时间（时间）',
      hidden: true,
    });
    type(date, '2024-05-08');
    fireEvent.blur(date);
    expect(await within(dialog).findByText('日期不能早于2024-05-09')).toBeTruthy();
    type(date, '2024-05-10');
    fireEvent.blur(date);
    expect(await within(dialog).findByText('恢复时间不可小于中止时间')).toBeTruthy();
    expect((time as HTMLInputElement).value).toBe('00:00');
    type(time, '9:45');
    fireEvent.blur(time);
    await waitFor(() => expect(within(dialog).queryByText('恢复时间不可小于中止时间')).toBeNull());
    expect((time as HTMLInputElement).value).toBe('09:45');
    type(time, '25:00');
    fireEvent.blur(time);
    expect(
      await within(dialog).findByText('请输入正确的时间，格式为 HH:mm（24小时制）'),
    ).toBeTruthy();
    await waitFor(() => expect((time as HTMLInputElement).value).toBe('09:45'));
    type(control(dialog, '恢复计时原因'), '整改完毕');
    press(dialogButton(dialog, '确定'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        LDSPSJ: '2024-05-10 09:30:00',
        HFJSSJ: '2024-05-10 09:45:00',
        HFJSSM: '整改完毕',
      }),
    );
  });
});

describe('small form dialog: sending and closing', () => {
  it('shows the submit button busy while sending, then closes', async () => {
    let finish: () => void = () => undefined;
    const { onSubmit, onClose } = openForm(dishonestyForm, {
      submit: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    const dialog = await findDialog('个人失信基本信息');
    await fillValid(dialog);
    press(dialogButton(dialog, '确定'));
    const busy = await within(dialog).findByRole('button', { name: '正在提交…', hidden: true });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(onSubmit).toHaveBeenCalledWith(VALID);
    expect(onClose).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it("shows the server's refusal and stays open", async () => {
    const { onClose } = openForm(dishonestyForm, {
      submit: () => Promise.reject(new Error('该任务已办结，不能修改')),
    });
    const dialog = await findDialog('个人失信基本信息');
    await fillValid(dialog);
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('该任务已办结，不能修改')).toBeTruthy();
    expect((dialogButton(dialog, '确定') as HTMLButtonElement).disabled).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes at once when nothing was entered', async () => {
    const { onClose } = openForm(dishonestyForm);
    const dialog = await findDialog('个人失信基本信息');
    press(dialogButton(dialog, '取消'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('asks before closing with unsaved input (取消 or Escape); declining keeps the input', async () => {
    const { onClose } = openForm(dishonestyForm);
    const dialog = await findDialog('个人失信基本信息');
    type(control(dialog, '当事人姓名'), '张三');
    press(dialogButton(dialog, '取消'));
    let ask = await findDialog('提示', 'alertdialog');
    expect(within(ask).getByText('填写的内容尚未保存，确定关闭吗？')).toBeTruthy();
    press(dialogButton(ask, '取消'));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(control(dialog, '当事人姓名').value).toBe('张三');
    fireEvent.keyDown(control(dialog, '当事人姓名'), { key: 'Escape' });
    ask = await findDialog('提示', 'alertdialog');
    press(dialogButton(ask, '确定'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('a chooser (confirmDiscard false) closes at once even after a choice', async () => {
    const { onClose } = openForm(executionForm, { props: { confirmDiscard: false } });
    const dialog = await findDialog('执行登记');
    press(within(dialog).getByRole('radio', { name: '已履行', hidden: true }));
    press(dialogButton(dialog, '取消'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
  });

  it('keeps a hidden field in the values it sends without drawing it', async () => {
    const withHidden = {
      ...dishonestyForm,
      fields: [
        ...dishonestyForm.fields,
        { kind: 'text' as const, name: 'SOURCE', label: '来源', hidden: true },
      ],
    };
    const { onSubmit } = openForm(withHidden, {
      props: { initialValues: { ...VALID, SOURCE: '导入' } },
    });
    const dialog = await findDialog('个人失信基本信息');
    expect(within(dialog).queryByText('来源')).toBeNull();
    press(dialogButton(dialog, '确定'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ...VALID, SOURCE: '导入' }));
  });

  it('a form opened with values is not unsaved until they change', async () => {
    const { onClose } = openForm(dishonestyForm, {
      props: { initialValues: VALID, title: '编辑个人失信信息' },
    });
    const dialog = await findDialog('编辑个人失信信息');
    expect(control(dialog, '当事人姓名').value).toBe('张三');
    press(dialogButton(dialog, '取消'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});

describe('small form dialog: the calendar inside it', () => {
  it('Escape in the open calendar closes the calendar only', async () => {
    const { onClose } = openForm(resumeForm);
    const dialog = await findDialog('恢复计时');
    const date = within(dialog).getByRole('combobox', { name: '恢复计时时间', hidden: true });
    date.focus();
    fireEvent.keyDown(date, { key: 'ArrowDown' });
    const calendar = await screen.findByRole('dialog', { name: '日历', hidden: true });
    const day = await waitFor(() => {
      const focused = document.activeElement as HTMLElement;
      if (!calendar.contains(focused)) throw new Error('focus is not in the calendar yet');
      return focused;
    });
    fireEvent.keyDown(day, { key: 'Enter' });
    await waitFor(() => expect(calendar.isConnected).toBe(false));
    expect((date as HTMLInputElement).value).toBe('2024-05-10');
    fireEvent.keyDown(date, { key: 'ArrowDown' });
    const again = await screen.findByRole('dialog', { name: '日历', hidden: true });
    const focused = await waitFor(() => {
      const el = document.activeElement as HTMLElement;
      if (!again.contains(el)) throw new Error('focus is not in the calendar yet');
      return el;
    });
    fireEvent.keyDown(focused, { key: 'Escape' });
    await waitFor(() => expect(again.isConnected).toBe(false));
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.isConnected).toBe(true);
  });
});
