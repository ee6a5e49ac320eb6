import { useMemo, useSyncExternalStore } from 'react';
import { useApi, useCall } from '../../platform/ApiProvider';
import { uploadStoreOf, type UploadSnapshot } from './store';
import type { EnqueueRequest, UploadItem } from '../../../shared/uploads/contract';
import { isFinished, isWaiting } from '../../../shared/uploads/queue-rules';

export type UploadActions = {
  enqueue(req: EnqueueRequest): Promise<UploadItem[]>;
  start(items: Array<{ id: string; title: string; remark: string }>): Promise<UploadItem[]>;
  pause(ids: string[]): Promise<UploadItem[]>;
  resume(ids: string[]): Promise<UploadItem[]>;
  cancel(ids: string[]): Promise<UploadItem[]>;
  retry(ids: string[]): Promise<UploadItem[]>;
  /** Forgets done and cancelled files. */
  clear(): Promise<void>;
  reload(): Promise<void>;
};

/** The whole upload queue of this window, kept in step with main. */
export function useUploads(): UploadSnapshot {
  const store = uploadStoreOf(useApi());
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/** Queue actions; every answer goes into the shared store at once (events may follow later). */
export function useUploadActions(): UploadActions {
  const api = useApi();
  const call = useCall();
  return useMemo<UploadActions>(() => {
    const store = uploadStoreOf(api);
    const merged = async (p: Promise<UploadItem[]>): Promise<UploadItem[]> => {
      const items = await p;
      store.merge(items);
      return items;
    };
    return {
      enqueue: (req) => merged(call('uploads:enqueue', req)),
      start: (items) => merged(call('uploads:start', { items })),
      pause: (ids) => merged(call('uploads:pause', { ids })),
      resume: (ids) => merged(call('uploads:resume', { ids })),
      cancel: (ids) => merged(call('uploads:cancel', { ids })),
      retry: (ids) => merged(call('uploads:retry', { ids })),
      clear: async () => {
        await call('uploads:clear', undefined);
        store.forget((i) => isFinished(i.state));
      },
      reload: () => store.reload(),
    };
  }, [api, call]);
}

/** Count of files the officer still waits for: the upload centre's badge. */
export const waitingCount = (items: readonly UploadItem[]): number =>
  items.filter((i) => isWaiting(i.state)).length;

/** Percent of a file's bytes the server holds (0-100, whole numbers). */
export function percentOf(item: Pick<UploadItem, 'bytesDone' | 'size' | 'state'>): number {
  if (item.state === 'done') return 100;
  if (item.size <= 0) return 0;
  return Math.min(100, Math.floor((item.bytesDone * 100) / item.size));
}

/** Items by id, for dialogs that follow the files they enqueued. */
export function useUploadsById(ids: readonly string[]): Map<string, UploadItem> {
  const { items } = useUploads();
  return useMemo(() => {
    const wanted = new Set(ids);
    return new Map(items.filter((i) => wanted.has(i.id)).map((i) => [i.id, i]));
  }, [items, ids]);
}
