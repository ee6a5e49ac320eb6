import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { press, renderWithProviders } from '../test/render';
import { PageCard } from './PageCard';

describe('PageCard', () => {
  it('names the card, heads it with the title and 返回, and holds the content', () => {
    const onBack = vi.fn();
    renderWithProviders(
      <PageCard label="审批信息" title="审批信息：消防监督检查记录" onBack={onBack}>
        <p>审批记录</p>
      </PageCard>,
    );
    const card = screen.getByRole('region', { name: '审批信息' });
    expect(within(card).getByRole('heading', { level: 1 }).textContent).toBe(
      '审批信息：消防监督检查记录',
    );
    expect(within(card).getByText('审批记录')).toBeTruthy();
    press(within(card).getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
