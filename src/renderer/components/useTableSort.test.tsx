import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nextSort, readSort, sortRows, useTableSort } from './useTableSort';

type Row = { name: string; size: number | null };
const rows: Row[] = [
  { name: '询问笔录.pdf', size: 300 },
  { name: 'b.jpg', size: null },
  { name: '现场照片.jpg', size: 20 },
  { name: 'a10.png', size: 5 },
  { name: 'a9.png', size: 5 },
];
const value = (r: Row, key: 'name' | 'size'): string | number | null => r[key];

describe('sortRows', () => {
  it('sorts numbers by value and keeps equal ones in order; empty values last both ways', () => {
    expect(sortRows(rows, { key: 'size', dir: 'asc' }, value).map((r) => r.name)).toEqual([
      'a10.png',
      'a9.png',
      '现场照片.jpg',
      '询问笔录.pdf',
      'b.jpg',
    ]);
    expect(sortRows(rows, { key: 'size', dir: 'desc' }, value).map((r) => r.name)).toEqual([
      '询问笔录.pdf',
      '现场照片.jpg',
      'a10.png',
      'a9.png',
      'b.jpg',
    ]);
  });

  it('sorts text in Chinese collation with numbers in names by value; no sort keeps the order', () => {
    expect(sortRows(rows, { key: 'name', dir: 'asc' }, value).map((r) => r.name)).toEqual([
      'a9.png',
      'a10.png',
      'b.jpg',
      '现场照片.jpg',
      '询问笔录.pdf',
    ]);
    expect(sortRows(rows, null, value)).toEqual(rows);
  });
});

describe('useTableSort', () => {
  it('cycles a header through ascending, descending and none', () => {
    expect(nextSort(null, 'a')).toEqual({ key: 'a', dir: 'asc' });
    expect(nextSort({ key: 'a', dir: 'asc' }, 'a')).toEqual({ key: 'a', dir: 'desc' });
    expect(nextSort({ key: 'a', dir: 'desc' }, 'a')).toBeNull();
    expect(nextSort({ key: 'a', dir: 'desc' }, 'b')).toEqual({ key: 'b', dir: 'asc' });
  });

  it('remembers each table’s sort in localStorage, and forgets one naming no column', () => {
    const { result } = renderHook(() => useTableSort('t1', ['name', 'size'] as const));
    expect(result.current.sort).toBeNull();
    act(() => result.current.toggle('size'));
    expect(result.current.header('size')).toMatchObject({
      sortable: true,
      sortDirection: 'ascending',
    });
    expect(result.current.header('name').sortDirection).toBeUndefined();
    expect(localStorage.getItem('xfjd.sort.t1')).toBe('{"key":"size","dir":"asc"}');
    expect(readSort('t1', ['name', 'size'])).toEqual({ key: 'size', dir: 'asc' });
    expect(readSort('t2', ['name', 'size'])).toBeNull();
    const again = renderHook(() => useTableSort('t1', ['name', 'size'] as const));
    expect(again.result.current.sort).toEqual({ key: 'size', dir: 'asc' });

    localStorage.setItem('xfjd.sort.t3', '{"key":"gone","dir":"asc"}');
    expect(readSort('t3', ['name'])).toBeNull();
    localStorage.setItem('xfjd.sort.t3', 'not json');
    expect(readSort('t3', ['name'])).toBeNull();
  });
});
