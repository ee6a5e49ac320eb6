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
import type { ChosenFile } from '../../../shared/uploads/rules';

export type Chooser = {
  /** The chosen files ([] when cancelled or refused: the refusal is in `error`). */
  choose(opts: PickOptions): Promise<PickedFile[]>;
  /** Files dropped on the dialog, under the same rules and with the same outcome as `choose`. */
  drop(files: readonly File[], opts: PickOptions): Promise<PickedFile[]>;
  choosing: boolean;
  /** The files chosen and still being prepared (staged in browser mode): shown at once. */
  preparing: readonly ChosenFile[];
  /** The rule's message under the field, until the next choice or save. */
  error: string | null;
  setError(message: string | null): void;
};

/** File choosing for a dialog: a refused choice shows the rule's text under the field, any other failure a toast. */
export function useChooser(): Chooser {
  const pick = usePickFiles();
  const notify = useNotify();
  const [choosing, setChoosing] = useState(false);
  const [preparing, setPreparing] = useState<readonly ChosenFile[]>([]);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (
      opts: PickOptions,
      get: (opts: PickOptions) => Promise<PickedFile[]>,
    ): Promise<PickedFile[]> => {
      setChoosing(true);
      try {
        const files = await get({
          ...opts,
          onChosen: (chosen) => {
            setError(null);
            setPreparing(chosen);
            opts.onChosen?.(chosen);
          },
        });
        if (files.length > 0) setError(null);
        return files;
      } catch (e) {
        if (e instanceof PickRefused) setError(e.message);
        else notify(errorMessage(e), 'error');
        return [];
      } finally {
        setPreparing([]);
        setChoosing(false);
      }
    },
    [notify],
  );
  const choose = useCallback((opts: PickOptions) => run(opts, pick), [pick, run]);
  const drop = useCallback(
    (files: readonly File[], opts: PickOptions) => run(opts, (o) => acceptDroppedFiles(files, o)),
    [run],
  );
  return { choose, drop, choosing, preparing, error, setError };
}
