import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState, type ReactElement } from 'react';
import { findToast, renderWithProviders } from '../../test/render';
import { picked } from '../../platform/testing';
import { FileControl } from './FileControl';
import type { FieldValue, FileFieldDef } from '../../../shared/forms/types';

// A form's file field takes dropped files like chosen ones (issue 14).

const field: FileFieldDef = { kind: 'file', name: 'FILES', label: '附件', extensions: ['pdf'] };

function Harness({ def }: { def: FileFieldDef }): ReactElement {
  const [value, setValue] = useState<FieldValue>(def.multiple ? [] : '');
  return (
    <div data-testid="field">
      <FileControl
        field={def}
        value={value}
        disabled={false}
        onChange={setValue}
        onBlur={vi.fn()}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </div>
  );
}

const drop = (files: File[]) => ({
  types: ['Files'],
  files,
  items: files.map((f) => ({
    kind: 'file',
    webkitGetAsEntry: () => ({ name: f.name, isDirectory: false }),
  })),
});

afterEach(() => {
  delete window.desktop;
});

describe('FileControl drop', () => {
  it('adds a dropped file by its ref, and shows the field while dragging', async () => {
    const registerDroppedFiles = vi.fn(async (files: File[]) => ({
      ok: true as const,
      value: files.map((f) => picked(f.name, f.size)),
    }));
    window.desktop = { setZoomFactor: vi.fn(), registerDroppedFiles };
    renderWithProviders(<Harness def={{ ...field, multiple: true }} />);
    const button = screen.getByRole('button', { name: '选择文件' });
    const data = drop([new File(['x'], '检查记录.pdf')]);
    fireEvent.dragEnter(button, { dataTransfer: data });
    expect(screen.getByText('松开鼠标即可添加文件')).toBeTruthy();
    fireEvent.drop(button, { dataTransfer: data });
    await waitFor(() =>
      expect(screen.getByTestId('value').textContent).toBe('["ref-检查记录.pdf"]'),
    );
    expect(screen.getByText('检查记录.pdf')).toBeTruthy();
    expect(screen.queryByText('松开鼠标即可添加文件')).toBeNull();
  });

  it('refuses a wrong suffix with the field rule, and two files on a single field', async () => {
    const registerDroppedFiles = vi.fn();
    window.desktop = { setZoomFactor: vi.fn(), registerDroppedFiles };
    renderWithProviders(<Harness def={field} />);
    const button = screen.getByRole('button', { name: '选择文件' });
    fireEvent.drop(button, { dataTransfer: drop([new File(['x'], '程序.exe')]) });
    expect(
      await findToast('您的附件【程序.exe】后缀系统不支持，请修改后缀后重新上传'),
    ).toBeTruthy();
    fireEvent.drop(button, {
      dataTransfer: drop([new File(['x'], 'a.pdf'), new File(['y'], 'b.pdf')]),
    });
    expect(await findToast('只能添加一个文件，请只拖入一个文件')).toBeTruthy();
    expect(registerDroppedFiles).not.toHaveBeenCalled();
    expect(screen.getByTestId('value').textContent).toBe('""');
  });
});
