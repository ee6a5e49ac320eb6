import { MISSING_VIDEO_DEFAULT_DAYS, VIDEO_LIST_DEFAULT_DAYS } from './constants';
import { chinaDateTime } from '../common/dates';
import { isImageSuffix, suffixOf } from '../common/files';
import { M } from '../messages';

/** Missing-video search fields (spec 01 §3). Times are 'YYYY-MM-DD HH:mm:ss'. */
export type MissingVideoSearch = {
  fileName: string;
  sn: string;
  policeNumber: string;
  date: string;
  dateZ: string;
};

/**
 * The five required fields in the spec's order, then start not after end. Answers the first
 * message, or null when the search may run.
 */
export function checkMissingVideoSearch(s: MissingVideoSearch): string | null {
  if (!s.fileName.trim()) return M.missingFileNameRequired;
  if (!s.sn.trim()) return M.missingSnRequired;
  if (!s.policeNumber.trim()) return M.missingPoliceNumberRequired;
  if (!s.date.trim()) return M.missingStartRequired;
  if (!s.dateZ.trim()) return M.missingEndRequired;
  if (s.date > s.dateZ) return M.missingStartAfterEnd;
  return null;
}

/** Whether a row of the video list is bound to this task, another task, or none (spec 01 §2). */
export type BindState = 'unbound' | 'boundHere' | 'boundElsewhere';

export function bindStateOf(row: { RWID: string | null }, rwid: string): BindState {
  if (!row.RWID) return 'unbound';
  return row.RWID === rwid ? 'boundHere' : 'boundElsewhere';
}

/** The name shown for a video: RE_NAME, falling back to the file name (spec 01 §2). */
export const videoNameOf = (v: { RE_NAME: string | null; FILENAME: string | null }): string =>
  v.RE_NAME?.trim() || v.FILENAME || '';

/** The video management dialog shows an image instead of a player when the suffix is an image's. */
export const isImageVideoRecord = (v: { FILENAME: string | null; URL: string | null }): boolean =>
  isImageSuffix(suffixOf(v.FILENAME ?? '') || suffixOf((v.URL ?? '').split(/[?#]/)[0]));

/** A range ending now and starting `days` days before (the shortcuts and the defaults). */
export function lastDays(days: number, nowMs: number): { start: string; end: string } {
  return { start: chinaDateTime(nowMs - days * 86_400_000), end: chinaDateTime(nowMs) };
}

export const defaultVideoListRange = (nowMs: number): { start: string; end: string } =>
  lastDays(VIDEO_LIST_DEFAULT_DAYS, nowMs);

export const defaultMissingVideoRange = (nowMs: number): { start: string; end: string } =>
  lastDays(MISSING_VIDEO_DEFAULT_DAYS, nowMs);
