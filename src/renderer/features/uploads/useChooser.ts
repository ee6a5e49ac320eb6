import { useCallback, useState } from 'react';
import { errorMessage } from '../../platform/errors';
import {
  PickRefused,
  acceptDroppedFiles,
  usePickFiles,
  type PickOptions,
} from '../../platform/files';
import { useNotify } from '../../platform/notify';
import type { PickedFile } from '../../../shared/files/contract';

export type Chooser = {
  /** The chosen files ([] when cancelled or refused: the refusal is in `error`). */
  choose(opts: PickOptions): Promise<PickedFile[]>;
  /** Files dropped on the dialog, under the same rules and with the same outcome as `choose`. */
  drop(files: readonly File[], opts: PickOptions): Promise<PickedFile[]>;
  choosing: boolean;
  /** The rule's message under the field, until the next choice or save. */
  error: string | null;
  setError(message: string | null): void;
};

/** File choosing for a dialog: a refused choice shows the rule's text under the field, any other failure a toast. */
export function useChooser(): Chooser {
  const pick = usePickFiles();
  const notify = useNotify();
  const [choosing, setChoosing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (get: () => Promise<PickedFile[]>): Promise<PickedFile[]> => {
      setChoosing(true);
      try {
        const files = await get();
        if (files.length > 0) setError(null);
        return files;
      } catch (e) {
        if (e instanceof PickRefused) setError(e.message);
        else notify(errorMessage(e), 'error');
        return [];
      } finally {
        setChoosing(false);
      }
    },
    [notify],
  );
  const choose = useCallback((opts: PickOptions) => run(() => pick(opts)), [pick, run]);
  const drop = useCallback(
    (files: readonly File[], opts: PickOptions) => run(() => acceptDroppedFiles(files, opts)),
    [run],
  );
  return { choose, drop, choosing, error, setError };
}
