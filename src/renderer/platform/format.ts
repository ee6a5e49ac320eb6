import { chinaClock, chinaDateTime, chinaInstant } from '../../shared/common/dates';

// Every time the officer reads is China time (Asia/Shanghai), whatever the workstation's zone and
// locale: the helpers of shared/common/dates, never the Date's local getters or toLocale*.

const msOf = (value: number | Date): number =>
  typeof value === 'number' ? value : value.getTime();

/** China time as 'YYYY-MM-DD HH:mm:ss', the format officers know from the web system. */
export function formatDateTime(value: number | Date): string {
  return chinaDateTime(msOf(value));
}

/** China time of day as 24-hour 'HH:mm:ss' (the notification centre's times), whatever the locale. */
export function formatTime(value: number | Date): string {
  return chinaClock(msOf(value));
}

/**
 * Server times arrive as 'YYYY-MM-DD HH:mm:ss' text (China time, shown as sent), as epoch numbers or
 * as ISO strings depending on the column; show them all the same way, in China time, and leave plain
 * dates ('YYYY-MM-DD') as they are.
 */
export function formatServerTime(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = value.trim();
  if (/^\d{10}$/.test(text)) return formatDateTime(Number(text) * 1000);
  if (/^\d{13}$/.test(text)) return formatDateTime(Number(text));
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    // An ISO text without a zone is the server's China wall clock written with a 'T'.
    if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(text)) {
      const at = chinaInstant(text.slice(0, 19));
      return at === null ? text : formatDateTime(at);
    }
    return formatDateTime(Date.parse(text)) || text;
  }
  return text;
}
