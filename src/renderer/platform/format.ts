const pad = (n: number): string => String(n).padStart(2, '0');

/** Local time as 'YYYY-MM-DD HH:mm:ss', the format officers know from the web system. */
export function formatDateTime(value: number | Date): string {
  const d = typeof value === 'number' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Local time of day as 24-hour 'HH:mm:ss' (the notification centre's times), whatever the locale. */
export function formatTime(value: number | Date): string {
  const d = typeof value === 'number' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * Server times arrive as 'YYYY-MM-DD HH:mm:ss' text, as epoch numbers or as ISO strings depending
 * on the column; show them all the same way and leave plain dates ('YYYY-MM-DD') as they are.
 */
export function formatServerTime(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = value.trim();
  if (/^\d{10}$/.test(text)) return formatDateTime(Number(text) * 1000);
  if (/^\d{13}$/.test(text)) return formatDateTime(Number(text));
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const d = new Date(text);
    return Number.isNaN(d.getTime()) ? text : formatDateTime(d);
  }
  return text;
}
