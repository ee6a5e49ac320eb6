import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../test/fakeApi';
import { dialogButton, findDialog, press, renderWithProviders } from '../../test/render';
import { session } from '../../platform/testing';
import { detailConfig } from '../detail/testing';
import { ActionFormDialog } from './ActionFormDialog';
import { Intro } from './FormDialogs';
import { executionForm } from '../../../shared/actions/forms';
import type { ButtonContext } from '../../platform/buttons';
import type { FormDefinition } from '../../../shared/forms/types';

// The officer of these tests is 张伟 (platform/testing.ts), the task's officer; 李强 co-officer.
const ctx = {
  runId: 'run1',
  RWID: 'rw1',
  config: detailConfig(
    { dataMap: { DWID: 'dw1', TYSHXYDM: '91150102MA0N2X8K3P', FDDBR: '王建国' } },
    {
      shdwid: 'dw1',
      DWMC: '呼和浩特市青城宾馆有限责任公司',
      CBRXM: '张伟',
      copycbr: '李强',
    },
  ),
  tree: [],
  user: session.user,
} as unknown as ButtonContext;

// A dishonesty-style record (spec 02 §3): what the task knows, and what only the officer can say.
const form: FormDefinition = {
  title: '失信记录',
  fields: [
    { kind: 'text', name: 'DWMC', label: '单位名称', required: true },
    { kind: 'text', name: 'SHXYDM', label: '统一社会信用代码' },
    { kind: 'text', name: 'CBR', label: '承办人' },
    { kind: 'date', name: 'TBRQ', label: '填表日期' },
    { kind: 'textarea', name: 'WFSS', label: '违法事实' },
  ],
};

const field = (dialog: HTMLElement, label: string): HTMLInputElement =>
  within(dialog).getByLabelText(label, {
    exact: false,
    selector: 'input, textarea',
  }) as HTMLInputElement;

describe('a task action form', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-18T10:00:00+08:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('opens pre-filled by the document rule, says which fields, and closes unchanged without asking', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <ActionFormDialog
        ctx={ctx}
        definition={form}
        intro={<Intro text="本记录将推送至信用平台" />}
        onSubmit={() => Promise.resolve()}
        onClose={onClose}
      />,
      { api: createFakeApi() },
    );
    const dialog = await findDialog('失信记录');
    expect(within(dialog).getByRole('note').textContent).toBe(
      '已根据任务和当前账号预填：单位名称、统一社会信用代码、承办人、填表日期（可修改）',
    );
    // The dialog's own intro stays, after the note.
    expect(within(dialog).getByText('本记录将推送至信用平台')).toBeTruthy();
    expect(field(dialog, '单位名称').value).toBe('呼和浩特市青城宾馆有限责任公司');
    expect(field(dialog, '统一社会信用代码').value).toBe('91150102MA0N2X8K3P');
    expect(field(dialog, '承办人').value).toBe('张伟、李强');
    expect(within(dialog).getByRole('combobox', { name: '填表日期', hidden: true })).toHaveProperty(
      'value',
      '2026-03-18',
    );
    expect(field(dialog, '违法事实').value).toBe('');
    // Pre-filled values are where the form started: nothing to lose, no question.
    press(dialogButton(dialog, '取消'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('填写的内容尚未保存，确定关闭吗？')).toBeNull();
  });

  it('keeps the record it edits; only the other fields are pre-filled and named', async () => {
    renderWithProviders(
      <ActionFormDialog
        ctx={ctx}
        definition={form}
        initialValues={{ CBR: '王晓东' }}
        onSubmit={() => Promise.resolve()}
        onClose={() => undefined}
      />,
      { api: createFakeApi() },
    );
    const dialog = await findDialog('失信记录');
    expect(field(dialog, '承办人').value).toBe('王晓东');
    expect(within(dialog).getByRole('note').textContent).toBe(
      '已根据任务和当前账号预填：单位名称、统一社会信用代码、填表日期（可修改）',
    );
  });

  it('a form with nothing the task knows opens as before, without a note', async () => {
    renderWithProviders(
      <ActionFormDialog
        ctx={ctx}
        definition={executionForm}
        onSubmit={() => Promise.resolve()}
        onClose={() => undefined}
      />,
      { api: createFakeApi() },
    );
    const dialog = await findDialog('执行登记');
    expect(within(dialog).queryByRole('note')).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: '履行日期', hidden: true })).toHaveProperty(
      'value',
      '',
    );
  });
});
