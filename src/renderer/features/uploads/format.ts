import { M } from '../../../shared/messages';

/** Time left as the officer reads it: 45 秒, 3 分 20 秒, 1 小时 5 分. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0)
    return '';
  const s = Math.ceil(seconds);
  if (s < 60) return M.durationSeconds(s);
  if (s < 3600) return M.durationMinutes(Math.floor(s / 60), s % 60);
  return M.durationHours(Math.floor(s / 3600), Math.floor((s % 3600) / 60));
}
