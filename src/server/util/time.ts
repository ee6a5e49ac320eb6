import { chinaDateTime, chinaToday } from '../../shared/common/dates';
// Times are shown the way the province's system shows them: China Standard Time (UTC+8, no DST),
// whatever time zone the machine running the server is in.

const CST_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** 'YYYY-MM-DD HH:mm:ss' in China Standard Time (the client writes the same format with the same rule). */
export const formatDateTime = chinaDateTime;

/** 'YYYY-MM-DD' in China Standard Time. */
export const formatDate = chinaToday;

export function startOfDay(ms: number): number {
  return Math.floor((ms + CST_OFFSET_MS) / DAY_MS) * DAY_MS - CST_OFFSET_MS;
}

/**
 * A moment `daysAgo` calendar days before the day of `now`, at `minuteOfDay` minutes after
 * midnight. With `daysAgo >= 1` the result is always in the past, whatever the hour now is.
 */
export function dayAt(now: number, daysAgo: number, minuteOfDay: number): number {
  return startOfDay(now) - daysAgo * DAY_MS + minuteOfDay * 60_000;
}

export const DAY = DAY_MS;
