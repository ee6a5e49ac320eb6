import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useCall } from '../../platform/ApiProvider';
import { errorMessage } from '../../platform/errors';
import { refreshDraftsList } from './useDrafts';
import { DRAFT_AUTOSAVE_MS } from '../../../shared/drafts/constants';
import type { SaveDraftRequest } from '../../../shared/drafts/contract';

/** What a draft is about; the hook adds the values and whether it was written offline. */
export type DraftTarget = Omit<SaveDraftRequest, 'values' | 'offline'>;

export type DraftAutosave = {
  /** When this page last wrote its draft (null: not yet). */
  savedAt: number | null;
  /** Why the last write failed (full disk, too large); the form on screen is untouched. */
  error: string | null;
  /** A write happened offline since the draft was last forgotten: it still has to be submitted. */
  wroteOffline: boolean;
  /** Writes the draft now (the offline 保存为草稿); when it was stored, or null. */
  saveNow(): Promise<number | null>;
  /** Drops this page's draft (the document was saved, or the officer discarded it). */
  forget(key: string): Promise<void>;
};

type Options = {
  /** Null: nothing to keep (read-only page). */
  target: DraftTarget | null;
  dirty: boolean;
  values: Record<string, string>;
  online: boolean;
  /** Holds writes back (a stored draft is offered and not yet restored or discarded). */
  paused: boolean;
};

/**
 * Keeps a dirty form's draft in main: written DRAFT_AUTOSAVE_MS after the last change, and at
 * once when the page is hidden or closed. Writes go one at a time, in order, so a discard after a
 * successful save is never overtaken by a write that started before it.
 */
export function useDraftAutosave({
  target,
  dirty,
  values,
  online,
  paused,
}: Options): DraftAutosave {
  const call = useCall();
  const queryClient = useQueryClient();
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [wroteOffline, setWroteOffline] = useState(false);
  // Writes (debounced, on hide, on unmount) read the props of the last commit.
  const latest = useRef({ target, dirty, values, online, paused });
  useLayoutEffect(() => {
    latest.current = { target, dirty, values, online, paused };
  });
  /** The values last stored (JSON), so an unchanged form is not written again. */
  const stored = useRef<string | null>(null);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);

  const queue = useCallback(<T>(op: () => Promise<T>): Promise<T> => {
    const next = chain.current.then(op, op);
    chain.current = next.catch(() => undefined);
    return next;
  }, []);

  const write = useCallback(
    (force: boolean): Promise<number | null> => {
      const { target: t, dirty: d, values: v, online: o, paused: p } = latest.current;
      if (!t || p || (!d && !force)) return Promise.resolve(null);
      const json = JSON.stringify(v);
      if (!force && json === stored.current) return Promise.resolve(null);
      return queue(async () => {
        try {
          const r = await call('drafts:save', { ...t, values: v, offline: !o });
          stored.current = json;
          if (mounted.current) {
            setSavedAt(r.savedAt);
            setError(null);
            if (!o) setWroteOffline(true);
          }
          void refreshDraftsList(queryClient);
          return r.savedAt;
        } catch (e) {
          if (mounted.current) setError(errorMessage(e));
          return null;
        }
      });
    },
    [call, queue, queryClient],
  );

  const cancel = (): void => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  // Debounced: every change restarts the wait; a form back to clean has nothing to keep.
  // Keyed by the values' text and the target's key: a re-render alone does not restart the wait.
  const valuesJson = JSON.stringify(values);
  const targetKey = target?.key ?? null;
  useEffect(() => {
    cancel();
    if (targetKey === null || paused || !dirty || valuesJson === stored.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void write(false);
    }, DRAFT_AUTOSAVE_MS);
    return cancel;
  }, [valuesJson, dirty, paused, targetKey, write]);

  // Hidden (window minimised, switched away, about to close) or unmounted: write what is pending.
  useEffect(() => {
    const flush = (): void => {
      if (document.visibilityState !== 'hidden') return;
      cancel();
      void write(false);
    };
    const onHide = (): void => {
      cancel();
      void write(false);
    };
    document.addEventListener('visibilitychange', flush);
    window.addEventListener('pagehide', onHide);
    mounted.current = true;
    return () => {
      document.removeEventListener('visibilitychange', flush);
      window.removeEventListener('pagehide', onHide);
      mounted.current = false;
      cancel();
      void write(false);
    };
  }, [write]);

  const saveNow = useCallback((): Promise<number | null> => {
    cancel();
    return write(true);
  }, [write]);

  const forget = useCallback(
    async (key: string): Promise<void> => {
      cancel();
      await queue(async () => {
        await call('drafts:discard', { key });
        stored.current = null;
      }).catch(() => undefined);
      if (mounted.current) {
        setSavedAt(null);
        setError(null);
        setWroteOffline(false);
      }
      await refreshDraftsList(queryClient);
    },
    [call, queue, queryClient],
  );

  return { savedAt, error, wroteOffline, saveNow, forget };
}
