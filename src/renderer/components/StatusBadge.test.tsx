import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../test/fakeApi';
import { renderWithProviders } from '../test/render';
import { StatusBadge } from './StatusBadge';
import { remarkColor, toDictMap } from './useDict';
import { DICT } from '../../shared/dict/constants';

describe('StatusBadge', () => {
  it('shows the dictionary label with the colour from its remark', async () => {
    const api = createFakeApi();
    renderWithProviders(<StatusBadge code={DICT.docStatus} value="4" title="文书状态" />, { api });
    const badge = await screen.findByText('已退回');
    expect(badge.className).toContain('fui-Badge');
    expect(badge.getAttribute('title')).toBe('文书状态：已退回');
    expect(api.callsTo('dict:get')).toEqual([{ code: 'XFJD_FLWS_STATUS' }]);
  });

  it('shows an unknown key as it is', async () => {
    renderWithProviders(<StatusBadge code={DICT.docStatus} value="77" />);
    expect(await screen.findByText('77')).toBeTruthy();
  });

  it('renders nothing without a value', () => {
    const { container } = renderWithProviders(<StatusBadge code={DICT.docStatus} value={null} />);
    expect(container.querySelector('.fui-Badge')).toBeNull();
  });
});

describe('dictionary colours', () => {
  it('maps our remarks and the web system tag types to Fluent badge colours', () => {
    expect(
      ['success', 'warning', 'danger', 'informative', 'brand', 'subtle'].map(remarkColor),
    ).toEqual(['success', 'warning', 'danger', 'informative', 'brand', 'subtle']);
    expect(remarkColor('primary')).toBe('brand');
    expect(remarkColor('info')).toBe('informative');
    expect(remarkColor('#ff0000')).toBe('subtle');
    expect(remarkColor(null)).toBe('subtle');
  });

  it('orders entries by sort and keys them by dictKey', () => {
    const map = toDictMap([
      { dictKey: '2', dictValue: '乙', remark: 'success', sort: 2 },
      { dictKey: '1', dictValue: '甲', remark: null, sort: 1 },
    ]);
    expect([...map.keys()]).toEqual(['1', '2']);
    expect(map.get('2')).toEqual({ label: '乙', color: 'success' });
  });
});
