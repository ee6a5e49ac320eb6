// Calendar dates as 'YYYY-MM-DD' strings. Business dates in this system are China dates
// (Asia/Shanghai), whatever the workstation's time zone: every instant the officer sees or picks is
// turned into China's wall clock here, through Intl with the zone named, never through the Date's
// local getters (getHours, getDate, toLocale*), which answer in the operating system's zone.

const DAY_MS = 86_400_000;

/** The one time zone of every date the officer sees or picks. */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

// Built once, when the module loads: numbers in Latin digits and a 00-23 hour whatever the machine's
// locale (the locale is only the digits' language; the fields are read one by one).
const CHINA_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: CHINA_TIME_ZONE,
  numberingSystem: 'latn',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

type Wall = { date: string; time: string; utcMs: number };

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** China's wall clock at `ms`: its date, its time and the same wall clock read as UTC; null for no instant. */
function chinaWall(ms: number): Wall | null {
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) return null;
  const f: Record<string, number> = {};
  for (const p of CHINA_CLOCK.formatToParts(ms))
    if (p.type !== 'literal') f[p.type] = Number(p.value);
  const hour = f.hour === 24 ? 0 : f.hour; // an engine that still counts midnight as 24
  const date = `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`;
  const time = `${pad(hour)}:${pad(f.minute)}:${pad(f.second)}`;
  const utcMs = Date.UTC(f.year, f.month - 1, f.day, hour, f.minute, f.second);
  return { date, time, utcMs };
}

/** China's offset from UTC at `ms` (eight hours since 1991; Intl knows the summers before). */
function chinaOffsetMs(ms: number): number {
  const wall = chinaWall(ms);
  return wall ? wall.utcMs - Math.floor(ms / 1000) * 1000 : 8 * 3_600_000;
}

/** Today's date in China at `nowMs`: 'YYYY-MM-DD' ('' for no instant). */
export function chinaToday(nowMs: number): string {
  return chinaWall(nowMs)?.date ?? '';
}

/** 'YYYY-MM-DD HH:mm:ss' in China time: the server's time format ('' for no instant). */
export function chinaDateTime(ms: number): string {
  const wall = chinaWall(ms);
  return wall ? `${wall.date} ${wall.time}` : '';
}

/** The time of day in China as 24-hour 'HH:mm:ss' ('' for no instant). */
export function chinaClock(ms: number): string {
  return chinaWall(ms)?.time ?? '';
}

/** 'YYYYMMDD-HHmmss' in China time, for file names that sort by when they were made. */
export function chinaFileStamp(ms: number): string {
  const wall = chinaWall(ms);
  return wall ? `${wall.date.replace(/-/g, '')}-${wall.time.replace(/:/g, '')}` : '';
}

/** ISO 8601 with China's offset ('2026-03-02T01:30:00+08:00'): one instant, read as China time. */
export function chinaIso(ms: number): string {
  const wall = chinaWall(ms);
  if (!wall) return '';
  const minutes = Math.round(chinaOffsetMs(ms) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const a = Math.abs(minutes);
  return `${wall.date}T${wall.time}${sign}${pad(Math.floor(a / 60))}:${pad(a % 60)}`;
}

const WALL_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The instant of a China date or date-time as officers pick and the server writes it
 * ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm[:ss]'; a date alone is its China midnight); null when the text is
 * no real date or time.
 */
export function chinaInstant(text: string | null | undefined): number | null {
  const m = text ? WALL_TEXT.exec(text.trim()) : null;
  if (!m || !toDate(m[0])) return null;
  const [h, mi, s] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  if (h > 23 || mi > 59 || s > 59) return null;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), h, mi, s);
  // The offset of the instant itself: guessed from eight hours before, then read again.
  const guess = asUtc - chinaOffsetMs(asUtc - 8 * 3_600_000);
  return asUtc - chinaOffsetMs(guess);
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
