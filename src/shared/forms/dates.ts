import { addDays } from '../common/dates';
import type { DateBound, FormValues } from './types';

// Date and time values of form fields: 'YYYY-MM-DD' for dates, 'YYYY-MM-DD HH:mm:ss' for date and
// time (the server's formats), 24-hour clock. Calendar dates, no time zone: what the officer chose.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/;
/** What an officer may type for a date: 2024-05-01, 2024/5/1, 2024.5.1, 20240501, 2024年5月1日. */
const TYPED_DATE = /^(\d{4})\s*(?:[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?|(\d{2})(\d{2}))$/;
const TYPED_TIME = /^(\d{1,2})\s*[:：]\s*(\d{2})(?:\s*[:：]\s*(\d{2}))?$|^(\d{2})(\d{2})$/;

const pad = (n: number): string => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' when year, month and day make a real date, else null (2023-02-29, month 13). */
function realDate(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  const ok =
    month >= 1 &&
    month <= 12 &&
    d.getUTCFullYear() === year &&
    d.getUTCMonth() === month - 1 &&
    d.getUTCDate() === day;
  return ok ? `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}` : null;
}

/** A real calendar date 'YYYY-MM-DD', or null. */
export function parseDateValue(text: string): string | null {
  const m = DATE.exec(text.trim());
  return m ? realDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** 'HH:mm' on a 24-hour clock, or null. Accepts 9:30, 09:30, 09:30:00, 0930 and a full-width colon. */
export function parseTimeValue(text: string): string | null {
  const m = TYPED_TIME.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1] ?? m[4]);
  const min = Number(m[2] ?? m[5]);
  const s = m[3] === undefined ? 0 : Number(m[3]);
  return h <= 23 && min <= 59 && s <= 59 ? `${pad(h)}:${pad(min)}` : null;
}

/** 'YYYY-MM-DD HH:mm:ss' from 'YYYY-MM-DD HH:mm[:ss]' (or with a 'T'), or null. */
export function parseDateTimeValue(text: string): string | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const date = parseDateValue(m[1]);
  const h = Number(m[2]);
  const min = Number(m[3]);
  const s = m[4] === undefined ? 0 : Number(m[4]);
  if (!date || h > 23 || min > 59 || s > 59) return null;
  return `${date} ${pad(h)}:${pad(min)}:${pad(s)}`;
}

/** A date as the officer may type it, as 'YYYY-MM-DD'; null when it is no real date. */
export function parseTypedDate(text: string): string | null {
  const m = TYPED_DATE.exec(text.trim());
  if (!m) return null;
  const month = Number(m[2] ?? m[4]);
  const day = Number(m[3] ?? m[5]);
  return realDate(Number(m[1]), month, day);
}

/** A date or date-and-time value in one comparable form (dates at 00:00:00); null if neither. */
export function comparableDate(text: string): string | null {
  const date = parseDateValue(text);
  return date ? `${date} 00:00:00` : parseDateTimeValue(text);
}

/** The date part of a date or date-and-time value, or null. */
export function datePart(text: string): string | null {
  return comparableDate(text)?.slice(0, 10) ?? null;
}

/** The time part 'HH:mm' of a date-and-time value, or null. */
export function timePart(text: string): string | null {
  return parseDateTimeValue(text)?.slice(11, 16) ?? null;
}

/** A date bound as 'YYYY-MM-DD' for the form's current values; null while the field it names is empty. */
export function resolveBound(bound: DateBound | undefined, values: FormValues): string | null {
  if (!bound) return null;
  const raw = 'date' in bound ? bound.date : values[bound.field];
  const date = typeof raw === 'string' ? datePart(raw) : null;
  return date ? addDays(date, bound.offsetDays ?? 0) : null;
}

/** A 'YYYY-MM-DD' date from its parts (month 1–12). */
export const dateOf = (year: number, month: number, day: number): string =>
  `${year}-${pad(month)}-${pad(day)}`;
