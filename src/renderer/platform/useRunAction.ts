import { useCallback } from 'react';
import { errorKind, errorMessage } from './errors';
import { useNotify } from './notify';

export type RunAction = <T>(
  fn: () => Promise<T>,
  success?: (value: T) => string | null,
) => Promise<T | undefined>;

/**
 * Runs a write and tells the officer how it went: the success text (usually the server's own
 * message), or the failure. Nothing is swallowed; a server refusal is a warning, anything else an error.
 */
export function useRunAction(): RunAction {
  const notify = useNotify();
  return useCallback<RunAction>(
    async (fn, success) => {
      try {
        const value = await fn();
        const text = success?.(value);
        if (text) notify(text, 'success');
        return value;
      } catch (e) {
        notify(errorMessage(e), errorKind(e) === 'server' ? 'warning' : 'error');
        return undefined;
      }
    },
    [notify],
  );
}
