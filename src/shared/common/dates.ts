// Calendar dates as 'YYYY-MM-DD' strings. Business dates in this system are China dates (UTC+8, no
// daylight saving), whatever the workstation's time zone.

const DAY_MS = 86_400_000;

const CHINA_OFFSET_MS = 8 * 3_600_000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

export function chinaToday(nowMs: number): string {
  return new Date(nowMs + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD HH:mm:ss' in China time: the server's time format. */
export function chinaDateTime(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The date part of 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss'; null when it is not a real date. */
export function toDate(text: string | null | undefined): string | null {
  const m = text ? ISO_DATE.exec(text.trim()) : null;
  if (!m) return null;
  const d = `${m[1]}-${m[2]}-${m[3]}`;
  // An impossible date ('2024-13-01') is an invalid Date, whose toISOString would throw.
  const ms = Date.parse(`${d}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === d ? d : null;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** A range of a date-range filter: 'YYYY-MM-DD', or 'YYYY-MM-DD HH:mm:ss' for date-and-time filters. */
export type DateRange = { start: string; end: string };

/** The quick ranges offered beside date-range filters, as officers know them from the web system. */
export type QuickRangeKey = 'today' | 'week' | 'month' | 'threeMonths' | 'year' | 'twoYears';

// Counted in days as the web system's shortcuts count them (a month is 30 days, a year 365).
const QUICK_RANGE_DAYS: Record<Exclude<QuickRangeKey, 'today'>, number> = {
  week: 7,
  month: 30,
  threeMonths: 90,
  year: 365,
  twoYears: 730,
};

/**
 * The range a quick choice stands for at `nowMs`, in China time. Date-and-time ranges end now and
 * start the same time N days before (今天: at midnight); date ranges end today and start N days
 * before (今天: today alone).
 */
export function quickRange(
  key: QuickRangeKey,
  nowMs: number,
  kind: 'date' | 'datetime',
): DateRange {
  const today = chinaToday(nowMs);
  if (kind === 'date')
    return { start: key === 'today' ? today : addDays(today, -QUICK_RANGE_DAYS[key]), end: today };
  const start =
    key === 'today' ? `${today} 00:00:00` : chinaDateTime(nowMs - QUICK_RANGE_DAYS[key] * DAY_MS);
  return { start, end: chinaDateTime(nowMs) };
}
