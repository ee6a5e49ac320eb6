import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Pager, jumpTarget, pageItems } from './Pager';

describe('pageItems', () => {
  it('shows every page when there are 7 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first, the last and the pages around the current one, with gaps', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
    expect(pageItems(5, 20)).toEqual([1, 'gap', 3, 4, 5, 6, 7, 'gap', 20]);
    expect(pageItems(16, 20)).toEqual([1, 'gap', 14, 15, 16, 17, 18, 'gap', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'gap', 15, 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 15, 16, 17, 18, 19, 20]);
  });
});

describe('jumpTarget', () => {
  it('clamps the typed page into the pages there are, and ignores what is no number', () => {
    expect(jumpTarget('3', 5)).toBe(3);
    expect(jumpTarget(' 9 ', 5)).toBe(5);
    expect(jumpTarget('0', 5)).toBe(1);
    expect(jumpTarget('-2', 5)).toBe(1);
    expect(jumpTarget('2.7', 5)).toBe(2);
    expect(jumpTarget('', 5)).toBeNull();
    expect(jumpTarget('abc', 5)).toBeNull();
  });
});

describe('Pager', () => {
  const pager = (page: number, onChange = vi.fn()) => {
    renderWithProviders(
      <Pager total={195} page={page} size={10} sizes={[10, 20, 50]} onChange={onChange} />,
    );
    return onChange;
  };

  it('shows the total, the page size, the page numbers and 跳至 N 页', () => {
    pager(1);
    expect(screen.getByText('共 195 条')).toBeTruthy();
    expect(screen.getByText('第 1 / 20 页')).toBeTruthy();
    const numbers = screen
      .getAllByRole('button', { name: /^第 \d+ 页$/ })
      .map((b) => b.textContent);
    expect(numbers).toEqual(['1', '2', '3', '4', '5', '6', '20']);
    expect(screen.getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByText('跳至')).toBeTruthy();
    expect(screen.getByText('页')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '分页' })).toBeTruthy();
  });

  it('goes to a clicked page number, keeping the size', () => {
    const onChange = pager(1);
    fireEvent.click(screen.getByRole('button', { name: '第 20 页' }));
    expect(onChange).toHaveBeenCalledWith(20, 10);
    // The current page is no move.
    fireEvent.click(screen.getByRole('button', { name: '第 1 页' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('jumps to the typed page on Enter, clamped, and clears the box', () => {
    const onChange = pager(2);
    const box = screen.getByLabelText('跳至页码') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '15' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(15, 10);
    expect(box.value).toBe('');
    fireEvent.change(box, { target: { value: '99' } });
    fireEvent.blur(box);
    expect(onChange).toHaveBeenLastCalledWith(20, 10);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('a new page size starts at page 1', () => {
    const onChange = pager(5);
    fireEvent.change(screen.getByLabelText('每页条数'), { target: { value: '50' } });
    expect(onChange).toHaveBeenCalledWith(1, 50);
  });
});
