import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dialogButton, findDialog, press, renderWithProviders } from '../test/render';
import { PromptDialog, type PromptDialogProps } from './PromptDialog';

const base: PromptDialogProps = {
  value: '现场照片',
  title: '重命名附件',
  label: '附件名称',
  required: true,
  validate: (v) => (v.trim() ? null : '附件名称不能为空'),
  onCancel: () => undefined,
  onConfirm: () => undefined,
};

describe('PromptDialog', () => {
  it('starts from the given value and confirms the trimmed value, busy until it is answered', async () => {
    let answer: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((ok) => (answer = ok)));
    renderWithProviders(<PromptDialog {...base} onConfirm={onConfirm} />);
    const dialog = await findDialog('重命名附件');
    const input = within(dialog).getByRole('textbox', {
      name: /附件名称/,
      hidden: true,
    }) as HTMLInputElement;
    expect(input.value).toBe('现场照片');
    fireEvent.change(input, { target: { value: '  现场照片2  ' } });
    press(dialogButton(dialog, '确定'));
    expect(onConfirm).toHaveBeenCalledWith('现场照片2');
    await waitFor(() =>
      expect((dialogButton(dialog, '确定') as HTMLButtonElement).disabled).toBe(true),
    );
    answer();
    await waitFor(() =>
      expect((dialogButton(dialog, '确定') as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('shows the rule under the field instead of confirming, and clears it as the value is corrected', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<PromptDialog {...base} value="" onConfirm={onConfirm} />);
    const dialog = await findDialog('重命名附件');
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('附件名称不能为空')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { hidden: true }), {
      target: { value: '询问笔录' },
    });
    expect(within(dialog).queryByText('附件名称不能为空')).toBeNull();
  });

  it('cancels, says a hint and the write refusal, and offers a text area for remarks', async () => {
    const onCancel = vi.fn();
    renderWithProviders(
      <PromptDialog
        {...base}
        title="修改备注"
        label="请输入要修改的备注"
        multiline
        hint="备注随视频保存"
        error="备注过长"
        required={false}
        onCancel={onCancel}
      />,
    );
    const dialog = await findDialog('修改备注');
    expect(within(dialog).getByText('备注随视频保存')).toBeTruthy();
    expect(within(dialog).getByText('备注过长')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { hidden: true }).tagName).toBe('TEXTAREA');
    press(dialogButton(dialog, '取消'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('asks before throwing typed text away (取消 or Escape); declining keeps it', async () => {
    const onCancel = vi.fn();
    renderWithProviders(
      <PromptDialog {...base} value="" title="申请作废" label="作废原因" onCancel={onCancel} />,
    );
    const dialog = await findDialog('申请作废');
    const input = within(dialog).getByRole('textbox', { hidden: true });
    fireEvent.change(input, { target: { value: '当事人信息填写错误' } });
    press(dialogButton(dialog, '取消'));
    let ask = await findDialog('提示', 'alertdialog');
    expect(within(ask).getByText('填写的内容尚未保存，确定关闭吗？')).toBeTruthy();
    press(dialogButton(ask, '取消'));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(onCancel).not.toHaveBeenCalled();
    expect((input as HTMLInputElement).value).toBe('当事人信息填写错误');
    fireEvent.keyDown(input, { key: 'Escape' });
    ask = await findDialog('提示', 'alertdialog');
    press(dialogButton(ask, '确定'));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
  });

  it('closes at once when the text is unchanged', async () => {
    const onCancel = vi.fn();
    renderWithProviders(<PromptDialog {...base} onCancel={onCancel} />);
    const dialog = await findDialog('重命名附件');
    fireEvent.keyDown(within(dialog).getByRole('textbox', { hidden: true }), { key: 'Escape' });
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
  });

  it('is closed while its value is null', () => {
    renderWithProviders(<PromptDialog {...base} value={null} />);
    expect(screen.queryByText('重命名附件')).toBeNull();
  });
});
