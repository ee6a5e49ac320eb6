import { fireEvent, screen, within } from '@testing-library/react';
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

  it('sorts by a header click (name; a column that gives its sort value) and remembers it', () => {
    const sorted: FileColumn<Row>[] = [
      { key: 'state', header: '状态', cell: (r) => r.state, sortValue: (r) => r.state },
      { key: 'note', header: '备注', cell: () => '' },
    ];
    const rows: Row[] = [
      { id: 'a', name: '询问笔录.pdf', size: 1, state: '等待上传' },
      { id: 'b', name: '现场照片.jpg', size: 2, state: '上传失败' },
      { id: 'c', name: 'a.docx', size: 3, state: '等待上传' },
    ];
    const names = (): string[] =>
      within(screen.getByRole('table', { name: '附件上传' }))
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getByTitle(/./).textContent ?? '');
    const view = renderWithProviders(
      <FileTable label="附件上传" fileHeader="文件" emptyText="" columns={sorted} rows={rows} />,
    );
    expect(names()).toEqual(['询问笔录.pdf', '现场照片.jpg', 'a.docx']);
    const head = (name: string): HTMLElement => screen.getByRole('columnheader', { name });
    fireEvent.click(within(head('文件')).getByRole('button'));
    expect(names()).toEqual(['a.docx', '现场照片.jpg', '询问笔录.pdf']);
    fireEvent.click(within(head('文件')).getByRole('button'));
    expect(names()).toEqual(['询问笔录.pdf', '现场照片.jpg', 'a.docx']);
    fireEvent.click(within(head('状态')).getByRole('button'));
    expect(head('状态').getAttribute('aria-sort')).toBe('ascending');
    // By pinyin: 等待上传 (deng) before 上传失败 (shang); equal states keep their order.
    expect(names()).toEqual(['询问笔录.pdf', 'a.docx', '现场照片.jpg']);
    // A column without a sort value is no sort button.
    expect(within(head('备注')).queryByRole('button')).toBeNull();
    expect(localStorage.getItem('xfjd.sort.files.附件上传')).toBe('{"key":"state","dir":"asc"}');
    view.unmount();
    renderWithProviders(
      <FileTable label="附件上传" fileHeader="文件" emptyText="" columns={sorted} rows={rows} />,
    );
    // By pinyin: 等待上传 (deng) before 上传失败 (shang); equal states keep their order.
    expect(names()).toEqual(['询问笔录.pdf', 'a.docx', '现场照片.jpg']);
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
