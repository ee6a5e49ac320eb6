import { useCallback } from 'react';
import type { SavedFileRef } from '../../shared/common/types';
import { errorKind, errorMessage } from './errors';
import { useNotify } from './notify';

/** A success text, and the file it reports saved when the value itself is not that file. */
export type SuccessNotice = { text: string; file?: SavedFileRef };

export type RunAction = <T>(
  fn: () => Promise<T>,
  success?: (value: T) => string | SuccessNotice | null,
) => Promise<T | undefined>;

/** The saved file a write answered with (a Download main gave a ref: desktop app only). */
function savedFileOf(value: unknown): SavedFileRef | undefined {
  if (typeof value !== 'object' || value === null || !('savedTo' in value)) return undefined;
  const file = (value as { file?: SavedFileRef }).file;
  return typeof file?.ref === 'string' ? file : undefined;
}

/**
 * Runs a write and tells the officer how it went: the success text (usually the server's own
 * message), or the failure. Nothing is swallowed; a server refusal is a warning, anything else an error.
 * A finished download's toast offers to open the file (SavedFileActions).
 */
export function useRunAction(): RunAction {
  const notify = useNotify();
  return useCallback<RunAction>(
    async (fn, success) => {
      try {
        const value = await fn();
        const said = success?.(value);
        const notice = typeof said === 'string' ? { text: said } : said;
        if (notice?.text) notify(notice.text, 'success', notice.file ?? savedFileOf(value));
        return value;
      } catch (e) {
        notify(errorMessage(e), errorKind(e) === 'server' ? 'warning' : 'error');
        return undefined;
      }
    },
    [notify],
  );
}
