import { useState } from 'react';
import { M } from '../../../shared/messages';
import { useNet } from '../../platform/network';
import { useNotify } from '../../platform/notify';
import { useDraftAutosave, type DraftTarget } from './useDraftAutosave';
import { useDiscardDraft, useOfferedDraft } from './useDrafts';
import type { DraftBannerProps } from './DraftBanner';

type Options = {
  /** What the draft is about (its key names the document); its `base` is the document's now. */
  target: DraftTarget;
  readOnly: boolean;
  dirty: boolean;
  /** The form's values as the server takes them. */
  values: Record<string, string>;
  /** Puts a draft's values in the form (which becomes dirty). */
  restore(values: Record<string, string>): void;
  /** Submits the form (documents:save): 保存 on the banner once the network is back. */
  submit(): void;
};

export type DocumentDraft = {
  banner: DraftBannerProps;
  /** When this page last kept its draft (shown beside the title), or null. */
  savedAt: number | null;
  /** 保存为草稿 (offline): keeps the form now and says what happens next. */
  saveAsDraft(): Promise<void>;
  /** After documents:save succeeded: the draft is no longer needed. */
  saved(key: string): Promise<void>;
};

/**
 * A document page's draft: the one stored when it opened (offered back, with whether the document
 * changed on the server since), the autosave of the form while dirty, and the offline draft that
 * still has to be submitted. Drafts are local: submitting stays the officer's act.
 */
export function useDocumentDraft({
  target,
  readOnly,
  dirty,
  values,
  restore,
  submit,
}: Options): DocumentDraft {
  const { online } = useNet();
  const notify = useNotify();
  const discard = useDiscardDraft();
  const offered = useOfferedDraft(target.key, true);
  const [decided, setDecided] = useState(false);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<number | null>(null);
  const [discardError, setDiscardError] = useState<string | null>(null);
  const undecided = offered.state === 'loading' || (offered.state === 'found' && !decided);
  const autosave = useDraftAutosave({
    target: readOnly ? null : target,
    dirty,
    values,
    online,
    // The stored draft is earlier work under the same key: kept until the officer decides.
    paused: undecided,
  });

  // A draft kept while offline still has to be submitted: the banner says so until it is.
  const pendingAt = pending ?? (autosave.wroteOffline ? autosave.savedAt : null);

  const found = offered.state === 'found' && !decided ? offered.draft : null;
  const serverChanged =
    found !== null && found.base !== null && target.base !== null && found.base !== target.base;

  const banner: DraftBannerProps = {
    offer: found ? { draft: found, serverChanged } : null,
    pending: pendingAt !== null ? { savedAt: pendingAt, online } : null,
    error: offered.state === 'failed' ? offered.message : (autosave.error ?? discardError),
    canRestore: !readOnly,
    busy,
    onRestore: () => {
      if (!found) return;
      restore(found.values);
      setDecided(true);
      if (found.offline) setPending(found.savedAt);
    },
    onDiscard: () => {
      if (!found) return;
      setBusy(true);
      discard(found.key)
        .then(
          () => setDecided(true),
          (e: unknown) => setDiscardError(e instanceof Error ? e.message : String(e)),
        )
        .finally(() => setBusy(false));
    },
    onSubmit: submit,
  };

  return {
    banner,
    savedAt: autosave.savedAt,
    saveAsDraft: async () => {
      if (undecided) {
        notify(M.draftHeld, 'warning');
        return;
      }
      const at = await autosave.saveNow();
      if (at === null) return;
      setPending(at);
      notify(M.draftSavedOffline, 'success');
    },
    saved: async (key) => {
      setDecided(true);
      setPending(null);
      await autosave.forget(key);
    },
  };
}
