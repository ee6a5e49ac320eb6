import { M } from '../../../shared/messages';
import type { RecorderFileState, RecorderImport } from '../../../shared/recorder/contract';
import type { UploadState } from '../../../shared/uploads/queue-rules';
const pad = (n: number): string => String(n).padStart(2, '0');

/** A recording's length as players show it: 02:05, 1:02:05. */
export function formatClock(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0)
    return '';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const rest = `${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return h > 0 ? `${h}:${rest}` : rest;
}

/** '1920x1080' as main reports it, shown with a proper multiplication sign. */
export const formatResolution = (r: string | null): string =>
  r ? r.replace(/\s*[xX*]\s*/, '×') : '';

export const fileStateText: Record<RecorderFileState, string> = {
  'waiting-stable': M.rcStateWaiting,
  queued: M.rcStateQueued,
  copying: M.rcStateCopying,
  probing: M.rcStateProbing,
  done: M.rcStateDone,
  duplicate: M.rcStateDuplicate,
  error: M.rcStateError,
};

/** An import row's state: the same words (its states are the file's, less waiting-stable). */
export const importStateText: Record<RecorderImport['state'], string> = fileStateText;

/** The upload of an import as the officer reads it (排队上传, 上传中 n%, 已上传 …). */
export function uploadText(state: UploadState | null, pct: number | null = null): string {
  switch (state) {
    case null:
      return M.rcUploadNone;
    case 'held':
      return M.rcUploadHeld;
    case 'hashing':
    case 'checking':
      return M.rcUploadPreparing;
    case 'queued':
      return M.rcUploadQueued;
    case 'uploading':
      return pct === null ? M.rcUploadUploading : M.rcUploadUploadingPct(pct);
    case 'merging':
      return M.rcUploadMerging;
    case 'done':
      return M.rcUploadDone;
    case 'paused':
      return M.rcUploadPaused;
    case 'failed':
      return M.rcUploadFailed;
    case 'cancelled':
      return M.rcUploadCancelled;
  }
}
