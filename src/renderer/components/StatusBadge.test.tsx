import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../test/fakeApi';
import { renderWithProviders } from '../test/render';
import { StatusBadge } from './StatusBadge';
import { dictLabel, remarkColor, toDictMap } from './useDict';
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

  it('shows a key nobody names as a neutral text, never the code', async () => {
    renderWithProviders(
      <>
        <StatusBadge code={DICT.docStatus} value="4" />
        <StatusBadge code={DICT.docStatus} value="77" />
      </>,
    );
    // The fake dictionary has arrived (its 4 is 已退回, the known label 审批不通过).
    expect(await screen.findByText('已退回')).toBeTruthy();
    expect(screen.getByText('状态未知')).toBeTruthy();
    expect(screen.queryByText('77')).toBeNull();
  });

  it('shows the known label while the dictionary is on its way', () => {
    const api = createFakeApi({ 'dict:get': () => new Promise<never>(() => undefined) });
    renderWithProviders(<StatusBadge code={DICT.docStatus} value="10" title="文书状态" />, { api });
    const badge = screen.getByText('无需审批');
    expect(badge.getAttribute('title')).toBe('文书状态：无需审批');
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

  it('backs a dictionary with its known labels: entries the server’s, lookups falling back', () => {
    const map = toDictMap(
      [{ dictKey: '3', dictValue: '已审批', remark: 'success', sort: 1 }],
      DICT.docStatus,
    );
    expect([...map.keys()]).toEqual(['3']);
    expect(dictLabel(map, '3')).toBe('已审批');
    expect(dictLabel(map, '10')).toBe('无需审批');
    expect(dictLabel(map, '77')).toBe('状态未知');
    expect(dictLabel(toDictMap([], DICT.taskType), '999')).toBe('其他任务');
    expect(dictLabel(toDictMap([], DICT.taskType), '61')).toBe('行政处罚（一般程序）');
    expect(dictLabel(map, '')).toBe('');
    // No dictionary loaded: the known entries are the options (a filter works offline).
    expect([...toDictMap([], DICT.delivery).values()].map((e) => e.label)).toEqual([
      '未送达',
      '已送达',
    ]);
  });
});
