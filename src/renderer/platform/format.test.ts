import { describe, expect, it } from 'vitest';
import { formatDateTime, formatServerTime } from './format';

describe('formatDateTime', () => {
  it('formats local time with zero padding', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 8, 3, 9))).toBe('2024-01-05 08:03:09');
  });
});

describe('formatServerTime', () => {
  it('keeps server text dates as sent', () => {
    expect(formatServerTime('2024-05-01')).toBe('2024-05-01');
    expect(formatServerTime('2024-05-01 10:00:00')).toBe('2024-05-01 10:00:00');
  });
  it('formats epoch milliseconds', () => {
    const ms = new Date(2024, 4, 1, 10, 20, 30).getTime();
    expect(formatServerTime(String(ms))).toBe('2024-05-01 10:20:30');
  });
  it('renders null as empty', () => {
    expect(formatServerTime(null)).toBe('');
  });
});
