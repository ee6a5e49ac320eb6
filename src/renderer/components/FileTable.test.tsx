import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { FileTable, type FileColumn } from './FileTable';
import { formatSize } from '../../shared/common/files';

type Row = { id: string; name: string; size: number; state: string };
const columns: FileColumn<Row>[] = [{ key: 'state', header: '状态', cell: (r) => r.state }];

describe('FileTable', () => {
  it('lists each file by name and size, then the dialog’s own columns', () => {
    renderWithProviders(
      <FileTable
        label="附件上传"
        fileHeader="文件"
        emptyText="尚未选择文件"
        columns={columns}
        rows={[{ id: 'a', name: '现场照片.jpg', size: 2 * 1024 * 1024, state: '等待上传' }]}
      />,
    );
    const table = screen.getByRole('table', { name: '附件上传' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['文件', '状态']);
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[0]).toContain('现场照片.jpg');
    expect(cells[0]).toBe(`现场照片.jpg${formatSize(2 * 1024 * 1024)}`);
    expect(cells[1]).toBe('等待上传');
  });

  it('says nothing is chosen yet instead of an empty table', () => {
    renderWithProviders(
      <FileTable
        label="附件上传"
        fileHeader="文件"
        emptyText="尚未选择文件"
        columns={columns}
        rows={[]}
      />,
    );
    expect(screen.getByText('尚未选择文件')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
