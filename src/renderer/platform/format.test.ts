import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatServerTime, formatTime } from './format';

// Instants are written with their zone: these tests read the same on a machine in any zone.
const at = (chinaWallClock: string): number => Date.parse(`${chinaWallClock}+08:00`);

describe('formatDateTime', () => {
  it('formats China time with zero padding', () => {
    expect(formatDateTime(new Date(at('2024-01-05T08:03:09')))).toBe('2024-01-05 08:03:09');
  });
});

describe('China time whatever the workstation zone (issue 29)', () => {
  // 17:30 UTC on 1 March: 09:30 in Los Angeles on 1 March, 01:30 on 2 March in China.
  const CLIP = Date.parse('2026-03-01T17:30:00Z');

  it('shows an instant as China date and time', () => {
    expect(formatDateTime(CLIP)).toBe('2026-03-02 01:30:00');
    expect(formatDateTime(new Date(CLIP))).toBe('2026-03-02 01:30:00');
    expect(formatTime(CLIP)).toBe('01:30:00');
    expect(formatServerTime(String(CLIP))).toBe('2026-03-02 01:30:00');
    expect(formatServerTime(String(CLIP / 1000))).toBe('2026-03-02 01:30:00');
    expect(formatServerTime('2026-03-01T17:30:00Z')).toBe('2026-03-02 01:30:00');
    expect(formatServerTime('2026-03-01T12:30:00-05:00')).toBe('2026-03-02 01:30:00');
  });

  it('keeps the server’s China wall clock as written, with or without the T', () => {
    expect(formatServerTime('2026-03-02 01:30:00')).toBe('2026-03-02 01:30:00');
    expect(formatServerTime('2026-03-02T01:30:00')).toBe('2026-03-02 01:30:00');
    expect(formatServerTime('2026-03-02T01:30')).toBe('2026-03-02 01:30:00');
    expect(formatServerTime('2026-13-02T01:30:00')).toBe('2026-13-02T01:30:00');
  });

  it('does not read the Date’s local getters', () => {
    // A machine whose clock says 09:30 on 1 March (Los Angeles) still shows China's 01:30.
    vi.spyOn(Date.prototype, 'getHours').mockReturnValue(9);
    vi.spyOn(Date.prototype, 'getDate').mockReturnValue(1);
    expect(formatDateTime(CLIP)).toBe('2026-03-02 01:30:00');
    expect(formatTime(CLIP)).toBe('01:30:00');
    vi.restoreAllMocks();
  });
});

describe('formatServerTime', () => {
  it('keeps server text dates as sent', () => {
    expect(formatServerTime('2024-05-01')).toBe('2024-05-01');
    expect(formatServerTime('2024-05-01 10:00:00')).toBe('2024-05-01 10:00:00');
  });
  it('formats epoch milliseconds', () => {
    const ms = at('2024-05-01T10:20:30');
    expect(formatServerTime(String(ms))).toBe('2024-05-01 10:20:30');
  });
  it('renders null as empty', () => {
    expect(formatServerTime(null)).toBe('');
  });
});

describe('independent of the machine locale (issue 14)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('formats the same when the machine speaks US English with a 12-hour clock', () => {
    const ms = at('2026-08-26T14:24:54');
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
    expect(new Date(ms).toLocaleString()).toMatch(/[AP]M/);
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
    const afternoon = new Date(at('2026-08-26T14:04:05'));
    const early = at('2026-08-26T00:00:09');
    speakUsEnglish();
    expect(afternoon.toLocaleTimeString()).toMatch(/[AP]M/);
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
