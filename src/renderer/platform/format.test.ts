import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatServerTime, formatTime } from './format';

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

describe('independent of the machine locale (issue 14)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('formats the same when the machine speaks US English with a 12-hour clock', () => {
    const ms = new Date(2026, 7, 26, 14, 24, 54).getTime();
    const shown = (): string[] => [
      formatDateTime(ms),
      formatDateTime(new Date(ms)),
      formatServerTime(String(ms)),
      formatServerTime(String(ms / 1000)),
      formatServerTime('2026-08-26T14:24:54'),
      formatServerTime('2026-08-26'),
    ];
    const chinese = shown();
    speakUsEnglish();
    expect(new Date(ms).toLocaleString()).toMatch(/PM/);
    expect(shown()).toEqual(chinese);
    expect(chinese).toEqual([
      '2026-08-26 14:24:54',
      '2026-08-26 14:24:54',
      '2026-08-26 14:24:54',
      '2026-08-26 14:24:54',
      '2026-08-26 14:24:54',
      '2026-08-26',
    ]);
  });

  it('shows a time of day as 24-hour HH:mm:ss there too', () => {
    const afternoon = new Date(2026, 7, 26, 14, 4, 5);
    const early = new Date(2026, 7, 26, 0, 0, 9).getTime();
    speakUsEnglish();
    expect(afternoon.toLocaleTimeString()).toMatch(/PM/);
    expect(formatTime(afternoon)).toBe('14:04:05');
    expect(formatTime(afternoon.getTime())).toBe('14:04:05');
    expect(formatTime(early)).toBe('00:00:09');
    expect(formatTime(Number.NaN)).toBe('');
  });
});

/**
 * The machine's locale is en-US: Intl, toLocale* and the browser's language all answer in it, so
 * any use of them would show '8/26/2026, 2:24:54 PM'.
 */
function speakUsEnglish(): void {
  const Real = Intl.DateTimeFormat;
  const us = (o?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
    new Real('en-US', { ...o, hour12: true });
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (_, o) {
    return us(o);
  });
  vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
  for (const name of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const)
    vi.spyOn(Date.prototype, name).mockImplementation(function (this: Date) {
      return us({ dateStyle: 'short', timeStyle: 'medium' }).format(this);
    });
}
