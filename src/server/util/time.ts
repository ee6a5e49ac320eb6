// Times are shown the way the province's system shows them: China Standard Time (UTC+8, no DST),
// whatever time zone the machine running the server is in.

const CST_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** 'YYYY-MM-DD HH:mm:ss' in China Standard Time. */
export function formatDateTime(ms: number): string {
  const d = new Date(ms + CST_OFFSET_MS);
  return `${formatDate(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** 'YYYY-MM-DD' in China Standard Time. */
export function formatDate(ms: number): string {
  const d = new Date(ms + CST_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Midnight (China Standard Time) of the day `ms` falls on, as epoch milliseconds. */
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
